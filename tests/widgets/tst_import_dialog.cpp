// File > Import's dialog: a file asks for the names the command line takes as flags
// (Import stays disabled until they are given), the import lands with a summary of
// what it added, and a bad file or a cancel leaves the project exactly as it was.
#include "common/generated_esd.h"
#include "common/gui_support.h"
#include "common/test_support.h"
#include "db/esd/esd_format.h"
#include "db/import.h"
#include "db/import_formats.h"
#include "db/project.h"
#include "widgets/common/import_dialog.h"
#include "widgets/common/import_summary.h"
#include "widgets/esd/esd_session.h"
#include "widgets/main_window.h"

#include <QAbstractItemModelTester>
#include <QAction>
#include <QComboBox>
#include <QApplication>
#include <QFile>
#include <QFileDialog>
#include <QJsonArray>
#include <QLabel>
#include <QLineEdit>
#include <QListView>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QProgressDialog>
#include <QPushButton>
#include <QSet>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QTranslator>
#include <QUndoStack>

using namespace es;
using namespace es::widgets;

namespace {

// Two pairs labelled by ann_a, and a model's scores for both that do not say which
// model gave them: the command line needs --model for such a file.
const char *kScores =
    R"({"id": "s1", "goal": "Bake bread", "step": "Knead the dough", "labels": {"ann_a": 1}}
{"id": "s2", "goal": "Bake bread", "step": "Paint the oven", "labels": {"ann_a": 0}}
{"id": "s1", "setting": "full", "score": 0.9}
{"id": "s2", "setting": "full", "score": 0.2}
)";

// Bare "label"s: whose they are is --annotator's to say.
const char *kLabels = R"({"id": "q1", "goal": "Plant a tree", "step": "Dig a hole", "label": 1}
{"id": "q2", "goal": "Plant a tree", "step": "Sing to it", "label": 0}
{"id": "q3", "goal": "Plant a tree", "step": "Water it", "label": 1}
)";

// Line 2 has no step.
const char *kBad =
    R"({"id": "b1", "goal": "Boil an egg", "step": "Heat water", "labels": {"ann_a": 1}}
{"id": "b2", "goal": "Boil an egg", "labels": {"ann_a": 1}}
)";

} // namespace

class TestImportDialog : public QObject
{
    Q_OBJECT

    std::unique_ptr<QTemporaryDir> dir_;
    std::unique_ptr<db::Project> project_;
    QString dbPath_;
    QTranslator english_;

    QString write(const QString &name, const std::string &text)
    {
        const QString path = dir_->filePath(name);
        QFile f(path);
        if (!f.open(QIODevice::WriteOnly) ||
            f.write(text.data(), static_cast<qint64>(text.size())) !=
                static_cast<qint64>(text.size())) {
            qWarning() << "cannot write" << path;
        }
        return path;
    }

    static QListView *files(const ImportDialog &dialog)
    {
        return dialog.findChild<QListView *>(QStringLiteral("files"));
    }
    static QString fileText(const ImportDialog &dialog, int row)
    {
        return files(dialog)->model()->index(row, 0).data().toString();
    }
    static void selectFile(const ImportDialog &dialog, int row)
    {
        files(dialog)->setCurrentIndex(files(dialog)->model()->index(row, 0));
    }

    // The project's files, as they are on disk.
    QByteArray projectBytes() const
    {
        QByteArray all;
        for (const char *suffix : {"", "-wal"}) {
            all += es::test::fileHash(dbPath_ + QLatin1String(suffix));
        }
        return all;
    }

    // The project already holds some work when a later import is refused or cancelled.
    void seed()
    {
        const std::string path = write(QStringLiteral("seed.jsonl"), kScores).toStdString();
        db::ImportBatch batch;
        const std::string content = db::readInputFile(path);
        const db::ImportOptions options{db::InputFormat::Unknown, {}, "seed-model", {}, {}};
        db::addImportFile(batch, path, content,
                          db::importFileNeeds(path, content, db::InputFormat::Unknown), options);
        db::importAll(*project_, batch, "ann_a");
    }

    // The demo's ESTER split and a model's predictions of it, the dialog shown.
    static void showEsterDemoFiles(ImportDialog &dialog)
    {
        dialog.addFiles(
            {es::test::sourcePath(QStringLiteral("resources/demo/ester_demo.json")),
             es::test::sourcePath(QStringLiteral("resources/demo/ester_demo_pred.json"))});
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    }

    static QPushButton *importButton(ImportDialog &d)
    {
        return d.findChild<QPushButton *>(QStringLiteral("import"));
    }
    static QString message(ImportDialog &d)
    {
        return d.findChild<QLabel *>(QStringLiteral("message"))->text();
    }

  private slots:
    void initTestCase()
    {
        QVERIFY(english_.load(QStringLiteral(EVENTSCOPE_QM_DIR "/eventscope_en.qm")));
        QCoreApplication::installTranslator(&english_);
    }
    void init()
    {
        dir_ = std::make_unique<QTemporaryDir>();
        dbPath_ = dir_->filePath(QStringLiteral("project.eventscope"));
        project_ = std::make_unique<db::Project>(dbPath_.toStdString(),
                                                 db::Project::Open::CreateIfMissing);
    }
    void cleanup()
    {
        project_.reset();
        dir_.reset();
    }

    // The format table holds every format once; --format's names find their entries, and
    // the dialog offers them in the table's order.
    void everyFormatOnceInTheTable()
    {
        QSet<int> formats;
        QSet<QString> names;
        for (const db::ImportFormat &f : db::importFormatTable()) {
            formats.insert(static_cast<int>(f.format));
            names.insert(QString::fromUtf8(f.name));
            QCOMPARE(db::formatFromName(f.name), f.format);
            QCOMPARE(db::importFormat(f.format), &f);
        }
        const int last = static_cast<int>(db::InputFormat::OpenPiExpansionJudgements);
        QCOMPARE(formats.size(), last);
        QCOMPARE(names.size(), last);
        QVERIFY(!formats.contains(static_cast<int>(db::InputFormat::Unknown)));
        QCOMPARE(db::importFormat(db::InputFormat::Unknown), nullptr);
        QCOMPARE(db::formatFromName("esd-jsonl"), db::InputFormat::EsdJsonLines);
        QCOMPARE(importFileFilter(), QStringLiteral("ESD JSON Lines, ESTER or OpenPI JSON (*.jsonl *.json);;All files (*)"));
    }

    // One sentence per problem for both front ends: the command line names its flags, the
    // dialog its fields.
    void problemsSaidOnceForBothFronts()
    {
        using P = db::ImportOptionProblem;
        QCOMPARE(importProblemText(P::PredictionsNeedModelAndSplit, QStringLiteral("p.json"), commandLineNames()),
                 QStringLiteral("p.json holds ESTER predictions: give --model NAME and --split NAME"));
        QCOMPARE(importProblemText(P::PredictionsNeedModelAndSplit, QStringLiteral("p.json"), dialogNames()),
                 QStringLiteral("p.json holds ESTER predictions: give a model's name and the split they answer."));
        QCOMPARE(importProblemText(P::GoldClustersTakeNoRater, QStringLiteral("g.json"), dialogNames()),
                 QStringLiteral("g.json holds hand-made gold clusters: they take no annotator or model."));
        QCOMPARE(importProblemText(P::None, QStringLiteral("x"), dialogNames()), QString());
        for (int p = static_cast<int>(P::AnnotatorAndModel); p <= static_cast<int>(P::SeedNotTaken);
             ++p) {
            const QString cli = importProblemText(static_cast<P>(p), QStringLiteral("f.json"), commandLineNames());
            const QString dialog = importProblemText(static_cast<P>(p), QStringLiteral("f.json"), dialogNames());
            QVERIFY2(cli.startsWith(QLatin1String("f.json")) && cli.contains(QLatin1String("--")), qPrintable(cli));
            QVERIFY2(dialog.startsWith(QLatin1String("f.json")) && !dialog.contains(QLatin1String("--")) &&
                         dialog.endsWith(QLatin1Char('.')),
                     qPrintable(dialog));
        }
    }

    void scoreFileNeedsModelName()
    {
        const QString file = write(QStringLiteral("scores.jsonl"), kScores);
        ImportDialog dialog(QString::fromStdString(project_->path()), QStringLiteral("ann_a"), {});
        QSignalSpy imported(&dialog, &ImportDialog::imported);
        dialog.addFiles({file});
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));

        QCOMPARE(fileText(dialog, 0), QStringLiteral("scores.jsonl — esd"));
        auto *model = dialog.findChild<QLineEdit *>(QStringLiteral("model"));
        QVERIFY(model->isEnabled());
        QVERIFY(model->text().isEmpty());
        QVERIFY(!importButton(dialog)->isEnabled());
        QVERIFY2(message(dialog).contains(QStringLiteral("scores.jsonl")) &&
                     message(dialog).contains(QStringLiteral("model's name")),
                 qPrintable(message(dialog)));
        QVERIFY(!message(dialog).contains(QStringLiteral("--model")));
        es::test::screenshot(&dialog, QStringLiteral("import_dialog_needs_model"));

        model->setFocus();
        QTest::keyClicks(model, QStringLiteral("tiny-lm"));
        QVERIFY(importButton(dialog)->isEnabled());
        QVERIFY(message(dialog).isEmpty());
        es::test::screenshot(&dialog, QStringLiteral("import_dialog_ready"));

        QTest::mouseClick(importButton(dialog), Qt::LeftButton);
        // The import runs off the GUI thread; the summary follows when it landed.
        QTRY_VERIFY2(dialog.hasImported(), qPrintable(message(dialog)));
        QCOMPARE(imported.count(), 1);
        QVERIFY(dialog.isVisible());
        const db::ImportSummary &s = *dialog.summary();
        QCOMPARE(s.pairsAdded, std::size_t{2});
        QCOMPARE(s.labelsAdded, std::size_t{2});
        QCOMPARE(s.scoresAdded, std::size_t{2});
        QCOMPARE(s.modelsAdded, std::size_t{1});
        QCOMPARE(s.labelsChanged, std::size_t{0});
        const QString summary = dialog.findChild<QLabel *>(QStringLiteral("summary"))->text();
        QVERIFY2(summary.contains(QStringLiteral("added 2 pair")) &&
                     summary.contains(QStringLiteral("2 score")) &&
                     summary.contains(QStringLiteral("1 model")) &&
                     !summary.contains(QStringLiteral("changed")),
                 qPrintable(summary));
        QVERIFY(!dialog.findChild<QPlainTextEdit *>(QStringLiteral("warnings"))->isVisible());
        es::test::screenshot(&dialog, QStringLiteral("import_dialog_summary"));

        QVERIFY(project_->findModel("tiny-lm").has_value());
        const QJsonObject report = es::test::datasetReport(dbPath_, QStringLiteral("esd"));
        QCOMPARE(report[QStringLiteral("pairs")].toInt(), 2);

        // The command line given the same file and name ends with the same summary.
        const auto run = es::test::cli("import", file, "--model", "tiny-lm", "--db",
                                       dir_->filePath(QStringLiteral("cli.eventscope")));
        QVERIFY(es::test::succeeded(run));
        QCOMPARE(QString::fromUtf8(run.out).trimmed().split(QLatin1Char('\n')).last(), summary);
    }

    // The workbench's File > Import on a score file that names no model: once the model's
    // name is typed the scores land, and the ESD panel holds them at once.
    void mainWindowImportsScoreFile()
    {
        project_.reset();
        const QString file = write(QStringLiteral("scores.jsonl"), kScores);
        MainWindow window;
        QString error;
        QVERIFY2(window.openProject(dir_->filePath(QStringLiteral("window.eventscope")), true,
                                    false, &error),
                 qPrintable(error));
        window.signIn(QStringLiteral("ann_a"));
        window.resize(1280, 800);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QAction *import = nullptr;
        for (QAction *a : window.findChildren<QAction *>()) {
            if (a->shortcut() == QKeySequence(QStringLiteral("Ctrl+I"))) {
                import = a;
            }
        }
        QVERIFY(import);

        bool summaryShown = false;
        es::test::whenModal<QFileDialog>([&](QFileDialog *files) {
            es::test::whenModal<ImportDialog>([&](ImportDialog *dialog) {
                QVERIFY(!importButton(*dialog)->isEnabled());
                QTest::keyClicks(dialog->findChild<QLineEdit *>(QStringLiteral("model")),
                                 QStringLiteral("tiny-lm"));
                es::test::screenshot(&window, QStringLiteral("import_dialog_window"));
                es::test::screenshot(dialog, QStringLiteral("import_dialog_over_window"));
                QTest::mouseClick(importButton(*dialog), Qt::LeftButton);
                QTRY_VERIFY(dialog->hasImported());
                summaryShown = true;
                // Behind the summary the panels already show the new data.
                QCOMPARE(window.esdSession()->snapshot().pairs.size(), std::size_t{2});
                dialog->reject();
            });
            files->setDirectory(dir_->path());
            files->selectFile(file);
            static_cast<QDialog *>(files)->accept();
        });
        // An error box instead of the dialog would say why.
        QString errorBox;
        auto *watchErrors = new QTimer(&window);
        watchErrors->setInterval(10);
        connect(watchErrors, &QTimer::timeout, &window, [&] {
            if (auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget())) {
                errorBox = box->text();
                box->reject();
            }
        });
        watchErrors->start();
        import->trigger();
        watchErrors->stop();
        QVERIFY2(summaryShown, qPrintable(errorBox));
        QCOMPARE(window.esdSession()->snapshot().pairs.size(), std::size_t{2});
        const auto &models = window.esdSession()->snapshot().models;
        QVERIFY(std::any_of(models.begin(), models.end(),
                            [](const auto &m) { return m.model == "tiny-lm"; }));
        QCOMPARE(window.undoStack()->count(), 0);
    }

    void esterPredictionsNeedModelAndSplit()
    {
        ImportDialog dialog(QString::fromStdString(project_->path()), QStringLiteral("ann_a"), {});
        showEsterDemoFiles(dialog);
        QCOMPARE(fileText(dialog, 0), QStringLiteral("ester_demo.json — ester"));
        QCOMPARE(fileText(dialog, 1), QStringLiteral("ester_demo_pred.json — ester-predictions"));
        auto *splitField = dialog.findChild<QLineEdit *>(QStringLiteral("split"));
        auto *model = dialog.findChild<QLineEdit *>(QStringLiteral("model"));

        // A split's name comes from its file, as on the command line; its answers are gold.
        selectFile(dialog, 0);
        QCOMPARE(splitField->text(), QStringLiteral("ester_demo"));
        QVERIFY(!model->isEnabled());

        selectFile(dialog, 1);
        QVERIFY(splitField->text().isEmpty());
        // The split imported alongside is offered.
        QVERIFY2(splitField->placeholderText().contains(QStringLiteral("ester_demo")),
                 qPrintable(splitField->placeholderText()));
        QVERIFY(!importButton(dialog)->isEnabled());
        QVERIFY2(message(dialog).contains(
                     QStringLiteral("ester_demo_pred.json holds ESTER predictions")),
                 qPrintable(message(dialog)));
        QTest::keyClicks(model, QStringLiteral("oracle"));
        QVERIFY(!importButton(dialog)->isEnabled());
        QTest::keyClicks(splitField, QStringLiteral("ester_demo"));
        QVERIFY(importButton(dialog)->isEnabled());

        QTest::mouseClick(importButton(dialog), Qt::LeftButton);
        // The import runs off the GUI thread; the summary follows when it landed.
        QTRY_VERIFY2(dialog.hasImported(), qPrintable(message(dialog)));
        QVERIFY(dialog.summary()->questionsAdded > 0);
        QCOMPARE(dialog.summary()->modelsAdded, std::size_t{1});
        QVERIFY(project_->findModel("oracle").has_value());
        es::test::screenshot(&dialog, QStringLiteral("import_dialog_ester_summary"));
    }

    // Predictions as one run of a model over a seed, as `import --model --seed` takes them:
    // the Seed field is offered for predictions only and needs the Model field.
    void esterPredictionsAsSeed()
    {
        ImportDialog dialog(QString::fromStdString(project_->path()), QStringLiteral("ann_a"), {});
        showEsterDemoFiles(dialog);
        auto *seed = dialog.findChild<QLineEdit *>(QStringLiteral("seed"));
        selectFile(dialog, 0);
        QVERIFY(!seed->isEnabled());
        selectFile(dialog, 1);
        QVERIFY(seed->isEnabled());
        QTest::keyClicks(dialog.findChild<QLineEdit *>(QStringLiteral("split")),
                         QStringLiteral("ester_demo"));
        QTest::keyClicks(seed, QStringLiteral("7"));
        QCOMPARE(message(dialog), QStringLiteral("ester_demo_pred.json: a seed names one run of a "
                                                 "model's predictions: give a model's name."));
        QVERIFY(!importButton(dialog)->isEnabled());
        QTest::keyClicks(dialog.findChild<QLineEdit *>(QStringLiteral("model")),
                         QStringLiteral("oracle"));
        QVERIFY(importButton(dialog)->isEnabled());
        es::test::screenshot(&dialog, QStringLiteral("import_dialog_ester_seed"));
        QTest::mouseClick(importButton(dialog), Qt::LeftButton);
        QTRY_VERIFY2(dialog.hasImported(), qPrintable(message(dialog)));
        QVERIFY(!project_->findModel("oracle").has_value());
        const db::EsterSnapshot snap = db::EsterStore(*project_).load();
        QCOMPARE(snap.raters.size(), std::size_t{1});
        QCOMPARE(snap.raters[0].name, std::string("oracle seed 7"));
        QCOMPARE(snap.raters[0].seedOf, std::string("oracle"));
        QCOMPARE(snap.raters[0].seed, std::string("7"));
    }

    // A rater's salience file with a value that is not 0-5: kept, counted and listed.
    void openPiWarningsAreListed()
    {
        const QString procedures =
            es::test::sourcePath(QStringLiteral("resources/demo/openpi_demo.json"));
        const QString ratings =
            es::test::sourcePath(QStringLiteral("resources/demo/openpi_demo_ann_b.json"));
        ImportDialog dialog(QString::fromStdString(project_->path()), QStringLiteral("ann_b"), {});
        dialog.addFiles({procedures, ratings});
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        // Both are procedure files; whose salience the second holds is for the person to say.
        QVERIFY(importButton(dialog)->isEnabled());
        selectFile(dialog, 1);
        QTest::keyClicks(dialog.findChild<QLineEdit *>(QStringLiteral("annotator")),
                         QStringLiteral("ann_b"));
        QTest::mouseClick(importButton(dialog), Qt::LeftButton);
        // The import runs off the GUI thread; the summary follows when it landed.
        QTRY_VERIFY2(dialog.hasImported(), qPrintable(message(dialog)));
        QCOMPARE(dialog.summary()->warnings.size(), std::size_t{1});
        QVERIFY(dialog.summary()->ratingsAdded > 0);
        QVERIFY(dialog.findChild<QLabel *>(QStringLiteral("summary"))
                    ->text()
                    .contains(QStringLiteral("1 warning")));
        auto *warnings = dialog.findChild<QPlainTextEdit *>(QStringLiteral("warnings"));
        QVERIFY(warnings->isVisible());
        QVERIFY2(warnings->toPlainText().contains(
                     QStringLiteral("openpi_demo_ann_b.json: 1 salience value")),
                 qPrintable(warnings->toPlainText()));
        es::test::screenshot(&dialog, QStringLiteral("import_dialog_warnings"));
    }

    // Salience imported with nobody named is refused in the words of the dialog: the
    // reader's message points at its fields, not at the command line's flags.
    void salienceWithoutRaterNamesTheFields()
    {
        const QString ratings =
            es::test::sourcePath(QStringLiteral("resources/demo/openpi_demo_ann_b.json"));
        const QByteArray before = projectBytes();
        ImportDialog dialog(QString::fromStdString(project_->path()), QStringLiteral("ann_b"), {});
        dialog.addFiles({ratings});
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        QVERIFY(importButton(dialog)->isEnabled());
        QTest::mouseClick(importButton(dialog), Qt::LeftButton);
        QVERIFY(!dialog.hasImported());
        QVERIFY2(message(dialog).contains(QStringLiteral("openpi_demo_ann_b.json")) &&
                     message(dialog).contains(QStringLiteral(
                         "name its rater with the Annotator field or the Model field")) &&
                     !message(dialog).contains(QStringLiteral("--")),
                 qPrintable(message(dialog)));
        QCOMPARE(projectBytes(), before);

        // The command line, given the same file, names its flags.
        const auto run = es::test::cli("import", ratings, "--db",
                                       dir_->filePath(QStringLiteral("cli.eventscope")));
        QVERIFY(!es::test::succeeded(run));
        QVERIFY2(QString::fromUtf8(run.err).contains(QStringLiteral("--annotator or --model")),
                 run.err.constData());
    }

    void labelFileNeedsAnnotator()
    {
        const QString file = write(QStringLiteral("labels.jsonl"), kLabels);
        ImportDialog dialog(QString::fromStdString(project_->path()), QStringLiteral("ann_a"), {});
        dialog.addFiles({file});
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));

        auto *annotator = dialog.findChild<QLineEdit *>(QStringLiteral("annotator"));
        QVERIFY(annotator->isEnabled());
        QVERIFY(!dialog.findChild<QLineEdit *>(QStringLiteral("model"))->isEnabled());
        QVERIFY(!importButton(dialog)->isEnabled());
        QVERIFY2(message(dialog).contains(QStringLiteral("annotator's name")),
                 qPrintable(message(dialog)));

        QTest::keyClicks(annotator, QStringLiteral("ann_b"));
        QVERIFY(importButton(dialog)->isEnabled());
        QTest::keyClick(annotator, Qt::Key_Backspace);
        QTest::keyClick(annotator, Qt::Key_Backspace);
        QTest::keyClick(annotator, Qt::Key_Backspace);
        QTest::keyClick(annotator, Qt::Key_Backspace);
        QTest::keyClick(annotator, Qt::Key_Backspace);
        QVERIFY(!importButton(dialog)->isEnabled());
        QTest::keyClicks(annotator, QStringLiteral("ann_b"));

        QTest::mouseClick(importButton(dialog), Qt::LeftButton);
        // The import runs off the GUI thread; the summary follows when it landed.
        QTRY_VERIFY2(dialog.hasImported(), qPrintable(message(dialog)));
        QCOMPARE(dialog.summary()->labelsAdded, std::size_t{3});
        QCOMPARE(dialog.summary()->pairsAdded, std::size_t{3});
        QVERIFY(dialog.findChild<QLabel *>(QStringLiteral("summary"))
                    ->text()
                    .contains(QStringLiteral("3 label")));
        QVERIFY(project_->person("ann_b").has_value());
        const QJsonObject report = es::test::datasetReport(dbPath_, QStringLiteral("esd"));
        QCOMPARE(report[QStringLiteral("annotators")].toArray().size(), 1);
        QCOMPARE(report[QStringLiteral("annotators")].toArray().at(0).toString(),
                 QStringLiteral("ann_b"));
    }

    void badFileLeavesProjectUnchanged()
    {
        seed();
        const QByteArray before = projectBytes();
        const QString good = write(QStringLiteral("labels.jsonl"), kLabels);
        const QString bad = write(QStringLiteral("bad.jsonl"), kBad);
        ImportDialog dialog(QString::fromStdString(project_->path()), QStringLiteral("ann_a"), {});
        QSignalSpy imported(&dialog, &ImportDialog::imported);
        dialog.addFiles({good, bad});
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        selectFile(dialog, 0);
        QTest::keyClicks(dialog.findChild<QLineEdit *>(QStringLiteral("annotator")),
                         QStringLiteral("ann_b"));
        QVERIFY(importButton(dialog)->isEnabled());

        QTest::mouseClick(importButton(dialog), Qt::LeftButton);
        QVERIFY(!dialog.hasImported());
        QCOMPARE(imported.count(), 0);
        QVERIFY(dialog.isVisible());
        QVERIFY2(message(dialog).contains(QStringLiteral("bad.jsonl:2:")) &&
                     message(dialog).contains(QStringLiteral("step")) &&
                     !message(dialog).contains(QLatin1Char('\n')),
                 qPrintable(message(dialog)));
        QCOMPARE(dialog.findChild<QLabel *>(QStringLiteral("message"))->textFormat(),
                 Qt::PlainText);
        es::test::screenshot(&dialog, QStringLiteral("import_dialog_error"));
        QCOMPARE(projectBytes(), before);
        QVERIFY(!project_->person("ann_b").has_value());

        // The dialog stays open to set things right: without the bad file the rest lands.
        selectFile(dialog, 1);
        QTest::mouseClick(dialog.findChild<QPushButton *>(QStringLiteral("remove")),
                          Qt::LeftButton);
        QCOMPARE(files(dialog)->model()->rowCount(), 1);
        QVERIFY(importButton(dialog)->isEnabled());
        QTest::mouseClick(importButton(dialog), Qt::LeftButton);
        // The import runs off the GUI thread; the summary follows when it landed.
        QTRY_VERIFY2(dialog.hasImported(), qPrintable(message(dialog)));
        QCOMPARE(dialog.summary()->labelsAdded, std::size_t{3});
    }

    // The list follows its files: added, read as the chosen format, removed.
    void fileListFollowsItsFiles()
    {
        const QString labels = write(QStringLiteral("labels.jsonl"), kLabels);
        const QString notes = write(QStringLiteral("notes.txt"), "not a dataset\n");
        ImportDialog dialog(QString::fromStdString(project_->path()), QStringLiteral("ann_a"), {});
        QAbstractItemModelTester tester(files(dialog)->model(),
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        dialog.addFiles({labels, notes});
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        QCOMPARE(fileText(dialog, 0), QStringLiteral("labels.jsonl — esd"));
        QCOMPARE(fileText(dialog, 1), QStringLiteral("notes.txt — format not recognised"));
        QCOMPARE(files(dialog)->currentIndex().row(), 0); // the first file added

        selectFile(dialog, 1);
        auto *format = dialog.findChild<QComboBox *>(QStringLiteral("format"));
        const int esd = format->findData(static_cast<int>(db::InputFormat::EsdJsonLines));
        QVERIFY(esd >= 0);
        format->setCurrentIndex(esd);
        emit format->activated(esd);
        QCOMPARE(fileText(dialog, 1), QStringLiteral("notes.txt — esd"));
        QCOMPARE(files(dialog)->currentIndex().row(), 1);

        QTest::mouseClick(dialog.findChild<QPushButton *>(QStringLiteral("remove")),
                          Qt::LeftButton);
        QCOMPARE(files(dialog)->model()->rowCount(), 1);
        QCOMPARE(fileText(dialog, 0), QStringLiteral("labels.jsonl — esd"));
        QCOMPARE(files(dialog)->currentIndex().row(), 0);
        QVERIFY(dialog.findChild<QLineEdit *>(QStringLiteral("annotator"))->isEnabled());
    }

    void cancelLeavesProjectUnchanged()
    {
        seed();
        const QByteArray before = projectBytes();
        // Enough rows that the import reports progress twice, so a cancel lands mid-way.
        const QString big = write(QStringLiteral("big.jsonl"), es::test::generatedEsd(8000));
        ImportDialog dialog(QString::fromStdString(project_->path()), QStringLiteral("ann_a"), {});
        QSignalSpy imported(&dialog, &ImportDialog::imported);
        dialog.addFiles({big});
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        QVERIFY2(importButton(dialog)->isEnabled(), qPrintable(message(dialog)));

        // The person presses Cancel as soon as the progress dialog is there.
        bool cancelled = false;
        QTimer watch;
        watch.setInterval(0);
        connect(&watch, &QTimer::timeout, &dialog, [&] {
            auto *progress = dialog.findChild<QProgressDialog *>(QStringLiteral("importProgress"));
            if (!progress || cancelled) {
                return;
            }
            for (QPushButton *b : progress->findChildren<QPushButton *>()) {
                if (b->text() == QStringLiteral("Cancel")) {
                    b->click();
                    cancelled = true;
                }
            }
        });
        watch.start();
        QTest::mouseClick(importButton(dialog), Qt::LeftButton);
        QTRY_VERIFY(cancelled);
        // The import rolls back on its thread, then says so.
        QTRY_VERIFY2(message(dialog).contains(QStringLiteral("cancelled")), qPrintable(message(dialog)));
        QVERIFY(!dialog.hasImported());
        QCOMPARE(imported.count(), 0);
        QVERIFY2(message(dialog).contains(QStringLiteral("cancelled")),
                 qPrintable(message(dialog)));
        QCOMPARE(projectBytes(), before);
        QVERIFY(!project_->findModel("small").has_value());
        QCOMPARE(es::test::datasetReport(dbPath_, QStringLiteral("esd"))[QStringLiteral("pairs")]
                     .toInt(),
                 2);
        // Cancelling left the choices as they were: importing again lands.
        QVERIFY(importButton(dialog)->isEnabled());
    }
};

QTEST_MAIN(TestImportDialog)
#include "tst_import_dialog.moc"
