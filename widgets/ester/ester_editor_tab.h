#pragma once
// The ESTER workbench's Question tab: the question being written, its relation (1-5),
// its answers in their passage colours, the checks the draft must pass and Save. The
// panel holds the draft; the tab shows it and says what the person asked for.

#include "db/ester/ester_store.h"
#include "widgets/ester/qa_checks.h"

#include <QWidget>
#include <vector>

class QButtonGroup;
class QLabel;
class QLineEdit;
class QListView;
class QPushButton;

namespace es::widgets {

class AnswerListModel;

class EsterEditorTab : public QWidget
{
    Q_OBJECT

  public:
    explicit EsterEditorTab(QWidget *parent = nullptr);

    QLineEdit *questionEdit() const { return question_edit_; }
    QListView *answerList() const { return answers_; }
    AnswerListModel *answerModel() const { return answerModel_; }
    QLabel *checksLabel() const { return checks_; }
    QPushButton *saveButton() const { return save_; }
    QLabel *relationKeysCue() const { return relationKeys_; }

    // The draft's relation checked and its answers listed in their colours.
    void showDraft(const db::EsterAnswerSet &draft);
    // What blocks or warns against saving the draft; nothing: whether it is `saved` as it
    // stands. Save is offered when `mayEnable` and nothing blocks.
    void showChecks(const std::vector<QaCheck> &checks, bool saved, bool mayEnable);
    // The row of the answer chosen in the list, or -1.
    int currentAnswer() const;
    // Whether 1-5 choose the relation now (not while a question is being typed).
    bool relationKeysActive() const;

  signals:
    void questionEdited();
    void saveRequested();
    void relationChosen(metrics::ester::Relation type);
    void addAnswerRequested();
    void removeAnswerRequested(int index);

  protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

  private:
    void updateRelationKeysCue();

    QLineEdit *question_edit_;
    QButtonGroup *relations_;
    QLabel *relationKeys_;
    QListView *answers_;
    AnswerListModel *answerModel_;
    QLabel *checks_;
    QPushButton *save_;
};

} // namespace es::widgets
