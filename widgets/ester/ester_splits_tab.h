#pragma once
// The ESTER statistics' Splits tab: the paper's figures per split (Tables 1 and 2, Figures
// 5, 9, 10 and 12) as the report computes them (db::analyseEsterSplits, in the signed-in
// person's view): a row a split, questions and answers per question by relation type in
// a chart of every split and a table of one, the most frequent question openings and
// answer n-grams of a split's type, and a warning naming the passages more than one split
// lists, which the ESTER splits never share.
//
// The figures read every passage and question, so they are worked out off the GUI thread:
// at once when the project is read again (an import, a sign-in, an undo that reloads), and
// after an edit once editing pauses, or when the tab is next shown if it is hidden then.

#include "db/ester/ester_splits.h"
#include "widgets/common/background_job.h"

#include <QWidget>
#include <vector>

class QBoxLayout;
class QComboBox;
class QFrame;
class QLabel;
class QPushButton;
class QScrollArea;
class QTabWidget;
class QTableView;

namespace es::widgets {

class ChartView;
class EsterNgramModel;
class EsterSession;
class EsterSharedPassagesModel;
class EsterSplitTypesModel;
class EsterSplitsModel;

class EsterSplitsTab : public QWidget
{
    Q_OBJECT

  public:
    // Adds itself to `tabs` as "Splits".
    EsterSplitsTab(EsterSession &session, QTabWidget *tabs);

    // What the chart shows: questions, or gold answers per question.
    enum class Measure { Questions, AnswersPerQuestion };

    QTableView *splitsTable() const { return splits_; }
    QTableView *typesTable() const { return types_; }
    QTableView *questionLeadsTable() const { return leads_; }
    QTableView *answerNgramsTable() const { return answers_; }
    QTableView *sharedTable() const { return shared_; }
    ChartView *chart() const { return chart_; }
    QComboBox *measureBox() const { return measureBox_; }
    QComboBox *splitBox() const { return splitBox_; }
    QComboBox *typeBox() const { return typeBox_; }
    // The warning about shared passages (hidden when there are none) and its button that
    // lists them.
    QFrame *warning() const { return warning_; }
    QLabel *warningText() const { return warningText_; }
    QPushButton *listButton() const { return list_; }
    // A computation was asked for and its figures are not shown yet.
    bool pending() const { return pending_; }

  signals:
    // New figures are shown.
    void updated();

  protected:
    void showEvent(QShowEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;
    bool eventFilter(QObject *watched, QEvent *event) override;

  private:
    QWidget *buildWarning(QWidget *page);
    QWidget *buildChart(QWidget *page);
    QWidget *buildNgrams(QWidget *page);
    void sessionChanged();
    void compute(bool now);
    BackgroundJob::Work prepare();
    void showFigures(std::vector<metrics::ester::SplitFigures> splits,
                     std::vector<db::EsterSharedPassage> shared);
    void showWarning();
    void fillChart();
    void fillChoices();
    // The split and type the combo boxes name; null when there is no split.
    const metrics::ester::SplitFigures *chosenSplit() const;
    void showChosen();
    void fitShared();

    EsterSession &session_;
    QTabWidget *tabs_;
    QScrollArea *scroll_;
    QFrame *warning_;
    QLabel *warningText_;
    QPushButton *list_;
    QTableView *shared_;
    EsterSharedPassagesModel *sharedModel_;
    QLabel *status_;
    QTableView *splits_;
    EsterSplitsModel *splitsModel_;
    QComboBox *measureBox_;
    ChartView *chart_;
    QComboBox *splitBox_;
    QTableView *types_;
    EsterSplitTypesModel *typesModel_;
    QComboBox *typeBox_;
    QTableView *leads_;
    EsterNgramModel *leadsModel_;
    QTableView *answers_;
    EsterNgramModel *answersModel_;
    QBoxLayout *ngramTables_;
    BackgroundJob *job_;

    std::vector<metrics::ester::SplitFigures> figures_;
    std::vector<db::EsterSharedPassage> sharedPassages_;
    bool edited_ = false;  // the session's last change was an edit in place
    bool stale_ = false;   // an edit came while the tab was hidden
    bool pending_ = false; // asked for, not shown yet
};

} // namespace es::widgets
