#pragma once
// Helpers shared by the test suites: temporary projects, running the real binary,
// file fingerprints for "the project is byte-for-byte as before".

#include <QCryptographicHash>
#include <QFile>
#include <QProcess>
#include <QString>
#include <QStringList>

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

} // namespace es::test
