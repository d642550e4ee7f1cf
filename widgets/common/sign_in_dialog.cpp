#include "widgets/common/sign_in_dialog.h"

#include "widgets/common/plain_label.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>

namespace es::widgets {

SignInDialog::SignInDialog(const QStringList &people, const QString &suggested, QWidget *parent)
    : QDialog(parent)
{
    setWindowTitle(tr("Sign in"));
    auto *layout = new QFormLayout(this);
    auto *intro = plainLabel(tr("Your labels are saved under this name. Annotators see only their own labels."), this);
    layout->addRow(intro);
    names_ = new QComboBox(this);
    names_->setEditable(true);
    names_->addItems(people);
    names_->setCurrentText(suggested);
    names_->lineEdit()->setPlaceholderText(tr("e.g. ann_a"));
    auto *nameLabel = plainLabel(tr("&Annotator:"), this);
    nameLabel->setBuddy(names_);
    layout->addRow(nameLabel, names_);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    buttons->button(QDialogButtonBox::Ok)->setText(tr("Sign in"));
    layout->addRow(buttons);
    auto update = [this, buttons] {
        buttons->button(QDialogButtonBox::Ok)->setEnabled(!name().isEmpty());
    };
    connect(names_, &QComboBox::currentTextChanged, this, update);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    update();
}

QString SignInDialog::name() const { return names_->currentText().simplified(); }

} // namespace es::widgets
