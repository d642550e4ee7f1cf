#include "widgets/openpi/openpi_panel.h"

// The clusters tab and the comparison of two raters, each a view of its own: the panel
// builds them, tells them the procedure and forwards its public calls.

#include "widgets/common/figure_text.h"
#include "widgets/openpi/cluster_editor.h"
#include "widgets/openpi/cluster_tree.h"
#include "widgets/openpi/openpi_session.h"
#include "widgets/openpi/rater_comparison_view.h"

#include <algorithm>
#include <map>

namespace es::widgets {

QWidget *OpenPiPanel::buildClustersTab()
{
    clusters_ = new ClusterEditor(session_, undo_, [this] { return refuseReadOnly(); }, this);
    return clusters_;
}

QWidget *OpenPiPanel::buildCompareTab()
{
    compare_ = new RaterComparisonView(session_, this);
    return compare_;
}

void OpenPiPanel::refreshClusters()
{
    clusters_->setProcedure(procedure_);
}

void OpenPiPanel::refreshCompare()
{
    compare_->setProcedure(procedure_);
}

ClusterTree *OpenPiPanel::clusterTree() const
{
    return clusters_->tree();
}

QTableView *OpenPiPanel::comparison() const
{
    return compare_->table();
}

QComboBox *OpenPiPanel::clusterKind() const
{
    return clusters_->kind();
}

QComboBox *OpenPiPanel::clusterOwner() const
{
    return clusters_->owner();
}

void OpenPiPanel::showWorstCoreference(int rater, db::OpenPiClusterKind kind,
                                       metrics::coreference::Measure measure)
{
    namespace coreference = metrics::coreference;
    const auto &an = session_.analysis();
    const auto row = std::find_if(an.clusters.begin(), an.clusters.end(), [&](const auto &r) {
        return static_cast<int>(r.rater) == rater && r.kind == kind;
    });
    if (row == an.clusters.end()) {
        return;
    }
    const QString measureName = measure == coreference::Measure::Muc      ? tr("MUC F1")
                                : measure == coreference::Measure::BCubed ? tr("B-cubed F1")
                                                                          : tr("CEAF-e F1");
    const auto &perProcedure = row->coreferenceByProcedure;
    std::vector<std::uint32_t> order;
    std::map<std::uint32_t, QString> notes;
    for (const std::size_t i : metrics::openpi::worstCoreferenceFirst(perProcedure, measure)) {
        const auto &p = perProcedure[i];
        const auto f1 = coreference::scoreOf(coreference::countsOf(p.counts, measure), measure).f1;
        order.push_back(p.procedure);
        notes[p.procedure] =
            tr("%1 %2").arg(measureName, f1.defined() ? figureText(*f1.value) : tr("n/a"));
    }
    const QString who =
        QString::fromStdString(session_.snapshot().raters[static_cast<std::size_t>(rater)].name);
    clusters_->showClusters(rater, kind);
    setProcedureList(std::move(order),
                     kind == db::OpenPiClusterKind::Entity
                         ? tr("%1's entity clusters, lowest %2 first").arg(who, measureName)
                         : tr("%1's attribute clusters, lowest %2 first").arg(who, measureName),
                     std::move(notes));
    showTab(ClustersTab);
}

} // namespace es::widgets
