// The signed-in person's own OpenPI state changes as read, and what writing them suggests
// (OpenPiSession, openpi_session.h; the edit is in openpi_session.cpp beside the others).

#include "widgets/openpi/openpi_session.h"

#include <algorithm>

namespace es::widgets {

namespace openpi = metrics::openpi;

std::vector<openpi::StateStep> OpenPiSession::myStates(std::uint32_t procedure) const
{
    std::vector<openpi::StateStep> out(snapshot_.procedures[procedure].steps.size());
    const int me = myRater(); // -1 before their first work, which is the gold's index
    if (const auto *list = me < 0 ? nullptr : snapshot_.stateList(procedure, me)) {
        for (std::size_t s = 0; s < list->steps.size(); ++s) {
            if (s >= out.size()) {
                out.resize(s + 1);
            }
            out[s] = list->steps[s];
        }
    }
    return out;
}

bool OpenPiSession::wroteStates(std::uint32_t procedure) const
{
    const int me = myRater();
    return me >= 0 && snapshot_.stateList(procedure, me) != nullptr;
}

namespace {

void addName(QStringList &names, const std::string &text)
{
    for (const std::string_view n : openpi::alternatives(text)) {
        const QString name = QString::fromStdString(std::string(openpi::stripped(n)));
        if (!name.isEmpty() && !names.contains(name, Qt::CaseInsensitive)) {
            names << name;
        }
    }
}

} // namespace

QStringList OpenPiSession::entityNames(std::uint32_t procedure) const
{
    QStringList names;
    if (const auto *gold = snapshot_.clustering(procedure, db::OpenPiClusterKind::Entity, -1)) {
        for (const db::OpenPiCluster &c : gold->clusters) {
            if (c.canonical) {
                addName(names, *c.canonical);
            }
            for (const std::string &m : c.members) {
                addName(names, m);
            }
        }
    }
    for (const std::uint32_t e : snapshot_.procedures[procedure].entities) {
        addName(names, snapshot_.entities[e].name);
    }
    return names;
}

QStringList OpenPiSession::attributeNames(std::uint32_t procedure, const QString &entity) const
{
    QStringList names;
    const auto *gold = snapshot_.clustering(procedure, db::OpenPiClusterKind::Attribute, -1);
    if (!gold) {
        return names;
    }
    // The entity as written, and every name of its gold entity cluster.
    QStringList wanted;
    addName(wanted, entity.toStdString());
    if (const auto *entities = snapshot_.clustering(procedure, db::OpenPiClusterKind::Entity, -1)) {
        for (const db::OpenPiCluster &c : entities->clusters) {
            QStringList cluster;
            addName(cluster, c.canonical.value_or(std::string()));
            for (const std::string &m : c.members) {
                addName(cluster, m);
            }
            if (std::any_of(cluster.begin(), cluster.end(), [&](const QString &n) {
                    return wanted.contains(n, Qt::CaseInsensitive);
                })) {
                for (const QString &n : cluster) {
                    addName(wanted, n.toStdString());
                }
            }
        }
    }
    for (const db::OpenPiCluster &c : gold->clusters) {
        // An attribute cluster names its entity by a canonical name or "mention | mention".
        bool ofEntity = entity.trimmed().isEmpty();
        for (const std::string_view n : openpi::alternatives(c.entity)) {
            ofEntity = ofEntity ||
                       wanted.contains(QString::fromStdString(std::string(openpi::stripped(n))),
                                       Qt::CaseInsensitive);
        }
        if (!ofEntity) {
            continue;
        }
        if (c.canonical) {
            addName(names, *c.canonical);
        }
        for (const std::string &m : c.members) {
            addName(names, m);
        }
    }
    return names;
}

} // namespace es::widgets
