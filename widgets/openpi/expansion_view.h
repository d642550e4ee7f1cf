#pragma once
// Judging the generated paraphrases of the released gold clusters (OpenPI 2.0's expansion),
// keyboard first: each paraphrase of an entity cluster and of each attribute cluster marked
// correct or wrong, undoably; the shares judged correct (the paper: 83.3% of entity and 59.4%
// of attribute paraphrases) live. Blind: an annotator sees their own judgements; adjudicators
// and viewers read anyone's.

#include "widgets/openpi/expansion_model.h"
#include "widgets/openpi/person_work_view.h"

class QAction;
class QLabel;
class QTableView;

namespace es::widgets {

class ExpansionView : public PersonWorkView
{
    Q_OBJECT

  public:
    // `refuse` says (and shows) that the signed-in person may not annotate.
    ExpansionView(OpenPiSession &session, QUndoStack &undo, std::function<bool()> refuse,
                  QWidget *parent = nullptr);

    // The keys, as actions of `owner` (so that they work from the procedure list too).
    QList<QAction *> addKeys(QWidget *owner);
    void refresh() override;

    // Y / N: judge the current paraphrase (nullopt withdraws the judgement).
    void judge(std::optional<bool> correct);

    QTableView *table() const { return table_; }
    ExpansionModel *model() const { return model_; }
    QLabel *procedureFigures() const { return procedureFigures_; }
    QLabel *shares() const { return shares_; }

  private:
    void fillChoices();

    ExpansionModel *model_;
    QLabel *procedureFigures_;
    QLabel *shares_;
};

} // namespace es::widgets
