#include "widgets/openpi/state_change_dialog.h"

#include "widgets/common/plain_label.h"

#include <QCompleter>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QStringListModel>

namespace es::widgets {

namespace {

QCompleter *suggesting(const QStringList &names, QLineEdit *field)
{
    auto *c = new QCompleter(names, field);
    c->setCaseSensitivity(Qt::CaseInsensitive);
    c->setFilterMode(Qt::MatchContains);
    field->setCompleter(c);
    return c;
}

} // namespace

StateChangeDialog::StateChangeDialog(int steps, const QStringList &entities,
                                     std::function<QStringList(const QString &)> attributesOf,
                                     QWidget *parent)
    : QDialog(parent), attributesOf_(std::move(attributesOf))
{
    setObjectName(QStringLiteral("OpenPiStateChangeDialog"));
    setWindowTitle(tr("State change"));
    auto *form = new QFormLayout(this);
    step_ = new QSpinBox(this);
    step_->setRange(1, std::max(1, steps));
    entity_ = new QLineEdit(this);
    attribute_ = new QLineEdit(this);
    before_ = new QLineEdit(this);
    after_ = new QLineEdit(this);
    entity_->setPlaceholderText(tr("what changes (the gold clusters' names are suggested)"));
    attribute_->setPlaceholderText(tr("which of its attributes"));
    before_->setPlaceholderText(tr("its value before the step"));
    after_->setPlaceholderText(tr("its value after the step"));
    suggesting(entities, entity_);
    suggesting(attributesOf_({}), attribute_);
    form->addRow(plainLabel(tr("Step"), this), step_);
    form->addRow(plainLabel(tr("Entity"), this), entity_);
    form->addRow(plainLabel(tr("Attribute"), this), attribute_);
    form->addRow(plainLabel(tr("Before"), this), before_);
    form->addRow(plainLabel(tr("After"), this), after_);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Save | QDialogButtonBox::Cancel, this);
    save_ = buttons->button(QDialogButtonBox::Save);
    form->addRow(buttons);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(entity_, &QLineEdit::editingFinished, this, &StateChangeDialog::suggestAttributes);
    for (QLineEdit *field : {entity_, attribute_, before_, after_}) {
        connect(field, &QLineEdit::textChanged, this, &StateChangeDialog::enableSave);
    }
    enableSave();
    entity_->setFocus();
}

void StateChangeDialog::setChange(int step, const metrics::openpi::StateChange &change)
{
    step_->setValue(step);
    entity_->setText(QString::fromStdString(change.entity));
    attribute_->setText(QString::fromStdString(change.attribute));
    before_->setText(QString::fromStdString(change.before));
    after_->setText(QString::fromStdString(change.after));
    suggestAttributes();
}

int StateChangeDialog::step() const
{
    return step_->value();
}

metrics::openpi::StateChange StateChangeDialog::change() const
{
    return {entity_->text().trimmed().toStdString(), attribute_->text().trimmed().toStdString(),
            before_->text().trimmed().toStdString(), after_->text().trimmed().toStdString()};
}

void StateChangeDialog::suggestAttributes()
{
    QStringList names = attributesOf_(entity_->text());
    if (names.isEmpty()) {
        names = attributesOf_({});
    }
    if (auto *model = qobject_cast<QStringListModel *>(attribute_->completer()->model())) {
        model->setStringList(names);
    }
}

void StateChangeDialog::enableSave()
{
    bool complete = true;
    for (const QLineEdit *field : {entity_, attribute_, before_, after_}) {
        complete = complete && !field->text().trimmed().isEmpty();
    }
    save_->setEnabled(complete);
}

} // namespace es::widgets
