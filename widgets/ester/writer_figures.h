#pragma once
// The ESTER paper's worker validation among the statistics: each writer's QA validity
// against the 90% bar (writers below it in a colour of their own), why reviewers found
// questions invalid, how many questions each writer wrote (the paper's Figure 11) and
// tokens per question and answer by relation type (its Table 5). A click on a writer's
// bar or row asks for that writer's questions.

#include "db/ester/ester_snapshot.h"

#include <QObject>
#include <QStringList>
#include <array>

class QLabel;
class QTabWidget;
class QTableView;

namespace es::widgets {

class ChartView;
class InvalidReasonsModel;

class WriterFigures : public QObject
{
    Q_OBJECT

  public:
    // Adds the "Validation", "Writers" and "Lengths" tabs to `tabs`.
    explicit WriterFigures(QTabWidget *tabs);

    void update(const db::EsterSnapshot &snapshot, const db::EsterAnalysis &analysis);

    ChartView *validityChart() const { return validity_; }
    ChartView *writersChart() const { return writers_; }
    ChartView *tokensChart() const { return tokens_; }
    QTableView *reasonsTable() const { return reasons_; }
    QLabel *summary() const { return summary_; }
    // The writers of the validity and writers charts, in their order.
    QStringList writerNames() const { return names_; }

  signals:
    void writerRequested(const QString &writer);

  private:
    void updateValidity(const metrics::ester::Validation &v);
    void updateWriters(const metrics::ester::Validation &v);
    void updateTokens(const db::EsterAnalysis &analysis);

    QLabel *summary_;
    ChartView *validity_;
    QTableView *reasons_;
    InvalidReasonsModel *reasonsModel_;
    ChartView *writers_;
    ChartView *tokens_;
    QStringList names_;
    // What the charts show, as their tooltips read it: a chart whose writers (or types)
    // stay the same takes new bar heights in place, its tooltips with them.
    metrics::ester::Validation validation_;
    std::array<metrics::ester::TypeTokens, metrics::ester::kRelations> lengths_{};
};

} // namespace es::widgets
