#pragma once
// A compact row to name the current analysis filters and bring them back later. The
// view that owns the filters decides what they mean; the bar only stores and returns a
// JSON object for its scope ("esd.models", "ester.questions", ...).

#include <QJsonObject>
#include <QString>
#include <QWidget>
#include <functional>

class QComboBox;
class QPushButton;

namespace es::db {
class Project;
}

namespace es::widgets {

class SavedViewsBar : public QWidget
{
    Q_OBJECT

  public:
    SavedViewsBar(db::Project &project, const QString &scope, QWidget *parent = nullptr);

    // Called when the person saves: the filters to store.
    void setFiltersProvider(std::function<QJsonObject()> provider);
    // Who saves (audit); saving is disabled while empty.
    void setPerson(const QString &name);
    void reload();

  signals:
    void viewChosen(const QJsonObject &filters);

  private:
    void choose(int index);
    void saveAs();
    void removeCurrent();
    void updateButtons();
    // A store refusal, shown as plain text: the message may quote a view's name.
    void showError(const QString &title, const QString &message);

    db::Project &project_;
    QString scope_;
    QString person_;
    std::function<QJsonObject()> provider_;
    QComboBox *views_;
    QPushButton *save_;
    QPushButton *remove_;
};

} // namespace es::widgets
