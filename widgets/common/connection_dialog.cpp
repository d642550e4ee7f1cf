#include "widgets/common/connection_dialog.h"

#include "db/engine/engine.h"
#include "widgets/common/background_job.h"
#include "widgets/common/plain_label.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFileDialog>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QIntValidator>
#include <QLabel>
#include <QLineEdit>
#include <QProgressBar>
#include <QPushButton>
#include <algorithm>

namespace es::widgets {

namespace {

// Fields of their own; everything else a pasted string sets is kept as given.
constexpr const char *kFieldKeys[] = {"host",    "port",        "dbname",  "user",
                                      "sslmode", "sslrootcert", "password"};

bool hasField(const std::string &key)
{
    for (const char *k : kFieldKeys) {
        if (key == k) {
            return true;
        }
    }
    return false;
}

// A server that does not answer must not hold the dialog for ever; libpq waits without
// limit when the string sets none.
constexpr const char *kConnectTimeout = "10";

} // namespace

ConnectionDialog::ConnectionDialog(Open open, const QString &initial, QWidget *parent)
    : QDialog(parent), open_(std::move(open))
{
    setWindowTitle(tr("Open team project"));
    auto *layout = new QFormLayout(this);
    layout->addRow(
        plainLabel(tr("A team project lives in a database on a PostgreSQL server. EventScope "
                      "saves no password: the server decides how you sign in (~/.pgpass, "
                      "PGPASSWORD, certificates, your system login), and asks here when it "
                      "needs a password."),
                   this));

    buildServerFields(layout);
    buildTlsFields(layout);
    buildStringFields(layout);
    buildStatusRows(layout);
    connectFields();

    host_->setObjectName(QStringLiteral("host"));
    port_->setObjectName(QStringLiteral("port"));
    database_->setObjectName(QStringLiteral("database"));
    user_->setObjectName(QStringLiteral("login"));
    sslMode_->setObjectName(QStringLiteral("tlsMode"));
    rootCert_->setObjectName(QStringLiteral("rootCertificate"));
    string_->setObjectName(QStringLiteral("connectionString"));
    password_->setObjectName(QStringLiteral("password"));

    if (!initial.isEmpty()) {
        string_->setText(initial);
        stringEdited();
    }
    (host_->text().isEmpty() ? host_ : database_->text().isEmpty() ? database_ : host_)->setFocus();
    resize(600, sizeHint().height());
}

void ConnectionDialog::addField(QFormLayout *layout, const QString &label, QWidget *field)
{
    auto *l = plainLabel(label, this);
    l->setWordWrap(false);
    l->setBuddy(field);
    layout->addRow(l, field);
}

void ConnectionDialog::buildServerFields(QFormLayout *layout)
{
    host_ = new QLineEdit(this);
    host_->setPlaceholderText(tr("localhost"));
    addField(layout, tr("&Server:"), host_);
    port_ = new QLineEdit(this);
    port_->setValidator(new QIntValidator(1, 65535, port_));
    port_->setPlaceholderText(QStringLiteral("5432"));
    addField(layout, tr("&Port:"), port_);
    database_ = new QLineEdit(this);
    database_->setPlaceholderText(tr("e.g. esd"));
    addField(layout, tr("&Database:"), database_);
    user_ = new QLineEdit(this);
    user_->setPlaceholderText(tr("your login on the server"));
    addField(layout, tr("&Login:"), user_);
}

void ConnectionDialog::buildTlsFields(QFormLayout *layout)
{
    sslMode_ = new QComboBox(this);
    sslMode_->addItem(tr("libpq's default (prefer)"), QString());
    sslMode_->addItem(tr("disable: never encrypted"), QStringLiteral("disable"));
    sslMode_->addItem(tr("prefer: encrypted when the server offers it"), QStringLiteral("prefer"));
    sslMode_->addItem(tr("require: always encrypted"), QStringLiteral("require"));
    sslMode_->addItem(tr("verify-ca: encrypted, the server's certificate checked"),
                      QStringLiteral("verify-ca"));
    sslMode_->addItem(tr("verify-full: encrypted, certificate and server name checked"),
                      QStringLiteral("verify-full"));
    addField(layout, tr("&TLS:"), sslMode_);
    rootCert_ = new QLineEdit(this);
    rootCert_->setPlaceholderText(tr("~/.postgresql/root.crt"));
    browse_ = new QPushButton(tr("&Browse…"), this);
    browse_->setAutoDefault(false);
    auto *certRow = new QHBoxLayout;
    certRow->addWidget(rootCert_, 1);
    certRow->addWidget(browse_);
    auto *certLabel = plainLabel(tr("&Root certificate:"), this);
    certLabel->setWordWrap(false);
    certLabel->setBuddy(rootCert_);
    layout->addRow(certLabel, certRow);
}

void ConnectionDialog::buildStringFields(QFormLayout *layout)
{
    string_ = new QLineEdit(this);
    string_->setPlaceholderText(tr("postgresql://ann@db.example.org:5432/esd or host=… dbname=…"));
    string_->setClearButtonEnabled(true);
    addField(layout, tr("&Connection string:"), string_);

    password_ = new QLineEdit(this);
    password_->setEchoMode(QLineEdit::Password);
    password_->setPlaceholderText(tr("only when the server asks for one"));
    password_->setEnabled(false);
    addField(layout, tr("Pass&word:"), password_);
}

void ConnectionDialog::buildStatusRows(QFormLayout *layout)
{
    message_ = plainLabel(QString(), this, true);
    message_->setMinimumWidth(420);
    // Room for a message of a few lines and the busy bar, so nothing moves when they come.
    message_->setMinimumHeight(message_->fontMetrics().lineSpacing() * 3);
    message_->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    layout->addRow(message_);
    busy_ = new QProgressBar(this);
    busy_->setRange(0, 0); // how long a server takes to answer is unknown
    busy_->setTextVisible(false);
    QSizePolicy keep = busy_->sizePolicy();
    keep.setRetainSizeWhenHidden(true);
    busy_->setSizePolicy(keep);
    busy_->hide();
    layout->addRow(busy_);

    buttons_ = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    buttons_->button(QDialogButtonBox::Ok)->setText(tr("&Connect"));
    buttons_->button(QDialogButtonBox::Ok)->setDefault(true);
    layout->addRow(buttons_);
}

void ConnectionDialog::connectFields()
{
    // The attempt runs off the GUI thread, so the dialog stays responsive; the dialog may
    // go (Cancel) while it runs, and the attempt then ends unseen.
    probe_ = new BackgroundJob(this);
    connect(buttons_, &QDialogButtonBox::accepted, this, &ConnectionDialog::connectToServer);
    connect(buttons_, &QDialogButtonBox::rejected, this, &ConnectionDialog::reject);
    for (QLineEdit *e : {host_, port_, database_, user_, rootCert_}) {
        connect(e, &QLineEdit::textEdited, this, &ConnectionDialog::fieldsEdited);
    }
    connect(sslMode_, &QComboBox::currentIndexChanged, this, [this] {
        if (!syncing_) {
            fieldsEdited();
        }
    });
    connect(string_, &QLineEdit::textEdited, this, &ConnectionDialog::stringEdited);
    connect(browse_, &QPushButton::clicked, this, [this] {
        const QString file =
            QFileDialog::getOpenFileName(this, tr("Root certificate"), rootCert_->text(),
                                         tr("Certificates (*.crt *.pem);;All files (*)"));
        if (!file.isEmpty()) {
            rootCert_->setText(file);
            fieldsEdited();
        }
    });
}

ConnectionDialog::~ConnectionDialog()
{
    password_->clear();
}

QString ConnectionDialog::connectionString() const
{
    return string_->text();
}

QString ConnectionDialog::message() const
{
    return message_->text();
}

bool ConnectionDialog::connecting() const
{
    return !target_.isEmpty(); // set for the attempt, cleared when it ends or is dropped
}

bool ConnectionDialog::asksPassword() const
{
    return password_->isEnabled();
}

std::vector<std::pair<std::string, std::string>> ConnectionDialog::options() const
{
    std::vector<std::pair<std::string, std::string>> out;
    auto add = [&out](const char *key, const QString &value) {
        if (!value.trimmed().isEmpty()) {
            out.emplace_back(key, value.trimmed().toStdString());
        }
    };
    add("host", host_->text());
    add("port", port_->text());
    add("dbname", database_->text());
    add("user", user_->text());
    add("sslmode", sslMode_->currentData().toString());
    add("sslrootcert", rootCert_->text());
    out.insert(out.end(), extra_.begin(), extra_.end());
    return out;
}

void ConnectionDialog::fieldsEdited()
{
    const auto o = options();
    string_->setText(o.empty() ? QString() : QString::fromStdString(db::serverLocation(o)));
    showMessage({}, false);
}

void ConnectionDialog::stringEdited()
{
    const QString text = string_->text().trimmed();
    std::vector<std::pair<std::string, std::string>> parsed;
    if (!text.isEmpty()) {
        try {
            parsed = db::serverOptions(text.toStdString());
        } catch (const std::exception &e) {
            showMessage(QString::fromStdString(e.what()), true);
            return;
        }
    }
    showMessage({}, false);
    syncing_ = true;
    extra_.clear();
    QString mode;
    QString password;
    host_->clear();
    port_->clear();
    database_->clear();
    user_->clear();
    rootCert_->clear();
    for (const auto &[key, value] : parsed) {
        const QString v = QString::fromStdString(value);
        if (key == "host") {
            host_->setText(v);
        } else if (key == "port") {
            port_->setText(v);
        } else if (key == "dbname") {
            database_->setText(v);
        } else if (key == "user") {
            user_->setText(v);
        } else if (key == "sslmode") {
            mode = v;
        } else if (key == "sslrootcert") {
            rootCert_->setText(v);
        } else if (key == "password") {
            password = v;
        } else if (!hasField(key)) {
            extra_.emplace_back(key, value);
        }
    }
    int index = sslMode_->findData(mode);
    if (index < 0) {
        sslMode_->addItem(mode, mode); // a mode libpq knows that the list leaves out ("allow")
        index = sslMode_->count() - 1;
    }
    sslMode_->setCurrentIndex(index);
    syncing_ = false;
    if (!password.isEmpty()) {
        // A pasted password is used once, like a typed one, and leaves the visible string.
        password_->setText(password);
        password_->setEnabled(true);
        const int at = string_->cursorPosition();
        string_->setText(QString::fromStdString(db::shownLocation(text.toStdString())));
        string_->setCursorPosition(std::min(at, static_cast<int>(string_->text().size())));
    }
}

void ConnectionDialog::connectToServer()
{
    if (connecting()) {
        return;
    }
    auto o = options();
    if (!string_->text().trimmed().isEmpty()) {
        try {
            // What a pasted string says that the fields cannot (sslcert, options...) counts.
            db::serverOptions(string_->text().trimmed().toStdString());
        } catch (const std::exception &e) {
            showMessage(QString::fromStdString(e.what()), true);
            string_->setFocus();
            return;
        }
    }
    if (!password_->text().isEmpty()) {
        o.emplace_back("password", password_->text().toStdString());
    }
    const std::string target = db::serverLocation(o);
    target_ = QString::fromStdString(target);
    bool hasTimeout = false;
    for (const auto &option : o) {
        hasTimeout = hasTimeout || option.first == "connect_timeout";
    }
    const std::string probe =
        hasTimeout ? target : db::withServerOption(target, "connect_timeout", kConnectTimeout);
    // Messages name the server as the person gave it, without the timeout added here.
    shownProbe_ = QString::fromStdString(db::shownLocation(probe));
    shownTarget_ = QString::fromStdString(db::shownLocation(target));
    probe_->run([this, probe](const std::atomic<bool> &) -> BackgroundJob::Apply {
        const db::ServerProbe result = db::probeServer(probe);
        return [this, result] {
            finish(result.ok, result.needsPassword,
                   QString::fromStdString(result.why).replace(shownProbe_, shownTarget_));
        };
    });
    setBusy(true);
    showMessage(
        tr("Connecting to %1…").arg(QString::fromStdString(db::shownLocation(target))),
        false);
}

void ConnectionDialog::finish(bool ok, bool needsPassword, const QString &why)
{
    if (ok) {
        QString error;
        if (open_(target_, &error)) {
            target_.clear();
            password_->clear();
            setBusy(false);
            accept();
            return;
        }
        target_.clear();
        setBusy(false);
        showMessage(error, true);
        return;
    }
    target_.clear();
    setBusy(false);
    if (needsPassword) {
        password_->setEnabled(true);
        password_->setPlaceholderText(QString());
        const QString who = user_->text().isEmpty() ? tr("your login") : user_->text();
        showMessage(
            tr("The server asks for the password of %1. EventScope keeps it in memory for this "
               "session only and never saves it.")
                .arg(who),
            false);
        password_->setFocus();
        return;
    }
    showMessage(why, true);
    if (asksPassword()) {
        password_->selectAll();
        password_->setFocus();
    }
}

void ConnectionDialog::setBusy(bool busy)
{
    busy_->setVisible(busy);
    buttons_->button(QDialogButtonBox::Ok)->setEnabled(!busy);
    for (QWidget *w : std::initializer_list<QWidget *>{host_, port_, database_, user_, sslMode_,
                                                       rootCert_, browse_, string_}) {
        w->setEnabled(!busy);
    }
    password_->setReadOnly(busy);
    if (busy) {
        // Esc and Cancel keep working while the fields are disabled.
        focusBefore_ = focusWidget();
        buttons_->button(QDialogButtonBox::Cancel)->setFocus();
    } else {
        // Back where the person was typing, and Enter connects again (a focused Cancel
        // would be the default button).
        (focusBefore_ && focusBefore_->isEnabled() ? focusBefore_.data()
                                                   : static_cast<QWidget *>(string_))
            ->setFocus();
        buttons_->button(QDialogButtonBox::Ok)->setDefault(true);
    }
}

void ConnectionDialog::showMessage(const QString &text, bool error)
{
    message_->setText(text);
    QPalette p = message_->palette();
    p.setColor(QPalette::WindowText,
               error ? QColor(0xb0, 0x1c, 0x1c) : palette().color(QPalette::WindowText));
    message_->setPalette(p);
}

void ConnectionDialog::reject()
{
    // An attempt still running ends on its own (connect_timeout); its result is dropped.
    probe_->cancel();
    target_.clear();
    password_->clear();
    QDialog::reject();
}

} // namespace es::widgets
