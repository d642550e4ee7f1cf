// EsterStore's snapshot: a project's ESTER passages, questions, answer sets, decisions,
// splits, models' runs, triggers and reviews read whole, in steps (EsterStore::load).

#include "db/compact_json.h"
#include "db/engine/rows.h"
#include "db/ester/ester_store.h"
#include "db/ester/ester_store_parts.h"
#include "metrics/parallel.h"

#include <algorithm>
#include <unordered_map>

namespace es::db {

using nlohmann::ordered_json;
namespace ester = metrics::ester;
using ester_store::reasonFrom;
using ester_store::spansFromJson;
using ester_store::typeFrom;

namespace {

struct AnswerSet
{
    std::int64_t person; // 0: none
    std::int64_t model;  // 0: none; both 0: gold
    std::int64_t question;
    std::optional<ester::Relation> type;
    std::string json;
    std::vector<EsterAnswer> answers;
};

struct Decision
{
    std::int64_t question;
    std::optional<ester::Relation> type;
    std::vector<EsterAnswer> answers;
    EsterSnapshot::Question::Decision decision;
};

// Models: one rater per (model, split), over that split's questions.
struct Run
{
    std::int64_t model;
    std::string name;
    std::size_t split;
    std::string seedOf;
    std::string seed;
};

// A load's steps: the tables read in turn into the snapshot (or aside, what must wait for
// the answer sets), then, once the sets are parsed, the gold, the decisions, the people and
// the models put in their places.
class SnapshotReader
{
  public:
    SnapshotReader(Connection &db, const EsterLoadOptions &options, EsterSnapshot &snap)
        : db_(db), options_(options), snap_(snap)
    {
    }

    // Every answer set, its JSON not parsed yet; they stay with the reader.
    std::vector<AnswerSet> &readAnswerSets();
    void readPassages();
    void readQuestions();
    void readDecisions();
    void readPeople();
    void readSplits();
    void readRuns();
    void readTriggers();
    void readReviews();

    // Once the answer sets are parsed.
    void placeAnswerSets();
    void placeDecisions();
    void addPeople();
    void addModels();

  private:
    // Questions the server sent out of id order put in it.
    void keepQuestionsInIdOrder();

    Connection &db_;
    const EsterLoadOptions &options_;
    EsterSnapshot &snap_;
    std::vector<AnswerSet> sets_;
    std::unordered_map<std::int64_t, std::uint32_t> passageIndex_;
    std::vector<Decision> decisions_;
    std::vector<std::pair<std::int64_t, std::string>> people_; // by name
    std::vector<Run> runs_;
    // People by name, each's answer sets by question; models' sets by question.
    std::unordered_map<std::int64_t, std::vector<AnswerSet *>> byPerson_;
    std::unordered_map<std::int64_t, std::unordered_map<std::uint32_t, std::vector<EsterAnswer>>>
        byModel_;
};

std::vector<AnswerSet> &SnapshotReader::readAnswerSets()
{
    forEachRow(
        db_,
        "SELECT coalesce(person_id, 0), coalesce(model_id, 0), question_id, type, answers "
        "FROM ester_answer_set",
        [&](const auto &s) {
            sets_.push_back({s.int64(0), s.int64(1), s.int64(2), typeFrom(s, 3), s.text(4), {}});
        });
    return sets_;
}

void SnapshotReader::readPassages()
{
    // Passage texts are read either way: a report counts their tokens, and passages are
    // few beside the questions.
    forEachRow(db_, "SELECT id, text FROM ester_passage ORDER BY id", [&](const auto &s) {
        passageIndex_.emplace(s.int64(0), static_cast<std::uint32_t>(snap_.passages.size()));
        snap_.passages.push_back({s.int64(0), s.text(1), {}, {}});
    });
}

void SnapshotReader::readQuestions()
{
    // Questions are kept in id order. A server sends them as its table lies
    // (orderedWhereFree), usually that order already; at 100,000 questions its plan
    // for the order took 0.37 s, the table as it lies 0.04 s.
    forEachRow(db_,
               orderedWhereFree(db_,
                                std::string("SELECT q.id, q.passage_id, q.question, ") +
                                    (options_.text ? "q.question_event, " : "'', ") +
                                    "q.type, q.occurrence, q.events, " +
                                    (options_.text ? "q.original_events, " : "NULL, ") +
                                    "p.name, q.extra FROM ester_question q LEFT JOIN "
                                    "person p ON p.id = q.author_id",
                                "q.id"),
               [&](const auto &s) {
                   EsterSnapshot::Question q;
                   q.id = s.int64(0);
                   q.passage = passageIndex_.at(s.int64(1));
                   q.question = s.text(2);
                   q.questionEvent = s.text(3);
                   q.type =
                       ester::relationFromName(s.textView(4)).value_or(ester::Relation::Causal);
                   q.occurrence = s.integer(5);
                   if (!s.isNull(6)) {
                       CompactJson events(s.textView(6));
                       if (!events.strings(q.events) || !events.done()) {
                           q.events.clear();
                           for (const auto &e : ordered_json::parse(s.textView(6))) {
                               q.events.push_back(e.template get<std::string>());
                           }
                       }
                   }
                   if (!s.isNull(7)) {
                       q.releasedTriggers = true;
                       // The released triggers of a question: the spans of its original_events.
                       auto &triggers = snap_.passages[q.passage].releasedTriggers;
                       const std::vector<EsterSpan> spans = esterReleasedTriggers(s.textView(7));
                       triggers.insert(triggers.end(), spans.begin(), spans.end());
                   }
                   if (!s.isNull(8)) {
                       q.author = s.text(8);
                   }
                   if (!s.isNull(9)) {
                       q.worker = esterReleasedWorker(s.textView(9));
                   }
                   const auto index = static_cast<std::uint32_t>(snap_.questions.size());
                   snap_.questionIndex.emplace(q.id, index);
                   snap_.passages[q.passage].questions.push_back(index);
                   snap_.questions.push_back(std::move(q));
               });
    keepQuestionsInIdOrder();
    for (auto &p : snap_.passages) {
        std::sort(p.releasedTriggers.begin(), p.releasedTriggers.end());
        p.releasedTriggers.erase(std::unique(p.releasedTriggers.begin(), p.releasedTriggers.end()),
                                 p.releasedTriggers.end());
    }
}

void SnapshotReader::keepQuestionsInIdOrder()
{
    const auto byId = [](const EsterSnapshot::Question &a, const EsterSnapshot::Question &b) {
        return a.id < b.id;
    };
    if (std::is_sorted(snap_.questions.begin(), snap_.questions.end(), byId)) {
        return;
    }
    std::sort(snap_.questions.begin(), snap_.questions.end(), byId);
    snap_.questionIndex.clear();
    for (auto &p : snap_.passages) {
        p.questions.clear();
    }
    for (std::uint32_t i = 0; i < snap_.questions.size(); ++i) {
        snap_.questionIndex.emplace(snap_.questions[i].id, i);
        snap_.passages[snap_.questions[i].passage].questions.push_back(i);
    }
}

void SnapshotReader::readDecisions()
{
    forEachRow(db_,
               "SELECT d.question_id, d.type, d.answers, p.name, d.note, d.set_at "
               "FROM ester_adjudication d JOIN person p ON p.id = d.person_id",
               [&](const auto &s) {
                   decisions_.push_back({s.int64(0),
                                         ester::relationFromName(s.textView(1)),
                                         esterAnswersFromJson(s.textView(2)),
                                         {s.text(3), s.text(4), s.text(5)}});
               });
}

void SnapshotReader::readPeople()
{
    forEachRow(db_, "SELECT id, name FROM person ORDER BY name",
               [&](const auto &s) { people_.emplace_back(s.int64(0), s.text(1)); });
}

void SnapshotReader::readSplits()
{
    forEachRow(db_,
               "SELECT split_id, s.name, question_id FROM ester_split_question "
               "JOIN ester_split s ON s.id = split_id ORDER BY split_id, position",
               [&](const auto &s) {
                   if (snap_.splits.empty() || snap_.splits.back().id != s.int64(0)) {
                       snap_.splits.push_back({s.int64(0), s.text(1), {}, {}});
                   }
                   snap_.splits.back().questions.push_back(snap_.questionIndex.at(s.int64(2)));
               });
    const auto importers = ester_store::goldImporters(db_);
    for (EsterSnapshot::Split &split : snap_.splits) {
        if (const auto it = importers.find(split.name); it != importers.end()) {
            split.goldImportedBy = it->second;
        }
    }
}

void SnapshotReader::readRuns()
{
    forEachRow(db_,
               "SELECT r.model_id, m.name, r.split_id, m.seed_of, m.seed FROM "
               "ester_prediction_run r JOIN model m ON m.id = r.model_id "
               "ORDER BY m.name, r.split_id",
               [&](const auto &s) {
                   const std::int64_t sid = s.int64(2);
                   const auto it = std::find_if(snap_.splits.begin(), snap_.splits.end(),
                                                [&](const auto &x) { return x.id == sid; });
                   if (it != snap_.splits.end()) {
                       runs_.push_back({s.int64(0), s.text(1),
                                        static_cast<std::size_t>(it - snap_.splits.begin()),
                                        s.isNull(3) ? std::string() : s.text(3),
                                        s.isNull(4) ? std::string() : s.text(4)});
                   }
               });
}

void SnapshotReader::readTriggers()
{
    forEachRow(db_,
               "SELECT t.passage_id, p.name, t.spans FROM ester_trigger_set t "
               "JOIN person p ON p.id = t.person_id",
               [&](const auto &s) {
                   snap_.triggers[{passageIndex_.at(s.int64(0)), s.text(1)}] =
                       spansFromJson(s.textView(2));
               });
}

void SnapshotReader::readReviews()
{
    forEachRow(db_,
               "SELECT r.question_id, p.name, r.valid, r.reason, r.reason_code FROM "
               "ester_review r JOIN person p ON p.id = r.person_id",
               [&](const auto &s) {
                   snap_.reviews.emplace(snap_.questionIndex.at(s.int64(0)),
                                         EsterSnapshot::Review{s.text(1), s.integer(2) != 0,
                                                               s.text(3), reasonFrom(s, 4)});
               });
}

void SnapshotReader::placeAnswerSets()
{
    for (AnswerSet &set : sets_) {
        if (set.person != 0) {
            byPerson_[set.person].push_back(&set);
        } else if (set.model != 0) {
            byModel_[set.model].emplace(snap_.questionIndex.at(set.question),
                                        std::move(set.answers));
        } else {
            auto &q = snap_.questions[snap_.questionIndex.at(set.question)];
            q.hasGold = true;
            q.gold = std::move(set.answers);
        }
    }
}

void SnapshotReader::placeDecisions()
{
    for (Decision &d : decisions_) {
        auto &q = snap_.questions[snap_.questionIndex.at(d.question)];
        q.released = EsterSnapshot::Question::Released{q.type, q.hasGold, std::move(q.gold)};
        q.type = d.type.value_or(q.type);
        q.hasGold = true;
        q.gold = std::move(d.answers);
        q.decision = std::move(d.decision);
    }
}

void SnapshotReader::addPeople()
{
    // Question indices follow question ids (the questions were read ORDER BY id).
    for (auto &[id, name] : people_) {
        const auto found = byPerson_.find(id);
        if (found == byPerson_.end()) {
            continue;
        }
        std::vector<std::pair<std::uint32_t, AnswerSet *>> own;
        own.reserve(found->second.size());
        for (AnswerSet *set : found->second) {
            own.emplace_back(snap_.questionIndex.at(set->question), set);
        }
        std::sort(own.begin(), own.end(),
                  [](const auto &a, const auto &b) { return a.first < b.first; });
        snap_.raters.push_back({id, std::move(name), false, {}, {}, {}, {}});
        auto &r = snap_.raters.back();
        r.questions.reserve(own.size());
        r.types.reserve(own.size());
        r.answers.reserve(own.size());
        for (auto &[question, set] : own) {
            r.questions.push_back(question);
            r.types.push_back(set->type);
            r.answers.push_back(std::move(set->answers));
        }
    }
}

void SnapshotReader::addModels()
{
    for (const Run &run : runs_) {
        EsterSnapshot::Rater r{run.model, run.name,   true,    snap_.splits[run.split].name, {}, {},
                               {},        run.seedOf, run.seed};
        r.questions = snap_.splits[run.split].questions;
        std::sort(r.questions.begin(), r.questions.end());
        r.questions.erase(std::unique(r.questions.begin(), r.questions.end()), r.questions.end());
        const auto &answers = byModel_[run.model];
        std::erase_if(r.questions, [&](std::uint32_t q) { return !answers.contains(q); });
        for (std::uint32_t q : r.questions) {
            r.answers.push_back(answers.at(q));
        }
        r.types.resize(r.questions.size());
        snap_.raters.push_back(std::move(r));
    }
}

} // namespace

EsterSnapshot EsterStore::load(const EsterLoadOptions &options)
{
    Connection &db = project_.connection();
    const ReadTransaction read(db);
    EsterSnapshot snap;
    SnapshotReader reader(db, options, snap);
    // Every answer set (gold, people's, models'), read first: parsing their JSON is most of
    // this load's CPU time, so a second core parses them while this thread reads the
    // questions and the other tables, and this thread takes the sets left once it has read
    // everything (finish() below). When reading the rest throws, its error is the one
    // reported, whatever the sets hold. People's sets stay in the table's order: an ORDER
    // BY had SQLite sort every set, texts and all, in a temporary B-tree.
    std::vector<AnswerSet> &sets = reader.readAnswerSets();
    // The texts are freed with `sets`, on this thread: freeing them on the other one took
    // the lock of the arena this thread allocates from.
    const auto parse = [&sets](std::size_t i) {
        sets[i].answers = esterAnswersFromJson(sets[i].json);
    };
    constexpr std::size_t kSecondCoreFrom = 4096; // sets; fewer parse faster than a thread starts
    metrics::PartsInBackground parsed(sets.size(), parse, kSecondCoreFrom);

    reader.readPassages();
    reader.readQuestions();
    reader.readDecisions();
    reader.readPeople();
    reader.readSplits();
    reader.readRuns();
    reader.readTriggers();
    reader.readReviews();

    parsed.finish();
    reader.placeAnswerSets();
    reader.placeDecisions();
    reader.addPeople();
    reader.addModels();
    return snap;
}

} // namespace es::db
