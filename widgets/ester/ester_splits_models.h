#pragma once
// The tables of the statistics' Splits tab, over the figures db::analyseEsterSplits gives
// (the report's): one row a split, one row a relation type of a split, one row a question
// opening or answer n-gram, and one row a passage that more than one split lists. Split
// names, n-grams and passage openings come from files and go out as plain text. The
// counts behind answers per question are in its cell's tooltip: the columns fit the
// narrow panel beside the workbench.

#include "db/ester/ester_splits.h"
#include "widgets/common/row_table_model.h"

#include <QString>
#include <vector>

namespace es::widgets {

class EsterSplitsModel : public RowTableModel<metrics::ester::SplitFigures>
{
    Q_OBJECT

  public:
    enum Column {
        SplitColumn,
        PassagesColumn,
        QuestionsColumn,
        AnswersPerQuestionColumn,
        TokensColumn, // mean / max: one column, for the narrow panel
        ColumnCount
    };

    explicit EsterSplitsModel(QObject *parent = nullptr);
    // Splits that keep their names are updated in place.
    void setSplits(std::vector<metrics::ester::SplitFigures> splits);

    QVariant data(const QModelIndex &index, int role) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;
};

// One relation type of one split.
struct EsterSplitTypeRow
{
    metrics::ester::Relation type = metrics::ester::Relation::Causal;
    std::size_t questions = 0;
    std::size_t withGold = 0;
    std::size_t answers = 0;
    metrics::Estimate answersPerQuestion;
};

class EsterSplitTypesModel : public RowTableModel<EsterSplitTypeRow>
{
    Q_OBJECT

  public:
    enum Column { TypeColumn, QuestionsColumn, AnswersPerQuestionColumn, ColumnCount };

    explicit EsterSplitTypesModel(QObject *parent = nullptr);
    // The relation types of `split`; none when it is null.
    void setSplit(const metrics::ester::SplitFigures *split);

    QVariant data(const QModelIndex &index, int role) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;
};

// The most frequent question openings or answer n-grams of one type of one split.
class EsterNgramModel : public RowTableModel<metrics::ester::NgramCount>
{
    Q_OBJECT

  public:
    enum Column { NgramColumn, CountColumn, ColumnCount };

    // `title`: the n-gram column's header.
    EsterNgramModel(const QString &title, QObject *parent = nullptr);
    void setNgrams(std::vector<metrics::ester::NgramCount> ngrams);

    QVariant data(const QModelIndex &index, int role) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

  private:
    QString title_;
};

class EsterSharedPassagesModel : public RowTableModel<db::EsterSharedPassage>
{
    Q_OBJECT

  public:
    enum Column { PassageColumn, SplitsColumn, OpeningColumn, ColumnCount };

    explicit EsterSharedPassagesModel(QObject *parent = nullptr);
    void setPassages(std::vector<db::EsterSharedPassage> passages);

    QVariant data(const QModelIndex &index, int role) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;
};

// A mean to `decimals` as the HTML report prints it ("n/a" where it is undefined).
QString splitEstimateText(const metrics::Estimate &e, int decimals);
// What answers per question are a mean of, for its cell's tooltip.
QString splitAnswersText(std::size_t answers, std::size_t withGold, std::size_t questions);

} // namespace es::widgets
