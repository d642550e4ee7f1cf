#include "widgets/ester/ester_comparison_tab.h"

#include "widgets/common/figure_text.h"
#include "widgets/ester/comparison_model.h"
#include "widgets/ester/ester_panel.h"
#include "widgets/ester/ester_session.h"

#include <QHeaderView>
#include <QTableView>
#include <QVBoxLayout>

namespace es::widgets {

namespace ester = metrics::ester;

EsterComparisonTab::EsterComparisonTab(EsterSession &session, QWidget *parent)
    : QWidget(parent), session_(session)
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    model_ = new ComparisonModel(this);
    view_ = new QTableView(this);
    view_->setObjectName(QStringLiteral("Comparison"));
    view_->setModel(model_);
    view_->horizontalHeader()->setSectionResizeMode(ComparisonModel::AnswersColumn,
                                                    QHeaderView::Stretch);
    view_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    view_->setSelectionBehavior(QAbstractItemView::SelectRows);
    view_->setSelectionMode(QAbstractItemView::SingleSelection);
    view_->verticalHeader()->hide();
    layout->addWidget(view_);
    connect(view_->selectionModel(), &QItemSelectionModel::currentChanged, this,
            [this](const QModelIndex &current) {
                if (const ComparisonRow *row = model_->row(current)) {
                    emit answersChosen(row->answers);
                }
            });
}

void EsterComparisonTab::showQuestion(std::optional<std::uint32_t> q, bool blind)
{
    std::vector<ComparisonRow> rows;
    if (!q) {
        model_->setRows(std::move(rows));
        return;
    }
    const auto &snap = session_.snapshot();
    const auto &question = snap.questions[*q];
    std::vector<std::string> gold;
    for (const auto &g : question.gold) {
        gold.push_back(g.text);
    }
    auto addRow = [&](const QString &name, int rater, const QString &type,
                      const std::vector<db::EsterAnswer> &answers, bool scored) {
        ComparisonRow &row = rows.emplace_back();
        row.rater = rater;
        row.name = name;
        row.relation = type;
        row.answers = answers;
        std::vector<std::string> plain;
        for (const auto &a : answers) {
            plain.push_back(a.text);
        }
        if (scored && question.hasGold) {
            const auto s = ester::scoreQuestion(plain, gold, question.events);
            row.tokenF1 = figureText(s.tokenF1);
            row.hit1 = figureText(s.hit1);
            row.em = figureText(s.em);
        }
    };
    if (question.hasGold && !blind) {
        addRow(tr("gold"), -1, relationTitle(question.type), question.gold, false);
    }
    for (std::size_t r = 0; r < snap.raters.size(); ++r) {
        const auto &rater = snap.raters[r];
        const auto i = rater.find(*q);
        if (i < 0 || (blind && !rater.model && rater.name != session_.annotator().toStdString())) {
            continue;
        }
        const auto &type = rater.types[static_cast<std::size_t>(i)];
        addRow(rater.model ? tr("%1 (model, %2)")
                                 .arg(QString::fromStdString(rater.name),
                                      QString::fromStdString(rater.split))
                           : QString::fromStdString(rater.name),
               int(r), type ? relationTitle(*type) : QString(),
               rater.answers[static_cast<std::size_t>(i)], true);
    }
    model_->setRows(std::move(rows));
    view_->resizeColumnsToContents();
    view_->horizontalHeader()->setSectionResizeMode(ComparisonModel::AnswersColumn,
                                                    QHeaderView::Stretch);
}

} // namespace es::widgets
