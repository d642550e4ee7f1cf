// Bad input files never crash, hang or change anything: for every file in
// fixtures/bad/ (and a FIFO and /dev/zero made at run time) the real binary imports it
// into a copy of a project, exits 1 with one line naming the file and the line or JSON
// path of the problem, and leaves the project and the input byte for byte as they were.
#include "common/pg_support.h"
#include "common/project_location.h"
#include "common/test_support.h"

#include <QDir>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>
#include <sys/stat.h>

using es::test::fileHash;
using es::test::projectFingerprint;
using es::test::sourcePath;

namespace {

const QString kBad = QStringLiteral("tests/cli/fixtures/bad/");

struct Outcome
{
    bool hung = false;
    int exitCode = -1;
    QByteArray out;
    QByteArray err;
};

// A hang fails the test after a while instead of blocking the run.
Outcome runWithTimeout(const QStringList &arguments)
{
    QProcess p;
    p.setProgram(QStringLiteral(EVENTSCOPE_BINARY));
    p.setArguments(arguments);
    p.start();
    Outcome o;
    if (!p.waitForFinished(20000)) {
        o.hung = true;
        p.kill();
        p.waitForFinished();
    }
    o.exitCode = p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1;
    o.out = p.readAllStandardOutput();
    o.err = p.readAllStandardError();
    return o;
}

} // namespace

class TestBadFiles : public QObject
{
    Q_OBJECT

  private:
    QTemporaryDir dir_;
    QString template_;
    QStringList used_;

    // A fresh copy of the project made in initTestCase, named after the row.
    QString projectCopy(const QString &name)
    {
        return es::test::copyProject(template_,
                                     dir_.filePath(name + QStringLiteral(".eventscope")));
    }

  private slots:
    void initTestCase()
    {
        QVERIFY(dir_.isValid());
        QVERIFY2(es::test::engineReady(), es::test::kNoServer);
        // The ESD fixture: scorer-large comes without a direction, lm-perplexity "lower".
        template_ = es::test::projectLocation(dir_.filePath(QStringLiteral("template.eventscope")));
        const auto r =
            runWithTimeout({QStringLiteral("import"),
                            sourcePath(QStringLiteral("tests/cli/fixtures/esd_generated.jsonl")),
                            QStringLiteral("--db"), template_});
        QVERIFY2(r.exitCode == 0, r.err.constData());
    }

    void refused_data()
    {
        QTest::addColumn<QStringList>("files"); // in fixtures/bad; the last one is at fault
        QTest::addColumn<QStringList>("extra");
        QTest::addColumn<QString>("message"); // what follows the directory in the error line
        const QStringList none;
        const QStringList predictions = {QStringLiteral("--model"), QStringLiteral("m"),
                                         QStringLiteral("--split"), QStringLiteral("dev")};
        auto row = [&](const char *tag, const QStringList &files, const QStringList &extra,
                       const char *message) {
            QTest::newRow(tag) << files << extra << QString::fromUtf8(message);
            used_ += files;
        };
        auto one = [](const char *file) { return QStringList{QString::fromLatin1(file)}; };
        auto format = [](const char *name) {
            return QStringList{QStringLiteral("--format"), QString::fromLatin1(name)};
        };

        // Numbers beyond double range once aborted the process.
        row("ESD 1e400", one("esd_overflow.jsonl"), none,
            "esd_overflow.jsonl:2: malformed JSON at $.score: number overflow parsing '1e400'");
        row("ESD 1e400, named", one("esd_overflow.jsonl"), format("esd"),
            "esd_overflow.jsonl:2: malformed JSON at $.score: number overflow parsing '1e400'");
        row("ESD -1e400 on the line that is detected", one("esd_overflow_first_line.jsonl"), none,
            "esd_overflow_first_line.jsonl:1: malformed JSON at $.score: number overflow parsing "
            "'-1e400'");
        row("ESTER 1e400", one("ester_overflow.json"), none,
            "ester_overflow.json:9: malformed JSON at $[0].passageID: number overflow parsing "
            "'1e400'");
        row("ESTER 1e400, named", one("ester_overflow.json"), format("ester"),
            "ester_overflow.json:9: malformed JSON at $[0].passageID: number overflow parsing "
            "'1e400'");
        row("ESTER predictions 2e308", one("ester_predictions_overflow.json"), predictions,
            "ester_predictions_overflow.json:3: malformed JSON at $[1][1]: number overflow parsing "
            "'2e308'");
        row("OpenPI 1e999", one("openpi_overflow.json"), none,
            "openpi_overflow.json:5: malformed JSON at $[\"1\"].topics.weight: number overflow "
            "parsing '1e999'");
        row("OpenPI 1e999, named", one("openpi_overflow.json"), format("openpi"),
            "openpi_overflow.json:5: malformed JSON at $[\"1\"].topics.weight: number overflow "
            "parsing '1e999'");

        // A repeated key was silently taken.
        row("duplicate key, ESTER", one("duplicate_key.json"), none,
            "duplicate_key.json:5: duplicate key \"question\" at $[2].question");
        row("duplicate key, ESD", one("duplicate_key.jsonl"), none,
            "duplicate_key.jsonl:2: duplicate key \"ann_a\" at $.labels.ann_a");
        row("duplicate procedure, OpenPI", one("duplicate_procedure.json"), none,
            "duplicate_procedure.json:4: duplicate key \"1\" at $[\"1\"]");

        // Broken JSON: detected files once got only "unrecognised format".
        row("NaN", one("nan.jsonl"), none, "nan.jsonl:2: malformed JSON at $.score: syntax error");
        row("NaN on the line that is detected", one("nan_first_line.jsonl"), none,
            "nan_first_line.jsonl:1: malformed JSON at $.score: syntax error");
        row("Infinity", one("infinity.json"), predictions,
            "infinity.json:3: malformed JSON at $[1][0]: syntax error");
        row("invalid UTF-8, ESD", one("invalid_utf8.jsonl"), none,
            "invalid_utf8.jsonl:1: malformed JSON at $.goal: syntax error while parsing value - "
            "invalid string: "
            "ill-formed UTF-8 byte");
        row("invalid UTF-8, OpenPI", one("invalid_utf8.json"), none,
            "invalid_utf8.json:4: malformed JSON at $[\"1\"].steps[1]: syntax error while parsing "
            "value - invalid "
            "string: ill-formed UTF-8 byte");
        row("NUL in a string", one("nul_byte.jsonl"), none,
            "nul_byte.jsonl:2: malformed JSON at $.step: NUL byte");
        row("NUL between lines", one("nul_between_lines.jsonl"), none,
            "nul_between_lines.jsonl:2: malformed JSON: NUL byte");
        row("truncated last line", one("truncated.jsonl"), none,
            "truncated.jsonl:3: malformed JSON at $.goal: syntax error while parsing value - "
            "invalid string: "
            "missing closing quote");
        row("truncated array", one("truncated.json"), none,
            "truncated.json:3: malformed JSON at $[1].question: syntax error");
        row("nested too deep", one("deep_nesting.json"), predictions,
            "deep_nesting.json:1: malformed JSON: nested deeper than 512 levels");

        // Valid JSON of a known shape with one bad record: that record's error.
        row("missing field, ESD", one("missing_field.jsonl"), none,
            "missing_field.jsonl:1: missing field \"step\"");
        row("missing field, ESTER", one("missing_field.json"), none,
            "missing_field.json: [0].question: missing");
        row("missing goal, OpenPI", one("missing_goal.json"), none,
            "missing_goal.json: [\"1\"].goal: missing");
        row("wrong type, ESD", one("wrong_type.jsonl"), none,
            "wrong_type.jsonl:1: field \"step\" must be a string, got number");
        row("wrong type, ESTER", one("wrong_type.json"), none,
            "wrong_type.json: [0].question: expected a string");
        row("answer not a string", one("prediction_not_a_string.json"), predictions,
            "prediction_not_a_string.json: [1][1]: expected an answer string");
        row("control characters quoted", one("control_characters.jsonl"), none,
            "control_characters.jsonl:2: unknown setting \"full   core\"");
        row("not an object", one("not_an_object.jsonl"), none,
            "not_an_object.jsonl:2: expected a JSON object, got array");

        // A direction that would turn a model's earlier scores around.
        row("direction flip", one("direction_flip.jsonl"), none,
            "direction_flip.jsonl:1: model \"scorer-large\" is given two directions (the project "
            "has \"higher\" "
            "for its earlier scores, which came without one; this file \"lower\")");
        row("direction flip within one import",
            QStringList{QStringLiteral("direction_flip_first.jsonl"),
                        QStringLiteral("direction_flip_second.jsonl")},
            none, "direction_flip_second.jsonl:2: model \"ranker-small\" is given two directions");
        row("direction conflict", one("direction_conflict.jsonl"), none,
            "direction_conflict.jsonl:1: model \"lm-perplexity\" is given two directions (the "
            "project has "
            "\"lower\", this file \"higher\")");
    }

    void refused()
    {
        QFETCH(QStringList, files);
        QFETCH(QStringList, extra);
        QFETCH(QString, message);
        const QString tag =
            QString::fromLatin1(QTest::currentDataTag())
                .replace(QRegularExpression(QStringLiteral("\\W")), QStringLiteral("_"));
        const QString db = projectCopy(tag);
        QVERIFY(!db.isEmpty());
        // The inputs are copies too, so nothing can touch the fixtures themselves.
        QDir inputs(dir_.filePath(tag));
        QVERIFY(inputs.mkpath(QStringLiteral(".")));
        QStringList paths;
        QList<QByteArray> before;
        for (const QString &f : files) {
            const QString copy = inputs.filePath(f);
            QFile::remove(copy);
            QVERIFY(QFile::copy(sourcePath(kBad + f), copy));
            paths.push_back(copy);
            before.push_back(fileHash(copy));
        }
        const QByteArray projectBefore = projectFingerprint(db);
        QVERIFY(!projectBefore.isEmpty());

        const Outcome r = runWithTimeout(QStringList{QStringLiteral("import")} + paths +
                                         QStringList{QStringLiteral("--db"), db} + extra);
        QVERIFY2(!r.hung, "the import hung");
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.out.isEmpty(), r.out.constData());
        const QString err = QString::fromUtf8(r.err);
        QCOMPARE(err.count(QLatin1Char('\n')), 1);
        QVERIFY(err.endsWith(QLatin1Char('\n')));
        for (const QChar c : err.chopped(1)) {
            QVERIFY2(c.category() != QChar::Other_Control &&
                         c.category() != QChar::Separator_Line &&
                         c.category() != QChar::Separator_Paragraph,
                     qPrintable(QStringLiteral("a line break or control character U+%1 in: %2")
                                    .arg(c.unicode(), 4, 16, QLatin1Char('0'))
                                    .arg(err)));
        }
        // The file at fault, with the directory it was given with, then the line or JSON path.
        const QString expected =
            QStringLiteral("eventscope: error: ") + inputs.path() + QLatin1Char('/') + message;
        QVERIFY2(err.startsWith(expected),
                 qPrintable(QStringLiteral("got:      %1expected: %2").arg(err, expected)));
        const QString afterFile = err.mid(err.indexOf(files.last()) + files.last().size());
        QVERIFY2(afterFile.contains(QRegularExpression(QStringLiteral("^:\\d+: |^: \\$?\\["))),
                 qPrintable(err));

        QCOMPARE(projectFingerprint(db), projectBefore);
        for (qsizetype i = 0; i < paths.size(); ++i) {
            QCOMPARE(fileHash(paths[i]), before[i]);
        }
    }

    // U+0000 in text: a project file stores it, a server cannot. A server import is
    // refused at the line that holds it and leaves an existing project as it was, a new
    // database with nothing of the schema in it (a second import then works), and a
    // backslash written as text before "u0000" is no such character.
    void textAServerCannotStore_data()
    {
        QTest::addColumn<QString>("source"); // a demo file
        QTest::addColumn<QString>("after");  // where \u0000 goes in: after this text
        QTest::addColumn<int>("line");
        QTest::newRow("ESD") << "esd_demo.jsonl"
                             << "\"step\": \"" << 1;
        QTest::newRow("ESTER") << "ester_demo.json"
                               << "\"question\": \"" << 4;
        QTest::newRow("OpenPI") << "openpi_demo.json"
                                << "\"goal\": \"" << 3;
    }
    void textAServerCannotStore()
    {
        QFETCH(QString, source);
        QFETCH(QString, after);
        QFETCH(int, line);
        QFile in(es::test::demo(source.toLatin1().constData()));
        QVERIFY(in.open(QIODevice::ReadOnly));
        const QByteArray content = in.readAll();
        const qsizetype at = content.indexOf(after.toUtf8()) + after.size();
        const auto written = [&](const QByteArray &insert, const QString &name) {
            const QString path = dir_.filePath(name + QLatin1Char('-') + source);
            QFile out(path);
            out.open(QIODevice::WriteOnly);
            out.write(content.left(at) + insert + content.mid(at));
            return path;
        };
        const QString nul = written("\\u0000", QStringLiteral("nul"));
        const QString slash = written("\\\\u0000", QStringLiteral("slash"));
        const QString tag = QString::fromLatin1(QTest::currentDataTag());

        const auto fresh = [&](const char *name) {
            return es::test::projectLocation(dir_.filePath(name + QLatin1Char('_') + tag));
        };
        const auto import = [](const QString &file, const QString &db) {
            return runWithTimeout({QStringLiteral("import"), file, QStringLiteral("--db"), db});
        };
        const QString slashed = fresh("slashed");
        const Outcome slashedRun = import(slash, slashed);
        QVERIFY2(slashedRun.exitCode == 0, slashedRun.err.constData());
        if (!es::test::onServer()) {
            const Outcome r = import(nul, fresh("nul"));
            QVERIFY2(r.exitCode == 0, r.err.constData());
            return;
        }
        // Into a project that exists and into a new database.
        const QString existing = projectCopy(QStringLiteral("nul_") + tag);
        const QString empty = fresh("empty");
        const QByteArray before = projectFingerprint(existing);
        for (const QString &db : {existing, empty}) {
            const Outcome r = import(nul, db);
            QCOMPARE(r.exitCode, 1);
            QCOMPARE(QString::fromUtf8(r.err),
                     QStringLiteral("eventscope: error: %1:%2: text holds the character U+0000 "
                                    "(\\u0000), which a PostgreSQL server cannot store (a project "
                                    "file can); nothing was imported\n")
                         .arg(nul)
                         .arg(line));
        }
        QCOMPARE(projectFingerprint(existing), before);
        QVERIFY(!es::test::projectExists(empty));
        es::db::pg::Connection c(empty.toStdString());
        QCOMPARE(
            es::test::count(c, "SELECT count(*) FROM pg_proc WHERE proname LIKE 'eventscope%'"),
            std::int64_t{0});
        const Outcome again = import(slash, empty);
        QVERIFY2(again.exitCode == 0, again.err.constData());
    }

    // A project file holding such text is not copied into a server, and the database is
    // left empty; one left with the functions of a setup that failed before is set up.
    void copyOfTextAServerCannotStore()
    {
        if (!es::test::onServer()) {
            return; // a file takes whatever a file holds
        }
        const QString file = dir_.filePath(QStringLiteral("nul.eventscope"));
        const QString input = dir_.filePath(QStringLiteral("nul.jsonl"));
        QFile out(input);
        QVERIFY(out.open(QIODevice::WriteOnly));
        out.write(R"({"id": "a1", "goal": "G", "step": "fine"})"
                  "\n"
                  R"({"id": "a2", "goal": "G", "step": "not\u0000fine"})"
                  "\n");
        out.close();
        QCOMPARE(runWithTimeout({QStringLiteral("import"), input, QStringLiteral("--db"), file})
                     .exitCode,
                 0);
        const QString target = es::test::projectLocation(file);
        const Outcome r = runWithTimeout({QStringLiteral("copy"), QStringLiteral("--from"), file,
                                          QStringLiteral("--to"), target});
        QCOMPARE(r.exitCode, 1);
        QCOMPARE(
            QString::fromUtf8(r.err),
            QStringLiteral("eventscope: error: %1: esd_pair, the row with id 2: step holds the "
                           "character U+0000, which a PostgreSQL server cannot store (a "
                           "project file can); nothing was copied\n")
                .arg(file));
        QVERIFY(!es::test::projectExists(target));
        es::db::pg::Connection c(target.toStdString());
        QCOMPARE(
            es::test::count(c, "SELECT count(*) FROM pg_proc WHERE proname LIKE 'eventscope%'"),
            std::int64_t{0});
        // What a failed setup of an earlier EventScope left behind.
        c.exec("CREATE FUNCTION eventscope_announce() RETURNS trigger LANGUAGE plpgsql AS "
               "$$ BEGIN RETURN NULL; END $$");
        const Outcome again = runWithTimeout(
            {QStringLiteral("import"), sourcePath(QStringLiteral("resources/demo/esd_demo.jsonl")),
             QStringLiteral("--db"), target});
        QVERIFY2(again.exitCode == 0, again.err.constData());
    }

    // An error that echoes a token of the file (a string never closed, a key, an id, a
    // number) prints at most 200 bytes of it, cut where no character is split.
    void longTokensAreCut_data()
    {
        QTest::addColumn<QByteArray>("content");
        QTest::addColumn<QStringList>("extra");
        QTest::addColumn<QString>("message"); // what follows the file's path
        const QByteArray a(5'000'000, 'a');
        const QByteArray k(300'000, 'k');
        const QByteArray zeros(300'000, '0');
        const QByteArray e = QByteArray("\xc3\xa9").repeated(150'000); // é, two bytes each
        QTest::newRow("ESD string never closed")
            << QByteArray("{\"id\": \"" + a) << QStringList() << ":1: malformed JSON at $.id";
        QTest::newRow("ESTER string never closed")
            << QByteArray("[{\"passage\": \"" + a) << QStringList{"--format", "ester"}
            << ":1: malformed JSON at $[0].passage";
        QTest::newRow("OpenPI string never closed")
            << QByteArray("{\"1\": {\"goal\": \"" + a) << QStringList{"--format", "openpi"}
            << ":1: malformed JSON at $[\"1\"].goal";
        const QByteArray words = QByteArray("word ").repeated(400'000);
        QTest::newRow("words never closed")
            << QByteArray("{\"id\": \"x\", \"goal\": \"g\", \"step\": \"" + words) << QStringList()
            << ":1: malformed JSON at $.step";
        QTest::newRow("an origin of words")
            << QByteArray("{\"id\": \"x\", \"goal\": \"g\", \"step\": \"s\", \"origin\": \"" +
                          words + "\"}\n")
            << QStringList() << ":1: unknown origin \"word word";
        QTest::newRow("a label's annotator")
            << QByteArray("{\"id\": \"x\", \"goal\": \"g\", \"step\": \"s\", \"labels\": {\"" + k +
                          "\": 7}}\n")
            << QStringList() << ":1: labels.kkk";
        QTest::newRow("an unknown pair")
            << QByteArray("{\"id\": \"" + e +
                          "\", \"model\": \"m\", \"setting\": \"full\", \"score\": 1}\n")
            << QStringList() << ":1: score for unknown pair";
        QTest::newRow("a number") << QByteArray("{\"id\": \"x\", \"score\": 1" + zeros + "}\n")
                                  << QStringList() << ":1: malformed JSON at $.score";
    }
    void longTokensAreCut()
    {
        QFETCH(QByteArray, content);
        QFETCH(QStringList, extra);
        QFETCH(QString, message);
        const QString input = dir_.filePath(QStringLiteral("long.json"));
        QFile f(input);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(content);
        f.close();
        const QString db = projectCopy(QStringLiteral("long"));
        const QByteArray before = projectFingerprint(db);
        const Outcome r = runWithTimeout(
            QStringList{QStringLiteral("import"), input, QStringLiteral("--db"), db} + extra);
        QCOMPARE(r.exitCode, 1);
        const QString err = QString::fromUtf8(r.err);
        QVERIFY2(err.startsWith(QStringLiteral("eventscope: error: ") + input + message),
                 qPrintable(err.left(400)));
        QCOMPARE(err.count(QLatin1Char('\n')), 1);
        QVERIFY2(r.err.size() < 600 && err.contains(QStringLiteral(" bytes left out)")),
                 qPrintable(err.left(700)));
        QVERIFY(!err.contains(QChar::ReplacementCharacter)); // no character cut in two
        // What is kept of the token: at most 100 bytes before the note and 100 after it
        // (then its closing quote, and the colon that may follow a key).
        for (const QString &word : err.trimmed().split(QLatin1Char(' '))) {
            const qsizetype head = word.indexOf(QStringLiteral("…("));
            const qsizetype tail = word.indexOf(QStringLiteral(")…"));
            QVERIFY2(word.size() <= 230 || head >= 0 || tail >= 0, qPrintable(word.left(300)));
            if (head >= 0) {
                QVERIFY(word.left(head).toUtf8().size() <= 100 + 60); // and the words before
            }
            if (tail >= 0) {
                QVERIFY(word.mid(tail + 2).toUtf8().size() <= 102);
            }
        }
        QCOMPARE(projectFingerprint(db), before);
    }

    void everyFixtureIsACase()
    {
        const QStringList all = QDir(sourcePath(kBad)).entryList(QDir::Files);
        QVERIFY(!all.isEmpty());
        for (const QString &f : all) {
            QVERIFY2(used_.contains(f),
                     qPrintable(f + QStringLiteral(" has no row in refused_data")));
        }
    }

    void fifoIsRefused()
    {
        // No writer ever opens it: reading would wait forever.
        const QString fifo = dir_.filePath(QStringLiteral("scores.jsonl"));
        QVERIFY(::mkfifo(QFile::encodeName(fifo).constData(), 0600) == 0);
        const QString db = projectCopy(QStringLiteral("fifo"));
        const QByteArray before = projectFingerprint(db);
        for (const QStringList &extra :
             {QStringList{}, QStringList{QStringLiteral("--format"), QStringLiteral("esd")}}) {
            const Outcome r = runWithTimeout(
                QStringList{QStringLiteral("import"), fifo, QStringLiteral("--db"), db} + extra);
            QVERIFY2(!r.hung, "the import waited for a writer");
            QCOMPARE(r.exitCode, 1);
            QCOMPARE(QString::fromUtf8(r.err),
                     QStringLiteral("eventscope: error: %1: cannot read: is not a regular file\n")
                         .arg(fifo));
            QCOMPARE(projectFingerprint(db), before);
        }
    }

    void endlessDeviceIsRefused()
    {
        // /dev/zero never ends.
        const QString db = projectCopy(QStringLiteral("zero"));
        const QByteArray before = projectFingerprint(db);
        const Outcome r = runWithTimeout(
            {QStringLiteral("import"), QStringLiteral("/dev/zero"), QStringLiteral("--db"), db});
        QVERIFY2(!r.hung, "the import read /dev/zero for ever");
        QCOMPARE(r.exitCode, 1);
        QCOMPARE(r.err,
                 QByteArray("eventscope: error: /dev/zero: cannot read: is not a regular file\n"));
        QCOMPARE(projectFingerprint(db), before);
    }
};

QTEST_GUILESS_MAIN(TestBadFiles)
#include "tst_bad_files.moc"
