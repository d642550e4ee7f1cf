#pragma once
// What the OpenPI panel's files share (openpi_panel.cpp, openpi_panel_salience.cpp,
// openpi_panel_clusters.cpp). Internal to the panel.

#include "db/openpi/openpi_snapshot.h"
#include "widgets/common/qs.h"

#include <QString>
#include <QTableWidgetItem>
#include <optional>

namespace es::widgets::openpi_panel {

inline constexpr int kOwnerMine = -2;
inline constexpr int kOwnerGold = -1;

inline QString clusterName(const db::OpenPiCluster &c)
{
    return qs(c.canonical.value_or(c.members.empty() ? std::string() : c.members.front()));
}

inline QTableWidgetItem *cell(const QString &text)
{
    auto *item = new QTableWidgetItem(text);
    item->setFlags(item->flags() & ~Qt::ItemIsEditable);
    return item;
}

inline QString ratingText(const std::optional<int> &v)
{
    return v ? QString::number(*v) : QStringLiteral("–");
}

} // namespace es::widgets::openpi_panel
