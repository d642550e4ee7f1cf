#pragma once
// File > Open team project…: where a team's PostgreSQL server is (host, port, database,
// login, TLS) as fields or as one pasted libpq URI or key=value string, the two kept in
// sync. EventScope stores no password: the server's own authentication decides, and when
// it asks for one the dialog asks the person, for this connection only.

#include <QDialog>
#include <QPointer>
#include <functional>
#include <memory>
#include <string>
#include <utility>
#include <vector>

class QComboBox;
class QDialogButtonBox;
class QFormLayout;
class QLabel;
class QLineEdit;
class QProgressBar;
class QPushButton;

namespace es::widgets {

class BackgroundJob;

class ConnectionDialog : public QDialog
{
    Q_OBJECT

  public:
    // Opens the project at a connection string once the server accepted it; false with
    // the reason when it did not open (shown in the dialog, which stays).
    using Open = std::function<bool(const QString &target, QString *error)>;

    ConnectionDialog(Open open, const QString &initial = {}, QWidget *parent = nullptr);
    ~ConnectionDialog() override;

    // The connection string as the fields give it, without any password.
    QString connectionString() const;
    // The message line: the reason a connection failed, or what the dialog waits for.
    QString message() const;
    bool connecting() const;
    bool asksPassword() const;

    // Connects with what the fields say (Enter does so too).
    void connectToServer();

  protected:
    void reject() override;

  private:
    // The constructor's parts: the server's fields, TLS, the connection string and the
    // password, the message, busy bar and buttons, and their wiring.
    void addField(QFormLayout *layout, const QString &label, QWidget *field);
    void buildServerFields(QFormLayout *layout);
    void buildTlsFields(QFormLayout *layout);
    void buildStringFields(QFormLayout *layout);
    void buildStatusRows(QFormLayout *layout);
    void connectFields();
    void fieldsEdited();
    void stringEdited();
    void finish(bool ok, bool needsPassword, const QString &why);
    void setBusy(bool busy);
    void showMessage(const QString &text, bool error);
    std::vector<std::pair<std::string, std::string>> options() const;

    Open open_;
    QLineEdit *host_;
    QLineEdit *port_;
    QLineEdit *database_;
    QLineEdit *user_;
    QComboBox *sslMode_;
    QLineEdit *rootCert_;
    QPushButton *browse_;
    QLineEdit *string_;
    QLineEdit *password_;
    QLabel *message_;
    QProgressBar *busy_;
    QDialogButtonBox *buttons_;
    BackgroundJob *probe_;
    QPointer<QWidget> focusBefore_;
    // Options of a pasted string that have no field (sslcert, application_name, ...),
    // kept as given.
    std::vector<std::pair<std::string, std::string>> extra_;
    QString target_; // the attempt's string, with the password while it runs
    QString shownProbe_;
    QString shownTarget_;
    bool syncing_ = false;
};

} // namespace es::widgets
