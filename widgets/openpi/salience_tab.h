#pragma once
// The OpenPI panel's Salience tab: the procedure's entities, each rated 0-5 by key for the
// whole procedure and for each step with the rubric always in view, moving on by itself;
// a model's ratings and explanations on demand. Every rating is an undoable edit.

#include <QList>
#include <QWidget>
#include <cstdint>
#include <functional>
#include <optional>

class QAction;
class QCheckBox;
class QComboBox;
class QLabel;
class QListView;
class QProgressBar;
class QPushButton;
class QTableView;
class QUndoStack;

namespace es::widgets {

class OpenPiSession;
class SalienceEntityModel;
class SalienceTargetModel;

class OpenPiSalienceTab : public QWidget
{
    Q_OBJECT

  public:
    // `refuse` says (and shows) that the signed-in person may not rate.
    OpenPiSalienceTab(OpenPiSession &session, QUndoStack &undo, std::function<bool()> refuse,
                      QWidget *parent = nullptr);

    // The keys, as actions of `owner` (so that they work from the procedure list too).
    QList<QAction *> addKeys(QWidget *owner);
    // Rating buttons only for those who rate: a viewer's or an adjudicator's did nothing.
    void setMayRate(bool may);
    // The procedure's entities and the signed-in person's ratings, read afresh; the current
    // entity and target stay where they were.
    void showProcedure(std::optional<std::uint32_t> procedure);

    // The current entity and target row (0 global, s step s).
    std::optional<std::uint32_t> currentEntity() const;
    int currentTarget() const;
    void setCurrentEntity(std::uint32_t entity);

    void rate(int value);
    void clearRating();
    void nextEntity(int delta);

    QListView *entities() const { return entities_; }
    SalienceEntityModel *entityModel() const { return entityModel_; }
    QTableView *targets() const { return targets_; }
    SalienceTargetModel *targetModel() const { return targetModel_; }
    QProgressBar *progress() const { return progress_; }
    QCheckBox *showModel() const { return showModel_; }
    QComboBox *modelChoice() const { return model_; }
    QLabel *explanation() const { return explanation_; }

  private:
    void refreshTargets();
    void setCurrentEntityRow(int row);
    void setCurrentTargetRow(int row);

    OpenPiSession &session_;
    QUndoStack &undo_;
    std::function<bool()> refuse_;
    std::optional<std::uint32_t> procedure_;
    // While the lists are refilled, their current rows move without a refresh of their own.
    bool quietEntities_ = false;
    bool quietTargets_ = false;

    QListView *entities_;
    SalienceEntityModel *entityModel_;
    QTableView *targets_;
    SalienceTargetModel *targetModel_;
    QProgressBar *progress_;
    QCheckBox *showModel_;
    QComboBox *model_;
    QLabel *explanation_;
    QLabel *salienceHeading_;
    QList<QPushButton *> rateButtons_;
};

} // namespace es::widgets
