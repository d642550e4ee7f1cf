#pragma once
// What the OpenPI panel's files and tabs share (openpi_panel.cpp, openpi_panel_clusters.cpp,
// cluster_editor.cpp, rater_comparison_view.cpp, the tabs and their models). Internal to the
// panel.

#include "db/openpi/openpi_snapshot.h"
#include "widgets/common/qs.h"
#include "widgets/openpi/openpi_panel.h"

#include <QComboBox>
#include <QList>
#include <QPair>
#include <QSignalBlocker>
#include <QString>
#include <optional>

namespace es::widgets::openpi_panel {

inline constexpr int kOwnerMine = -2;
inline constexpr int kOwnerGold = -1;

inline QString clusterName(const db::OpenPiCluster &c)
{
    return qs(c.canonical.value_or(c.members.empty() ? std::string() : c.members.front()));
}

// Whether blind work shows a rater: models always, other people only when not blind.
inline bool raterVisible(const db::OpenPiSnapshot::Rater &r, bool blind, const std::string &me)
{
    return r.model || !blind || r.name == me;
}

// Refills a choice of raters (their indices as data) with the `first` entries and the raters
// `accept` takes, keeping what was chosen where it is still offered.
template <class Accept>
void refillRaters(QComboBox *box, const db::OpenPiSnapshot &snap, Accept accept,
                  const QList<QPair<QString, int>> &first)
{
    const QVariant keep = box->currentData();
    QSignalBlocker block(box);
    box->clear();
    for (const auto &[text, value] : first) {
        box->addItem(text, value);
    }
    for (std::size_t i = 0; i < snap.raters.size(); ++i) {
        const auto &r = snap.raters[i];
        if (accept(r)) {
            box->addItem(r.model ? OpenPiPanel::tr("%1 (model)").arg(qs(r.name)) : qs(r.name),
                         static_cast<int>(i));
        }
    }
    const int at = box->findData(keep);
    box->setCurrentIndex(at >= 0 ? at : 0);
}

inline QString ratingText(const std::optional<int> &v)
{
    return v ? QString::number(*v) : QStringLiteral("–");
}

} // namespace es::widgets::openpi_panel
