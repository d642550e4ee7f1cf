#include "db/project.h"

#include "db/engine/file_checks.h"
#include "db/engine/migrations.h"
#include "db/esd/esd_score_columns.h"

#include <QDateTime>
#include <cerrno>
#include <cstring>
#include <filesystem>
#include <unistd.h>

namespace es::db {

namespace {

// The schema version that brought the score columns (0008_score_columns.sql).
constexpr int kScoreColumnsVersion = 8;

} // namespace

std::string nowUtc()
{
    return QDateTime::currentDateTimeUtc().toString(Qt::ISODateWithMs).toStdString();
}

Project::Project(const std::string &path, Open how) : path_(path)
{
    if (isServerLocation(path)) {
        path_ = shownLocation(path);
        openServer(path, how);
        return;
    }
    std::error_code ec;
    const bool existed = std::filesystem::exists(std::filesystem::symlink_status(path, ec)) && !ec;
    if (how != Open::CreateIfMissing && !existed) {
        throw InputError(path + ": no such project");
    }
    try {
        if (!existed) {
            created_ = create();
        }
        if (const std::string why = notAProjectFile(path); !why.empty()) {
            throw InputError(path + ": " + why);
        }
        if (const std::string why = unwritable(path); !why.empty()) {
            if (how != Open::ForReading) {
                throw InputError(path + ": read-only (" + why +
                                 "): EventScope reports on it and exports it, and changes nothing");
            }
            openReadOnly();
            return;
        }
        {
            // A read-only connection cannot write to the file whatever it turns out to be;
            // only a file known to be a project is opened for writing below.
            Connection reader(path, readerMode(path));
            identify(reader);
        }
        db_ = Connection(path, Connection::Mode::ReadWrite);
        configure();
        // From here each write checks that the file is whole and still the one opened.
        db_.guardFile(path);
        migrate();
    } catch (const BusyError &) {
        throw; // a busy project is a project; the message names it and who holds it
    } catch (const DamagedError &e) {
        throw InputError(e.what());
    } catch (const DbError &e) {
        throw InputError(path + ": not an EventScope project (" + e.what() + ")");
    }
}

void Project::openReadOnly()
{
    readOnly_ = true;
    db_ = Connection(path_, readerMode(path_));
    identify(db_);
    if (const int version = schemaVersion(); version != currentSchemaVersion()) {
        throw InputError(path_ + ": read-only, and made by an earlier EventScope (schema version " +
                         std::to_string(version) +
                         "): open it once where it can be written, to bring it up to date");
    }
    // Reads copy pages rather than map the file, as configure() says.
    db_.exec("PRAGMA mmap_size = 0");
}

bool Project::create()
{
    // Made complete under a name of its own and then linked into place, which fails when
    // the name is taken: a reader never sees a half-made project, and two processes
    // creating one project at once end up sharing the one that was linked first.
    const std::string temp = path_ + ".new-" + std::to_string(::getpid());
    const auto removeTemp = [&temp] {
        for (const char *suffix : {"", "-wal", "-shm", "-journal"}) {
            std::error_code ignored;
            std::filesystem::remove(temp + suffix, ignored);
        }
    };
    removeTemp();
    try {
        db_ = Connection(temp, Connection::Mode::ReadWriteCreate);
        configure();
        migrate();
        db_.close();
    } catch (...) {
        db_.close();
        removeTemp();
        throw;
    }
    bool linked = ::link(temp.c_str(), path_.c_str()) == 0;
    const int error = linked ? 0 : errno;
    if (!linked && error != EEXIST) {
        // A file system without hard links: a rename that may only lose a race nobody
        // is running.
        std::error_code ec;
        if (!std::filesystem::exists(path_, ec)) {
            std::filesystem::rename(temp, path_, ec);
            linked = !ec;
        }
        if (!linked && !std::filesystem::exists(path_, ec)) {
            removeTemp();
            throw InputError(path_ + ": cannot create the project: " + std::strerror(error));
        }
    }
    removeTemp();
    return linked;
}

namespace {

// PRAGMA application_id of every project this EventScope creates or migrates ("ESpr").
// Projects made before it carry 0 and are told by their tables.
constexpr std::int64_t kApplicationId = 0x45537072;

InputError newerSchema(const std::string &path, std::int64_t version)
{
    return InputError(path + ": project schema version " + std::to_string(version) +
                      " is newer than this EventScope understands (" +
                      std::to_string(Project::currentSchemaVersion()) +
                      "); please update EventScope");
}

} // namespace

void Project::identify(Connection &c)
{
    const std::int64_t version = c.integerOf("PRAGMA user_version");
    const std::int64_t known = currentSchemaVersion();
    if (version < 0) {
        throw InputError(path_ + ": schema version " + std::to_string(version) +
                         " is not valid; damaged or not an EventScope project");
    }
    if (version > known) {
        throw newerSchema(path_, version);
    }
    const std::int64_t application = c.integerOf("PRAGMA application_id");
    if (application != 0 && application != kApplicationId) {
        throw InputError(path_ +
                         ": not an EventScope project (an SQLite database of another program, "
                         "application id " +
                         std::to_string(application) + ")");
    }
    Statement tables = c.prepare(
        "SELECT count(*), count(*) FILTER (WHERE name = 'project_meta') FROM sqlite_master "
        "WHERE type = 'table'");
    tables.step();
    const std::int64_t all = tables.int64(0);
    const bool meta = tables.int64(1) > 0;
    if (version == 0 && all > 0) {
        throw InputError(path_ +
                         ": not an EventScope project (an SQLite database with other tables)");
    }
    if (version == 0 && application == 0 && !headerSaysWal(path_)) {
        // An empty database someone else made; one EventScope began is in WAL mode.
        throw InputError(path_ + ": not an EventScope project (an empty SQLite database)");
    }
    if (version > 0 && !meta) {
        throw InputError(path_ +
                         ": not an EventScope project (an SQLite database with other tables)");
    }
}

// The id of the advisory lock under which a server's schema is read and brought up to
// date, so that two programs opening one new database make one project.
constexpr std::int64_t kSchemaLock = 0x45537072;

void Project::openServer(const std::string &target, Open how)
{
    db_ = Connection::toServer(target);
    Statement what = db_.prepare(
        "SELECT to_regclass('eventscope_schema') IS NOT NULL, "
        "(SELECT count(*) FROM pg_catalog.pg_tables WHERE schemaname = current_schema())");
    what.step();
    const bool ours = what.int64(0) != 0;
    const std::int64_t tables = what.int64(1);
    what = Statement();
    if (!ours && tables > 0) {
        throw InputError(path_ + ": not an EventScope project (a database with other tables)");
    }
    if (!ours && how != Open::CreateIfMissing) {
        throw InputError(path_ + ": no such project (the database is empty)");
    }
    if (ours) {
        const int version = schemaVersion();
        if (version < 0) {
            throw InputError(path_ + ": schema version " + std::to_string(version) +
                             " is not valid; damaged or not an EventScope project");
        }
        if (version > currentSchemaVersion()) {
            throw newerSchema(path_, version);
        }
        if (version == currentSchemaVersion()) {
            return; // nothing to write: a team's annotators may not change the schema
        }
    }
    created_ = migrateServer();
}

// The id of the advisory lock imports on a server take ("ESim").
constexpr std::int64_t kImportLock = 0x4553696d;

void Project::lockForImport()
{
    db_.lockKey(kImportLock);
}

bool Project::migrateServer()
{
    const int known = currentSchemaVersion();
    Transaction tx(db_);
    db_.prepare("SELECT pg_advisory_xact_lock(?)").bind(1, kSchemaLock).step();
    db_.exec("CREATE TABLE IF NOT EXISTS eventscope_schema (version INTEGER NOT NULL)");
    int version = 0;
    {
        Statement s = db_.prepare("SELECT version FROM eventscope_schema");
        if (s.step()) {
            version = s.integer(0);
        } else {
            db_.exec("INSERT INTO eventscope_schema VALUES (0)");
        }
    }
    if (version == known) {
        return false;
    }
    if (version < 0 || version > known) {
        throw InputError(path_ + ": schema version " + std::to_string(version) +
                         " is not one this EventScope (" + std::to_string(known) + ") can open");
    }
    if (version == 0) {
        // A database with no tables may still hold the functions of a setup that failed
        // before EventScope removed them with the tables: they would stop it again.
        dropSchemaFunctions();
    }
    const auto &scripts = migrations(db_.engine());
    for (int v = version; v < known; ++v) {
        db_.exec(scripts[static_cast<std::size_t>(v)]);
        if (v + 1 == kScoreColumnsVersion) {
            makeFirstScoreColumns(db_);
        }
    }
    db_.prepare("UPDATE eventscope_schema SET version = ?").bind(1, known).run();
    if (version == 0) {
        db_.prepare("INSERT INTO project_meta(key, value) VALUES ('created_at', ?)")
            .bind(1, nowUtc())
            .run();
    }
    tx.commit();
    return version == 0;
}

std::string Project::serverLogin()
{
    return db_.login();
}

void Project::dropAll(const char *kind, const std::string &namesQuery)
{
    std::string names;
    Statement s = db_.prepare(namesQuery);
    while (s.step()) {
        names += (names.empty() ? "" : ", ") + s.text(0);
    }
    s = Statement();
    if (!names.empty()) {
        db_.exec(std::string("DROP ") + kind + " " + names + " CASCADE");
    }
}

void Project::dropSchemaFunctions()
{
    dropAll("FUNCTION", "SELECT p.oid::regprocedure::text FROM pg_catalog.pg_proc p JOIN "
                        "pg_catalog.pg_namespace n ON n.oid = p.pronamespace WHERE n.nspname = "
                        "current_schema() AND p.proname LIKE 'eventscope\\_%' ORDER BY 1");
}

void Project::discard()
{
    if (!created_) {
        return;
    }
    created_ = false;
    audit_ = Statement();
    if (db_.roundTrips()) { // a server's database, which stays: its tables go
        try {
            if (db_.inTransaction()) {
                db_.exec("ROLLBACK");
            }
            // Under the schema lock, so that nobody is making or reading the schema now.
            Transaction tx(db_);
            db_.prepare("SELECT pg_advisory_xact_lock(?)").bind(1, kSchemaLock).step();
            dropAll("TABLE", "SELECT quote_ident(tablename) FROM pg_catalog.pg_tables WHERE "
                             "schemaname = current_schema() ORDER BY tablename");
            dropSchemaFunctions();
            tx.commit();
        } catch (const DbError &) {
        }
        db_.close();
        return;
    }
    db_.close();
    for (const char *suffix : {"", "-wal", "-shm"}) {
        std::error_code ignored;
        std::filesystem::remove(path_ + suffix, ignored);
    }
}

int Project::currentSchemaVersion()
{
    return static_cast<int>(migrations().size());
}

int Project::schemaVersion()
{
    return db_.schemaVersion();
}

void Project::configure()
{
    db_.exec("PRAGMA foreign_keys = ON");
    {
        Statement mode = db_.prepare("PRAGMA journal_mode");
        mode.step();
        if (mode.text(0) != "wal") {
            mode = Statement();
            // Only takes effect on a new, empty file: 16 KiB pages make bulk imports about
            // a sixth faster than the default 4 KiB (docs/benchmarks.md).
            db_.exec("PRAGMA page_size = 16384");
            db_.exec("PRAGMA journal_mode = WAL");
        }
    }
    // FULL: a label the interface calls saved is on disk, not only in the OS cache.
    db_.exec("PRAGMA synchronous = FULL");
    // Reads copy pages into SQLite's small cache (2 MB) rather than map the file: every
    // mapped page a load reads stays resident in the process, which kept 300 MB of a
    // million pairs' project in the workbench's memory; the copies cost no time a report or
    // opening shows (docs/benchmarks.md). Imports raise the cache while they run.
    db_.exec("PRAGMA mmap_size = 0");
}

void Project::migrate()
{
    const int known = currentSchemaVersion();
    if (schemaVersion() == known) {
        return; // no write lock: a read does not wait for another writer
    }
    for (;;) {
        // The version is read under the write lock: two processes creating or upgrading
        // one project at once run each migration once, the second after the first.
        Transaction tx(db_);
        const int version = schemaVersion();
        if (version < 0 || version > known) {
            throw InputError(path_ + ": schema version " + std::to_string(version) +
                             " is not one this EventScope (" + std::to_string(known) +
                             ") can open");
        }
        if (version == known) {
            break;
        }
        if (version == 0) {
            Statement tables = db_.prepare("SELECT count(*) FROM sqlite_master");
            tables.step();
            if (tables.int64(0) != 0) {
                throw InputError(
                    path_ + ": not an EventScope project (it has tables but no schema version)");
            }
            db_.exec("PRAGMA application_id = " + std::to_string(kApplicationId));
        }
        db_.exec(migrations()[static_cast<std::size_t>(version)]);
        if (version + 1 == kScoreColumnsVersion) {
            makeFirstScoreColumns(db_); // an older project's scores are read row by row no more
        }
        db_.exec("PRAGMA user_version = " + std::to_string(version + 1));
        if (version == 0) {
            db_.prepare("INSERT INTO project_meta(key, value) VALUES ('created_at', ?)")
                .bind(1, nowUtc())
                .run();
        }
        tx.commit();
    }
}

std::vector<Person> Project::people()
{
    std::vector<Person> out;
    Statement s = db_.prepare("SELECT id, name, role FROM person ORDER BY name");
    while (s.step()) {
        out.push_back({s.int64(0), s.text(1), s.text(2)});
    }
    return out;
}

std::optional<std::int64_t> Project::findPerson(const std::string &name)
{
    Statement find = db_.prepare("SELECT id FROM person WHERE name = ?");
    find.bind(1, name);
    return find.step() ? std::optional(find.int64(0)) : std::nullopt;
}

std::string seedRunName(const ModelSeed &seed)
{
    return seed.of + " seed " + seed.seed;
}

std::string_view roleName(Role role)
{
    switch (role) {
    case Role::Annotator:
        return "annotator";
    case Role::Adjudicator:
        return "adjudicator";
    case Role::Viewer:
        return "viewer";
    }
    return "annotator";
}

std::optional<Role> roleFromName(std::string_view name)
{
    for (Role r : {Role::Annotator, Role::Adjudicator, Role::Viewer}) {
        if (roleName(r) == name) {
            return r;
        }
    }
    return std::nullopt;
}

std::optional<Person> Project::person(const std::string &name)
{
    Statement find = db_.prepare("SELECT id, name, role FROM person WHERE name = ?");
    find.bind(1, name);
    if (!find.step()) {
        return std::nullopt;
    }
    return Person{find.int64(0), find.text(1), find.text(2)};
}

std::string Project::setRole(const std::string &name, Role role, const std::string &by)
{
    Transaction tx(db_);
    const std::optional<Person> before = person(name);
    const std::string now(roleName(role));
    if (before && before->role == now) {
        return before->role;
    }
    if (!before) {
        ensurePerson(name);
    }
    db_.prepare("UPDATE person SET role = ? WHERE name = ?").bind(1, now).bind(2, name).run();
    audit(by, "role.set", {}, name, before ? before->role : std::string(), now);
    tx.commit();
    return before ? before->role : std::string();
}

Person Project::requireAdjudicator(const std::string &name)
{
    const Person p = viewer(name);
    if (!p.adjudicates()) {
        throw Refused(path_ + ": " + name + " is " + (p.role == "annotator" ? "an " : "a ") +
                      p.role + "; only adjudicators adjudicate");
    }
    return p;
}

Person Project::viewer(const std::string &name)
{
    if (name.empty()) {
        throw Refused(path_ + ": no person given");
    }
    std::optional<Person> p = person(name);
    if (!p) {
        throw Refused(path_ + ": no person named \"" + name + "\" in the project");
    }
    return *p;
}

std::optional<std::int64_t> Project::findModel(const std::string &name)
{
    Statement find = db_.prepare("SELECT id FROM model WHERE name = ?");
    find.bind(1, name);
    return find.step() ? std::optional(find.int64(0)) : std::nullopt;
}

std::int64_t Project::ensureModel(const std::string &name)
{
    if (const auto id = findModel(name)) {
        return *id;
    }
    db_.prepare("INSERT INTO model(name) VALUES (?)").bind(1, name).run();
    return db_.lastInsertId();
}

std::int64_t Project::ensureModelRun(const std::string &name, const ModelSeed &seed)
{
    const std::int64_t id = ensureModel(name);
    if (seed.empty()) {
        return id;
    }
    Statement stored = db_.prepare("SELECT seed_of, seed FROM model WHERE id = ?");
    stored.bind(1, id);
    stored.step();
    if (!stored.isNull(0) && (stored.text(0) != seed.of || stored.text(1) != seed.seed)) {
        throw InputError(path_ + ": model \"" + name + "\" is already seed \"" + stored.text(1) +
                         "\" of \"" + stored.text(0) + "\"");
    }
    db_.prepare("UPDATE model SET seed_of = ?, seed = ? WHERE id = ?")
        .bind(1, seed.of)
        .bind(2, seed.seed)
        .bind(3, id)
        .run();
    return id;
}

std::int64_t Project::ensureAnnotator(const std::string &name)
{
    const std::optional<Person> p = person(name);
    if (!p) {
        return ensurePerson(name);
    }
    if (p->role != roleName(Role::Annotator)) {
        throw Refused(
            path_ + ": " + name + " is " + (p->role == "adjudicator" ? "an " : "a ") + p->role +
            "; only annotators annotate (adjudicators decide in the Adjudication tab or with "
            "`eventscope adjudicate`; viewers change nothing)");
    }
    return p->id;
}

std::int64_t Project::ensurePerson(const std::string &name)
{
    if (const auto id = findPerson(name)) {
        return *id;
    }
    db_.prepare("INSERT INTO person(name, created_at) VALUES (?, ?)")
        .bind(1, name)
        .bind(2, nowUtc())
        .run();
    return db_.lastInsertId();
}

void Project::audit(const std::string &person, const std::string &action,
                    const std::string &dataset, const std::string &item,
                    const std::string &oldValue, const std::string &newValue,
                    const std::string &detail)
{
    if (!audit_.isPrepared()) {
        audit_ = db_.prepare("INSERT INTO audit(at, person, action, dataset, item, old_value, "
                             "new_value, detail) VALUES (?, ?, ?, ?, ?, ?, ?, ?)");
    }
    audit_.bind(1, nowUtc())
        .bind(2, person)
        .bind(3, action)
        .bind(4, dataset)
        .bind(5, item)
        .bind(6, oldValue)
        .bind(7, newValue)
        .bind(8, detail)
        .run();
}

void Project::backupTo(const std::string &path)
{
    if (!db_.backupTo(path)) {
        throw InputError(path_ + ": a team project is backed up on its server (pg_dump)");
    }
}

} // namespace es::db
