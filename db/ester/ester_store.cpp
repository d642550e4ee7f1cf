#include "db/ester/ester_store.h"

#include "db/engine/bulk.h"
#include "db/engine/rows.h"
#include "db/ester/ester_store_parts.h"

#include <algorithm>
#include <unordered_map>

namespace es::db {

using nlohmann::ordered_json;
namespace ester = metrics::ester;
using ester_store::column;
using ester_store::reasonFrom;
using ester_store::spansFromJson;
using ester_store::splitId;
using ester_store::splitListing;
using ester_store::typeFrom;

namespace {

std::optional<std::string> typeText(const std::optional<ester::Relation> &t)
{
    return t ? std::optional<std::string>(std::string(ester::relationName(*t))) : std::nullopt;
}

std::string spansJson(const std::vector<EsterSpan> &spans)
{
    ordered_json a = ordered_json::array();
    for (const EsterSpan &s : spans) {
        a.push_back({s.start, s.end});
    }
    return a.dump();
}

std::string setDescription(const std::optional<EsterAnswerSet> &s)
{
    if (!s) {
        return {};
    }
    ordered_json o;
    o["type"] = s->type ? ordered_json(std::string(ester::relationName(*s->type))) : ordered_json();
    o["answers"] = ordered_json::parse(esterAnswersJson(s->answers));
    return o.dump();
}

// A question an import adds, in a passage the project has.
struct NewQuestion
{
    const EsterRecord *record;
    std::int64_t passage;
    int occurrence;
    std::string type;
    std::optional<std::string> events;
};

void optionalText(TextRow &row, const std::optional<std::string> &v)
{
    if (v) {
        row.text(*v);
    } else {
        row.null();
    }
}

// insertQuestions on an engine that takes rows in bulk: the ids are drawn from the table's
// sequence at once and the rows go in by one load into a staging table and one INSERT
// (row-level security again).
std::vector<std::int64_t> insertQuestionsInBulk(BulkLoader &bulk,
                                                const std::vector<NewQuestion> &questions,
                                                const std::string &at)
{
    std::vector<std::int64_t> ids = bulk.drawIds("ester_question", questions.size());
    std::size_t i = 0;
    bulk.stage("es_in_question",
               "id BIGINT, passage_id BIGINT, question TEXT, occurrence INTEGER, question_event "
               "TEXT, type TEXT, events TEXT, original_events TEXT, extra TEXT",
               [&](std::string &out) {
                   if (i == questions.size()) {
                       return false;
                   }
                   const NewQuestion &q = questions[i];
                   TextRow row(out);
                   row.integer(ids[i])
                       .integer(q.passage)
                       .text(q.record->question)
                       .integer(q.occurrence)
                       .text(q.record->questionEvent)
                       .text(q.type);
                   optionalText(row, q.events);
                   optionalText(row, q.record->originalEvents);
                   optionalText(row, q.record->extra);
                   row.end();
                   ++i;
                   return true;
               });
    bulk.exec("INSERT INTO ester_question(id, passage_id, question, occurrence, question_event, "
              "type, events, original_events, extra, created_at) SELECT id, passage_id, "
              "question, occurrence, question_event, type, events, original_events, extra, " +
              bulk.quoteLiteral(at) + " FROM es_in_question ORDER BY id");
    return ids;
}

// Adds `questions` in their order and gives their ids: in bulk where the engine takes rows
// so, else a row at a time (a file, where that costs no round trips).
std::vector<std::int64_t> insertQuestions(Connection &db, const std::vector<NewQuestion> &questions,
                                          const std::string &at)
{
    std::vector<std::int64_t> ids;
    ids.reserve(questions.size());
    if (questions.empty()) {
        return ids;
    }
    if (BulkLoader *bulk = db.bulk()) {
        return insertQuestionsInBulk(*bulk, questions, at);
    }
    Statement insert =
        db.prepare("INSERT INTO ester_question(passage_id, question, occurrence, question_event, "
                   "type, events, original_events, extra, created_at) VALUES (?, ?, ?, ?, ?, ?, "
                   "?, ?, ?)");
    for (const NewQuestion &q : questions) {
        insert.bind(1, q.passage)
            .bind(2, q.record->question)
            .bind(3, q.occurrence)
            .bind(4, q.record->questionEvent)
            .bind(5, q.type)
            .bind(6, q.events)
            .bind(7, q.record->originalEvents)
            .bind(8, q.record->extra)
            .bind(9, at)
            .run();
        ids.push_back(db.lastInsertId());
    }
    return ids;
}

// An answer set an import adds: a person's (or the gold, with neither) or a model's.
struct NewAnswerSet
{
    std::int64_t question = 0;
    std::int64_t person = 0; // 0: none
    std::int64_t model = 0;  // 0: none
    std::optional<std::string> type;
    std::string answers;
};

// insertAnswerSets on an engine that takes rows in bulk: one load into a staging table and
// one INSERT (the table has row-level security, under which a server takes no bulk load).
void insertAnswerSetsInBulk(BulkLoader &bulk, const std::vector<NewAnswerSet> &sets,
                            const std::string &at)
{
    std::size_t i = 0;
    const auto id = [](TextRow &row, std::int64_t v) {
        if (v == 0) {
            row.null();
        } else {
            row.integer(v);
        }
    };
    bulk.stage("es_in_answer_set",
               "ord BIGINT, question_id BIGINT, person_id BIGINT, model_id BIGINT, type TEXT, "
               "answers TEXT",
               [&](std::string &out) {
                   if (i == sets.size()) {
                       return false;
                   }
                   const NewAnswerSet &set = sets[i];
                   TextRow row(out);
                   row.integer(static_cast<std::int64_t>(i)).integer(set.question);
                   id(row, set.person);
                   id(row, set.model);
                   optionalText(row, set.type);
                   row.text(set.answers).end();
                   ++i;
                   return true;
               });
    bulk.exec("INSERT INTO ester_answer_set(question_id, person_id, model_id, type, answers, "
              "set_at) SELECT question_id, person_id, model_id, type, answers, " +
              bulk.quoteLiteral(at) + " FROM es_in_answer_set ORDER BY ord");
}

// Adds `sets` in their order: in bulk where the engine takes rows so, else a row at a time
// (a file, where that costs no round trips).
void insertAnswerSets(Connection &db, const std::vector<NewAnswerSet> &sets, const std::string &at)
{
    if (sets.empty()) {
        return;
    }
    if (BulkLoader *bulk = db.bulk()) {
        insertAnswerSetsInBulk(*bulk, sets, at);
        return;
    }
    Statement insert = db.prepare("INSERT INTO ester_answer_set(question_id, person_id, model_id, "
                                  "type, answers, set_at) VALUES (?, ?, ?, ?, ?, ?)");
    for (const NewAnswerSet &set : sets) {
        insert.bind(1, set.question);
        set.person ? insert.bind(2, set.person) : insert.bindNull(2);
        set.model ? insert.bind(3, set.model) : insert.bindNull(3);
        insert.bind(4, set.type).bind(5, set.answers).bind(6, at).run();
    }
}

} // namespace

EsterImportSummary EsterStore::importSplit(const EsterSplitFile &file, const std::string &split,
                                           const std::string &annotator,
                                           const std::string &importedBy, const NameFields &fields)
{
    Connection &db = project_.connection();
    Transaction tx(db);
    project_.lockForImport();
    const std::string at = nowUtc();
    EsterImportSummary sum;
    sum.longAnswers = file.longAnswers;
    const std::int64_t personId = annotator.empty() ? 0 : project_.ensurePerson(annotator);
    const std::string who = annotator.empty() ? importedBy : annotator;

    Statement findPassage = db.prepare("SELECT id FROM ester_passage WHERE text = ?");
    // RETURNING gives a new row's id with the insert: on a server, lastInsertId would be
    // a round trip of its own.
    Statement insertPassage = db.prepare("INSERT INTO ester_passage(text) VALUES (?) RETURNING id");
    // A passage's questions are read once, when the file first names it, instead of one
    // look-up a question: on a server each look-up is a round trip.
    Statement passageQuestions =
        db.prepare("SELECT id, type, events, original_events, extra, question_event, question, "
                   "occurrence FROM ester_question WHERE passage_id = ?");
    struct KnownQuestion
    {
        std::int64_t id = 0;
        std::string type;
        std::optional<std::string> events, originalEvents, extra;
        std::string questionEvent;
    };
    std::map<std::pair<std::string, int>, KnownQuestion> knownQuestions; // of the passages seen
    // New questions are written after the walk, in the file's order: until then each
    // has a stand-in id, -1 for the first, -2 for the second...
    std::vector<NewQuestion> newQuestions;
    Statement updateQuestion = db.prepare("UPDATE ester_question SET type = ?, events = ?, "
                                          "original_events = ?, extra = ?, question_event = ? "
                                          "WHERE id = ?");
    Statement findSet =
        db.prepare("SELECT id, answers, type FROM ester_answer_set WHERE question_id = ? AND "
                   "person_id IS NOT DISTINCT FROM ? AND model_id IS NULL");
    std::vector<NewAnswerSet> newSets;
    Statement updateSet =
        db.prepare("UPDATE ester_answer_set SET answers = ?, type = ?, set_at = ? WHERE id = ?");

    std::unordered_map<std::string, std::int64_t> passages;
    std::unordered_map<std::string, int> occurrences;
    std::vector<std::int64_t> ids;
    ids.reserve(file.records.size());
    for (const EsterRecord &rec : file.records) {
        if (!annotator.empty() && !rec.hasAnswers) {
            throw InputError(file.source + ": [" + std::to_string(rec.index) +
                             "]: no answer_texts to import as " + annotator + "'s answers");
        }
        auto pit = passages.find(rec.context);
        if (pit == passages.end()) {
            findPassage.bind(1, rec.context);
            std::int64_t pid = 0;
            if (findPassage.step()) {
                pid = findPassage.int64(0);
                passageQuestions.bind(1, pid);
                while (passageQuestions.step()) {
                    const auto &q = passageQuestions;
                    knownQuestions.emplace(std::pair(q.text(6), q.integer(7)),
                                           KnownQuestion{q.int64(0), q.text(1), column(q, 2),
                                                         column(q, 3), column(q, 4), q.text(5)});
                }
                passageQuestions.reset();
            } else {
                insertPassage.bind(1, rec.context).step();
                pid = insertPassage.int64(0);
                insertPassage.reset();
            }
            findPassage.reset();
            pit = passages.emplace(rec.context, pid).first;
        }
        const int occurrence = occurrences[rec.context + '\x1f' + rec.question]++;
        const std::optional<std::string> events =
            rec.events ? std::optional<std::string>(ordered_json(*rec.events).dump())
                       : std::nullopt;
        const std::string type(ester::relationName(rec.type));

        std::int64_t qid = 0;
        bool newQuestion = false;
        if (const auto known = knownQuestions.find(std::pair(rec.question, occurrence));
            known != knownQuestions.end()) {
            const KnownQuestion &q = known->second;
            qid = q.id;
            ++sum.questionsKnown;
            const bool same = q.type == type && q.events == events &&
                              q.originalEvents == rec.originalEvents && q.extra == rec.extra &&
                              q.questionEvent == rec.questionEvent;
            // Only gold files speak for the question itself; a person's copy of it may
            // carry their own type, which goes with their answers.
            if (!same && annotator.empty()) {
                updateQuestion.bind(1, type)
                    .bind(2, events)
                    .bind(3, rec.originalEvents)
                    .bind(4, rec.extra)
                    .bind(5, rec.questionEvent)
                    .bind(6, qid)
                    .run();
                project_.audit(who, "question.update", "ester", std::to_string(qid), {}, type,
                               file.source);
            }
        } else {
            newQuestions.push_back({&rec, pit->second, occurrence, type, events});
            qid = -static_cast<std::int64_t>(newQuestions.size());
            newQuestion = true;
            ++sum.questionsAdded;
        }
        ids.push_back(qid);

        if (!rec.hasAnswers) {
            continue;
        }
        const std::string answers = esterAnswersJson(rec.answers);
        const std::optional<std::string> setType =
            annotator.empty() ? std::nullopt : std::optional(type);
        // A question added just now has no answers yet to look for.
        if (!newQuestion) {
            findSet.bind(1, qid);
            if (personId) {
                findSet.bind(2, personId);
            } else {
                findSet.bindNull(2);
            }
        }
        if (!newQuestion && findSet.step()) {
            const std::int64_t setId = findSet.int64(0);
            const std::string old = findSet.text(1);
            const std::optional<std::string> oldType = column(findSet, 2);
            findSet.reset();
            if (old == answers && oldType == setType) {
                ++sum.answerSetsUnchanged;
            } else {
                updateSet.bind(1, answers).bind(2, setType).bind(3, at).bind(4, setId).run();
                project_.audit(who, "answers.set", "ester", std::to_string(qid), old, answers,
                               file.source);
                ++sum.answerSetsChanged;
            }
        } else {
            findSet.reset();
            // Each record is a question of its own, so nothing in this file looks for
            // the set again before it is written.
            newSets.push_back({qid, personId, 0, setType, answers});
            ++sum.answerSetsAdded;
        }
    }
    const std::vector<std::int64_t> newIds = insertQuestions(db, newQuestions, at);
    for (std::int64_t &id : ids) {
        if (id < 0) {
            id = newIds[static_cast<std::size_t>(-id - 1)];
        }
    }
    for (NewAnswerSet &set : newSets) {
        if (set.question < 0) {
            set.question = newIds[static_cast<std::size_t>(-set.question - 1)];
        }
    }
    insertAnswerSets(db, newSets, at);

    std::int64_t sid = splitId(db, split);
    if (sid != 0) {
        const std::vector<std::int64_t> listed = splitListing(db, sid);
        if (listed != ids) {
            throw InputError(file.source + ": split \"" + split + "\" already lists " +
                             std::to_string(listed.size()) +
                             " questions that differ from this file's " +
                             std::to_string(ids.size()) + "; name this one with " + fields.split);
        }
    } else {
        db.prepare("INSERT INTO ester_split(name) VALUES (?)").bind(1, split).run();
        sid = db.lastInsertId();
        if (BulkLoader *bulk = db.bulk()) {
            // The listing in one load rather than a round trip a question.
            std::size_t i = 0;
            bulk->loadText("ester_split_question(split_id, position, question_id)",
                           [&](std::string &out) {
                               if (i == ids.size()) {
                                   return false;
                               }
                               TextRow(out)
                                   .integer(sid)
                                   .integer(static_cast<std::int64_t>(i))
                                   .integer(ids[i])
                                   .end();
                               ++i;
                               return true;
                           });
        } else {
            Statement list = db.prepare("INSERT INTO ester_split_question(split_id, position, "
                                        "question_id) VALUES (?, ?, ?)");
            for (std::size_t i = 0; i < ids.size(); ++i) {
                list.bind(1, sid).bind(2, static_cast<std::int64_t>(i)).bind(3, ids[i]).run();
            }
        }
    }
    ordered_json detail = {{"split", split},
                           {"annotator", annotator},
                           {"questions_added", sum.questionsAdded},
                           {"answer_sets_added", sum.answerSetsAdded},
                           {"answer_sets_changed", sum.answerSetsChanged},
                           {"long_answers", sum.longAnswers}};
    project_.audit(importedBy, "import", "ester", file.source, {}, {}, detail.dump());
    tx.commit();
    return sum;
}

EsterImportSummary EsterStore::importPredictions(const EsterPredictionFile &file,
                                                 const std::string &model, const std::string &split,
                                                 const std::string &importedBy,
                                                 const NameFields &fields)
{
    Connection &db = project_.connection();
    Transaction tx(db);
    project_.lockForImport();
    const std::string at = nowUtc();
    const std::int64_t sid = splitId(db, split);
    if (sid == 0) {
        throw InputError(file.source + ": the project has no ESTER split \"" + split +
                         "\" (import the split first, or name it with " + fields.split + ")");
    }
    const std::vector<std::int64_t> ids = splitListing(db, sid);
    if (ids.size() != file.answers.size()) {
        throw InputError(file.source + ": " + std::to_string(file.answers.size()) +
                         " answer lists, but split \"" + split + "\" has " +
                         std::to_string(ids.size()) + " questions");
    }
    const std::int64_t modelId = project_.ensureModel(model);
    EsterImportSummary sum;
    sum.questionsKnown = ids.size();
    // The model's answer sets read at once rather than one look-up a question.
    std::unordered_map<std::int64_t, std::pair<std::int64_t, std::string>> stored;
    forEachRow(
        db,
        "SELECT question_id, id, answers FROM ester_answer_set WHERE model_id = " +
            std::to_string(modelId),
        [&](const auto &s) { stored.emplace(s.int64(0), std::pair(s.int64(1), s.text(2))); });
    std::vector<NewAnswerSet> newSets;
    std::unordered_map<std::int64_t, std::size_t> newSetOf; // question -> index in newSets
    Statement updateSet =
        db.prepare("UPDATE ester_answer_set SET answers = ?, set_at = ? WHERE id = ?");
    for (std::size_t i = 0; i < ids.size(); ++i) {
        std::vector<EsterAnswer> answers;
        for (const std::string &t : file.answers[i]) {
            answers.push_back({t, std::nullopt});
        }
        const std::string json = esterAnswersJson(answers);
        if (const auto pending = newSetOf.find(ids[i]); pending != newSetOf.end()) {
            // A question the split lists twice: its set is added, then the same or changed.
            std::string &added = newSets[pending->second].answers;
            if (added == json) {
                ++sum.answerSetsUnchanged;
            } else {
                added = json;
                ++sum.answerSetsChanged;
            }
        } else if (const auto found = stored.find(ids[i]); found != stored.end()) {
            const std::int64_t setId = found->second.first;
            const bool same = found->second.second == json;
            if (same) {
                ++sum.answerSetsUnchanged;
            } else {
                updateSet.bind(1, json).bind(2, at).bind(3, setId).run();
                found->second.second = json;
                ++sum.answerSetsChanged;
            }
        } else {
            newSetOf.emplace(ids[i], newSets.size());
            newSets.push_back({ids[i], 0, modelId, std::nullopt, json});
            ++sum.answerSetsAdded;
        }
    }
    insertAnswerSets(db, newSets, at);
    db.prepare("INSERT INTO ester_prediction_run(model_id, split_id, imported_at) VALUES (?, ?, ?) "
               "ON CONFLICT (model_id, split_id) DO UPDATE SET imported_at = excluded.imported_at")
        .bind(1, modelId)
        .bind(2, sid)
        .bind(3, at)
        .run();
    ordered_json detail = {{"split", split},
                           {"model", model},
                           {"answer_sets_added", sum.answerSetsAdded},
                           {"answer_sets_changed", sum.answerSetsChanged}};
    project_.audit(importedBy, "import", "ester", file.source, {}, {}, detail.dump());
    tx.commit();
    return sum;
}

bool EsterStore::holdsAny()
{
    return holdsRows(project_.connection(), "ester_question");
}

ordered_json EsterStore::exportSplit(const std::string &split, const std::string &annotator,
                                     bool adjudicated)
{
    Connection &db = project_.connection();
    const ReadTransaction read(db);
    const std::int64_t sid = splitId(db, split);
    if (sid == 0) {
        throw InputError("the project has no ESTER split \"" + split + "\"");
    }
    std::int64_t personId = 0;
    if (!annotator.empty()) {
        const auto id = project_.findPerson(annotator);
        if (!id) {
            throw InputError("the project has no person \"" + annotator + "\"");
        }
        personId = *id;
    }
    Statement s =
        db.prepare("SELECT p.text, q.question, q.question_event, q.type, q.events, "
                   "q.original_events, q.extra, "
                   "a.answers, a.type, a.id IS NOT NULL, d.type, d.answers "
                   "FROM ester_split_question sq JOIN ester_question q ON q.id = sq.question_id "
                   "JOIN ester_passage p ON p.id = q.passage_id "
                   "LEFT JOIN ester_answer_set a ON a.question_id = q.id AND a.person_id IS NOT "
                   "DISTINCT FROM ? AND a.model_id IS NULL "
                   "LEFT JOIN ester_adjudication d ON d.question_id = q.id "
                   "WHERE sq.split_id = ? ORDER BY sq.position");
    if (personId) {
        s.bind(1, personId);
    } else {
        s.bindNull(1);
    }
    s.bind(2, sid);
    ordered_json out = ordered_json::array();
    while (s.step()) {
        const bool answered = s.integer(9) != 0;
        if (personId && !answered) {
            continue;
        }
        EsterRecord r;
        r.context = s.text(0);
        r.question = s.text(1);
        r.questionEvent = s.text(2);
        r.type = ester::relationFromName(s.textView(3)).value_or(ester::Relation::Causal);
        if (personId) {
            r.type = typeFrom(s, 8).value_or(r.type);
        }
        if (!s.isNull(4)) {
            r.events = ordered_json::parse(s.textView(4)).get<std::vector<std::string>>();
        }
        r.originalEvents = column(s, 5);
        r.extra = column(s, 6);
        r.hasAnswers = answered;
        if (answered) {
            r.answers = esterAnswersFromJson(s.textView(7));
        }
        if (adjudicated && !personId && !s.isNull(10)) {
            r.type = ester::relationFromName(s.textView(10)).value_or(r.type);
            r.hasAnswers = true;
            r.answers = esterAnswersFromJson(s.textView(11));
        }
        out.push_back(esterRecordJson(r));
    }
    return out;
}

std::optional<EsterAdjudication>
EsterStore::adjudicate(std::int64_t questionId, const std::string &person,
                       const std::optional<EsterAdjudication> &decision,
                       const ExpectedDecision &expected, std::optional<DecisionStamp> *inForce)
{
    Connection &db = project_.connection();
    Transaction tx(db);
    const Person adjudicator = project_.requireAdjudicator(person);
    Statement find = db.prepare("SELECT id FROM ester_question WHERE id = ?");
    find.bind(1, questionId);
    if (!find.step()) {
        throw InputError(project_.path() + ": no ESTER question with id " +
                         std::to_string(questionId));
    }
    lockDecision(db, "ester", std::to_string(questionId));
    find =
        db.prepare("SELECT d.type, d.answers, d.note, w.name, d.set_at FROM ester_adjudication d "
                   "JOIN person w ON w.id = d.person_id WHERE d.question_id = ?");
    find.bind(1, questionId);
    std::optional<EsterAdjudication> old;
    std::optional<DecisionStamp> stamp;
    if (find.step()) {
        old = EsterAdjudication{
            ester::relationFromName(find.textView(0)).value_or(ester::Relation::Causal),
            esterAnswersFromJson(find.textView(1)), find.text(2)};
        stamp = DecisionStamp{find.text(3), find.text(4)};
    }
    find = Statement();
    auto describe = [](const std::optional<EsterAdjudication> &d) {
        return d ? setDescription(EsterAnswerSet{d->type, d->answers}) : std::string();
    };
    checkDecision(project_, expected, stamp, describe(old), "ester", std::to_string(questionId),
                  "ESTER question " + std::to_string(questionId));
    if (old == decision) {
        if (inForce) {
            *inForce = stamp;
        }
        return old;
    }
    const std::string at = nowUtc();
    if (decision) {
        db.prepare(
              "INSERT INTO ester_adjudication(question_id, type, answers, person_id, note, set_at) "
              "VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT(question_id) DO UPDATE SET type = "
              "excluded.type, "
              "answers = excluded.answers, person_id = excluded.person_id, note = excluded.note, "
              "set_at = excluded.set_at")
            .bind(1, questionId)
            .bind(2, ester::relationName(decision->type))
            .bind(3, esterAnswersJson(decision->answers))
            .bind(4, adjudicator.id)
            .bind(5, decision->note)
            .bind(6, at)
            .run();
    } else {
        db.prepare("DELETE FROM ester_adjudication WHERE question_id = ?")
            .bind(1, questionId)
            .run();
    }
    project_.audit(person, decision ? "adjudicate" : "adjudication.withdraw", "ester",
                   std::to_string(questionId), describe(old), describe(decision),
                   decision ? decision->note : std::string());
    // On a team server the decision's author is the connected login, whatever was sent.
    const std::string written = decision
                                    ? decisionAuthor(db, "ester_adjudication", "question_id = ?",
                                                     [&](Statement &s) { s.bind(1, questionId); })
                                    : std::string();
    tx.commit();
    if (inForce) {
        *inForce = decision ? std::optional(DecisionStamp{written, at}) : std::nullopt;
    }
    return old;
}

std::int64_t EsterStore::addQuestion(std::int64_t passageId, const std::string &person,
                                     const std::string &question, const std::string &questionEvent,
                                     const EsterAnswerSet &answers, int *occurrenceOut)
{
    Connection &db = project_.connection();
    Transaction tx(db);
    const std::int64_t personId = project_.ensureAnnotator(person);
    Statement occ = db.prepare("SELECT coalesce(max(occurrence) + 1, 0) FROM ester_question WHERE "
                               "passage_id = ? AND question = ?");
    occ.bind(1, passageId).bind(2, question);
    occ.step();
    const int occurrence = occ.integer(0);
    db.prepare("INSERT INTO ester_question(passage_id, question, occurrence, question_event, type, "
               "author_id, created_at) "
               "VALUES (?, ?, ?, ?, ?, ?, ?)")
        .bind(1, passageId)
        .bind(2, question)
        .bind(3, occurrence)
        .bind(4, questionEvent)
        .bind(5, std::string(ester::relationName(answers.type.value_or(ester::Relation::Causal))))
        .bind(6, personId)
        .bind(7, nowUtc())
        .run();
    const std::int64_t qid = db.lastInsertId();
    db.prepare("INSERT INTO ester_answer_set(question_id, person_id, type, answers, set_at) VALUES "
               "(?, ?, ?, ?, ?)")
        .bind(1, qid)
        .bind(2, personId)
        .bind(3, typeText(answers.type))
        .bind(4, esterAnswersJson(answers.answers))
        .bind(5, nowUtc())
        .run();
    project_.audit(person, "question.add", "ester", std::to_string(qid), {}, question,
                   setDescription(answers));
    tx.commit();
    if (occurrenceOut) {
        *occurrenceOut = occurrence;
    }
    return qid;
}

void EsterStore::removeQuestion(std::int64_t questionId, const std::string &person)
{
    Connection &db = project_.connection();
    Transaction tx(db);
    project_.ensureAnnotator(person);
    Statement q = db.prepare("SELECT question FROM ester_question WHERE id = ?");
    q.bind(1, questionId);
    if (!q.step()) {
        throw InputError("no ESTER question " + std::to_string(questionId));
    }
    const std::string text = q.text(0);
    q.reset();
    // A question an annotator wrote is in no split; on a team's server they may not
    // change the splits' listings, so the listing is only written when it holds it.
    Statement listed = db.prepare("SELECT 1 FROM ester_split_question WHERE question_id = ?");
    listed.bind(1, questionId);
    const bool inSplit = listed.step();
    listed = Statement();
    for (const char *sql :
         {"DELETE FROM ester_answer_set WHERE question_id = ?",
          "DELETE FROM ester_review WHERE question_id = ?",
          inSplit ? "DELETE FROM ester_split_question WHERE question_id = ?" : nullptr,
          "DELETE FROM ester_question WHERE id = ?"}) {
        if (sql) {
            db.prepare(sql).bind(1, questionId).run();
        }
    }
    project_.audit(person, "question.remove", "ester", std::to_string(questionId), text, {});
    tx.commit();
}

EsterStore::QuestionText EsterStore::setQuestionText(std::int64_t questionId,
                                                     const std::string &person,
                                                     const QuestionText &text)
{
    Connection &db = project_.connection();
    Transaction tx(db);
    project_.ensureAnnotator(person);
    Statement q = db.prepare("SELECT question, question_event FROM ester_question WHERE id = ?");
    q.bind(1, questionId);
    if (!q.step()) {
        throw InputError("no ESTER question " + std::to_string(questionId));
    }
    QuestionText old{q.text(0), q.text(1)};
    q.reset();
    db.prepare("UPDATE ester_question SET question = ?, question_event = ? WHERE id = ?")
        .bind(1, text.question)
        .bind(2, text.questionEvent)
        .bind(3, questionId)
        .run();
    project_.audit(person, "question.edit", "ester", std::to_string(questionId), old.question,
                   text.question);
    tx.commit();
    return old;
}

std::optional<EsterAnswerSet> EsterStore::setAnswers(std::int64_t questionId,
                                                     const std::string &person,
                                                     const std::optional<EsterAnswerSet> &answers)
{
    Connection &db = project_.connection();
    Transaction tx(db);
    const std::int64_t personId = project_.ensureAnnotator(person);
    Statement find = db.prepare(
        "SELECT id, type, answers FROM ester_answer_set WHERE question_id = ? AND person_id = ?");
    find.bind(1, questionId).bind(2, personId);
    std::optional<EsterAnswerSet> old;
    std::int64_t setId = 0;
    if (find.step()) {
        setId = find.int64(0);
        old = EsterAnswerSet{typeFrom(find, 1), esterAnswersFromJson(find.textView(2))};
    }
    find.reset();
    if (!answers) {
        if (setId) {
            db.prepare("DELETE FROM ester_answer_set WHERE id = ?").bind(1, setId).run();
        }
    } else if (setId) {
        db.prepare("UPDATE ester_answer_set SET type = ?, answers = ?, set_at = ? WHERE id = ?")
            .bind(1, typeText(answers->type))
            .bind(2, esterAnswersJson(answers->answers))
            .bind(3, nowUtc())
            .bind(4, setId)
            .run();
    } else {
        db.prepare("INSERT INTO ester_answer_set(question_id, person_id, type, answers, set_at) "
                   "VALUES (?, ?, ?, ?, ?)")
            .bind(1, questionId)
            .bind(2, personId)
            .bind(3, typeText(answers->type))
            .bind(4, esterAnswersJson(answers->answers))
            .bind(5, nowUtc())
            .run();
    }
    project_.audit(person, answers ? "answers.set" : "answers.clear", "ester",
                   std::to_string(questionId), setDescription(old), setDescription(answers));
    tx.commit();
    return old;
}

std::optional<std::vector<EsterSpan>>
EsterStore::setTriggers(std::int64_t passageId, const std::string &person,
                        const std::optional<std::vector<EsterSpan>> &spans)
{
    Connection &db = project_.connection();
    Transaction tx(db);
    const std::int64_t personId = project_.ensureAnnotator(person);
    Statement find =
        db.prepare("SELECT spans FROM ester_trigger_set WHERE passage_id = ? AND person_id = ?");
    find.bind(1, passageId).bind(2, personId);
    std::optional<std::vector<EsterSpan>> old;
    if (find.step()) {
        old = spansFromJson(find.textView(0));
    }
    find.reset();
    if (spans) {
        db.prepare("INSERT INTO ester_trigger_set(passage_id, person_id, spans, set_at) VALUES (?, "
                   "?, ?, ?) "
                   "ON CONFLICT (passage_id, person_id) DO UPDATE SET spans = excluded.spans, "
                   "set_at = excluded.set_at")
            .bind(1, passageId)
            .bind(2, personId)
            .bind(3, spansJson(*spans))
            .bind(4, nowUtc())
            .run();
    } else {
        db.prepare("DELETE FROM ester_trigger_set WHERE passage_id = ? AND person_id = ?")
            .bind(1, passageId)
            .bind(2, personId)
            .run();
    }
    project_.audit(person, "triggers.set", "ester", "passage " + std::to_string(passageId),
                   old ? spansJson(*old) : std::string(),
                   spans ? spansJson(*spans) : std::string());
    tx.commit();
    return old;
}

std::optional<EsterReviewValue> EsterStore::setReview(std::int64_t questionId,
                                                      const std::string &person,
                                                      const std::optional<EsterReviewValue> &review)
{
    Connection &db = project_.connection();
    Transaction tx(db);
    const std::int64_t personId = project_.ensureAnnotator(person);
    Statement find = db.prepare("SELECT valid, reason, reason_code FROM ester_review WHERE "
                                "question_id = ? AND person_id = ?");
    find.bind(1, questionId).bind(2, personId);
    std::optional<EsterReviewValue> old;
    if (find.step()) {
        old = EsterReviewValue{find.integer(0) != 0, find.text(1), reasonFrom(find, 2)};
    }
    find.reset();
    auto describe = [](const std::optional<EsterReviewValue> &r) {
        if (!r) {
            return std::string();
        }
        std::string out = r->valid ? "valid" : "invalid";
        if (!r->valid && r->reasonCode) {
            out += " (" + std::string(ester::invalidReasonName(*r->reasonCode)) + ")";
        }
        return r->reason.empty() ? out : out + ": " + r->reason;
    };
    if (review) {
        // A valid question has no reason to be invalid.
        const std::optional<std::string> code =
            !review->valid && review->reasonCode
                ? std::optional<std::string>(ester::invalidReasonName(*review->reasonCode))
                : std::nullopt;
        db.prepare("INSERT INTO ester_review(question_id, person_id, valid, reason, reason_code, "
                   "set_at) VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT (question_id, person_id) DO "
                   "UPDATE SET valid = excluded.valid, reason = excluded.reason, reason_code = "
                   "excluded.reason_code, set_at = excluded.set_at")
            .bind(1, questionId)
            .bind(2, personId)
            .bind(3, review->valid ? 1 : 0)
            .bind(4, review->reason)
            .bind(5, code)
            .bind(6, nowUtc())
            .run();
    } else {
        db.prepare("DELETE FROM ester_review WHERE question_id = ? AND person_id = ?")
            .bind(1, questionId)
            .bind(2, personId)
            .run();
    }
    project_.audit(person, review ? "review.set" : "review.clear", "ester",
                   std::to_string(questionId), describe(old), describe(review));
    tx.commit();
    return old;
}

} // namespace es::db
