#pragma once
// A workbench edit as every dataset's session makes it: refused before it starts when no
// one is signed in (every change is recorded under a name), and any refusal of the store
// turned into one message for people.

#include <QCoreApplication>
#include <QString>

#include <exception>
#include <optional>

namespace es::widgets {

class StoreWrite
{
    Q_DECLARE_TR_FUNCTIONS(StoreWrite)

  public:
    // Runs `write`; the message to show when it did not happen, nullopt when it did.
    template <typename F> static std::optional<QString> run(const QString &annotator, F &&write)
    {
        if (annotator.isEmpty()) {
            return notSignedIn();
        }
        try {
            write();
        } catch (const std::exception &e) {
            return notSaved(e.what());
        }
        return std::nullopt;
    }

  private:
    static QString notSignedIn();
    static QString notSaved(const char *reason);
};

} // namespace es::widgets
