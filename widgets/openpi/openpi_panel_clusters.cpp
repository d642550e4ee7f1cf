#include "widgets/openpi/openpi_panel.h"

// The clusters tab and the comparison of two raters, each a view of its own: the panel
// builds them, tells them the procedure and forwards its public calls.

#include "widgets/openpi/cluster_editor.h"
#include "widgets/openpi/cluster_tree.h"
#include "widgets/openpi/rater_comparison_view.h"

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

} // namespace es::widgets
