#include "widgets/openpi/cluster_editor.h"

#include "widgets/common/edit_command.h"
#include "widgets/common/plain_label.h"
#include "widgets/common/qs.h"
#include "widgets/openpi/cluster_tree.h"
#include "widgets/openpi/openpi_panel_parts.h"
#include "widgets/openpi/openpi_session.h"

#include <QComboBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QInputDialog>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPushButton>
#include <QUndoStack>
#include <QVBoxLayout>

namespace es::widgets {

using namespace openpi_panel;

ClusterEditor::ClusterEditor(OpenPiSession &session, QUndoStack &undo,
                             std::function<bool()> refuseReadOnly, QWidget *parent)
    : QWidget(parent), session_(session), undo_(undo), refuseReadOnly_(std::move(refuseReadOnly))
{
    auto *l = new QVBoxLayout(this);
    auto *form = new QFormLayout;
    kind_ = new QComboBox(this);
    kind_->addItem(tr("Entity clusters"));
    kind_->addItem(tr("Attribute clusters of an entity"));
    attributeEntity_ = new QComboBox(this);
    whose_ = new QComboBox(this);
    form->addRow(plainLabel(tr("Clusters"), this), kind_);
    form->addRow(plainLabel(tr("Entity"), this), attributeEntity_);
    form->addRow(plainLabel(tr("Whose"), this), whose_);
    l->addLayout(form);
    clusterHint_ = plainLabel({}, this);
    l->addWidget(clusterHint_);
    tree_ = new ClusterTree(this);
    tree_->setObjectName(QStringLiteral("OpenPiClusterTree"));
    l->addWidget(tree_, 1);

    // Starting and editing on two rows: on one, the page alone was 760 px wide at least,
    // which held the whole window that wide and squeezed the ESD docks.
    auto *startRow = new QHBoxLayout;
    auto *editRow = new QHBoxLayout;
    auto button = [&](const QString &text, const QString &tip, auto f,
                      QList<QPushButton *> &group) {
        auto *b = new QPushButton(text, this);
        b->setToolTip(tip);
        connect(b, &QPushButton::clicked, this, f);
        (&group == &startButtons_ ? startRow : editRow)->addWidget(b);
        group.append(b);
        return b;
    };
    button(
        tr("Start from gold"), tr("Your clustering starts as a copy of gold."),
        [this] { startClusters(true); }, startButtons_);
    button(
        tr("Start from the annotations"), tr("One cluster per annotated entity or attribute."),
        [this] { startClusters(false); }, startButtons_);
    button(
        tr("Merge"), tr("Merge the selected clusters into the first."),
        [this] { mergeClusters(tree_->selectedClusters()); }, editButtons_);
    button(
        tr("Split out"), tr("Each selected mention becomes a cluster of its own."),
        [this] { splitOut(tree_->selectedMembers()); }, editButtons_);
    button(
        tr("Move to…"), tr("Move the selected mentions to another cluster (or drag them there)."),
        [this] {
            const auto members = tree_->selectedMembers();
            const auto shown = shownClusters();
            if (members.isEmpty() || shown.empty()) {
                return;
            }
            QStringList names;
            for (const auto &c : shown) {
                names << clusterName(c);
            }
            bool ok = false;
            const QString to = QInputDialog::getItem(this, tr("Move mentions"), tr("To cluster:"),
                                                     names, 0, false, &ok);
            if (ok) {
                moveMembers(members, static_cast<int>(names.indexOf(to)));
            }
        },
        editButtons_);
    button(
        tr("Rename…"), tr("Rename the selected cluster's canonical name."),
        [this] {
            const auto c = tree_->selectedClusters();
            const auto shown = shownClusters();
            if (c.size() != 1) {
                return;
            }
            bool ok = false;
            const QString name = QInputDialog::getText(
                this, tr("Rename cluster"), tr("Canonical name:"), QLineEdit::Normal,
                clusterName(shown[static_cast<std::size_t>(c.front())]), &ok);
            if (ok) {
                renameCluster(c.front(), name);
            }
        },
        editButtons_);
    button(
        tr("Add paraphrase…"), tr("Add an expansion paraphrase to the selected cluster."),
        [this] {
            const auto c = tree_->selectedClusters();
            if (c.size() != 1) {
                return;
            }
            bool ok = false;
            const QString m = QInputDialog::getText(this, tr("Add paraphrase"), tr("Paraphrase:"),
                                                    QLineEdit::Normal, {}, &ok);
            if (ok) {
                addParaphrase(c.front(), m);
            }
        },
        editButtons_);
    startRow->addStretch(1);
    editRow->addStretch(1);
    l->addLayout(startRow);
    l->addLayout(editRow);

    connect(kind_, &QComboBox::currentIndexChanged, this, [this] { refresh(); });
    connect(attributeEntity_, &QComboBox::currentIndexChanged, this, [this] { refresh(); });
    connect(whose_, &QComboBox::currentIndexChanged, this, [this] { refresh(); });
    connect(tree_, &ClusterTree::moveRequested, this, &ClusterEditor::moveMembers);
}

void ClusterEditor::setProcedure(std::optional<std::uint32_t> procedure)
{
    procedure_ = procedure;
    refresh();
}

void ClusterEditor::fillOwners(bool blind)
{
    const std::string me = session_.annotator().toStdString();
    refillRaters(
        whose_, session_.snapshot(),
        [&](const auto &r) { return raterVisible(r, blind, me) && !(r.name == me && !r.model); },
        {{tr("Yours (editable)"), kOwnerMine}, {tr("Gold"), kOwnerGold}});
}

void ClusterEditor::showClusters(int rater, db::OpenPiClusterKind kind)
{
    kind_->setCurrentIndex(kind == db::OpenPiClusterKind::Attribute ? 1 : 0);
    const int at =
        rater == session_.myRater() ? whose_->findData(kOwnerMine) : whose_->findData(rater);
    if (at >= 0) {
        whose_->setCurrentIndex(at);
    }
}

db::OpenPiClusterKind ClusterEditor::clusterKindShown() const
{
    return kind_->currentIndex() == 1 ? db::OpenPiClusterKind::Attribute
                                      : db::OpenPiClusterKind::Entity;
}

std::string ClusterEditor::attributeEntityShown() const
{
    return attributeEntity_->currentText().toStdString();
}

int ClusterEditor::clusterOwnerShown() const
{
    return whose_->currentData().toInt();
}

std::optional<std::vector<db::OpenPiCluster>>
ClusterEditor::myClustering(db::OpenPiClusterKind kind) const
{
    const int me = session_.myRater();
    const auto *c =
        procedure_ && me >= 0 ? session_.snapshot().clustering(*procedure_, kind, me) : nullptr;
    return c ? std::optional(c->clusters) : std::nullopt;
}

std::vector<db::OpenPiCluster> ClusterEditor::shownClusters() const
{
    if (!procedure_) {
        return {};
    }
    const auto kind = clusterKindShown();
    const int owner = clusterOwnerShown();
    std::vector<db::OpenPiCluster> all;
    if (owner == kOwnerMine) {
        all = myClustering(kind).value_or(std::vector<db::OpenPiCluster>{});
    } else if (const auto *c = session_.snapshot().clustering(*procedure_, kind, owner)) {
        all = c->clusters;
    }
    if (kind == db::OpenPiClusterKind::Attribute) {
        const std::string entity = attributeEntityShown();
        std::erase_if(all, [&](const db::OpenPiCluster &c) { return c.entity != entity; });
    }
    return all;
}

QStringList ClusterEditor::knownMentions() const
{
    QStringList out;
    if (!procedure_) {
        return out;
    }
    const auto &snap = session_.snapshot();
    const auto kind = clusterKindShown();
    for (const std::uint32_t e : snap.procedures[*procedure_].entities) {
        if (kind == db::OpenPiClusterKind::Entity) {
            out << session_.entityMentions(e);
        } else if (snap.entities[e].name == attributeEntityShown()) {
            for (const auto &step : session_.changes(e)) {
                for (const auto &c : step) {
                    out << c.attributeMentions;
                }
            }
        }
    }
    if (const auto *gold = snap.clustering(*procedure_, kind, -1)) {
        for (const auto &c : gold->clusters) {
            if (kind == db::OpenPiClusterKind::Entity || c.entity == attributeEntityShown()) {
                for (const std::string &m : c.members) {
                    out << qs(m).trimmed();
                }
            }
        }
    }
    out.removeDuplicates();
    return out;
}

void ClusterEditor::refresh()
{
    const auto &snap = session_.snapshot();
    {
        const QString keep = attributeEntity_->currentText();
        QSignalBlocker block(attributeEntity_);
        attributeEntity_->clear();
        if (procedure_) {
            for (const std::uint32_t e : snap.procedures[*procedure_].entities) {
                attributeEntity_->addItem(qs(snap.entities[e].name));
            }
        }
        const int at = attributeEntity_->findText(keep);
        attributeEntity_->setCurrentIndex(at >= 0 ? at : 0);
    }
    attributeEntity_->setEnabled(clusterKindShown() == db::OpenPiClusterKind::Attribute);
    const bool mine = clusterOwnerShown() == kOwnerMine;
    const bool exists = mine && myClustering(clusterKindShown()).has_value();
    const bool signedIn = !session_.annotator().isEmpty();
    tree_->setClusters(shownClusters(), knownMentions(), exists);
    for (QPushButton *b : editButtons_) {
        b->setEnabled(exists);
    }
    for (QPushButton *b : startButtons_) {
        b->setEnabled(mine && !exists && signedIn && procedure_.has_value());
    }
    if (!procedure_) {
        clusterHint_->clear();
    } else if (mine && !exists) {
        clusterHint_->setText(tr(
            "You have not clustered this procedure yet: start from gold or from the annotations."));
    } else if (mine) {
        clusterHint_->setText(tr("Drag mentions between clusters, or use the buttons; Ctrl+Z "
                                 "undoes. Italic mentions are "
                                 "paraphrases no file mentions."));
    } else {
        clusterHint_->setText(tr("Read only: choose \"Yours\" to edit your own clustering."));
    }
}

void ClusterEditor::applyClusters(std::vector<db::OpenPiCluster> shown, const QString &label)
{
    if (refuseReadOnly_()) {
        return;
    }
    if (!procedure_) {
        return;
    }
    const auto kind = clusterKindShown();
    const std::uint32_t procedure = *procedure_;
    std::vector<db::OpenPiCluster> all = std::move(shown);
    if (kind == db::OpenPiClusterKind::Attribute) {
        // Keep the other entities' attribute clusters as they are.
        const std::string entity = attributeEntityShown();
        for (auto &c : all) {
            c.entity = entity;
        }
        for (const auto &c : myClustering(kind).value_or(std::vector<db::OpenPiCluster>{})) {
            if (c.entity != entity) {
                all.push_back(c);
            }
        }
    }
    std::optional<std::vector<db::OpenPiCluster>> before;
    const std::optional<std::vector<db::OpenPiCluster>> after = all;
    if (!session_.setClusters(procedure, kind, after, &before) || before == after) {
        return;
    }
    undo_.push(new EditCommand(
        label,
        [this, procedure, kind, before] { return session_.setClusters(procedure, kind, before); },
        [this, procedure, kind, after] { return session_.setClusters(procedure, kind, after); }));
}

void ClusterEditor::startClusters(bool fromGold)
{
    if (refuseReadOnly_()) {
        return;
    }
    if (!procedure_ || myClustering(clusterKindShown())) {
        return;
    }
    const auto &snap = session_.snapshot();
    const auto kind = clusterKindShown();
    std::vector<db::OpenPiCluster> start;
    if (fromGold) {
        if (const auto *gold = snap.clustering(*procedure_, kind, -1)) {
            start = gold->clusters;
        }
        for (auto &c : start) {
            c.generated.clear(); // the release's, not the person's
        }
        if (kind == db::OpenPiClusterKind::Attribute) {
            std::erase_if(start, [&](const auto &c) { return c.entity != attributeEntityShown(); });
        }
    } else {
        for (const std::uint32_t e : snap.procedures[*procedure_].entities) {
            if (kind == db::OpenPiClusterKind::Entity) {
                db::OpenPiCluster c{{}, snap.entities[e].name, {}};
                for (const QString &m : session_.entityMentions(e)) {
                    c.members.push_back(m.toStdString());
                }
                start.push_back(std::move(c));
            } else if (snap.entities[e].name == attributeEntityShown()) {
                for (const auto &step : session_.changes(e)) {
                    for (const auto &change : step) {
                        const std::string name = change.attribute.trimmed().toStdString();
                        auto at = std::find_if(start.begin(), start.end(),
                                               [&](const auto &c) { return c.canonical == name; });
                        if (at == start.end()) {
                            start.push_back({{}, name, {}});
                            at = start.end() - 1;
                        }
                        for (const QString &m : change.attributeMentions) {
                            if (std::find(at->members.begin(), at->members.end(),
                                          m.toStdString()) == at->members.end()) {
                                at->members.push_back(m.toStdString());
                            }
                        }
                    }
                }
            }
        }
    }
    applyClusters(std::move(start), fromGold ? tr("Start clusters from gold")
                                             : tr("Start clusters from the annotations"));
}

void ClusterEditor::mergeClusters(const QList<int> &clusters)
{
    auto shown = shownClusters();
    if (clusters.size() < 2) {
        return;
    }
    auto &into = shown[static_cast<std::size_t>(clusters.front())];
    for (qsizetype i = 1; i < clusters.size(); ++i) {
        for (const std::string &m : shown[static_cast<std::size_t>(clusters[i])].members) {
            if (std::find(into.members.begin(), into.members.end(), m) == into.members.end()) {
                into.members.push_back(m);
            }
        }
    }
    for (qsizetype i = clusters.size() - 1; i >= 1; --i) {
        shown.erase(shown.begin() + clusters[i]);
    }
    applyClusters(std::move(shown),
                  tr("Merge %n cluster(s)", nullptr, static_cast<int>(clusters.size())));
}

void ClusterEditor::splitOut(const QList<QPair<int, int>> &members)
{
    auto shown = shownClusters();
    std::vector<std::string> moved;
    for (const auto &[c, m] : members) {
        moved.push_back(shown[static_cast<std::size_t>(c)].members[static_cast<std::size_t>(m)]);
    }
    if (moved.empty()) {
        return;
    }
    for (auto &c : shown) {
        std::erase_if(c.members, [&](const std::string &m) {
            return std::find(moved.begin(), moved.end(), m) != moved.end();
        });
    }
    std::erase_if(shown, [](const auto &c) { return c.members.empty(); });
    for (const std::string &m : moved) {
        shown.push_back({{}, m, {m}});
    }
    applyClusters(std::move(shown),
                  tr("Split out %n mention(s)", nullptr, static_cast<int>(moved.size())));
}

void ClusterEditor::moveMembers(const QList<QPair<int, int>> &members, int target)
{
    auto shown = shownClusters();
    if (target < 0 || static_cast<std::size_t>(target) >= shown.size() || members.isEmpty()) {
        return;
    }
    std::vector<std::string> moved;
    for (const auto &[c, m] : members) {
        if (c != target) {
            moved.push_back(
                shown[static_cast<std::size_t>(c)].members[static_cast<std::size_t>(m)]);
        }
    }
    if (moved.empty()) {
        return;
    }
    const std::string targetName =
        clusterName(shown[static_cast<std::size_t>(target)]).toStdString();
    for (std::size_t i = 0; i < shown.size(); ++i) {
        if (static_cast<int>(i) != target) {
            std::erase_if(shown[i].members, [&](const std::string &m) {
                return std::find(moved.begin(), moved.end(), m) != moved.end();
            });
        }
    }
    auto &into = shown[static_cast<std::size_t>(target)].members;
    for (const std::string &m : moved) {
        if (std::find(into.begin(), into.end(), m) == into.end()) {
            into.push_back(m);
        }
    }
    std::erase_if(shown, [](const auto &c) { return c.members.empty(); });
    applyClusters(std::move(shown),
                  tr("Move %n mention(s) to \"%1\"", nullptr, static_cast<int>(moved.size()))
                      .arg(qs(targetName)));
}

void ClusterEditor::renameCluster(int cluster, const QString &name)
{
    auto shown = shownClusters();
    const QString trimmed = name.trimmed();
    if (cluster < 0 || static_cast<std::size_t>(cluster) >= shown.size() || trimmed.isEmpty()) {
        return;
    }
    for (std::size_t i = 0; i < shown.size(); ++i) {
        if (static_cast<int>(i) != cluster && clusterName(shown[i]) == trimmed) {
            QMessageBox::information(this, tr("Rename cluster"),
                                     tr("Another cluster is already called \"%1\".").arg(trimmed));
            return;
        }
    }
    shown[static_cast<std::size_t>(cluster)].canonical = trimmed.toStdString();
    applyClusters(std::move(shown), tr("Rename cluster to \"%1\"").arg(trimmed));
}

void ClusterEditor::addParaphrase(int cluster, const QString &mention)
{
    auto shown = shownClusters();
    const std::string m = mention.trimmed().toStdString();
    if (cluster < 0 || static_cast<std::size_t>(cluster) >= shown.size() || m.empty()) {
        return;
    }
    auto &members = shown[static_cast<std::size_t>(cluster)].members;
    if (std::find(members.begin(), members.end(), m) != members.end()) {
        return;
    }
    members.push_back(m);
    applyClusters(std::move(shown), tr("Add paraphrase \"%1\"").arg(mention.trimmed()));
}

} // namespace es::widgets
