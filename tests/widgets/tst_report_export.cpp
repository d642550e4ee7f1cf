// File > Export report as HTML on the demo project: the page holds the figures the
// statistics panels show, and an annotator's page is their blind view, as the screen is.
#include "common/generated_esd.h"
#include "db/esd/esd_format.h"
#include "db/esd/esd_store.h"
#include "db/project.h"
#include "widgets/common/figure_text.h"
#include "widgets/common/report_export.h"
#include "widgets/esd/esd_session.h"
#include "widgets/esd/esd_statistics_panel.h"
#include "widgets/main_window.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSettings>
#include <QStandardPaths>
#include <QProgressDialog>
#include <QPushButton>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <cstdio>

using namespace es;
using namespace es::widgets;

namespace {

QString readText(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? QString::fromUtf8(f.readAll()) : QString();
}

// As the page rounds: printf's "%.3f".
QString fixed(double v)
{
    char text[64];
    std::snprintf(text, sizeof text, "%.3f", v);
    return QString::fromLatin1(text);
}

} // namespace

class TestReportExport : public QObject
{
    Q_OBJECT

    QTemporaryDir dir_;
    std::unique_ptr<MainWindow> window_;

  private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    // The save dialog opens where a person can see the file afterwards: never in the
    // hidden folder the default project lives in, and where the last report went.
    void saveDialogOpensInAVisibleFolder()
    {
        QSettings().remove(QStringLiteral("reportFolder"));
        const QString appData = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation);
        QVERIFY(QDir().mkpath(appData));
        const QString defaultProject = appData + QStringLiteral("/default.eventscope");
        const QString documents =
            QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
        const QString fallback = QFileInfo(documents).isDir() ? documents : QDir::homePath();
        QCOMPARE(suggestedReportPath(defaultProject, false),
                 QDir(fallback).filePath(QStringLiteral("default.html")));
        QVERIFY(QDir().mkpath(dir_.filePath(QStringLiteral(".hidden"))));
        QCOMPARE(suggestedReportPath(dir_.filePath(QStringLiteral(".hidden/p.eventscope")), false),
                 QDir(fallback).filePath(QStringLiteral("p.html")));
        QCOMPARE(suggestedReportPath(dir_.filePath(QStringLiteral("p.eventscope")), false),
                 dir_.filePath(QStringLiteral("p.html")));
        QCOMPARE(suggestedReportPath(QStringLiteral("postgresql://ann@localhost/es_team"), true),
                 QDir(fallback).filePath(QStringLiteral("es_team.html")));
        QVERIFY(QDir().mkpath(dir_.filePath(QStringLiteral("reports"))));
        rememberReportFolder(dir_.filePath(QStringLiteral("reports/first.html")));
        QCOMPARE(suggestedReportPath(defaultProject, false),
                 dir_.filePath(QStringLiteral("reports/default.html")));
        QSettings().remove(QStringLiteral("reportFolder"));
    }

    void init()
    {
        window_ = std::make_unique<MainWindow>();
        QString error;
        QVERIFY2(window_->openProject(dir_.filePath(QStringLiteral("%1.eventscope").arg(QTest::currentTestFunction())),
                                      true, true, &error),
                 qPrintable(error));
    }
    void cleanup() { window_.reset(); }

    void adjudicatorsPageHoldsEveryonesFigures()
    {
        window_->signIn(QStringLiteral("lead")); // the demo's adjudicator
        const QString page = dir_.filePath(QStringLiteral("lead.html"));
        QVERIFY(window_->exportReport(page));
        const QString html = readText(page);
        for (const char *id : {"esd", "ester", "openpi"}) {
            QVERIFY2(html.contains(QStringLiteral("<h2 id=\"%1\">").arg(QLatin1String(id))), id);
        }
        QVERIFY(html.contains(QStringLiteral("Everyone&#39;s labels")));
        QVERIFY(html.contains(QStringLiteral("1000 resamples, seed 20231")));
        for (const char *name : {"ann_a", "ann_b", "ann_c"}) {
            QVERIFY2(html.contains(QLatin1String(name)), name);
        }
        // The ESD demo's four charts, ESTER's nine (types, models, per type, the types against
        // their typers' majority, tokens, the splits' questions and answers per question by
        // type, the demo split's question openings and answer n-grams) and OpenPI's nine
        // (salience, least agreeing procedures, clusters, clusters as coreference, two
        // histograms, the schemata's F1, the agreement on state changes and the error
        // categories' shares), each an SVG image.
        QCOMPARE(html.count(QStringLiteral("<img src=\"data:image/svg+xml;base64,")), 22);
        // The figure the statistics panel shows is the one on the page.
        const auto &st = window_->esdSession()->statistics();
        QVERIFY(st.fleissKappa.defined());
        static const QRegularExpression fleiss(QStringLiteral("<tr><td>Fleiss&#39; kappa</td><td class=\"num\">([^<]*)</td>"));
        QCOMPARE(fleiss.match(html).captured(1), fixed(*st.fleissKappa.value));
        QCOMPARE(fleiss.match(html).captured(1), window_->statisticsPanel()->fleissText());
        for (const auto &m : st.models) {
            QVERIFY(html.contains(QStringLiteral("<td class=\"num\">%1</td>").arg(fixed(*m.roc.auroc.value))));
        }
    }

    // The screen rounds as the reports do (printf's half to even on the exact binary
    // value); QString::number would give 0.563 and 0.063 for the first two.
    void figuresRoundAsTheReports()
    {
        QCOMPARE(figureText(0.5625), QStringLiteral("0.562"));
        QCOMPARE(figureText(0.0625), QStringLiteral("0.062"));
        QCOMPARE(figureText(0.5635), fixed(0.5635)); // not a tie in binary
        QCOMPARE(figureText(-0.5625), QStringLiteral("-0.562"));
        QCOMPARE(figureText(0.75, 1), QStringLiteral("0.8"));
    }

    void annotatorsPageIsTheirBlindView()
    {
        window_->signIn(QStringLiteral("ann_a"));
        QVERIFY(window_->esdSession()->blind());
        const QString page = dir_.filePath(QStringLiteral("ann_a.html"));
        QVERIFY(window_->exportReport(page));
        const QString html = readText(page);
        QVERIFY(html.contains(QStringLiteral("The blind view of ann_a")));
        QVERIFY(html.contains(QStringLiteral("ann_a")));
        QVERIFY(!html.contains(QStringLiteral("ann_b")));
        QVERIFY(!html.contains(QStringLiteral("ann_c")));
    }

    // Cancel in the progress dialog while the intervals are being computed: no page, and
    // a page already at that path stays as it was.
    void cancelKeepsTheOldPage()
    {
        const QString project = dir_.filePath(QStringLiteral("big.eventscope"));
        {
            db::Project p(project.toStdString(), db::Project::Open::CreateIfMissing);
            db::EsdStore(p).import(
                db::parseEsdJsonLines(es::test::generatedEsd(100000), "big.jsonl"), "loader");
        }
        const QString out = dir_.filePath(QStringLiteral("kept.html"));
        {
            QFile old(out);
            QVERIFY(old.open(QIODevice::WriteOnly));
            old.write("the page of last week");
        }
        QWidget parent;
        bool pressed = false;
        QTimer press;
        press.setInterval(50);
        QObject::connect(&press, &QTimer::timeout, &parent, [&] {
            // Once the dialog is there, which is before the statistics are done.
            auto *dialog = parent.findChild<QProgressDialog *>();
            auto *button = dialog ? dialog->findChild<QPushButton *>() : nullptr;
            if (button && !pressed) {
                pressed = true;
                button->click();
            }
        });
        press.start();
        QString error;
        QCOMPARE(exportHtmlReport(&parent, project, QString(), out, &error),
                 ReportExport::Cancelled);
        QVERIFY(pressed);
        QCOMPARE(readText(out), QStringLiteral("the page of last week"));
    }
};

QTEST_MAIN(TestReportExport)
#include "tst_report_export.moc"
