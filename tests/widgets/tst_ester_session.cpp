// An ESTER edit no longer loads the project again: the session writes it to the store,
// makes it in its snapshot and scores again only the questions it touched. After every
// kind of edit, by every role, the session's snapshot must be the one a fresh load gives
// and its figures (the whole ESTER report) those computed from scratch, exactly; and the
// navigator's list, which follows an edit row by row, the one a rebuild gives.
#include "db/demo_project.h"
#include "db/ester/ester_store.h"
#include "db/project.h"
#include "db/review/blind_view.h"
#include "report/ester_report.h"
#include "widgets/ester/ester_navigator_model.h"
#include "widgets/ester/ester_session.h"

#include <QAbstractItemModelTester>
#include <QTemporaryDir>
#include <QTest>
#include <set>
#include <tuple>

using namespace es;
using namespace es::widgets;
namespace ester = es::metrics::ester;

namespace {

using Question = db::EsterSnapshot::Question;

bool sameQuestion(const Question &a, const Question &b)
{
    auto decision = [](const std::optional<Question::Decision> &d) {
        return d ? std::optional(std::tie(d->by, d->note, d->at)) : std::nullopt;
    };
    auto released = [](const std::optional<Question::Released> &r) {
        return r ? std::optional(std::tie(r->type, r->hasGold, r->gold)) : std::nullopt;
    };
    return std::tie(a.id, a.passage, a.question, a.questionEvent, a.type, a.occurrence, a.events,
                    a.hasGold, a.gold, a.author, a.worker, a.releasedTriggers) ==
               std::tie(b.id, b.passage, b.question, b.questionEvent, b.type, b.occurrence,
                        b.events, b.hasGold, b.gold, b.author, b.worker, b.releasedTriggers) &&
           decision(a.decision) == decision(b.decision) &&
           released(a.released) == released(b.released);
}

// Where two snapshots differ, empty when they do not. Reviews of one question come
// from the store in no set order, so they are compared as sets.
std::string difference(const db::EsterSnapshot &a, const db::EsterSnapshot &b)
{
    if (a.passages.size() != b.passages.size()) {
        return "passage count";
    }
    for (std::size_t p = 0; p < a.passages.size(); ++p) {
        const auto &x = a.passages[p];
        const auto &y = b.passages[p];
        if (x.id != y.id || x.text != y.text || x.releasedTriggers != y.releasedTriggers ||
            x.questions != y.questions) {
            return "passage " + std::to_string(p);
        }
    }
    if (a.questions.size() != b.questions.size()) {
        return "question count";
    }
    for (std::size_t q = 0; q < a.questions.size(); ++q) {
        if (!sameQuestion(a.questions[q], b.questions[q])) {
            return "question " + std::to_string(q);
        }
    }
    if (a.questionIndex != b.questionIndex) {
        return "question index";
    }
    if (a.raters.size() != b.raters.size()) {
        return "rater count";
    }
    for (std::size_t r = 0; r < a.raters.size(); ++r) {
        const auto &x = a.raters[r];
        const auto &y = b.raters[r];
        if (std::tie(x.id, x.name, x.model, x.split, x.questions, x.answers, x.types) !=
            std::tie(y.id, y.name, y.model, y.split, y.questions, y.answers, y.types)) {
            return "rater " + x.name;
        }
    }
    for (std::size_t s = 0; s < std::max(a.splits.size(), b.splits.size()); ++s) {
        if (s >= a.splits.size() || s >= b.splits.size() || a.splits[s].id != b.splits[s].id ||
            a.splits[s].questions != b.splits[s].questions) {
            return "split " + std::to_string(s);
        }
    }
    if (a.triggers != b.triggers) {
        return "triggers";
    }
    auto reviews = [](const db::EsterSnapshot &s) {
        std::set<std::tuple<std::uint32_t, std::string, bool, std::string,
                            std::optional<ester::InvalidReason>>>
            out;
        for (const auto &[q, r] : s.reviews) {
            out.emplace(q, r.person, r.valid, r.reason, r.reasonCode);
        }
        return out;
    };
    if (reviews(a) != reviews(b)) {
        return "reviews";
    }
    return {};
}

// The rows of a navigator, passage by passage, as text to compare and to show.
QStringList rows(const QAbstractItemModel &list)
{
    QStringList out;
    for (int p = 0; p < list.rowCount(); ++p) {
        const QModelIndex passage = list.index(p, 0);
        out << QStringLiteral("passage %1: %2")
                   .arg(passage.data(EsterNavigatorModel::PassageRole).toUInt())
                   .arg(passage.data().toString());
        for (int q = 0; q < list.rowCount(passage); ++q) {
            const QModelIndex question = list.index(q, 0, passage);
            out << QStringLiteral("  %1 %2 (%3)")
                       .arg(question.data(EsterNavigatorModel::QuestionIdRole).toLongLong())
                       .arg(question.data().toString(),
                            list.index(q, EsterNavigatorModel::RelationColumn, passage)
                                .data()
                                .toString());
        }
    }
    return out;
}

// A navigator that follows the session as the ESTER panel's does: row by row when the
// session made the edit in place, rebuilt otherwise. Qt's model tester checks every
// signal it sends.
struct Navigator
{
    Navigator(EsterSession &session, EsterNavigatorModel::Filter filter)
        : model(session), tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest),
          accept(std::move(filter))
    {
        QObject::connect(&session, &EsterSession::followed, &model,
                         [this](const ester::Change &change) { pending = change; });
        QObject::connect(&session, &EsterSession::changed, &model, [this] {
            if (pending) {
                model.follow(*pending, accept);
                pending.reset();
                ++followed;
            } else {
                model.rebuild(accept);
            }
        });
        QObject::connect(&model, &QAbstractItemModel::modelReset, &model, [this] { ++resets; });
        model.rebuild(accept);
    }
    EsterNavigatorModel model;
    QAbstractItemModelTester tester;
    EsterNavigatorModel::Filter accept;
    std::optional<ester::Change> pending;
    int followed = 0;
    int resets = 0;
};

} // namespace

class TestEsterSession : public QObject
{
    Q_OBJECT

  private:
    QTemporaryDir dir_;
    std::unique_ptr<db::Project> project_;
    std::vector<std::unique_ptr<Navigator>> navigators_;

    // Navigators over the session under filters an edit moves questions in and out of:
    // every question, those the signed-in person has not answered, causal ones.
    void watch(EsterSession &session)
    {
        navigators_.push_back(
            std::make_unique<Navigator>(session, [](std::uint32_t) { return true; }));
        navigators_.push_back(std::make_unique<Navigator>(session, [&session](std::uint32_t q) {
            const auto *me = session.snapshot().person(session.annotator().toStdString());
            return !me || me->find(q) < 0;
        }));
        navigators_.push_back(std::make_unique<Navigator>(session, [&session](std::uint32_t q) {
            return session.snapshot().questions[q].type == ester::Relation::Causal;
        }));
    }

    // The session against a fresh load of the project as the signed-in person sees it.
    void matchesTheStore(const EsterSession &session, const char *after)
    {
        db::EsterStore store(*project_);
        const db::EsterSnapshot fresh = db::asSeenBy(
            store.load(), session.blindView() ? session.annotator().toStdString() : std::string());
        const std::string diff = difference(session.snapshot(), fresh);
        QVERIFY2(
            diff.empty(),
            qPrintable(
                QStringLiteral("after %1: %2 differs").arg(after, QString::fromStdString(diff))));
        const std::string shown =
            report::esterReportJson(session.snapshot(), session.analysis()).dump();
        const std::string computed = report::esterReportJson(fresh, db::analyseEster(fresh)).dump();
        QVERIFY2(shown == computed,
                 qPrintable(QStringLiteral("after %1: the figures differ").arg(after)));
        for (const auto &navigator : navigators_) {
            EsterNavigatorModel rebuilt(session);
            rebuilt.rebuild(navigator->accept);
            QCOMPARE(rows(navigator->model), rows(rebuilt));
            QCOMPARE(navigator->model.listed(), rebuilt.listed());
        }
    }

  private slots:
    void init()
    {
        project_ = std::make_unique<db::Project>(
            dir_.filePath(QStringLiteral("%1.eventscope").arg(QTest::currentTestFunction()))
                .toStdString(),
            db::Project::Open::CreateIfMissing);
        db::seedDemoProject(*project_);
        project_->setRole("adj", db::Role::Adjudicator, "test");
    }
    void cleanup()
    {
        navigators_.clear();
        project_.reset();
    }

    void everyEditMatchesAFreshLoad()
    {
        EsterSession session(*project_);
        session.setAnnotator(QStringLiteral("ann_a"), false);
        watch(session);
        const auto &snap = session.snapshot();
        QVERIFY(snap.questions.size() >= 3);
        QVERIFY(session.analysis().stats.agreement.size() == 1); // ann_a and ann_b
        const std::int64_t q0 = snap.questions[0].id;
        const std::int64_t q1 = snap.questions[1].id;
        const std::int64_t passage = snap.passages[snap.questions[0].passage].id;
        const std::vector<db::EsterAnswer> gold0 = snap.questions[0].gold;
        QVERIFY(!gold0.empty());

        // Answers changed, then withdrawn, then given again; a relation type alone.
        auto set = session.answersOf(0, "ann_a").value_or(db::EsterAnswerSet{});
        set.answers = {gold0.front()};
        QVERIFY(session.setAnswers(q0, set));
        matchesTheStore(session, "answers changed");
        QVERIFY(session.setAnswers(q1, std::nullopt));
        matchesTheStore(session, "answers withdrawn");
        QVERIFY(session.setAnswers(q1, db::EsterAnswerSet{ester::Relation::SubEvent, gold0}));
        matchesTheStore(session, "answers given");

        // A newcomer's first answers make them a rater in place, where a load puts them
        // (people by name, ann_aa between ann_a and ann_b): followed, not loaded again
        // (0.6-0.7 s at 100,000 questions).
        session.setAnnotator(QStringLiteral("ann_aa"), false);
        const int resets = navigators_[0]->resets;
        const int followed = navigators_[0]->followed;
        QVERIFY(session.setAnswers(q0, db::EsterAnswerSet{ester::Relation::Causal, gold0}));
        matchesTheStore(session, "a newcomer's first answers");
        QCOMPARE(session.snapshot().raters[1].name, std::string("ann_aa"));
        QCOMPARE(navigators_[0]->resets, resets);
        QCOMPARE(navigators_[0]->followed, followed + 1);
        QVERIFY(session.setAnswers(q0, std::nullopt));
        matchesTheStore(session, "the newcomer's answers withdrawn");
        QVERIFY(!session.snapshot().person("ann_aa"));

        // Questions written (the first by someone who never answered: a new rater),
        // one of them removed from the middle, which renumbers the one after it.
        session.setAnnotator(QStringLiteral("newcomer"), false);
        const auto first =
            session.addQuestion(passage, QStringLiteral("What did the rain cause?"),
                                QStringLiteral("rain"), {ester::Relation::Causal, gold0});
        QVERIFY(first);
        matchesTheStore(session, "a newcomer's first question");
        QCOMPARE(navigators_[0]->followed, followed + 3);
        const auto second =
            session.addQuestion(passage, QStringLiteral("What did the rain cause?"),
                                QStringLiteral("rain"), {ester::Relation::Conditional, {}});
        QVERIFY(second);
        matchesTheStore(session, "the same question again");
        QCOMPARE(snap.questions.back().occurrence, 1);
        const auto third = session.addQuestion(passage, QStringLiteral("What followed the rain?"),
                                               QStringLiteral("rain"), {std::nullopt, gold0});
        QVERIFY(third);
        QVERIFY(session.setQuestionText(*second, QStringLiteral("What might the rain cause?")));
        matchesTheStore(session, "a question's text");
        QVERIFY(session.removeQuestion(*second));
        matchesTheStore(session, "a question removed from the middle");
        QVERIFY(session.removeQuestion(*first));
        QVERIFY(session.removeQuestion(*third));
        matchesTheStore(session, "the newcomer's last question removed");
        QVERIFY(!session.snapshot().person("newcomer"));

        // Triggers and reviews.
        session.setAnnotator(QStringLiteral("ann_b"), false);
        QVERIFY(session.setTriggers(passage, std::vector<db::EsterSpan>{{0, 5}, {10, 14}}));
        matchesTheStore(session, "triggers");
        QVERIFY(
            session.setReview(q0, db::EsterReviewValue{false, QStringLiteral("vague").toStdString(),
                                                       ester::InvalidReason{}}));
        matchesTheStore(session, "an invalid review");
        QVERIFY(session.setReview(
            q0, db::EsterReviewValue{true, "fine after all", ester::InvalidReason{}}));
        matchesTheStore(session, "the review made valid");
        QVERIFY(session.setReview(q0, std::nullopt));
        QVERIFY(session.setTriggers(passage, std::nullopt));
        matchesTheStore(session, "review and triggers withdrawn");

        // An adjudicator's decision, changed, withdrawn.
        session.setAnnotator(QStringLiteral("adj"), false);
        QVERIFY(session.adjudicate(
            q1, db::EsterAdjudication{ester::Relation::Coreference, gold0, "merged"}));
        matchesTheStore(session, "a decision");
        QVERIFY(session.adjudicate(
            q1, db::EsterAdjudication{ester::Relation::Causal, {}, "no answer"}));
        matchesTheStore(session, "a decision changed");
        QVERIFY(session.adjudicate(q1, std::nullopt));
        matchesTheStore(session, "a decision withdrawn");

        // The navigators followed every edit row by row: a reset only for sign-ins.
        for (const auto &navigator : navigators_) {
            QCOMPARE_GE(navigator->followed, 18);
            QCOMPARE_LE(navigator->resets, 6);
        }
    }

    // A person's first answers add one rater to the statistics' inputs, and withdrawing
    // them takes it out, without building every other rater's views again (most of a
    // first answer's time at 100,000 questions); the figures are those from scratch.
    void aNewRaterIsFollowedAlone()
    {
        db::EsterStore store(*project_);
        db::EsterSnapshot snap = store.load();
        db::EsterAnalysisCache cache;
        db::EsterAnalysis analysis = db::analyseEster(snap, cache);
        QCOMPARE(cache.inputsBuilt, std::size_t{1});
        const auto figures = [](const db::EsterSnapshot &s, const db::EsterAnalysis &a) {
            return report::esterReportJson(s, a).dump();
        };
        const std::int64_t q0 = snap.questions[0].id;
        const db::EsterAnswerSet set{ester::Relation::Causal, snap.questions[0].gold};
        for (const bool give : {true, false}) {
            const std::optional<db::EsterAnswerSet> now = give ? std::optional(set) : std::nullopt;
            store.setAnswers(q0, "ann_aa", now);
            QVERIFY(snap.setAnswers(0, "ann_aa", now, *project_->findPerson("ann_aa")));
            ester::Change change;
            change.touched = {0};
            db::reanalyseEster(analysis, snap, cache, change, false);
            QCOMPARE(cache.inputsBuilt, std::size_t{1});
            QCOMPARE(snap.person("ann_aa") != nullptr, give);
            const db::EsterSnapshot fresh = store.load();
            QCOMPARE(figures(snap, analysis), figures(fresh, db::analyseEster(fresh)));
        }
    }

    void blindEditsMatchTheBlindView()
    {
        EsterSession session(*project_);
        watch(session);
        QVERIFY(session.adjudicate(0, std::nullopt) == false); // no one signed in: refused
        session.setAnnotator(QStringLiteral("adj"), false);
        const std::int64_t q0 = session.snapshot().questions[0].id;
        const std::vector<db::EsterAnswer> gold0 = session.snapshot().questions[0].gold;
        QVERIFY(session.adjudicate(
            q0, db::EsterAdjudication{ester::Relation::Counterfactual, {}, "none"}));

        // ann_a works blind: no one else's answers, the released gold, not the decision.
        session.setAnnotator(QStringLiteral("ann_a"), true);
        matchesTheStore(session, "signing in blind");
        QVERIFY(!session.snapshot().person("ann_b"));
        QVERIFY(session.setAnswers(q0, db::EsterAnswerSet{ester::Relation::Causal, gold0}));
        matchesTheStore(session, "blind answers");
        const std::int64_t passage = session.snapshot().passages[0].id;
        const auto added =
            session.addQuestion(passage, QStringLiteral("What ended the flooding?"),
                                QStringLiteral("flooding"), {ester::Relation::Causal, gold0});
        QVERIFY(added);
        matchesTheStore(session, "a blind annotator's question");
        QVERIFY(session.removeQuestion(*added));
        matchesTheStore(session, "its removal");
    }
};

QTEST_MAIN(TestEsterSession)
#include "tst_ester_session.moc"
