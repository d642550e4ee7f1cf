#pragma once
// The ESD annotation panel: a goal (with or without its modifier), the goal's steps as
// context, and the step being judged. Keys: 1 essential, 0 non-essential, X invalid,
// J/K or arrows to move; a label is saved at once and the next unlabelled pair comes up.
// Only annotators label: for an adjudicator the same keys offer to decide the pair (a
// second press, Enter or Decide confirms), for a viewer they change nothing.

#include <QWidget>
#include <cstdint>
#include <optional>

class QGroupBox;
class QLabel;
class QListView;
class QPushButton;
class QCheckBox;
class QAction;
class QUndoStack;

namespace es::widgets {

class EsdSession;
class GoalStepsModel;
class PairListModel;

class EsdPanel : public QWidget
{
    Q_OBJECT

  public:
    EsdPanel(EsdSession &session, PairListModel &navigation, QUndoStack &undo,
             QWidget *parent = nullptr);

    std::optional<std::uint32_t> currentPair() const { return current_; }
    bool coreOnly() const;
    void setCoreOnly(bool core);
    // The goal is shown alone to a member of a group scored in both settings: their keys
    // give Core labels.
    bool labellingCore() const;

  public slots:
    void setCurrentPair(std::uint32_t pair);
    // Labels the current pair as the signed-in annotator and moves to the next
    // pair they have not labelled; an adjudicator is offered the decision instead.
    void labelCurrent(std::int8_t label);
    // Decides the current pair as the signed-in adjudicator (undoable, audited).
    bool decideCurrent(std::int8_t label);
    void next();
    void previous();
    // Contributes a step to the current goal (asks for its text when `step` is empty).
    void addOptionalStep(const QString &step = {});

    // The decision offered to an adjudicator and not yet confirmed.
    std::optional<std::int8_t> offeredDecision() const { return offered_; }
    QString noticeText() const;

  signals:
    void currentPairChanged(std::uint32_t pair);

  private:
    QGroupBox *buildStepBox();
    void addKeys();
    void refresh();
    // The footer's count, which moves with every label, decision and undo, not only when
    // the current pair changes.
    void refreshPosition();
    void offerDecision(std::int8_t label);
    void withdrawOffer();
    void showNotice(const QString &text);
    void move(int delta);
    std::optional<std::uint32_t> nextUnlabelledAfter(std::uint32_t pair) const;

    EsdSession &session_;
    PairListModel &navigation_;
    QUndoStack &undo_;
    std::optional<std::uint32_t> current_;
    std::optional<std::int8_t> offered_;
    std::uint32_t currentGoal_ = 0;
    // The steps list is made again only when the goal's pairs change (or the pairs were
    // reloaded), which spares laying out and painting the panel anew on every key press.
    bool contextStale_ = true;

    QLabel *goal_;
    QLabel *modifier_;
    QCheckBox *core_;
    QListView *context_;
    GoalStepsModel *contextModel_;
    QLabel *step_;
    QLabel *myLabel_;
    QLabel *position_;
    QPushButton *essential_;
    QPushButton *nonEssential_;
    QPushButton *invalid_;
    QPushButton *addStep_;
    QWidget *notice_;
    QLabel *noticeText_;
    QPushButton *decide_;
    QPushButton *dismiss_;
    QAction *confirmKey_;
    QAction *cancelKey_;
};

} // namespace es::widgets
