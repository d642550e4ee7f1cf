#include "db/team.h"


#include <iterator>
#include <utility>
#include <vector>

namespace es::db {

namespace {

Connection &server(Project &project)
{
    Connection &c = project.connection();
    if (!c.keepsTeams()) {
        throw InputError(project.path() +
                         ": a project file has no team; team roles live on a PostgreSQL server");
    }
    return c;
}

// The role this connection acts as, which the server records as the author of every row a
// team's rule protects.
std::string currentUser(Connection &c)
{
    return c.textOf("SELECT current_user");
}

std::string databaseName(Connection &c)
{
    return c.textOf("SELECT current_database()");
}

// Why `name` cannot be made a person of a team whose group roles are `groups`: a role
// the server's rules would not hold, or one that would carry them to others. Empty when
// it may.
std::string unmanageable(Connection &c, const std::string &name,
                         const std::vector<std::string> &groups)
{
    // NAMEDATALEN - 1: the server would cut a longer name, and two long names would
    // share one login.
    constexpr std::size_t kLongestName = 63;
    if (name.size() > kLongestName) {
        return "a name of " + std::to_string(name.size()) +
               " bytes; PostgreSQL keeps 63 bytes of a role's name";
    }
    if (name.rfind("pg_", 0) == 0) {
        return "names beginning with pg_ are PostgreSQL's own roles";
    }
    std::string team;
    for (const std::string &g : groups) {
        team += (team.empty() ? "" : ", ") + c.quoteLiteral(g);
    }
    // Each condition of an existing role, in the order they are told, with why it bars it.
    const std::pair<std::string, std::string> bars[] = {
        {"NOT r.rolcanlogin OR EXISTS (SELECT FROM pg_catalog.pg_auth_members m WHERE m.roleid "
         "= r.oid)",
         "a group role, not a person's login"},
        {"r.rolsuper", "a superuser, whom row-level security does not hold"},
        {"r.rolbypassrls", "a role that bypasses row-level security"},
        {"r.rolcreaterole", "a role that may create roles and give itself any group"},
        {"pg_has_role(r.oid, (SELECT relowner FROM pg_catalog.pg_class WHERE oid = "
         "(current_schema() || '.person')::regclass), 'MEMBER')",
         "the owner of the project's tables (or a member of their owner)"},
        {"pg_has_role(r.oid, (SELECT datdba FROM pg_catalog.pg_database WHERE datname = "
         "current_database()), 'MEMBER')",
         "the owner of the project's database (or a member of its owner)"},
        {"has_schema_privilege(r.oid, current_schema(), 'CREATE')",
         "a role that may make objects in the project's schema, where the owner's functions "
         "could pick them up"},
        {"EXISTS (SELECT FROM pg_catalog.pg_auth_members m JOIN pg_catalog.pg_roles g ON g.oid "
         "= m.roleid WHERE g.rolname IN (" +
             team +
             ") AND (m.admin_option AND m.member = r.oid OR m.member <> r.oid AND "
             "pg_has_role(r.oid, m.member, 'MEMBER')))",
         "a role that reaches the team's groups through another role, or may grant them"},
        {"EXISTS (SELECT FROM pg_catalog.pg_roles p WHERE p.rolname IN ('pg_read_all_data', "
         "'pg_write_all_data', 'pg_read_all_stats', 'pg_monitor', 'pg_read_server_files', "
         "'pg_write_server_files', 'pg_execute_server_program', 'pg_signal_backend') AND "
         "pg_has_role(r.oid, p.oid, 'MEMBER'))",
         "a member of one of PostgreSQL's roles that reach past the team's rules"},
    };
    std::string sql = "SELECT CASE";
    for (std::size_t i = 0; i < std::size(bars); ++i) {
        sql += " WHEN " + bars[i].first + " THEN " + std::to_string(i);
    }
    sql += " ELSE -1 END FROM pg_catalog.pg_roles r WHERE r.rolname = ?";
    Statement s = c.prepare(sql);
    s.bind(1, name);
    if (!s.step() || s.int64(0) < 0) {
        return {}; // a new login, or one that may be a person
    }
    return bars[s.int64(0)].second;
}

} // namespace

std::string teamGroup(Project &project, Role role)
{
    return databaseName(server(project)) + "_" + std::string(roleName(role));
}

bool isTeamProject(Project &project)
{
    Connection *c = &project.connection();
    if (!c->keepsTeams()) {
        return false;
    }
    Statement s = c->prepare("SELECT count(*) FROM pg_roles WHERE rolname = ?");
    s.bind(1, teamGroup(project, Role::Annotator));
    s.step();
    return s.int64(0) > 0;
}

std::string teamMember(Project &project)
{
    return isTeamProject(project) ? currentUser(server(project)) : std::string();
}

TeamSetup initTeam(Project &project)
{
    Connection &c = server(project);
    {
        Statement owner =
            c.prepare("SELECT pg_has_role(current_user, tableowner, 'MEMBER') FROM pg_tables WHERE "
                      "tablename = 'person' AND schemaname = current_schema()");
        if (!owner.step() || owner.int64(0) == 0) {
            throw Refused(project.path() +
                          ": only the owner of the project's tables can set up its team");
        }
    }
    for (const Role role : {Role::Annotator, Role::Adjudicator, Role::Viewer}) {
        const std::string name = teamGroup(project, role);
        // A group of that name made by someone else is taken only when it is one: no
        // login, no powers, in no other role (its members would inherit them).
        Statement found = c.prepare(
            "SELECT (r.rolcanlogin OR r.rolsuper OR r.rolbypassrls OR r.rolcreaterole OR "
            "EXISTS (SELECT FROM pg_catalog.pg_auth_members m WHERE m.member = r.oid))::int "
            "FROM pg_catalog.pg_roles r WHERE r.rolname = ?");
        found.bind(1, name);
        if (found.step() && found.int64(0) != 0) {
            throw Refused(project.path() + ": a role named " + name +
                          " exists and is no plain group (it may log in, has powers or is "
                          "in another role); rename or drop it first");
        }
        // A group role is cluster-wide; a second project's groups carry its own name.
        c.exec("DO $$ BEGIN IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = " +
               c.quoteLiteral(name) + ") THEN CREATE ROLE " + c.quoteIdentifier(name) +
               " NOLOGIN; END IF; END $$");
    }
    Transaction tx(project.connection());
    // The rules are the schema's (db/engine/migrations/postgresql/0014_team_rules.sql).
    c.exec("SELECT eventscope_team_rules()");
    project.audit(currentUser(c), "team.init", {}, databaseName(c), {}, {});
    tx.commit();

    TeamSetup setup;
    const std::string annotators = c.quoteLiteral(teamGroup(project, Role::Annotator));
    Statement sessions =
        c.prepare("SELECT (has_table_privilege(" + annotators +
                  ", 'pg_catalog.pg_stat_activity', 'SELECT') OR has_function_privilege(" +
                  annotators + ", 'pg_catalog.pg_stat_get_activity(integer)', 'EXECUTE'))::int");
    sessions.step();
    setup.sessionsShown = sessions.int64(0) != 0;
    Statement others =
        c.prepare("SELECT datname FROM pg_catalog.pg_database WHERE datallowconn AND datname <> "
                  "current_database() AND has_database_privilege(" +
                  annotators + ", oid, 'CONNECT') ORDER BY datname");
    while (others.step()) {
        setup.otherDatabases.push_back(others.text(0));
    }
    return setup;
}

std::string setTeamRole(Project &project, const std::string &name, Role role, const std::string &by)
{
    Connection &c = server(project);
    if (!isTeamProject(project)) {
        throw Refused(project.path() + ": not set up for a team yet; run `eventscope team init`");
    }
    const std::vector<std::string> groups = {teamGroup(project, Role::Annotator),
                                             teamGroup(project, Role::Adjudicator),
                                             teamGroup(project, Role::Viewer)};
    if (const std::string why = unmanageable(c, name, groups); !why.empty()) {
        throw Refused(project.path() + ": \"" + name + "\" cannot be a person of the team: " + why);
    }
    const std::string login = c.quoteIdentifier(name);
    c.exec("DO $$ BEGIN IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = " +
           c.quoteLiteral(name) + ") THEN CREATE ROLE " + login + " LOGIN; END IF; END $$");
    for (const Role r : {Role::Annotator, Role::Adjudicator, Role::Viewer}) {
        const std::string group = c.quoteIdentifier(teamGroup(project, r));
        c.exec(r == role ? "GRANT " + group + " TO " + login
                         : "REVOKE " + group + " FROM " + login);
    }
    c.exec("GRANT CONNECT ON DATABASE " + c.quoteIdentifier(databaseName(c)) + " TO " + login);
    return project.setRole(name, role, by);
}

} // namespace es::db
