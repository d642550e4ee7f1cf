// Why the store speaks the SQLite C API: the same bulk insert through Qt SQL's prepared
// QSqlQuery and through a prepared sqlite3 statement, on the same schema and file system.
//
//   build/bench/sql_api_bench [ROWS]
#include "db/engine/connection.h"

#include <QCoreApplication>
#include <QDir>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QVariant>

#include <chrono>
#include <cstdio>

namespace {

const char *kSchema = "CREATE TABLE label (pair_id INTEGER NOT NULL, person_id INTEGER NOT NULL, "
                      "label INTEGER NOT NULL, PRIMARY KEY (pair_id, person_id)) WITHOUT ROWID";

double seconds(std::chrono::steady_clock::time_point since)
{
    return std::chrono::duration<double>(std::chrono::steady_clock::now() - since).count();
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    const long rows = argc > 1 ? std::atol(argv[1]) : 3000000;
    QTemporaryDir dir;

    {
        es::db::Connection c(QDir(dir.path()).filePath(QStringLiteral("capi.db")).toStdString(),
                             es::db::Connection::Mode::ReadWriteCreate);
        c.exec("PRAGMA journal_mode = WAL");
        c.exec(kSchema);
        const auto t = std::chrono::steady_clock::now();
        c.exec("BEGIN");
        es::db::Statement insert = c.prepare("INSERT INTO label VALUES (?, ?, ?)");
        for (long i = 0; i < rows; ++i) {
            insert.bind(1, static_cast<std::int64_t>(i / 3)).bind(2, static_cast<int>(i % 3)).bind(3, static_cast<int>(i % 2)).run();
        }
        c.exec("COMMIT");
        const double s = seconds(t);
        std::printf("SQLite C API: %ld rows in %.2f s = %.0f rows/s\n", rows, s, static_cast<double>(rows) / s);
    }
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"));
        db.setDatabaseName(QDir(dir.path()).filePath(QStringLiteral("qtsql.db")));
        if (!db.open()) {
            std::fprintf(stderr, "Qt SQL: %s\n", qPrintable(db.lastError().text()));
            return 1;
        }
        QSqlQuery q(db);
        q.exec(QStringLiteral("PRAGMA journal_mode = WAL"));
        q.exec(QString::fromLatin1(kSchema));
        const auto t = std::chrono::steady_clock::now();
        db.transaction();
        QSqlQuery insert(db);
        insert.prepare(QStringLiteral("INSERT INTO label VALUES (?, ?, ?)"));
        for (long i = 0; i < rows; ++i) {
            insert.bindValue(0, static_cast<qlonglong>(i / 3));
            insert.bindValue(1, static_cast<int>(i % 3));
            insert.bindValue(2, static_cast<int>(i % 2));
            insert.exec();
        }
        db.commit();
        const double s = seconds(t);
        std::printf("Qt SQL (QSQLITE): %ld rows in %.2f s = %.0f rows/s\n", rows, s, static_cast<double>(rows) / s);
    }
    QSqlDatabase::removeDatabase(QSqlDatabase::defaultConnection);
    return 0;
}
