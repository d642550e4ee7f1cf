// Random workflows through a project's life, on a project file and on a team's server
// (tst_workflow_pg): people import, label, contribute steps, are assigned, decide,
// withdraw, undo and redo, sign in as someone else, change roles and reconnect, and the
// lay members of a rater group scored in both settings label in the Full and the Core
// view, through the workbench's own windows and the command line, and after every step
// the project's rows are what the steps should have left and every figure (report
// --json, both windows' statistics, the kappa and the group's human baseline on screen)
// equals an independent oracle computed from those rows (esd_oracle.h,
// esd_group_oracle.h). A failing run is shrunk to a short sequence of steps that
// still fails, printed in words.
//
// `make test` runs a few seeded runs; longer ones on demand:
//   EVENTSCOPE_WORKFLOW_SEED=7 EVENTSCOPE_WORKFLOW_RUNS=20 EVENTSCOPE_WORKFLOW_STEPS=400
//   build/tests/widgets/tst_workflow
#include "common/project_location.h"
#include "workflow_checks.h"

#include <QDir>
#include <QElapsedTimer>
#include <QStandardPaths>
#include <QTest>

using namespace es;
using namespace es::test::workflow;
namespace oracle = es::test::oracle;

namespace {

std::uint64_t setting(const char *name, std::uint64_t fallback)
{
    bool ok = false;
    const std::uint64_t v = qEnvironmentVariable(name).toULongLong(&ok);
    return ok ? v : fallback;
}

struct Failure
{
    std::size_t step = 0; // 1-based; 0: before the first
    std::vector<std::string> problems;
    std::vector<std::string> log; // what each step did, and what the windows said
};

} // namespace

class TestWorkflow : public QObject
{
    Q_OBJECT

    QTemporaryDir dir_;
    int runs_ = 0;

    std::optional<Failure> runOnce(const std::vector<Op> &ops, std::uint64_t seed)
    {
        const QString name = QStringLiteral("wf_%1_%2").arg(seed).arg(++runs_);
        const QString files = dir_.filePath(name);
        QDir().mkpath(files);
        Failure failure;
        try {
            World world(test::onServer(),
                        test::onServer() ? name
                                         : dir_.filePath(name + QStringLiteral(".eventscope")),
                        files, seed);
            oracle::Figures figures;
            failure.problems = checkAll(world, true, &figures);
            if (!failure.problems.empty()) {
                return failure;
            }
            for (std::size_t i = 0; i < ops.size(); ++i) {
                world.setBefore(figures);
                const std::string did = world.apply(ops[i]);
                failure.log.push_back(did.empty() ? "(a step the window does not offer now)" : did);
                for (const QString &s : world.said()) {
                    failure.log.push_back("    the window or command said: " + s.toStdString());
                }
                const bool binary = (i + 1) % 10 == 0 || i + 1 == ops.size();
                failure.problems = checkAll(world, binary, &figures);
                if (!world.failure_.empty()) {
                    failure.problems.insert(failure.problems.begin(), world.failure_);
                }
                if (!failure.problems.empty()) {
                    failure.step = i + 1;
                    return failure;
                }
            }
        } catch (const std::exception &e) {
            failure.step = failure.log.size();
            failure.problems.push_back(std::string("exception: ") + e.what());
            return failure;
        }
        return std::nullopt;
    }

    // Drops ever smaller runs of steps while the sequence still fails (any failure: each
    // is a bug), within a time budget.
    Failure shrink(std::vector<Op> ops, Failure failure, std::uint64_t seed)
    {
        ops.resize(failure.step);
        QElapsedTimer clock;
        clock.start();
        const qint64 budget =
            static_cast<qint64>(setting("EVENTSCOPE_WORKFLOW_SHRINK_SECONDS", 180)) * 1000;
        for (std::size_t chunk = std::max<std::size_t>(ops.size() / 2, 1); chunk >= 1; chunk /= 2) {
            for (std::size_t start = 0; start < ops.size() && clock.elapsed() < budget;) {
                std::vector<Op> fewer = ops;
                fewer.erase(fewer.begin() + static_cast<long>(start),
                            fewer.begin() + static_cast<long>(std::min(start + chunk, ops.size())));
                if (auto f = runOnce(fewer, seed); f && f->step > 0) {
                    fewer.resize(f->step);
                    ops = std::move(fewer);
                    failure = std::move(*f);
                } else {
                    start += chunk;
                }
            }
            if (chunk == 1) {
                break;
            }
        }
        return failure;
    }

  private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY(dir_.isValid());
        QVERIFY2(test::engineReady(), test::kNoServer);
    }

    void oracleAgreesWithTextbooks()
    {
        // Fleiss (1971) as in Wikipedia's worked example would need five categories; two
        // raters on four items, by hand: P-bar = (1 + 1 + 0 + 1) / 4 = .75, p = (3/8, 5/8),
        // P_e = 34/64, kappa = (.75 - .53125) / (1 - .53125) = .46667.
        QVERIFY(std::abs(*oracle::fleissKappa({{1, 1}, {0, 0}, {1, 0}, {1, 1}}) -
                         0.21875 / 0.46875) < 1e-12);
        // Cohen: the same ratings; p_o = .75, p_e = (3/4 * 1/2 + 1/4 * 1/2) = .5, kappa = .5.
        QCOMPARE(*oracle::cohenKappa({{1, 1}, {0, 0}, {1, 0}, {1, 1}}), 0.5);
        // Krippendorff (2011, "Computing Krippendorff's alpha-reliability", nominal example
        // with missing values, values 1-5 mapped to themselves): alpha = .743.
        const std::vector<std::vector<int>> units = {
            {1, 1, 1},    {2, 2, 3, 2}, {3, 3, 3, 3}, {3, 3, 3, 3}, {2, 2, 2, 2}, {1, 2, 3, 4},
            {4, 4, 4, 4}, {1, 1, 2, 1}, {2, 2, 2, 2}, {5, 5, 5},    {1, 1},       {3}};
        QVERIFY(std::abs(*oracle::krippendorffAlpha(units) - 0.743) < 0.0005);
        // AUROC: positives {.8, .4}, negatives {.4, .1}: (1 + 1 + .5 + 1) / 4 = .875
        // (scikit-learn's roc_auc_score([1,1,0,0], [.8,.4,.4,.1]) gives .875).
        QCOMPARE(*oracle::auroc({0.8, 0.4}, {0.4, 0.1}), 0.875);
    }

    void randomWorkflows()
    {
        const std::uint64_t first = setting("EVENTSCOPE_WORKFLOW_SEED", 1);
        const std::uint64_t runs = setting("EVENTSCOPE_WORKFLOW_RUNS", 2);
        const std::size_t steps = setting("EVENTSCOPE_WORKFLOW_STEPS", 60);
        for (std::uint64_t seed = first; seed < first + runs; ++seed) {
            const std::vector<Op> ops = generate(seed, steps, test::onServer());
            std::optional<Failure> failure = runOnce(ops, seed);
            if (!failure) {
                continue;
            }
            const Failure small = failure->step > 0 ? shrink(ops, *failure, seed) : *failure;
            QString text = QStringLiteral("seed %1 fails after %2 steps (shrunk from %3):\n")
                               .arg(seed)
                               .arg(small.step)
                               .arg(failure->step);
            for (std::size_t i = 0; i < small.log.size(); ++i) {
                text += QString::fromStdString("  " + small.log[i]) + QLatin1Char('\n');
            }
            text += QStringLiteral("then:\n");
            for (const auto &p : small.problems) {
                text += QString::fromStdString("  " + p) + QLatin1Char('\n');
            }
            QFAIL(qPrintable(text));
        }
    }
};

QTEST_MAIN(TestWorkflow)
#include "tst_workflow.moc"
