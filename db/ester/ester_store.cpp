#include "db/ester/ester_store.h"

#include "db/engine/rows.h"
#include "db/ester/ester_store_parts.h"

namespace es::db {

using nlohmann::ordered_json;
namespace ester = metrics::ester;
using ester_store::column;
using ester_store::reasonFrom;
using ester_store::spansFromJson;
using ester_store::splitId;
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

} // namespace

bool EsterStore::holdsAny()
{
    return holdsRows(project_.connection(), "ester_question");
}

std::vector<EsterSharedPassage> EsterStore::passagesSharedWith(const std::string &split)
{
    Connection &db = project_.connection();
    const ReadTransaction read(db);
    const auto gold = ester_store::goldImporters(db);
    const auto answersOnly = [&gold](const std::string &name) { return !gold.contains(name); };
    if (answersOnly(split)) {
        return {};
    }
    Statement s = db.prepare(
        "SELECT DISTINCT q.passage_id, s.name, p.text FROM ester_split_question sq "
        "JOIN ester_split s ON s.id = sq.split_id JOIN ester_question q ON q.id = sq.question_id "
        "JOIN ester_passage p ON p.id = q.passage_id WHERE s.name <> ? AND q.passage_id IN "
        "(SELECT mq.passage_id FROM ester_split_question msq JOIN ester_split ms ON ms.id = "
        "msq.split_id JOIN ester_question mq ON mq.id = msq.question_id WHERE ms.name = ?) "
        "ORDER BY q.passage_id, s.name");
    s.bind(1, split).bind(2, split);
    std::vector<EsterSharedPassage> out;
    while (s.step()) {
        if (answersOnly(s.text(1))) {
            continue;
        }
        const std::int64_t passage = s.int64(0);
        if (out.empty() || out.back().passage != passage) {
            out.push_back({passage, esterPassageOpening(s.text(2)), {}});
        }
        out.back().splits.push_back(s.text(1));
    }
    return out;
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
