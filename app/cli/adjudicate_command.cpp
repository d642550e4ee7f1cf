#include "app/cli/command.h"
#include "db/esd/esd_store.h"
#include "db/ester/ester_store.h"
#include "db/file_input.h"
#include "db/openpi/openpi_store.h"
#include "db/project.h"
#include "db/review/adjudication.h"

#include <algorithm>
#include <cstdio>
#include <optional>

namespace es::app::cli {

namespace {

class Adjudicate : CommandBase
{
    Q_DECLARE_TR_FUNCTIONS(Cli)

  public:
    explicit Adjudicate(const Invocation &in) : CommandBase(in) {}

    static QString synopsis()
    {
        return tr("  eventscope adjudicate --db PROJECT --dataset esd --item ID --label 1|0|-1 "
                  "--as NAME [--note TEXT]\n"
                  "  eventscope adjudicate --db PROJECT --dataset ester --item ID (--from NAME | "
                  "--answer TEXT...)\n"
                  "                    [--type TYPE] --as NAME [--note TEXT]\n"
                  "  eventscope adjudicate --db PROJECT --dataset openpi --item ID --entity NAME "
                  "[--step N] --salience 0-5\n"
                  "                    --as NAME [--note TEXT]\n"
                  "  eventscope adjudicate --db PROJECT --dataset openpi --item ID --kind "
                  "entity|attribute\n"
                  "                    (--from NAME | --clusters FILE) --as NAME [--note TEXT]\n"
                  "  eventscope adjudicate --db PROJECT --dataset openpi --item ID --kind states "
                  "--step N\n"
                  "                    --from NAME --as NAME [--note TEXT]\n"
                  "  eventscope adjudicate --db PROJECT --dataset D --item ID [--entity NAME | "
                  "--kind KIND] --withdraw --as NAME\n");
    }

    int run()
    {
        const QString dbPath = in_.value("db");
        const QString dataset = in_.value("dataset");
        const QString as = in_.value("as");
        const QString item = in_.value("item");
        if (as.isEmpty() || item.isEmpty()) {
            return usage(tr("adjudicate needs --item ID and --as NAME"));
        }
        const bool withdraw = in_.isSet("withdraw");
        const QString note = in_.value("note");
        if (dataset == QLatin1String("esd")) {
            std::optional<db::EsdAdjudication> decision;
            if (!withdraw) {
                const QString label = in_.value("label");
                if (label != QLatin1String("1") && label != QLatin1String("0") &&
                    label != QLatin1String("-1")) {
                    return usage(label.isEmpty()
                                     ? tr("give --label 1, 0 or -1, or --withdraw")
                                     : tr("an ESD label is 1, 0 or -1, not \"%1\"").arg(label));
                }
                decision = db::EsdAdjudication{static_cast<std::int8_t>(label.toInt()),
                                               note.toStdString()};
            }
            db::Project project(dbPath.toStdString(), db::Project::Open::ExistingOnly);
            project.requireAdjudicator(as.toStdString());
            db::EsdStore store(project);
            const auto old = store.adjudicate(store.pairId(item.toStdString()), as.toStdString(),
                                              decision, in_.expectedDecision(as));
            std::printf(
                "%s\n",
                qPrintable(
                    tr("%1: %2 → %3")
                        .arg(item, old ? QString::number(old->label) : tr("undecided"),
                             decision ? QString::number(decision->label) : tr("undecided"))));
            return Ok;
        }
        db::Project project(dbPath.toStdString(), db::Project::Open::ExistingOnly);
        project.requireAdjudicator(as.toStdString());
        return dataset == QLatin1String("ester")
                   ? adjudicateEster(project, item, as, note, withdraw)
                   : adjudicateOpenPi(project, item, as, note, withdraw);
    }

    int adjudicateEster(db::Project &project, const QString &item, const QString &as,
                        const QString &note, bool withdraw)
    {
        bool numeric = false;
        const qint64 questionId = item.toLongLong(&numeric);
        db::EsterStore store(project);
        const db::EsterSnapshot snap = store.load();
        const auto found = snap.questionIndex.find(questionId);
        if (!numeric || found == snap.questionIndex.end()) {
            return error(
                tr("%1: no ESTER question with id %2 (ids are listed by eventscope disagreements)")
                    .arg(QString::fromStdString(project.path()), item));
        }
        const auto &question = snap.questions[found->second];
        std::optional<db::EsterAdjudication> decision;
        if (!withdraw) {
            const QString from = in_.value("from");
            const QStringList answers = in_.values("answer");
            const QString type = in_.value("type");
            if (from.isEmpty() && answers.isEmpty()) {
                return usage(
                    tr("give --from NAME or --answer TEXT (and --type TYPE), or --withdraw"));
            }
            db::EsterAdjudication d{question.type, {}, note.toStdString()};
            if (!from.isEmpty()) {
                const auto raters = db::esterRatersOf(snap, found->second);
                const auto it = std::find_if(raters.begin(), raters.end(), [&](const auto &r) {
                    return r.name == from.toStdString();
                });
                if (it == raters.end()) {
                    return error(tr("question %1: %2 gave no answers to it").arg(item, from));
                }
                d.type = it->type.value_or(d.type);
                d.answers = *it->answers;
            }
            const std::string &passage = snap.passages[question.passage].text;
            const auto raters = db::esterRatersOf(snap, found->second);
            for (const QString &answer : answers) {
                auto located = db::locateEsterAnswer(passage, answer.toStdString(), raters);
                if (located.starts.empty()) {
                    return error(tr("question %1: \"%2\" is not in its passage").arg(item, answer));
                }
                if (!located.answer) {
                    QStringList starts;
                    for (const int start : located.starts) {
                        starts << QString::number(start);
                    }
                    return error(
                        tr("question %1: \"%2\" occurs %3 times in its passage (starting at %4) "
                           "and no "
                           "rater chose one; give --answer \"%2@START\" with one of those starts")
                            .arg(item, answer)
                            .arg(located.starts.size())
                            .arg(starts.join(QStringLiteral(", "))));
                }
                d.answers.push_back(std::move(*located.answer));
            }
            if (!type.isEmpty()) {
                const auto relation = metrics::ester::relationFromName(type.toStdString());
                if (!relation) {
                    return usage(tr("unknown relation type \"%1\" (expected causal, conditional, "
                                    "counterfactual, "
                                    "sub-event or coreference)")
                                     .arg(type));
                }
                d.type = *relation;
            }
            decision = std::move(d);
        }
        const auto old =
            store.adjudicate(questionId, as.toStdString(), decision, in_.expectedDecision(as));
        std::printf("%s\n", qPrintable(decision ? tr("question %1: decided (%n answer(s))", nullptr,
                                                     static_cast<int>(decision->answers.size()))
                                                      .arg(item)
                                                : tr("question %1: decision withdrawn").arg(item)));
        Q_UNUSED(old);
        return Ok;
    }

    int adjudicateOpenPi(db::Project &project, const QString &item, const QString &as,
                         const QString &note, bool withdraw)
    {
        db::OpenPiStore store(project);
        const std::int64_t procedure = store.procedureId(item.toStdString());
        const QString entity = in_.value("entity");
        const QString kindName = in_.value("kind");
        if (entity.isEmpty() == kindName.isEmpty()) {
            return usage(tr("give --entity NAME (salience) or --kind entity|attribute|states"));
        }
        if (!entity.isEmpty()) {
            bool ok = true;
            const int step = in_.isSet("step") ? in_.value("step").toInt(&ok) : 0;
            if (!ok || step < 0) {
                return usage(tr("--step is a step number, 0 for global salience"));
            }
            std::optional<db::OpenPiSalienceAdjudication> decision;
            if (!withdraw) {
                const int value = in_.value("salience").toInt(&ok);
                if (!in_.isSet("salience") || !ok || value < 0 || value > 5) {
                    return usage(tr("give --salience 0-5, or --withdraw"));
                }
                decision = db::OpenPiSalienceAdjudication{value, note.toStdString()};
            }
            store.adjudicateSalience(store.entityId(procedure, entity.toStdString()), step,
                                     as.toStdString(), decision, in_.expectedDecision(as));
            std::printf(
                "%s\n",
                qPrintable(
                    decision
                        ? tr("%1/%2, step %3: salience %4")
                              .arg(item, entity)
                              .arg(step)
                              .arg(decision->value)
                        : tr("%1/%2, step %3: decision withdrawn").arg(item, entity).arg(step)));
            return Ok;
        }
        if (kindName == QLatin1String("states")) {
            return adjudicateStates(store, procedure, item, as, note, withdraw);
        }
        const auto kind = db::clusterKindFromName(kindName.toStdString());
        if (!kind) {
            return usage(
                tr("unknown --kind \"%1\" (expected entity, attribute or states)").arg(kindName));
        }
        std::optional<db::OpenPiClusterAdjudication> decision;
        if (!withdraw) {
            const QString from = in_.value("from");
            const QString file = in_.value("clusters");
            if (from.isEmpty() == file.isEmpty()) {
                return usage(tr("give --from NAME or --clusters FILE, or --withdraw"));
            }
            db::OpenPiClusterAdjudication d{{}, note.toStdString()};
            if (!from.isEmpty()) {
                const db::OpenPiSnapshot snap = store.load({.details = false});
                const auto index = std::find_if(snap.procedures.begin(), snap.procedures.end(),
                                                [&](const auto &p) { return p.id == procedure; }) -
                                   snap.procedures.begin();
                const auto all =
                    db::openPiClusteringsOf(snap, static_cast<std::uint32_t>(index), *kind, true);
                const auto it = std::find_if(all.begin(), all.end(), [&](const auto &c) {
                    return c.name == from.toStdString();
                });
                if (it == all.end()) {
                    return error(
                        tr("procedure %1: %2 has no %3 clusters of it").arg(item, from, kindName));
                }
                d.clusters = *it->clusters;
            } else {
                const std::string path = file.toStdString();
                const db::OpenPiFile parsed =
                    db::parseOpenPiClustering(db::readInputFile(path), path);
                const auto it =
                    std::find_if(parsed.procedures.begin(), parsed.procedures.end(),
                                 [&](const auto &p) { return p.key == item.toStdString(); });
                if (it == parsed.procedures.end() || !it->entityClusters) {
                    return error(tr("%1: no clusters for procedure %2").arg(file, item));
                }
                d.clusters = *it->entityClusters;
            }
            decision = std::move(d);
        }
        store.adjudicateClusters(procedure, *kind, as.toStdString(), decision,
                                 in_.expectedDecision(as));
        std::printf(
            "%s\n",
            qPrintable(decision ? tr("%1: %2 clusters decided (%n cluster(s))", nullptr,
                                     static_cast<int>(decision->clusters.size()))
                                      .arg(item, kindName)
                                : tr("%1: %2 clusters: decision withdrawn").arg(item, kindName)));
        return Ok;
    }

    // A step's gold states, taken whole from one person's list of that step.
    int adjudicateStates(db::OpenPiStore &store, std::int64_t procedure, const QString &item,
                         const QString &as, const QString &note, bool withdraw)
    {
        bool ok = false;
        const int step = in_.value("step").toInt(&ok);
        if (!ok || step < 1) {
            return usage(tr("--kind states needs --step N, a step number from 1"));
        }
        std::optional<db::OpenPiStatesAdjudication> decision;
        if (!withdraw) {
            const QString from = in_.value("from");
            if (from.isEmpty()) {
                return usage(tr("give --from NAME (whose states of the step), or --withdraw"));
            }
            const db::OpenPiSnapshot snap = store.load({.details = false});
            const int person = snap.raterIndex(from.toStdString(), false);
            const auto index = std::find_if(snap.procedures.begin(), snap.procedures.end(),
                                            [&](const auto &p) { return p.id == procedure; }) -
                               snap.procedures.begin();
            const auto *list =
                person < 0 ? nullptr : snap.stateList(static_cast<std::uint32_t>(index), person);
            if (!list) {
                return error(tr("procedure %1: %2 wrote no states of it").arg(item, from));
            }
            decision = db::OpenPiStatesAdjudication{
                static_cast<std::size_t>(step) <= list->steps.size() ? list->steps[step - 1]
                                                                     : metrics::openpi::StateStep{},
                note.toStdString()};
        }
        store.adjudicateStates(procedure, step, as.toStdString(), decision,
                               in_.expectedDecision(as));
        std::printf("%s\n",
                    qPrintable(decision ? tr("%1, step %2: states decided (%n change(s))", nullptr,
                                             static_cast<int>(decision->changes.size()))
                                              .arg(item)
                                              .arg(step)
                                        : tr("%1, step %2: states decision withdrawn")
                                              .arg(item)
                                              .arg(step)));
        return Ok;
    }
};

} // namespace

Command adjudicateCommand()
{
    return command<Adjudicate>("adjudicate",
                               {"db", "dataset", "item", "label", "note", "as", "withdraw",
                                "replace", "from", "answer", "type", "entity", "step", "salience",
                                "kind", "clusters"},
                               true);
}

} // namespace es::app::cli
