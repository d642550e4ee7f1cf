// A member of a rater group scored in both settings labels in the workbench: with the goal
// shown alone (Core, key C) their keys give Core labels, kept apart from their Full ones,
// undoable; the statistics score the group in each setting as a fresh load of the file
// does, and an annotator outside such a group labels as before whatever the view. Set
// EVENTSCOPE_SCREENSHOTS=DIR to keep PNGs of the labelling view and the statistics at
// 1280x800.
#include "common/gui_support.h"
#include "db/assignments.h"
#include "db/esd/esd_store.h"
#include "db/project.h"
#include "widgets/esd/esd_panel.h"
#include "widgets/esd/esd_session.h"
#include "widgets/esd/esd_statistics_panel.h"
#include "widgets/esd/pair_list_model.h"
#include "widgets/esd/pair_list_view.h"
#include "widgets/main_window.h"

#include <QLabel>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

using namespace es;
using namespace es::widgets;

namespace {

// The person's label of the pair in the table (esd_label or esd_core_label), if any.
std::optional<int> stored(const QString &project, const char *table, const std::string &extId,
                          const std::string &person)
{
    db::Project p(project.toStdString(), db::Project::Open::ExistingOnly);
    db::Statement s = p.connection().prepare(
        std::string("SELECT l.label FROM ") + table +
        " l JOIN esd_pair e ON e.id = l.pair_id JOIN person p ON p.id = l.person_id WHERE "
        "e.ext_id = ? AND p.name = ?");
    s.bind(1, extId).bind(2, person);
    return s.step() ? std::optional(s.integer(0)) : std::nullopt;
}

} // namespace

class TestGroupSettingsGui : public QObject
{
    Q_OBJECT

    QTemporaryDir dir_;
    QString path_;
    std::unique_ptr<MainWindow> window_;

    EsdSession &session() { return *window_->esdSession(); }

    // The group's figures in a setting as the screen's session has them, and as a fresh
    // load of the file computes them.
    static QString groupFigures(const db::EsdSnapshot &snap, const metrics::EsdStatistics &st,
                                const std::string &setting)
    {
        for (std::size_t i = 0; i < snap.groups.size() && i < st.raterGroups.size(); ++i) {
            if (snap.groups[i].setting == setting) {
                const metrics::RaterGroupResult &r = st.raterGroups[i];
                const auto value = [](const metrics::Estimate &e) {
                    return e.value ? QString::number(*e.value, 'g', 12) : QStringLiteral("none");
                };
                return QStringLiteral("n %1 auroc %2 accuracy %3 of %4 mean %5")
                    .arg(r.n)
                    .arg(value(r.roc.auroc))
                    .arg(value(r.accuracy))
                    .arg(r.accuracyN)
                    .arg(value(r.individual.meanAccuracy));
            }
        }
        return QStringLiteral("no %1 group").arg(QString::fromStdString(setting));
    }

    QString freshFigures(const std::string &setting)
    {
        db::Project p(path_.toStdString(), db::Project::Open::ExistingOnly);
        const db::EsdSnapshot snap = db::EsdStore(p).load();
        return groupFigures(snap, db::esdStatistics(snap), setting);
    }

    // What the navigator's "My label" column shows for the pair.
    QString navigatorLabel(std::uint32_t pair)
    {
        const QAbstractItemModel *m = window_->navigator()->model();
        for (int r = 0; r < m->rowCount(); ++r) {
            const QModelIndex i = m->index(r, 0);
            if (!m->data(i, PairListModel::GoalRowRole).toBool() &&
                m->data(i, PairListModel::PairIndexRole).toUInt() == pair) {
                return m->data(m->index(r, PairListModel::MyLabelColumn)).toString();
            }
        }
        return QStringLiteral("(not in the navigator)");
    }

    bool navigatorHas(const QString &text)
    {
        const QAbstractItemModel *m = window_->navigator()->model();
        for (int r = 0; r < m->rowCount(); ++r) {
            if (m->data(m->index(r, 0)).toString() == text) {
                return true;
            }
        }
        return false;
    }

  private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void init()
    {
        path_ = dir_.filePath(QStringLiteral("%1.eventscope").arg(QTest::currentTestFunction()));
        QFile::remove(path_);
        QString error;
        {
            MainWindow seed;
            QVERIFY2(seed.openProject(path_, true, true, &error), qPrintable(error));
        }
        {
            db::Project p(path_.toStdString(), db::Project::Open::ExistingOnly);
            db::AssignmentStore(p).addToGroup("baseline", {"lay1"}, "both", "test");
            p.setRole("boss", db::Role::Viewer, "test");
        }
        window_ = std::make_unique<MainWindow>();
        QVERIFY2(window_->openProject(path_, false, false, &error), qPrintable(error));
        window_->show();
        QVERIFY(QTest::qWaitForWindowActive(window_.get()));
    }

    void cleanup() { window_.reset(); }

    void coreViewGivesCoreLabels()
    {
        window_->signIn(QStringLiteral("lay1"));
        EsdPanel *panel = window_->esdPanel();
        QVERIFY(session().labelsCore());
        QVERIFY(!panel->labellingCore());
        const std::uint32_t first = *panel->currentPair();
        const std::string firstId = session().snapshot().pairs[first].extId;
        QTest::keyClick(panel, Qt::Key_1);
        QCOMPARE(stored(path_, "esd_label", firstId, "lay1"), std::optional(1));
        QCOMPARE(stored(path_, "esd_core_label", firstId, "lay1"), std::optional<int>());

        // The goal alone: the same pair now takes a Core label, and the Full one stays.
        panel->setCurrentPair(first);
        QTest::keyClick(panel, Qt::Key_C);
        QVERIFY(panel->labellingCore());
        QTest::keyClick(panel, Qt::Key_0);
        QCOMPARE(stored(path_, "esd_core_label", firstId, "lay1"), std::optional(0));
        QCOMPARE(stored(path_, "esd_label", firstId, "lay1"), std::optional(1));
        QCOMPARE(session().myCoreLabel(first), std::optional<std::int8_t>(0));
        QCOMPARE(session().myLabel(first), std::optional<std::int8_t>(1));
        // The next pair without a Core label comes up, whatever its Full label.
        QVERIFY(panel->currentPair() != first);
        QVERIFY(!session().myCoreLabel(*panel->currentPair()));
        panel->setCurrentPair(first);
        QString shown;
        for (QLabel *l : panel->findChildren<QLabel *>(QStringLiteral("MyLabel"))) {
            shown = l->text();
        }
        QVERIFY2(shown.startsWith(QStringLiteral("Your Core label: non-essential (your Full label: "
                                                 "essential")),
                 qPrintable(shown));
        // The navigator, the line under the panel and the progress follow the Core labels,
        // and the navigator shows goals alone too.
        QCOMPARE(navigatorLabel(first), QStringLiteral("non-essential"));
        const db::EsdGoalRow &goal =
            session().snapshot().goals[session().snapshot().pairs[first].goal];
        QVERIFY(!goal.modifier.empty());
        QVERIFY(navigatorHas(QString::fromStdString(goal.goal)));
        QVERIFY(!navigatorHas(QStringLiteral("%1 (%2)").arg(
            QString::fromStdString(goal.goal), QString::fromStdString(goal.modifier))));
        const QString position = panel->findChild<QLabel *>(QStringLiteral("EsdPosition"))->text();
        QVERIFY2(position.endsWith(QStringLiteral(" · you labelled 1 of %1 in Core")
                                       .arg(session().snapshot().pairs.size())),
                 qPrintable(position));
        window_->resize(1280, 800);
        QTest::qWait(50);
        es::test::screenshot(window_.get(), QStringLiteral("group_core_labelling"));
        QTest::keyClick(panel, Qt::Key_C);
        QVERIFY(!panel->labellingCore());
        QCOMPARE(navigatorLabel(first), QStringLiteral("essential"));
        QVERIFY(navigatorHas(QStringLiteral("%1 (%2)").arg(QString::fromStdString(goal.goal),
                                                           QString::fromStdString(goal.modifier))));
        QTest::keyClick(panel, Qt::Key_C);

        // Undo takes the Core label back, and only it; redo puts it back.
        window_->undoStack()->undo();
        QCOMPARE(stored(path_, "esd_core_label", firstId, "lay1"), std::optional<int>());
        QCOMPARE(stored(path_, "esd_label", firstId, "lay1"), std::optional(1));
        QVERIFY(!session().myCoreLabel(first));
        window_->undoStack()->redo();
        QCOMPARE(stored(path_, "esd_core_label", firstId, "lay1"), std::optional(0));
        QCOMPARE(window_->undoStack()->undoText(),
                 QStringLiteral("Label %1 as non-essential in Core")
                     .arg(QString::fromStdString(firstId)));

        // Several more Core labels from the next pair on, then a viewer's statistics
        // against the file's.
        panel->next();
        for (int k = 0; k < 5; ++k) {
            QTest::keyClick(panel, k % 2 == 0 ? Qt::Key_1 : Qt::Key_0);
        }
        window_->signIn(QStringLiteral("boss"));
        const QString full = groupFigures(session().snapshot(), session().statistics(), "full");
        const QString core = groupFigures(session().snapshot(), session().statistics(), "core");
        QCOMPARE(full, freshFigures("full"));
        QCOMPARE(core, freshFigures("core"));
        QVERIFY2(core.startsWith(QStringLiteral("n ")) && !core.startsWith(QStringLiteral("n 0")),
                 qPrintable(core));
        QString human;
        for (QLabel *l : window_->statisticsPanel()->findChildren<QLabel *>()) {
            if (l->text().contains(QStringLiteral("mean member accuracy"))) {
                human = l->text();
            }
        }
        es::test::screenshot(window_.get(), QStringLiteral("group_core_statistics"));
        QVERIFY2(human.contains(QStringLiteral("baseline (Full): mean member accuracy")) &&
                     human.contains(QStringLiteral("baseline (Core): mean member accuracy")),
                 qPrintable(human));

        // Back as lay1, the Core labels are there to see.
        window_->signIn(QStringLiteral("lay1"));
        QCOMPARE(session().myCoreLabel(first), std::optional<std::int8_t>(0));
    }

    // An annotator in no such group labels as ever, the goal alone or not.
    void othersLabelAsBefore()
    {
        window_->signIn(QStringLiteral("ann_new"));
        EsdPanel *panel = window_->esdPanel();
        QVERIFY(!session().labelsCore());
        panel->setCoreOnly(true);
        QVERIFY(!panel->labellingCore());
        const std::string id = session().snapshot().pairs[*panel->currentPair()].extId;
        QTest::keyClick(panel, Qt::Key_1);
        QCOMPARE(stored(path_, "esd_label", id, "ann_new"), std::optional(1));
        QCOMPARE(stored(path_, "esd_core_label", id, "ann_new"), std::optional<int>());
    }
};

QTEST_MAIN(TestGroupSettingsGui)
#include "tst_group_settings_gui.moc"
