#include "widgets/ester/ester_splits_models.h"

#include "widgets/common/figure_text.h"
#include "widgets/ester/ester_panel.h"

#include <QStringList>

namespace es::widgets {

namespace ester = metrics::ester;

namespace {

QVariant count(std::size_t n)
{
    return QString::number(n);
}

// Numbers line up on the right, as in the reports' tables.
QVariant alignment(bool number)
{
    return number ? QVariant(int(Qt::AlignRight | Qt::AlignVCenter)) : QVariant();
}

} // namespace

QString splitEstimateText(const metrics::Estimate &e, int decimals)
{
    return e.defined() ? figureText(*e.value, decimals) : EsterSplitsModel::tr("n/a");
}

QString splitAnswersText(std::size_t answers, std::size_t withGold, std::size_t questions)
{
    return EsterSplitsModel::tr("%1 gold answers to %2 of the %3 questions (those with gold "
                                "answers)")
        .arg(answers)
        .arg(withGold)
        .arg(questions);
}

EsterSplitsModel::EsterSplitsModel(QObject *parent) : RowTableModel(ColumnCount, parent) {}

void EsterSplitsModel::setSplits(std::vector<ester::SplitFigures> splits)
{
    replaceRows(
        std::move(splits),
        [](const ester::SplitFigures &a, const ester::SplitFigures &b) { return a.name == b.name; },
        [](const ester::SplitFigures &, const ester::SplitFigures &) { return false; });
}

QVariant EsterSplitsModel::data(const QModelIndex &index, int role) const
{
    const ester::SplitFigures *f = rowAt(index);
    if (!f) {
        return {};
    }
    if (role == Qt::TextAlignmentRole) {
        return alignment(index.column() != SplitColumn);
    }
    if (role == Qt::ToolTipRole && index.column() == AnswersPerQuestionColumn) {
        return splitAnswersText(f->answers, f->withGold, f->questions);
    }
    if (role != Qt::DisplayRole) {
        return {};
    }
    switch (index.column()) {
    case SplitColumn:
        return QString::fromStdString(f->name);
    case PassagesColumn:
        return count(f->passages);
    case QuestionsColumn:
        return count(f->questions);
    case AnswersPerQuestionColumn:
        return splitEstimateText(f->answersPerQuestion, 2);
    case TokensColumn:
        return tr("%1 / %2", "passage tokens, mean / max")
            .arg(splitEstimateText(f->passageTokensMean, 1))
            .arg(f->passageTokensMax);
    default:
        return {};
    }
}

QVariant EsterSplitsModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || (role != Qt::DisplayRole && role != Qt::ToolTipRole)) {
        return RowTableModel::headerData(section, orientation, role);
    }
    const bool tip = role == Qt::ToolTipRole;
    switch (section) {
    case SplitColumn:
        return tip ? QVariant() : tr("Split");
    case PassagesColumn:
        return tip ? tr("Distinct passages of the split's questions") : tr("Passages");
    case QuestionsColumn:
        return tip ? QVariant() : tr("Questions");
    case AnswersPerQuestionColumn:
        return tip ? tr("Gold answers per question with gold answers") : tr("Answers\nper Q");
    case TokensColumn:
        return tip ? tr("Passage length in tokens (lowercased, punctuation removed, split at "
                        "every run of white space): the mean over the split's passages and the "
                        "longest")
                   : tr("Tokens\nmean / max");
    default:
        return {};
    }
}

EsterSplitTypesModel::EsterSplitTypesModel(QObject *parent) : RowTableModel(ColumnCount, parent) {}

void EsterSplitTypesModel::setSplit(const ester::SplitFigures *split)
{
    std::vector<EsterSplitTypeRow> rows;
    if (split) {
        for (std::size_t t = 0; t < ester::kRelations; ++t) {
            const ester::SplitTypeFigures &f = split->byType[t];
            rows.push_back({static_cast<ester::Relation>(t), f.questions, f.withGold, f.answers,
                            f.answersPerQuestion});
        }
    }
    replaceRows(
        std::move(rows),
        [](const EsterSplitTypeRow &a, const EsterSplitTypeRow &b) { return a.type == b.type; },
        [](const EsterSplitTypeRow &, const EsterSplitTypeRow &) { return false; });
}

QVariant EsterSplitTypesModel::data(const QModelIndex &index, int role) const
{
    const EsterSplitTypeRow *r = rowAt(index);
    if (!r) {
        return {};
    }
    if (role == Qt::TextAlignmentRole) {
        return alignment(index.column() != TypeColumn);
    }
    if (role == Qt::ToolTipRole && index.column() == AnswersPerQuestionColumn) {
        return splitAnswersText(r->answers, r->withGold, r->questions);
    }
    if (role != Qt::DisplayRole) {
        return {};
    }
    switch (index.column()) {
    case TypeColumn:
        return relationTitle(r->type);
    case QuestionsColumn:
        return count(r->questions);
    case AnswersPerQuestionColumn:
        return splitEstimateText(r->answersPerQuestion, 2);
    default:
        return {};
    }
}

QVariant EsterSplitTypesModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || (role != Qt::DisplayRole && role != Qt::ToolTipRole)) {
        return RowTableModel::headerData(section, orientation, role);
    }
    const bool tip = role == Qt::ToolTipRole;
    switch (section) {
    case TypeColumn:
        return tip ? QVariant() : tr("Relation type");
    case QuestionsColumn:
        return tip ? QVariant() : tr("Questions");
    case AnswersPerQuestionColumn:
        return tip ? tr("Gold answers per question with gold answers") : tr("Answers per question");
    default:
        return {};
    }
}

EsterNgramModel::EsterNgramModel(const QString &title, QObject *parent)
    : RowTableModel(ColumnCount, parent), title_(title)
{
}

void EsterNgramModel::setNgrams(std::vector<ester::NgramCount> ngrams)
{
    replaceRows(
        std::move(ngrams),
        [](const ester::NgramCount &a, const ester::NgramCount &b) { return a.ngram == b.ngram; },
        [](const ester::NgramCount &a, const ester::NgramCount &b) { return a == b; });
}

QVariant EsterNgramModel::data(const QModelIndex &index, int role) const
{
    const ester::NgramCount *n = rowAt(index);
    if (!n) {
        return {};
    }
    if (role == Qt::TextAlignmentRole) {
        return alignment(index.column() == CountColumn);
    }
    if (role != Qt::DisplayRole) {
        return {};
    }
    return index.column() == NgramColumn ? QVariant(QString::fromStdString(n->ngram))
                                         : count(n->count);
}

QVariant EsterNgramModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole) {
        return RowTableModel::headerData(section, orientation, role);
    }
    return section == NgramColumn   ? QVariant(title_)
           : section == CountColumn ? QVariant(tr("Count"))
                                    : QVariant();
}

EsterSharedPassagesModel::EsterSharedPassagesModel(QObject *parent)
    : RowTableModel(ColumnCount, parent)
{
}

void EsterSharedPassagesModel::setPassages(std::vector<db::EsterSharedPassage> passages)
{
    replaceRows(
        std::move(passages),
        [](const db::EsterSharedPassage &a, const db::EsterSharedPassage &b) {
            return a.passage == b.passage;
        },
        [](const db::EsterSharedPassage &a, const db::EsterSharedPassage &b) { return a == b; });
}

QVariant EsterSharedPassagesModel::data(const QModelIndex &index, int role) const
{
    const db::EsterSharedPassage *p = rowAt(index);
    if (!p) {
        return {};
    }
    if (role == Qt::TextAlignmentRole) {
        return alignment(index.column() == PassageColumn);
    }
    if (role != Qt::DisplayRole) {
        return {};
    }
    switch (index.column()) {
    case PassageColumn:
        return QString::number(p->passage);
    case OpeningColumn:
        return QString::fromStdString(p->opening);
    case SplitsColumn: {
        QStringList splits;
        for (const std::string &s : p->splits) {
            splits << QString::fromStdString(s);
        }
        return splits.join(tr(", "));
    }
    default:
        return {};
    }
}

QVariant EsterSharedPassagesModel::headerData(int section, Qt::Orientation orientation,
                                              int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole) {
        return RowTableModel::headerData(section, orientation, role);
    }
    switch (section) {
    case PassageColumn:
        return tr("Passage");
    case SplitsColumn:
        return tr("Splits");
    case OpeningColumn:
        return tr("Opening");
    default:
        return {};
    }
}

} // namespace es::widgets
