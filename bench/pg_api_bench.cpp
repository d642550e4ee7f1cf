// Why team projects speak libpq: the same bulk insert and read-back on one PostgreSQL
// server through libpq's prepared statements, libpq's COPY, and Qt SQL's QPSQL driver
// (prepared QSqlQuery with bound QVariants, and its execBatch).
//
//   pg_virtualenv -- build/bench/pg_api_bench [ROWS]
//
// The server comes from libpq's environment (PGHOST, PGPORT, PGUSER, PGPASSWORD), as
// pg_virtualenv sets it; QPSQL is given the same values.
#include "db/engine/postgres.h"

#include <QCoreApplication>
#include <QSqlDatabase>
#include <QSqlDriver>
#include <QSqlError>
#include <QSqlQuery>
#include <QVariant>
#include <QVariantList>

#include <chrono>
#include <cstdio>
#include <cstdlib>

namespace {

const char *kSchema = "DROP TABLE IF EXISTS label; CREATE TABLE label (pair_id BIGINT NOT NULL, "
                      "person_id INTEGER NOT NULL, label INTEGER NOT NULL, "
                      "PRIMARY KEY (pair_id, person_id))";

double seconds(std::chrono::steady_clock::time_point since)
{
    return std::chrono::duration<double>(std::chrono::steady_clock::now() - since).count();
}

void report(const char *what, long rows, double s)
{
    std::printf("%-44s %9ld rows in %6.2f s = %9.0f rows/s\n", what, rows, s,
                static_cast<double>(rows) / s);
}

QString env(const char *name) { return QString::fromLocal8Bit(qgetenv(name)); }

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    const long rows = argc > 1 ? std::atol(argv[1]) : 300000;
    try {
        es::db::pg::Connection c("dbname=postgres");
        std::printf("server %s\n", c.server().c_str());
        {
            c.exec(kSchema);
            const auto t = std::chrono::steady_clock::now();
            c.exec("BEGIN");
            es::db::pg::Statement insert = c.prepare("INSERT INTO label VALUES (?, ?, ?)");
            for (long i = 0; i < rows; ++i) {
                insert.bind(1, static_cast<std::int64_t>(i / 3))
                    .bind(2, static_cast<int>(i % 3))
                    .bind(3, static_cast<int>(i % 2))
                    .run();
            }
            c.exec("COMMIT");
            report("libpq, prepared INSERT per row", rows, seconds(t));
        }
        {
            c.exec(kSchema);
            const auto t = std::chrono::steady_clock::now();
            long i = 0;
            c.copyIn("COPY label FROM STDIN", [&](std::string &out) {
                if (i == rows) {
                    return false;
                }
                out += std::to_string(i / 3);
                out += '\t';
                out += std::to_string(i % 3);
                out += '\t';
                out += std::to_string(i % 2);
                out += '\n';
                ++i;
                return true;
            });
            report("libpq, COPY FROM STDIN", rows, seconds(t));
        }
        {
            const auto t = std::chrono::steady_clock::now();
            es::db::pg::Statement all = c.prepare("SELECT pair_id, person_id, label FROM label");
            std::int64_t sum = 0;
            long n = 0;
            while (all.step()) {
                sum += all.int64(0) + all.int64(1) + all.int64(2);
                ++n;
            }
            report("libpq, read back", n, seconds(t));
            std::printf("(checksum %lld)\n", static_cast<long long>(sum));
        }
    } catch (const std::exception &e) {
        std::fprintf(stderr, "libpq: %s\n", e.what());
        return 1;
    }

    if (!QSqlDatabase::isDriverAvailable(QStringLiteral("QPSQL"))) {
        std::fprintf(stderr, "Qt's QPSQL driver is missing (Debian: libqt6sql6-psql)\n");
        return 1;
    }
    QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QPSQL"));
    db.setHostName(env("PGHOST"));
    db.setPort(env("PGPORT").toInt());
    db.setUserName(env("PGUSER"));
    db.setPassword(env("PGPASSWORD"));
    db.setDatabaseName(QStringLiteral("postgres"));
    if (!db.open()) {
        std::fprintf(stderr, "QPSQL: %s\n", qPrintable(db.lastError().text()));
        return 1;
    }
    QSqlQuery q(db);
    {
        q.exec(QString::fromLatin1(kSchema));
        const auto t = std::chrono::steady_clock::now();
        db.transaction();
        q.prepare(QStringLiteral("INSERT INTO label VALUES (?, ?, ?)"));
        for (long i = 0; i < rows; ++i) {
            q.bindValue(0, static_cast<qlonglong>(i / 3));
            q.bindValue(1, static_cast<int>(i % 3));
            q.bindValue(2, static_cast<int>(i % 2));
            if (!q.exec()) {
                std::fprintf(stderr, "QPSQL: %s\n", qPrintable(q.lastError().text()));
                return 1;
            }
        }
        db.commit();
        report("Qt QPSQL, prepared QSqlQuery per row", rows, seconds(t));
    }
    {
        q.exec(QString::fromLatin1(kSchema));
        const auto t = std::chrono::steady_clock::now();
        QVariantList pairs, people, labels;
        for (long i = 0; i < rows; ++i) {
            pairs << static_cast<qlonglong>(i / 3);
            people << static_cast<int>(i % 3);
            labels << static_cast<int>(i % 2);
        }
        db.transaction();
        q.prepare(QStringLiteral("INSERT INTO label VALUES (?, ?, ?)"));
        q.addBindValue(pairs);
        q.addBindValue(people);
        q.addBindValue(labels);
        if (!q.execBatch()) {
            std::fprintf(stderr, "QPSQL: %s\n", qPrintable(q.lastError().text()));
            return 1;
        }
        db.commit();
        report("Qt QPSQL, execBatch", rows, seconds(t));
    }
    {
        const auto t = std::chrono::steady_clock::now();
        QSqlQuery all(db);
        all.setForwardOnly(true);
        all.exec(QStringLiteral("SELECT pair_id, person_id, label FROM label"));
        qlonglong sum = 0;
        long n = 0;
        while (all.next()) {
            sum += all.value(0).toLongLong() + all.value(1).toLongLong() + all.value(2).toLongLong();
            ++n;
        }
        report("Qt QPSQL, read back", n, seconds(t));
        std::printf("(checksum %lld)\n", sum);
    }
    return 0;
}
