#pragma once
// Helpers for the suites that run against the throwaway PostgreSQL server pg_virtualenv
// starts for them (PGHOST, PGPORT, PGUSER, PGPASSWORD).

#include "db/engine/postgres.h"

#include <QString>

namespace es::test {

inline QString pgEnv(const char *name)
{
    return qEnvironmentVariable(name);
}

// A server project's schema version 9 undone (the foreign keys its set-wise checks
// replaced), for suites that make a project of an earlier version.
inline constexpr const char *kUndoVersion9 =
    "DROP FUNCTION eventscope_named_rows_exist() CASCADE; DROP FUNCTION "
    "eventscope_gone_rows_unnamed() CASCADE; DROP FUNCTION eventscope_checked_references(); "
    "ALTER TABLE esd_label ADD FOREIGN KEY (pair_id) "
    "REFERENCES esd_pair (id), ADD FOREIGN KEY (person_id) REFERENCES person (id); ALTER TABLE "
    "esd_pair ADD FOREIGN KEY (goal_id) REFERENCES esd_goal (id)";

// What a server project's schema version 10 adds outside the score columns' table (the
// guards of scores kept as a column alone), for suites that make a project of an earlier
// version: they drop that table, and with it the rest of version 10, after this.
inline constexpr const char *kUndoVersion10Guards =
    "DROP FUNCTION eventscope_sole_scored_pair() CASCADE; DROP FUNCTION "
    "eventscope_sole_column_kept() CASCADE; DROP FUNCTION "
    "eventscope_sole_columns_truncated() CASCADE";

// A server project's schema versions 12 and 13 undone (its label blocks, the triggers that
// keep them and the function that builds them), for suites that make a project of an
// earlier version.
inline constexpr const char *kUndoLabelBlocks =
    "DROP FUNCTION eventscope_label_blocks_build(); DROP FUNCTION "
    "eventscope_label_blocks_follow() CASCADE; DROP TABLE esd_label_block";

// A server project's schema version 14 undone (the team's rules as a function, and who
// contributed a step, with the policies that name it), for suites that make a project of
// an earlier version.
inline constexpr const char *kUndoVersion14 =
    "DROP FUNCTION eventscope_team_rules(); DROP FUNCTION eventscope_columns(text, text, boolean); "
    "DROP FUNCTION IF EXISTS eventscope_decided_pairs(); "
    "ALTER TABLE esd_pair DROP COLUMN contributor_id CASCADE";

// A server project's schema version 15 undone (people's own states, decisions on states),
// for suites that make a project of an earlier version; the rules function keeps the
// extended lists, which kUndoVersion14 then drops.
inline constexpr const char *kUndoVersion15 =
    "DROP TABLE openpi_states_adjudication; DROP INDEX openpi_states_key; "
    "ALTER TABLE openpi_states DROP COLUMN person_id CASCADE; "
    "CREATE UNIQUE INDEX openpi_states_key ON openpi_states (procedure_id, coalesce(model_id, 0))";
// Schema version 17 undone (rater groups in both settings, their Core labels), for suites
// that make a project of an earlier version; a project file's is the same statement.
inline constexpr const char *kUndoVersion17 =
    "DROP TABLE esd_core_label; ALTER TABLE rater_group DROP COLUMN both_settings";
// Schema version 16 undone (which runs are a model's seeds), for suites that make a project
// of an earlier version; a project file's is the same statement.
inline constexpr const char *kUndoModelSeeds =
    "ALTER TABLE model DROP COLUMN seed_of; ALTER TABLE model DROP COLUMN seed";

// What a suite says when it runs without a server; it fails, it never skips.
inline constexpr const char *kNoServer =
    "no test server: run through pg_virtualenv (ctest does), from postgresql-common";

// Database `name` on the test server as the URI a team would give, for `user` (the
// server's own by default); the password stays in PGPASSWORD, as in ~/.pgpass.
inline QString databaseUri(const QString &name, const QString &user = pgEnv("PGUSER"))
{
    return QStringLiteral("postgresql://%1@%2:%3/%4")
        .arg(user, pgEnv("PGHOST"), pgEnv("PGPORT"), name);
}

// The same for a team login the test gave the password "pw-LOGIN" (EventScope never sets
// one), with the password in the URI as a person may paste it.
inline QString loginUri(const QString &name, const QString &user)
{
    return QStringLiteral("postgresql://%1:pw-%1@%2:%3/%4")
        .arg(user, pgEnv("PGHOST"), pgEnv("PGPORT"), name);
}

// A new, empty database `name` (an earlier one of that name dropped), as its URI.
inline QString freshDatabase(const QString &name)
{
    db::pg::Connection admin("dbname=postgres");
    admin.exec("DROP DATABASE IF EXISTS " + name.toStdString());
    admin.exec("CREATE DATABASE " + name.toStdString());
    return databaseUri(name);
}

// A plain libpq connection to database `name` as login `user`, whose password the team
// suites set to "pw-" + user: what someone typing SQL in psql gets.
inline db::pg::Connection loginConnection(const QString &name, const std::string &user)
{
    return db::pg::Connection("dbname=" + name.toStdString() + " user=" + user + " password=pw-" +
                              user);
}

// The first column of the first row of `sql`, a count.
inline std::int64_t count(db::pg::Connection &c, const std::string &sql)
{
    db::pg::Statement s = c.prepare(sql);
    s.step();
    return s.int64(0);
}

} // namespace es::test
