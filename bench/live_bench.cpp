// Live team projects at scale: how long after one workbench saves a label another
// workbench's statistics show it, on a project already on a PostgreSQL server.
//
//   pg_virtualenv sh -c 'createdb b && build/bench/esd_bench --pairs 100000 --db dbname=b &&
//                        build/bench/live_bench dbname=b [ROUNDS]'
//
// One process holds both workbenches' sessions, each on its own connection: the writer
// saves ann_a's label of a pair (as the ESD panel does), the reader is an adjudicator's
// view listening for announcements (widgets/common/live_updates). A round is timed from
// the start of the write to the reader's statisticsChanged, so it holds the write and its
// commit, the announcement, the reader's re-read of the pair and its full recompute.
// Figures go to docs/benchmarks.md with the command that produced them.
#include "db/esd/esd_store.h"
#include "db/project.h"
#include "widgets/common/live_updates.h"
#include "widgets/esd/esd_session.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <vector>

using namespace es;

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    if (argc < 2) {
        std::fprintf(stderr, "usage: live_bench PROJECT [ROUNDS]\n");
        return 2;
    }
    const int rounds = argc > 2 ? std::atoi(argv[2]) : 50;
    try {
        QElapsedTimer opening;
        opening.start();
        db::Project readerProject(argv[1], db::Project::Open::ExistingOnly);
        widgets::EsdSession reader(readerProject);
        widgets::LiveUpdates live(readerProject);
        if (!live.active()) {
            std::fprintf(stderr, "live_bench: %s is not on a server\n", argv[1]);
            return 1;
        }
        QObject::connect(&live, &widgets::LiveUpdates::changed, &reader, [&](const db::Changes &c) {
            if (c.esd) {
                reader.reload();
            } else {
                reader.applyRemote(c.esdPairs);
            }
        });
        std::printf("reader open: %.2f s, %zu pairs, %zu annotators\n",
                    static_cast<double>(opening.nsecsElapsed()) / 1e9,
                    reader.snapshot().pairs.size(), reader.snapshot().annotators.size());

        db::Project writerProject(argv[1], db::Project::Open::ExistingOnly);
        db::EsdStore writer(writerProject);
        const auto &pairs = reader.snapshot().pairs;
        const int column = reader.snapshot().annotatorColumn("ann_a");
        bool arrived = false;
        QObject::connect(&reader, &widgets::EsdSession::statisticsChanged, [&] { arrived = true; });

        std::vector<double> ms;
        std::vector<double> writes;
        for (int r = 0; r < rounds; ++r) {
            const std::uint32_t pair = static_cast<std::uint32_t>((r * 7919u) % pairs.size());
            const std::int8_t now =
                reader.snapshot().labels.at(pair, static_cast<std::size_t>(column));
            const std::int8_t next = now == 1 ? 0 : 1;
            arrived = false;
            QElapsedTimer t;
            t.start();
            writer.setLabel(pairs[pair].id, "ann_a", next);
            writes.push_back(static_cast<double>(t.nsecsElapsed()) / 1e6);
            while (!arrived) {
                QCoreApplication::processEvents(QEventLoop::WaitForMoreEvents, 5);
                if (t.elapsed() > 5000) {
                    std::fprintf(stderr, "live_bench: no update after 5 s\n");
                    return 1;
                }
            }
            ms.push_back(static_cast<double>(t.nsecsElapsed()) / 1e6);
            if (reader.snapshot().labels.at(pair, static_cast<std::size_t>(column)) != next) {
                std::fprintf(stderr, "live_bench: the reader shows another label\n");
                return 1;
            }
        }
        std::sort(ms.begin(), ms.end());
        std::sort(writes.begin(), writes.end());
        std::printf("the write alone (a label and its audit entry, committed): median %.2f ms\n",
                    writes[writes.size() / 2]);
        std::printf("label saved -> other workbench's statistics: median %.1f ms, p90 %.1f ms, max "
                    "%.1f ms (%d "
                    "rounds)\n",
                    ms[ms.size() / 2], ms[ms.size() * 9 / 10], ms.back(), rounds);
    } catch (const std::exception &e) {
        std::fprintf(stderr, "live_bench: %s\n", e.what());
        return 1;
    }
    return 0;
}
