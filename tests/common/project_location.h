#pragma once
// Where a suite keeps its projects. The db/ and cli/ suites run twice (tests/CMakeLists.txt,
// eventscope_add_engines_test): on project files, and on the PostgreSQL engine, where
// EVENTSCOPE_TEST_ENGINE=postgresql and each project is a fresh database on the run's
// throwaway server. The cases stay the same; only where a project lives and how "the
// project is exactly as it was" is measured differ.

#include "common/pg_support.h"
#include "common/test_support.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>
#include <QTest>
#include <stdexcept>
#include <string>

namespace es::test {

// True when this run puts its projects on the PostgreSQL test server.
inline bool onServer()
{
    return qEnvironmentVariable("EVENTSCOPE_TEST_ENGINE") == QLatin1String("postgresql");
}

// For initTestCase: false when the run is on the server engine and no server answers,
// which fails the suite with kNoServer (it never skips).
inline bool engineReady()
{
    if (!onServer()) {
        return true;
    }
    if (pgEnv("PGPORT").isEmpty()) {
        return false;
    }
    try {
        db::pg::Connection("dbname=postgres");
        return true;
    } catch (const std::exception &e) {
        qWarning() << e.what();
        return false;
    }
}

// The name of the database that stands for `file` in the running case: the suite, the
// test function, the data row and the file's base name, lower case, as an SQL identifier
// (at most 63 bytes; a longer one keeps its start and a hash of the whole).
inline QString databaseName(const QString &file)
{
    const char *function = QTest::currentTestFunction();
    const char *row = QTest::currentDataTag();
    const QString raw = QCoreApplication::applicationName() + QLatin1Char('_') +
                        QLatin1String(function ? function : "") + QLatin1Char('_') +
                        QString::fromUtf8(row ? row : "") + QLatin1Char('_') +
                        QFileInfo(file).completeBaseName();
    QString name;
    for (const QChar c : raw.toLower()) {
        const bool plain = (c >= QLatin1Char('a') && c <= QLatin1Char('z')) ||
                           (c >= QLatin1Char('0') && c <= QLatin1Char('9'));
        if (plain) {
            name += c;
        } else if (!name.endsWith(QLatin1Char('_'))) {
            name += QLatin1Char('_');
        }
    }
    while (name.endsWith(QLatin1Char('_'))) {
        name.chop(1);
    }
    if (name.isEmpty() || !name.front().isLetter()) {
        name.prepend(QStringLiteral("p_"));
    }
    if (name.size() > 63) {
        const QByteArray hash =
            QCryptographicHash::hash(raw.toUtf8(), QCryptographicHash::Sha1).toHex().left(12);
        name = name.left(50) + QLatin1Char('_') + QString::fromLatin1(hash);
    }
    return name;
}

// The database a server URI names (the part after the last slash).
inline QString databaseOf(const QString &uri)
{
    return uri.mid(uri.lastIndexOf(QLatin1Char('/')) + 1);
}

// Where the case keeps the project it would keep in `file`: that path on the file
// engine, a new, empty database on the server engine (its URI).
inline QString projectLocation(const QString &file)
{
    if (!onServer()) {
        return file;
    }
    if (pgEnv("PGPORT").isEmpty()) {
        throw std::runtime_error(kNoServer);
    }
    return freshDatabase(databaseName(file));
}

// Where a case keeps project `name` of its temporary folder: a file, or a database on the
// server engine.
inline std::string projectIn(const QTemporaryDir &dir, const char *name)
{
    return projectLocation(dir.filePath(QString::fromLatin1(name))).toStdString();
}

// What "the project is exactly as it was" compares: the file's bytes, or on a server
// every row of every table (sequences aside: a server never takes back a number a
// rolled-back insert drew, and no figure, export or audit entry shows one). Empty when
// the project cannot be read.
inline QByteArray projectFingerprint(const QString &project)
{
    if (!db::pg::isConnectionString(project.toStdString())) {
        return fileHash(project);
    }
    try {
        db::pg::Connection c(project.toStdString());
        std::vector<std::string> tables;
        {
            db::pg::Statement s = c.prepare("SELECT tablename FROM pg_catalog.pg_tables WHERE "
                                            "schemaname = 'public' ORDER BY tablename");
            while (s.step()) {
                tables.push_back(s.text(0));
            }
        }
        QCryptographicHash hash(QCryptographicHash::Sha256);
        for (const std::string &table : tables) {
            db::pg::Statement s = c.prepare(
                "SELECT coalesce(string_agg(t::text, E'\\n' ORDER BY t::text), '') FROM " +
                c.quoteIdentifier(table) + " t");
            s.step();
            hash.addData(QByteArray::fromStdString(table + "\n" + s.text(0) + "\n\n"));
        }
        return tables.empty() ? QByteArray("no tables") : hash.result().toHex();
    } catch (const std::exception &e) {
        qWarning() << e.what();
        return {};
    }
}

// True when there is a project at `project`: the file exists, or the database holds tables.
inline bool projectExists(const QString &project)
{
    if (!db::pg::isConnectionString(project.toStdString())) {
        return QFile::exists(project);
    }
    db::pg::Connection c(project.toStdString());
    db::pg::Statement s =
        c.prepare("SELECT count(*) FROM pg_catalog.pg_tables WHERE schemaname = 'public'");
    s.step();
    return s.int64(0) > 0;
}

// A copy of the project `from` where the case would keep `file` (any earlier one there
// replaced): a file copy, or on a server a database made from `from` as its template.
inline QString copyProject(const QString &from, const QString &file)
{
    if (!onServer()) {
        QFile::remove(file);
        return QFile::copy(from, file) ? file : QString();
    }
    const std::string name = databaseName(file).toStdString();
    db::pg::Connection admin("dbname=postgres");
    admin.exec("DROP DATABASE IF EXISTS " + name);
    admin.exec("CREATE DATABASE " + name + " TEMPLATE " + databaseOf(from).toStdString());
    return databaseUri(QString::fromStdString(name));
}

} // namespace es::test
