#include "db/engine/connection.h"
#include "db/esd/esd_store.h"
#include "db/project.h"

#include <map>

namespace es::db {

std::optional<std::int8_t>
EsdStore::setCoreLabel(std::int64_t pairId, const std::string &person,
                       std::optional<std::int8_t> label,
                       const std::optional<std::optional<std::int8_t>> &expected)
{
    Connection &db = project_.connection();
    Transaction tx(db);
    // Anyone else's Core label would be scored nowhere: an annotator's label is one, and a
    // group in one setting is scored on the labels it gives.
    Statement member = db.prepare(
        "SELECT 1 FROM rater_group_member m JOIN rater_group g ON g.id = m.group_id JOIN person "
        "p ON p.id = m.person_id WHERE p.name = ? AND g.both_settings <> 0");
    member.bind(1, person);
    if (!member.step()) {
        throw Refused(person + " is in no rater group scored in both settings; only such a group's "
                               "members give Core labels apart from their own");
    }
    const std::optional<std::int8_t> old =
        writeLabel(LabelTable::Core, pairId, person, label, expected);
    tx.commit();
    return old;
}

void EsdStore::importCoreLabels(const EsdBatch &batch, const std::string &at, EsdImportSummary &sum)
{
    Connection &db = project_.connection();
    std::optional<Statement> member;
    std::optional<Statement> pairOf;
    std::optional<Statement> find;
    std::optional<Statement> write;
    std::map<std::string, std::int64_t> people; // the members met so far
    const auto fail = [&](const EsdPairRecord &rec, const std::string &problem) {
        throw InputError(batch.source + ":" + std::to_string(rec.line) + ": " + problem);
    };
    for (const EsdPairRecord &rec : batch.pairs) {
        if (rec.coreLabels.empty()) {
            continue;
        }
        if (!member) {
            member = db.prepare("SELECT p.id FROM rater_group_member m JOIN rater_group g ON "
                                "g.id = m.group_id JOIN person p ON p.id = m.person_id WHERE "
                                "p.name = ? AND g.both_settings <> 0");
            pairOf = db.prepare("SELECT id FROM esd_pair WHERE ext_id = ?");
            find =
                db.prepare("SELECT label FROM esd_core_label WHERE pair_id = ? AND person_id = ?");
            write = db.prepare("INSERT INTO esd_core_label(pair_id, person_id, label, set_at) "
                               "VALUES (?, ?, ?, ?) ON CONFLICT(pair_id, person_id) DO UPDATE SET "
                               "label = excluded.label, set_at = excluded.set_at");
        }
        pairOf->reset();
        pairOf->bind(1, rec.id);
        if (!pairOf->step()) {
            fail(rec, "no ESD pair with id \"" + rec.id + "\"");
        }
        const std::int64_t pair = pairOf->int64(0);
        for (const auto &[name, label] : rec.coreLabels) {
            auto person = people.find(name);
            if (person == people.end()) {
                member->reset();
                member->bind(1, name);
                if (!member->step()) {
                    fail(rec,
                         "a Core label by " + name +
                             ", who is in no rater group scored in both settings (eventscope group "
                             "NAME --setting both)");
                }
                person = people.emplace(name, member->int64(0)).first;
            }
            find->reset();
            find->bind(1, pair).bind(2, person->second);
            const std::optional<int> old =
                find->step() ? std::optional(find->integer(0)) : std::nullopt;
            if (old == label) {
                ++sum.labelsUnchanged;
                continue;
            }
            ++(old ? sum.labelsChanged : sum.labelsAdded);
            write->reset();
            write->bind(1, pair)
                .bind(2, person->second)
                .bind(3, static_cast<int>(label))
                .bind(4, at);
            write->run();
        }
    }
}

} // namespace es::db
