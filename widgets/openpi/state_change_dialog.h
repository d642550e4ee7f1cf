#pragma once
// Writing one state change: its step, entity, attribute, before and after, the gold
// clusters' names suggested as one types (keyboard: Tab between fields, Enter saves).

#include "metrics/openpi_schema.h"

#include <QDialog>
#include <QStringList>
#include <functional>

class QLineEdit;
class QPushButton;
class QSpinBox;

namespace es::widgets {

class StateChangeDialog : public QDialog
{
    Q_OBJECT

  public:
    // `attributesOf(entity)`: the attribute names to suggest for an entity.
    StateChangeDialog(int steps, const QStringList &entities,
                      std::function<QStringList(const QString &)> attributesOf,
                      QWidget *parent = nullptr);

    void setChange(int step, const metrics::openpi::StateChange &change);
    int step() const;
    metrics::openpi::StateChange change() const;

    QSpinBox *stepBox() const { return step_; }
    QLineEdit *entityField() const { return entity_; }
    QLineEdit *attributeField() const { return attribute_; }
    QLineEdit *beforeField() const { return before_; }
    QLineEdit *afterField() const { return after_; }

  private:
    void suggestAttributes();
    void enableSave();

    std::function<QStringList(const QString &)> attributesOf_;
    QSpinBox *step_;
    QLineEdit *entity_;
    QLineEdit *attribute_;
    QLineEdit *before_;
    QLineEdit *after_;
    QPushButton *save_;
};

} // namespace es::widgets
