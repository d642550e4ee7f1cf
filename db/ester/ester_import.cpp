// EsterStore's imports: a split file's questions and answer sets, and a model's answers to
// a split's questions. New rows are written after the file is walked, in its order: in
// bulk where the engine takes rows so, else through statements, a row at a time.

#include "db/engine/bulk.h"
#include "db/engine/rows.h"
#include "db/ester/ester_store.h"
#include "db/ester/ester_store_parts.h"

#include <map>
#include <unordered_map>
#include <utility>

namespace es::db {

using nlohmann::ordered_json;
namespace ester = metrics::ester;
using ester_store::column;
using ester_store::splitId;
using ester_store::splitListing;

namespace {

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

// insertListing on an engine that takes rows in bulk: the listing in one load rather than
// a round trip a question.
void insertListingInBulk(BulkLoader &bulk, std::int64_t split, const std::vector<std::int64_t> &ids)
{
    std::size_t i = 0;
    bulk.loadText("ester_split_question(split_id, position, question_id)", [&](std::string &out) {
        if (i == ids.size()) {
            return false;
        }
        TextRow(out).integer(split).integer(static_cast<std::int64_t>(i)).integer(ids[i]).end();
        ++i;
        return true;
    });
}

// A new split's listing of `ids`, in their order: in bulk where the engine takes rows so,
// else a row at a time.
void insertListing(Connection &db, std::int64_t split, const std::vector<std::int64_t> &ids)
{
    if (BulkLoader *bulk = db.bulk()) {
        insertListingInBulk(*bulk, split, ids);
        return;
    }
    Statement list = db.prepare("INSERT INTO ester_split_question(split_id, position, "
                                "question_id) VALUES (?, ?, ?)");
    for (std::size_t i = 0; i < ids.size(); ++i) {
        list.bind(1, split).bind(2, static_cast<std::int64_t>(i)).bind(3, ids[i]).run();
    }
}

// A split file's import (EsterStore::importSplit), in steps: the walk of its records, each
// one's passage found or added, its question known (and updated from a gold file) or new,
// its answer set the same, changed or new; then the new questions and sets written; then
// the split's listing checked or written.
class SplitImport
{
  public:
    SplitImport(Project &project, const EsterSplitFile &file, const std::string &annotator,
                const std::string &importedBy);

    void walk();
    // The new questions and answer sets, the questions' stand-in ids replaced by their own.
    void storeNew();
    // A split name that exists must list the same questions in the same order.
    void list(const std::string &split, const NameFields &fields);
    const EsterImportSummary &summary() const { return sum_; }

  private:
    struct KnownQuestion
    {
        std::int64_t id = 0;
        std::string type;
        std::optional<std::string> events, originalEvents, extra;
        std::string questionEvent;
    };

    // The passage of `context`, found or added, looked up once a file.
    std::int64_t passageOf(const std::string &context);
    // The record's question's id: a known one's, updated from a gold file where it
    // differs, or a new one's stand-in.
    std::int64_t questionOf(const EsterRecord &rec, std::int64_t passage, int occurrence,
                            const std::string &type, const std::optional<std::string> &events);
    // The record's answer set, compared with the one stored for the question.
    void compareAnswers(const EsterRecord &rec, std::int64_t qid, const std::string &type);

    Project &project_;
    Connection &db_;
    const EsterSplitFile &file_;
    const std::string &annotator_;
    const std::string at_;
    EsterImportSummary sum_;
    const std::int64_t personId_;
    const std::string who_;

    Statement findPassage_;
    Statement insertPassage_;
    Statement passageQuestions_;
    std::map<std::pair<std::string, int>, KnownQuestion> knownQuestions_; // of the passages seen
    // New questions are written after the walk, in the file's order: until then each
    // has a stand-in id, -1 for the first, -2 for the second...
    std::vector<NewQuestion> newQuestions_;
    Statement updateQuestion_;
    Statement findSet_;
    std::vector<NewAnswerSet> newSets_;
    Statement updateSet_;

    std::unordered_map<std::string, std::int64_t> passages_;
    std::unordered_map<std::string, int> occurrences_;
    std::vector<std::int64_t> ids_;
};

SplitImport::SplitImport(Project &project, const EsterSplitFile &file, const std::string &annotator,
                         const std::string &importedBy)
    : project_(project), db_(project.connection()), file_(file), annotator_(annotator),
      at_(nowUtc()), personId_(annotator.empty() ? 0 : project.ensurePerson(annotator)),
      who_(annotator.empty() ? importedBy : annotator),
      findPassage_(db_.prepare("SELECT id FROM ester_passage WHERE text = ?")),
      // RETURNING gives a new row's id with the insert: on a server, lastInsertId would be
      // a round trip of its own.
      insertPassage_(db_.prepare("INSERT INTO ester_passage(text) VALUES (?) RETURNING id")),
      // A passage's questions are read once, when the file first names it, instead of one
      // look-up a question: on a server each look-up is a round trip.
      passageQuestions_(db_.prepare("SELECT id, type, events, original_events, extra, "
                                    "question_event, question, occurrence FROM ester_question "
                                    "WHERE passage_id = ?")),
      updateQuestion_(db_.prepare("UPDATE ester_question SET type = ?, events = ?, "
                                  "original_events = ?, extra = ?, question_event = ? "
                                  "WHERE id = ?")),
      findSet_(db_.prepare("SELECT id, answers, type FROM ester_answer_set WHERE question_id = ? "
                           "AND person_id IS NOT DISTINCT FROM ? AND model_id IS NULL")),
      updateSet_(
          db_.prepare("UPDATE ester_answer_set SET answers = ?, type = ?, set_at = ? WHERE id = ?"))
{
    sum_.longAnswers = file.longAnswers;
}

void SplitImport::walk()
{
    ids_.reserve(file_.records.size());
    for (const EsterRecord &rec : file_.records) {
        if (!annotator_.empty() && !rec.hasAnswers) {
            throw InputError(file_.source + ": [" + std::to_string(rec.index) +
                             "]: no answer_texts to import as " + annotator_ + "'s answers");
        }
        const std::int64_t passage = passageOf(rec.context);
        const int occurrence = occurrences_[rec.context + '\x1f' + rec.question]++;
        const std::optional<std::string> events =
            rec.events ? std::optional<std::string>(ordered_json(*rec.events).dump())
                       : std::nullopt;
        const std::string type(ester::relationName(rec.type));

        const std::int64_t qid = questionOf(rec, passage, occurrence, type, events);
        ids_.push_back(qid);

        if (rec.hasAnswers) {
            compareAnswers(rec, qid, type);
        }
    }
}

std::int64_t SplitImport::passageOf(const std::string &context)
{
    auto pit = passages_.find(context);
    if (pit != passages_.end()) {
        return pit->second;
    }
    findPassage_.bind(1, context);
    std::int64_t pid = 0;
    if (findPassage_.step()) {
        pid = findPassage_.int64(0);
        passageQuestions_.bind(1, pid);
        while (passageQuestions_.step()) {
            const auto &q = passageQuestions_;
            knownQuestions_.emplace(std::pair(q.text(6), q.integer(7)),
                                    KnownQuestion{q.int64(0), q.text(1), column(q, 2), column(q, 3),
                                                  column(q, 4), q.text(5)});
        }
        passageQuestions_.reset();
    } else {
        insertPassage_.bind(1, context).step();
        pid = insertPassage_.int64(0);
        insertPassage_.reset();
    }
    findPassage_.reset();
    passages_.emplace(context, pid);
    return pid;
}

std::int64_t SplitImport::questionOf(const EsterRecord &rec, std::int64_t passage, int occurrence,
                                     const std::string &type,
                                     const std::optional<std::string> &events)
{
    const auto known = knownQuestions_.find(std::pair(rec.question, occurrence));
    if (known == knownQuestions_.end()) {
        newQuestions_.push_back({&rec, passage, occurrence, type, events});
        ++sum_.questionsAdded;
        return -static_cast<std::int64_t>(newQuestions_.size());
    }
    const KnownQuestion &q = known->second;
    ++sum_.questionsKnown;
    const bool same = q.type == type && q.events == events &&
                      q.originalEvents == rec.originalEvents && q.extra == rec.extra &&
                      q.questionEvent == rec.questionEvent;
    // Only gold files speak for the question itself; a person's copy of it may
    // carry their own type, which goes with their answers.
    if (!same && annotator_.empty()) {
        updateQuestion_.bind(1, type)
            .bind(2, events)
            .bind(3, rec.originalEvents)
            .bind(4, rec.extra)
            .bind(5, rec.questionEvent)
            .bind(6, q.id)
            .run();
        project_.audit(who_, "question.update", "ester", std::to_string(q.id), {}, type,
                       file_.source);
    }
    return q.id;
}

void SplitImport::compareAnswers(const EsterRecord &rec, std::int64_t qid, const std::string &type)
{
    const bool newQuestion = qid < 0;
    const std::string answers = esterAnswersJson(rec.answers);
    const std::optional<std::string> setType =
        annotator_.empty() ? std::nullopt : std::optional(type);
    // A question added just now has no answers yet to look for.
    if (!newQuestion) {
        findSet_.bind(1, qid);
        if (personId_) {
            findSet_.bind(2, personId_);
        } else {
            findSet_.bindNull(2);
        }
    }
    if (!newQuestion && findSet_.step()) {
        const std::int64_t setId = findSet_.int64(0);
        const std::string old = findSet_.text(1);
        const std::optional<std::string> oldType = column(findSet_, 2);
        findSet_.reset();
        if (old == answers && oldType == setType) {
            ++sum_.answerSetsUnchanged;
        } else {
            updateSet_.bind(1, answers).bind(2, setType).bind(3, at_).bind(4, setId).run();
            project_.audit(who_, "answers.set", "ester", std::to_string(qid), old, answers,
                           file_.source);
            ++sum_.answerSetsChanged;
        }
    } else {
        findSet_.reset();
        // Each record is a question of its own, so nothing in this file looks for
        // the set again before it is written.
        newSets_.push_back({qid, personId_, 0, setType, answers});
        ++sum_.answerSetsAdded;
    }
}

void SplitImport::storeNew()
{
    const std::vector<std::int64_t> newIds = insertQuestions(db_, newQuestions_, at_);
    for (std::int64_t &id : ids_) {
        if (id < 0) {
            id = newIds[static_cast<std::size_t>(-id - 1)];
        }
    }
    for (NewAnswerSet &set : newSets_) {
        if (set.question < 0) {
            set.question = newIds[static_cast<std::size_t>(-set.question - 1)];
        }
    }
    insertAnswerSets(db_, newSets_, at_);
}

void SplitImport::list(const std::string &split, const NameFields &fields)
{
    const std::int64_t sid = splitId(db_, split);
    if (sid != 0) {
        const std::vector<std::int64_t> listed = splitListing(db_, sid);
        if (listed != ids_) {
            throw InputError(file_.source + ": split \"" + split + "\" already lists " +
                             std::to_string(listed.size()) +
                             " questions that differ from this file's " +
                             std::to_string(ids_.size()) + "; name this one with " + fields.split);
        }
        return;
    }
    db_.prepare("INSERT INTO ester_split(name) VALUES (?)").bind(1, split).run();
    insertListing(db_, db_.lastInsertId(), ids_);
}

} // namespace

EsterImportSummary EsterStore::importSplit(const EsterSplitFile &file, const std::string &split,
                                           const std::string &annotator,
                                           const std::string &importedBy, const NameFields &fields)
{
    Connection &db = project_.connection();
    Transaction tx(db);
    project_.lockForImport();
    SplitImport import(project_, file, annotator, importedBy);
    import.walk();
    import.storeNew();
    import.list(split, fields);
    EsterImportSummary sum = import.summary();
    const ordered_json detail = {{"split", split},
                                 {"annotator", annotator},
                                 {"questions_added", sum.questionsAdded},
                                 {"answer_sets_added", sum.answerSetsAdded},
                                 {"answer_sets_changed", sum.answerSetsChanged},
                                 {"long_answers", sum.longAnswers}};
    project_.audit(importedBy, "import", "ester", file.source, {}, {}, detail.dump());
    // A person's answers name the questions of the split they answer: only gold is a split
    // of the data (the entry just written says this one is).
    if (annotator.empty()) {
        sum.sharedPassages = passagesSharedWith(split);
    }
    tx.commit();
    return sum;
}

EsterImportSummary EsterStore::importPredictions(const EsterPredictionFile &file,
                                                 const std::string &model, const std::string &split,
                                                 const std::string &importedBy,
                                                 const NameFields &fields, const ModelSeed &seed)
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
    const std::int64_t modelId = project_.ensureModelRun(model, seed);
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
    if (!seed.empty()) {
        detail["seed_of"] = seed.of;
        detail["seed"] = seed.seed;
    }
    project_.audit(importedBy, "import", "ester", file.source, {}, {}, detail.dump());
    tx.commit();
    return sum;
}

} // namespace es::db
