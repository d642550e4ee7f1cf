#include "widgets/openpi/rater_comparison_view.h"

#include "widgets/common/figure_text.h"
#include "widgets/common/plain_label.h"
#include "widgets/common/qs.h"
#include "widgets/openpi/openpi_panel_parts.h"
#include "widgets/openpi/openpi_session.h"
#include "widgets/openpi/salience_comparison_model.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QTableView>
#include <QVBoxLayout>

namespace es::widgets {

using namespace openpi_panel;

RaterComparisonView::RaterComparisonView(OpenPiSession &session, QWidget *parent)
    : QWidget(parent), session_(session), model_(new SalienceComparisonModel(this))
{
    auto *l = new QVBoxLayout(this);
    auto *row = new QHBoxLayout;
    raterA_ = new QComboBox(this);
    raterB_ = new QComboBox(this);
    row->addWidget(plainLabel(tr("Compare"), this));
    row->addWidget(raterA_, 1);
    row->addWidget(plainLabel(tr("with"), this));
    row->addWidget(raterB_, 1);
    l->addLayout(row);
    compareSummary_ = plainLabel({}, this, true);
    l->addWidget(compareSummary_);
    table_ = new QTableView(this);
    table_->setObjectName(QStringLiteral("OpenPiCompare"));
    table_->setModel(model_);
    table_->horizontalHeader()->setSectionResizeMode(1, QHeaderView::Stretch);
    table_->verticalHeader()->hide();
    table_->setSelectionBehavior(QAbstractItemView::SelectRows);
    table_->setToolTip(tr("Red: the two differ by 2 or more; yellow: by 1."));
    l->addWidget(table_, 1);
    connect(raterA_, &QComboBox::currentIndexChanged, this, [this] { refresh(); });
    connect(raterB_, &QComboBox::currentIndexChanged, this, [this] { refresh(); });
}

void RaterComparisonView::setProcedure(std::optional<std::uint32_t> procedure)
{
    procedure_ = procedure;
    refresh();
}

void RaterComparisonView::fillRaters(bool blind)
{
    const auto &snap = session_.snapshot();
    const std::string me = session_.annotator().toStdString();
    auto rated = [&](const auto &r) { return raterVisible(r, blind, me) && !r.ratings.empty(); };
    refillRaters(raterA_, snap, rated, {});
    refillRaters(raterB_, snap, rated, {});
    if (raterA_->count() > 1 && raterB_->currentIndex() == raterA_->currentIndex()) {
        QSignalBlocker block(raterB_);
        raterB_->setCurrentIndex(1);
    }
}

void RaterComparisonView::showRaters(int a, int b)
{
    const int ia = raterA_->findData(a), ib = raterB_->findData(b);
    if (ia >= 0 && ib >= 0) {
        QSignalBlocker blockA(raterA_), blockB(raterB_);
        raterA_->setCurrentIndex(ia);
        raterB_->setCurrentIndex(ib);
    }
    refresh();
}

void RaterComparisonView::refresh()
{
    compareSummary_->clear();
    if (!procedure_ || raterA_->count() == 0) {
        model_->setRows({});
        compareSummary_->setText(tr("Two raters' salience appears here once two have rated."));
        return;
    }
    const int a = raterA_->currentData().toInt(), b = raterB_->currentData().toInt();
    const auto &snap = session_.snapshot();
    const auto &p = snap.procedures[*procedure_];
    model_->setRaters(qs(snap.raters[static_cast<std::size_t>(a)].name),
                      qs(snap.raters[static_cast<std::size_t>(b)].name));
    for (const auto &pair : session_.analysis().salience) {
        if (!((static_cast<int>(pair.a) == a && static_cast<int>(pair.b) == b) ||
              (static_cast<int>(pair.a) == b && static_cast<int>(pair.b) == a))) {
            continue;
        }
        for (const auto &row : pair.agreement.perProcedure) {
            if (row.procedure == *procedure_) {
                auto r = [](const std::optional<double> &v) {
                    return v ? figureText(*v) : RaterComparisonView::tr("undefined");
                };
                const metrics::Estimate alphaGlobal = metrics::intervalAlpha(row.globalAlpha);
                const metrics::Estimate alphaLocal = metrics::intervalAlpha(row.localAlpha);
                compareSummary_->setText(
                    tr("This procedure: Pearson's r %1 global, %2 local (with the (0, 0) point)")
                        .arg(r(row.global), r(row.local)) +
                    QStringLiteral("; ") +
                    tr("Krippendorff's α (interval): %1 global, %2 local")
                        .arg(r(alphaGlobal.value), r(alphaLocal.value)));
            }
        }
    }
    std::vector<SalienceComparisonModel::Row> rows;
    for (const std::uint32_t e : p.entities) {
        for (std::uint32_t t = 0; t <= p.steps.size(); ++t) {
            const auto va = session_.rating(a, e, t), vb = session_.rating(b, e, t);
            if (!va && !vb) {
                continue;
            }
            rows.push_back({e, qs(snap.entities[e].name), t, va, vb});
        }
    }
    model_->setRows(std::move(rows));
}

} // namespace es::widgets
