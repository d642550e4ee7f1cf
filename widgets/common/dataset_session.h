#pragma once
// What every dataset's session shares: who is signed in, whose blind view the snapshot
// is, the one way an edit reaches the store (StoreWrite) and the signals that say who
// signed in and why an edit was refused. ESTER's and OpenPI's sessions, which read their
// snapshot whole and analyse it, also share signing in and reloading (AnalysedSession).

#include "widgets/common/store_write.h"

#include <QObject>
#include <QString>
#include <utility>

namespace es::widgets {

class DatasetSession : public QObject
{
    Q_OBJECT

  public:
    QString annotator() const { return annotator_; }
    // Whether the snapshot is the signed-in annotator's blind view.
    bool blindView() const { return !viewOf_.isEmpty(); }

  signals:
    void annotatorChanged(const QString &name);
    void failed(const QString &message);

  protected:
    explicit DatasetSession(QObject *parent) : QObject(parent) {}

    // Runs `f`, the signed-in person's edit of the store; false, with failed(), when it
    // did not happen.
    template <typename F> bool write(F &&f)
    {
        if (const auto error = StoreWrite::run(annotator_, std::forward<F>(f))) {
            emit failed(*error);
            return false;
        }
        return true;
    }

    QString annotator_;
    QString viewOf_; // whose blind view the snapshot is; empty: everyone's
    bool loaded_ = false;
};

class AnalysedSession : public DatasetSession
{
    Q_OBJECT

  public:
    // When the session reads the project: at once, or at the first sign-in (a window, which
    // shows nothing of a project before someone signs in, then reads it once, in the view
    // of whoever signs in, instead of everyone's first and theirs again).
    enum class Load { Now, AtSignIn };

    // Signs a person in; `blind` (an annotator's role) narrows the snapshot to what they
    // may see, as `report --as` does: their own work, the models' and the released gold.
    void setAnnotator(const QString &name, bool blind = false);
    void reload();

  signals:
    // The snapshot or its analysis changed; views read them again.
    void changed();

  protected:
    using DatasetSession::DatasetSession;

    // Reads the snapshot (in viewOf_'s view) and analyses it, announcing nothing.
    virtual void load() = 0;
};

} // namespace es::widgets
