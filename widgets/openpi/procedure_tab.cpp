#include "widgets/openpi/procedure_tab.h"

#include "widgets/common/plain_label.h"
#include "widgets/common/qs.h"
#include "widgets/openpi/openpi_panel_parts.h"
#include "widgets/openpi/openpi_session.h"
#include "widgets/openpi/schema_comparison_view.h"
#include "widgets/openpi/state_grid_model.h"

#include <QHeaderView>
#include <QLabel>
#include <QPlainTextEdit>
#include <QSplitter>
#include <QTableView>
#include <QVBoxLayout>
#include <algorithm>
#include <set>

namespace es::widgets {

using namespace openpi_panel;

namespace {

// Rows: gold entity clusters (canonical names) and the entities no cluster holds.
std::vector<StateGridRow> entityRows(const db::OpenPiSnapshot &snap, std::uint32_t procedure)
{
    const auto &p = snap.procedures[procedure];
    const auto *gold = snap.clustering(procedure, db::OpenPiClusterKind::Entity, -1);
    std::vector<StateGridRow> rows;
    std::set<std::uint32_t> placed;
    if (gold) {
        for (const auto &c : gold->clusters) {
            StateGridRow row{clusterName(c), {}, {}};
            for (const std::uint32_t e : p.entities) {
                const std::string name(metrics::openpi::stripped(snap.entities[e].name));
                const bool member =
                    std::any_of(c.members.begin(), c.members.end(), [&](const std::string &m) {
                        return metrics::openpi::stripped(m) == name;
                    });
                if ((member || c.canonical == name) && !placed.contains(e)) {
                    row.entities.push_back(e);
                    placed.insert(e);
                }
            }
            if (!row.entities.empty()) {
                rows.push_back(std::move(row));
            }
        }
    }
    for (const std::uint32_t e : p.entities) {
        if (!placed.contains(e)) {
            rows.push_back({qs(snap.entities[e].name), {e}, {}});
        }
    }
    return rows;
}

// The change's attribute under the name of the gold attribute cluster of `entity` that
// holds one of its mentions.
QString canonicalAttribute(const db::OpenPiSnapshot &snap,
                           const db::OpenPiSnapshot::Clustering *goldAttributes,
                           std::uint32_t entity, const OpenPiSession::Change &c)
{
    if (!goldAttributes) {
        return c.attribute;
    }
    const std::string owner = snap.entities[entity].name;
    for (const auto &a : goldAttributes->clusters) {
        if (a.entity != owner) {
            continue;
        }
        for (const std::string &m : a.members) {
            if (c.attributeMentions.contains(qs(m).trimmed())) {
                return clusterName(a);
            }
        }
    }
    return c.attribute;
}

} // namespace

OpenPiProcedureTab::OpenPiProcedureTab(OpenPiSession &session, QWidget *parent)
    : QWidget(parent), session_(session)
{
    auto *l = new QVBoxLayout(this);
    goal_ = plainLabel({}, this, true);
    QFont f = goal_->font();
    f.setPointSizeF(f.pointSizeF() * 1.25);
    f.setBold(true);
    goal_->setFont(f);
    steps_ = plainLabel({}, this, true);
    grid_ = new QTableView(this);
    grid_->setObjectName(QStringLiteral("OpenPiGrid"));
    gridModel_ = new StateGridModel(grid_);
    grid_->setModel(gridModel_);
    grid_->setWordWrap(true);
    grid_->setSelectionMode(QAbstractItemView::SingleSelection);
    grid_->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    grid_->verticalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    grid_->setToolTip(
        tr("Rows: entities under their canonical names; columns: steps. Select a cell to see every "
           "mention behind it."));
    mentions_ = new QPlainTextEdit(this);
    mentions_->setReadOnly(true);
    mentions_->setPlaceholderText(tr("Select a cell to see the mentions behind it."));
    mentions_->setMaximumHeight(96);
    auto *gridPage = new QWidget(this);
    auto *gridLayout = new QVBoxLayout(gridPage);
    gridLayout->setContentsMargins(0, 0, 0, 0);
    gridLayout->addWidget(grid_, 1);
    gridLayout->addWidget(plainLabel(tr("Mentions behind the cell"), gridPage));
    gridLayout->addWidget(mentions_);
    schemaComparison_ = new SchemaComparisonView(session_, this);
    auto *split = new QSplitter(Qt::Vertical, this);
    split->addWidget(gridPage);
    split->addWidget(schemaComparison_);
    split->setStretchFactor(0, 1);
    split->setStretchFactor(1, 1);
    split->setChildrenCollapsible(false);
    l->addWidget(goal_);
    l->addWidget(steps_);
    l->addWidget(split, 1);
    connect(grid_->selectionModel(), &QItemSelectionModel::currentChanged, this,
            [this](const QModelIndex &cell) { showMentions(cell); });
}

void OpenPiProcedureTab::showProcedure(std::optional<std::uint32_t> procedure)
{
    procedure_ = procedure;
    mentions_->clear();
    if (!procedure_) {
        goal_->setText(tr("No OpenPI procedures yet: import a procedures file (File > Import)."));
        steps_->clear();
        gridModel_->setGrid(0, {});
        return;
    }
    const auto &p = session_.snapshot().procedures[*procedure_];
    goal_->setText(tr("%1 (procedure %2)").arg(qs(p.goal), qs(p.key)));
    QStringList steps;
    for (std::size_t i = 0; i < p.steps.size(); ++i) {
        steps << QStringLiteral("%1. %2").arg(i + 1).arg(qs(p.steps[i]));
    }
    steps_->setText(steps.join(QLatin1Char('\n')));
    gridModel_->setGrid(static_cast<int>(p.steps.size()), gridRows(*procedure_));
}

std::vector<StateGridRow> OpenPiProcedureTab::gridRows(std::uint32_t procedure) const
{
    const auto &snap = session_.snapshot();
    const auto &p = snap.procedures[procedure];
    const auto *goldAttributes = snap.clustering(procedure, db::OpenPiClusterKind::Attribute, -1);
    std::vector<StateGridRow> rows = entityRows(snap, procedure);
    for (StateGridRow &row : rows) {
        std::vector<QStringList> lines(p.steps.size());
        for (const std::uint32_t e : row.entities) {
            const auto changes = session_.changes(e);
            for (std::size_t s = 0; s < changes.size(); ++s) {
                for (const auto &c : changes[s]) {
                    lines[s] << tr("%1: %2 → %3")
                                    .arg(canonicalAttribute(snap, goldAttributes, e, c), c.before,
                                         c.after);
                }
            }
        }
        for (const QStringList &cell : lines) {
            row.cells << cell.join(QLatin1Char('\n'));
        }
    }
    return rows;
}

void OpenPiProcedureTab::showMentions(const QModelIndex &cell)
{
    if (!cell.isValid() || !procedure_) {
        mentions_->clear();
        return;
    }
    QStringList out;
    for (const QVariant &v : cell.data(Qt::UserRole).toList()) {
        const auto e = v.toUInt();
        out << tr("Entity \"%1\", mentions: %2")
                   .arg(qs(session_.snapshot().entities[e].name),
                        session_.entityMentions(e).join(QStringLiteral(", ")));
        const auto changes = session_.changes(e);
        if (static_cast<std::size_t>(cell.column()) < changes.size()) {
            for (const auto &c : changes[static_cast<std::size_t>(cell.column())]) {
                out << tr("  attribute mentions: %1")
                           .arg(c.attributeMentions.join(QStringLiteral(", ")));
                out << tr("    before: %1")
                           .arg(splitAlternatives(c.before).join(QStringLiteral(" | ")));
                out << tr("    after: %1")
                           .arg(splitAlternatives(c.after).join(QStringLiteral(" | ")));
            }
        }
    }
    mentions_->setPlainText(out.join(QLatin1Char('\n')));
}

} // namespace es::widgets
