#pragma once
// Helpers shared by the test suites: temporary projects, running the real binary,
// file fingerprints for "the project is byte-for-byte as before".

#include <QCryptographicHash>
#include <QDebug>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QJsonValue>
#include <QProcess>
#include <QString>
#include <QStringList>
#include <cmath>

namespace es::test {

inline QByteArray fileHash(const QString &path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) {
        return {};
    }
    return QCryptographicHash::hash(f.readAll(), QCryptographicHash::Sha256).toHex();
}

inline QString sourcePath(const QString &relative)
{
    return QStringLiteral(EVENTSCOPE_SOURCE_DIR "/") + relative;
}

// One of the demo project's files (resources/demo/), which many suites import.
inline QString demo(const char *name)
{
    return sourcePath(QStringLiteral("resources/demo/") + QLatin1String(name));
}

struct Run
{
    int exitCode = -1;
    QByteArray out;
    QByteArray err;
};

// Runs the eventscope executable with the arguments; no display is needed.
inline Run runEventScope(const QStringList &arguments)
{
    QProcess p;
    p.setProgram(QStringLiteral(EVENTSCOPE_BINARY));
    p.setArguments(arguments);
    p.start();
    p.waitForFinished(120000);
    return {p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1, p.readAllStandardOutput(),
            p.readAllStandardError()};
}

// runEventScope with each argument a QString or a string literal.
template <class... Args> Run cli(const Args &...arguments)
{
    return runEventScope(QStringList{QString(arguments)...});
}

// A run that exited 0; otherwise says why in the test's output.
inline bool succeeded(const Run &r)
{
    if (r.exitCode != 0) {
        qWarning() << "exit" << r.exitCode << r.err;
    }
    return r.exitCode == 0;
}

// The real public files in ../shared/data beside the repository (absent in a user's clone).
inline QString sharedData(const QString &relative)
{
    return QStringLiteral(EVENTSCOPE_SOURCE_DIR "/../shared/data/") + relative;
}

// `eventscope report --json --dataset D [options]`'s object for D (options such as
// {"--as", NAME, "--bootstrap", "0"}); empty (with a warning) when the report fails.
inline QJsonObject datasetReport(const QString &db, const QString &dataset,
                                 const QStringList &options = {})
{
    const Run r =
        runEventScope(QStringList{QStringLiteral("report"), QStringLiteral("--db"), db,
                                  QStringLiteral("--json"), QStringLiteral("--dataset"), dataset} +
                      options);
    if (r.exitCode != 0) {
        qWarning() << r.err;
        return {};
    }
    return QJsonDocument::fromJson(r.out).object().value(dataset).toObject();
}

// The same without intervals, as `as` sees it (empty: everyone), for comparing figures.
inline QJsonObject reportAs(const QString &db, const QString &dataset, const QString &as)
{
    QStringList options{QStringLiteral("--bootstrap"), QStringLiteral("0")};
    if (!as.isEmpty()) {
        options << QStringLiteral("--as") << as;
    }
    return datasetReport(db, dataset, options);
}

// A figure of a JSON report against its independently computed value.
inline bool near(const QJsonValue &v, double expected, double tolerance = 1e-9)
{
    if (!v.isDouble() || std::abs(v.toDouble() - expected) > tolerance) {
        qWarning() << "got" << v << "expected" << expected;
        return false;
    }
    return true;
}

// A JSON file's array or object; undefined when it cannot be read.
inline QJsonValue readJson(const QString &path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) {
        return {};
    }
    const QJsonDocument doc = QJsonDocument::fromJson(f.readAll());
    return doc.isArray() ? QJsonValue(doc.array()) : QJsonValue(doc.object());
}

} // namespace es::test
