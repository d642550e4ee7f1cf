#pragma once
// One EventScope project: an SQLite file, or a database on a team's PostgreSQL server,
// holding every dataset, its people, models and audit trail. Opening brings an older
// schema up to date and refuses a newer one.

#include "db/engine/connection.h"

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace es::db {

// Input a person gave us that we refuse: a malformed file, an unknown id, a newer
// project. The message is one line that names the file and the place.
class InputError : public std::runtime_error
{
  public:
    // A token of the file the message quotes is cut to 200 bytes (clippedRuns).
    explicit InputError(const std::string &message) : std::runtime_error(clippedRuns(message)) {}
    explicit InputError(const char *message) : std::runtime_error(clippedRuns(message)) {}
};

// A person the project refuses an action to: an annotator adjudicating, a name with no
// role. Input, not a fault: the command line exits 1 with the message.
class Refused : public InputError
{
  public:
    using InputError::InputError;
};

// Annotators work blind (they see only their own work and the models'); adjudicators
// decide gold; viewers read everything and change nothing.
enum class Role { Annotator, Adjudicator, Viewer };
std::string_view roleName(Role role);
std::optional<Role> roleFromName(std::string_view name);

// A model's run over one seed, as the importer named it (--model, --seed): the model it is
// a seed of, and the seed. Empty: a run that stands alone.
struct ModelSeed
{
    std::string of;
    std::string seed;
    bool empty() const { return of.empty(); }
};
// The name a run over a seed is kept under beside the model's other runs, each run's
// answers and scores being a model's: "roberta-large seed 1".
std::string seedRunName(const ModelSeed &seed);

struct Person
{
    std::int64_t id = 0;
    std::string name;
    std::string role;

    bool seesEveryone() const { return role != "annotator"; }
    bool adjudicates() const { return role == "adjudicator"; }
};

class Project
{
  public:
    // ForReading: an existing project, for a command that only reads it (report,
    // export): a file that cannot be written (or whose folder cannot) is opened read-only
    // and left as it was, without a -wal or -shm beside it; the others open as
    // ExistingOnly does. A project that cannot be written is refused with its name by the
    // other two.
    enum class Open { ExistingOnly, CreateIfMissing, ForReading };

    // `target`: a project file's path, or a server's libpq URI or key=value string
    // (postgresql://ann@db.example.org/esd). An empty database on a server becomes a
    // project as a missing file does.
    Project(const std::string &target, Open how);

    // Empty while the project file and its journal are the ones opened (a server's:
    // always); else why not: from then on nothing is written to it (db/engine/sqlite.h,
    // Connection::guardFile).
    std::string fileLost() { return db_.fileLost(); }
    // Starts checking a project file's pages before its first write needs it
    // (Connection::checkFileAhead); nothing for a server.
    void checkFileAhead() { db_.checkFileAhead(); }
    // The login a server knows this connection by (its session's user); empty for a
    // project file, where nobody signs in to the file itself.
    std::string serverLogin();
    // True for a project file opened read-only (Open::ForReading).
    bool readOnly() const { return readOnly_; }

    static int currentSchemaVersion();
    int schemaVersion();

    // The file's path, or the server's URI without its password: what messages name.
    const std::string &path() const { return path_; }
    Engine engine() const { return db_.engine(); }
    // True when this object made the project (with Open::CreateIfMissing): the file, or
    // the schema in an empty database; false when it was there or another process made
    // it first.
    bool created() const { return created_; }
    // Takes back a project this object created, after the write it was made for failed:
    // removes the file, or drops the tables it made so the database is empty again.
    // Closes the project; a failure here is ignored (the write's own error is the news).
    void discard();
    Connection &connection() { return db_; }

    std::vector<Person> people();
    // The person's id, creating an annotator of that name when there is none.
    std::int64_t ensurePerson(const std::string &name);
    // ensurePerson for an annotation (a label, answer, rating or clustering of one's
    // own): Refused for adjudicators, who decide instead, and for viewers, who change
    // nothing. A fourth "annotator" would otherwise change who counts in agreement.
    std::int64_t ensureAnnotator(const std::string &name);
    std::optional<std::int64_t> findPerson(const std::string &name);
    std::optional<Person> person(const std::string &name);
    // Gives a person a role, creating them when new; audited. Returns the role they had
    // (empty for a new person).
    std::string setRole(const std::string &name, Role role, const std::string &by);
    // The person, or Refused naming them when they are unknown or may not adjudicate.
    Person requireAdjudicator(const std::string &name);
    // The person whose view a report or export takes (`--as`), or Refused when unknown.
    Person viewer(const std::string &name);
    // The model's id, creating a model of that name (direction never stated) when there
    // is none.
    std::int64_t ensureModel(const std::string &name);
    // ensureModel, and the model marked a run over `seed` unless it is empty; refused when
    // the model is already a run of another model or seed.
    std::int64_t ensureModelRun(const std::string &name, const ModelSeed &seed);
    std::optional<std::int64_t> findModel(const std::string &name);

    // One row of the audit trail; call inside the write's transaction.
    void audit(const std::string &person, const std::string &action, const std::string &dataset,
               const std::string &item, const std::string &oldValue, const std::string &newValue,
               const std::string &detail = {});

    // Call first in an import's transaction. On a server imports run one at a time: each
    // reads what the project holds, then adds only what is new, which two at once would
    // both add (the second would fail on the first's rows). A file's write lock already
    // does this. Edits in the workbench take no such lock.
    void lockForImport();

    // Stable read of a backup while others write: VACUUM INTO, never a file copy.
    void backupTo(const std::string &path);

  private:
    void configure();
    void migrate();
    // Refuses a database that is not an EventScope project, reading only.
    void identify(Connection &c);
    void openServer(const std::string &target, Open how);
    // Brings the server's schema up to date; true when it made it in an empty database.
    bool migrateServer();
    // Drops every eventscope_ function of the server schema: the rest of a schema whose
    // tables are gone.
    void dropSchemaFunctions();
    // DROP `kind` of every object `namesQuery` names (one quoted name a row), CASCADE.
    void dropAll(const char *kind, const std::string &namesQuery);
    // Makes a new project at path_; false when another process made it meanwhile.
    bool create();

    // Opens a file that cannot be written for reading alone.
    void openReadOnly();

    std::string path_;
    Connection db_;
    bool created_ = false;
    bool readOnly_ = false;
    Statement audit_; // prepared once: a re-import may audit every label it changes
};

// Current UTC time as ISO 8601 with milliseconds, the project's timestamp format.
std::string nowUtc();

} // namespace es::db
