#include "db/team.h"

#include "db/engine/postgres.h"

#include <array>

namespace es::db {

namespace {

pg::Connection &server(Project &project)
{
    pg::Connection *c = project.connection().server();
    if (!c) {
        throw InputError(project.path() +
                         ": a project file has no team; team roles live on a PostgreSQL server");
    }
    return *c;
}

std::string databaseName(pg::Connection &c)
{
    pg::Statement s = c.prepare("SELECT current_database()");
    s.step();
    return s.text(0);
}

// Rows that belong to one person (person_id; NULL for gold and models): an annotator
// reads and writes only their own, and everyone reads the models' and the gold.
constexpr std::array kOwnRows{
    "esd_label",           "ester_answer_set",     "ester_trigger_set",
    "ester_review",        "openpi_salience",      "openpi_clustering",
    "openpi_schema_label", "openpi_schema_review", "openpi_expansion_rating"};
// Adjudicated gold: hidden from annotators, who work against the released gold.
constexpr std::array kDecisions{"esd_adjudication", "ester_adjudication",
                                "openpi_salience_adjudication", "openpi_clustering_adjudication"};

// `group`: the raw names of the three group roles, by Role.
std::string policies(pg::Connection &c, const std::string (&group)[3])
{
    const std::string annotators = c.quoteIdentifier(group[0]);
    const std::string adjudicators = c.quoteIdentifier(group[1]);
    const std::string viewers = c.quoteIdentifier(group[2]);
    const std::string all = annotators + ", " + adjudicators + ", " + viewers;
    std::string sql;
    // Who the connected role is among the project's people, and whether it works
    // blind. Not SECURITY DEFINER: current_user must stay the caller.
    sql += "CREATE OR REPLACE FUNCTION eventscope_me() RETURNS BIGINT LANGUAGE sql STABLE AS "
           "$$ SELECT id FROM person WHERE name = current_user $$;\n";
    sql += "CREATE OR REPLACE FUNCTION eventscope_blind() RETURNS BOOLEAN LANGUAGE sql STABLE "
           "AS $$ SELECT pg_has_role(current_user, " +
           c.quoteLiteral(group[0]) + ", 'MEMBER') $$;\n";
    // Who acts is who is connected: an audit entry and a decision name the connected
    // role, whatever the program sent (the tables' owner may write for others).
    sql += "CREATE OR REPLACE FUNCTION eventscope_owner_writes(rel oid) RETURNS BOOLEAN LANGUAGE "
           "sql STABLE AS $$ SELECT pg_has_role(current_user, (SELECT relowner FROM pg_class "
           "WHERE oid = rel), 'MEMBER') $$;\n";
    sql += "CREATE OR REPLACE FUNCTION eventscope_audit_author() RETURNS trigger LANGUAGE plpgsql "
           "AS $$ BEGIN IF NOT eventscope_owner_writes(TG_RELID) THEN NEW.person := current_user; "
           "END IF; RETURN NEW; END $$;\n";
    sql += "CREATE OR REPLACE FUNCTION eventscope_decision_author() RETURNS trigger LANGUAGE "
           "plpgsql AS $$ BEGIN IF NOT eventscope_owner_writes(TG_RELID) THEN NEW.person_id := "
           "eventscope_me(); END IF; RETURN NEW; END $$;\n";
    sql += "DROP TRIGGER IF EXISTS eventscope_author ON audit;\n"
           "CREATE TRIGGER eventscope_author BEFORE INSERT OR UPDATE ON audit FOR EACH ROW "
           "EXECUTE FUNCTION eventscope_audit_author();\n";

    sql += "GRANT USAGE ON SCHEMA public TO " + all + ";\n";
    sql += "GRANT SELECT ON ALL TABLES IN SCHEMA public TO " + all + ";\n";
    sql += "GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA public TO " + annotators + ", " +
           adjudicators + ";\n";
    sql += "GRANT INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO " + adjudicators + ";\n";
    const auto policy = [&sql](const std::string &table, const std::string &name,
                               const std::string &rest) {
        sql += "DROP POLICY IF EXISTS " + name + " ON " + table + ";\n";
        sql += "CREATE POLICY " + name + " ON " + table + " " + rest + ";\n";
    };
    for (const char *t : kOwnRows) {
        const std::string table = t;
        sql += "ALTER TABLE " + table + " ENABLE ROW LEVEL SECURITY;\n";
        sql += "GRANT INSERT, UPDATE, DELETE ON " + table + " TO " + annotators + ";\n";
        policy(table, "eventscope_read",
               "FOR SELECT USING (NOT eventscope_blind() OR person_id IS NULL OR person_id = "
               "eventscope_me())");
        policy(table, "eventscope_own",
               "FOR ALL TO " + annotators +
                   " USING (person_id = eventscope_me()) WITH CHECK (person_id = eventscope_me())");
        policy(table, "eventscope_adjudicate",
               "FOR ALL TO " + adjudicators + " USING (true) WITH CHECK (true)");
    }
    for (const char *t : kDecisions) {
        const std::string table = t;
        sql += "ALTER TABLE " + table + " ENABLE ROW LEVEL SECURITY;\n";
        policy(table, "eventscope_read", "FOR SELECT USING (NOT eventscope_blind())");
        policy(table, "eventscope_adjudicate",
               "FOR ALL TO " + adjudicators +
                   " USING (true) WITH CHECK (person_id = eventscope_me())");
        sql += "DROP TRIGGER IF EXISTS eventscope_author ON " + table + ";\n";
        sql += "CREATE TRIGGER eventscope_author BEFORE INSERT OR UPDATE ON " + table +
               " FOR EACH ROW EXECUTE FUNCTION eventscope_decision_author();\n";
    }
    // The blocks a person's ESD labels are kept in besides (db/esd/esd_label_blocks.h)
    // are read as the labels are, and written by the server alone: its triggers follow
    // the rows as the tables' owner, and a member's import has it build them from the rows.
    sql += "ALTER TABLE esd_label_block ENABLE ROW LEVEL SECURITY;\n";
    sql += "REVOKE INSERT, UPDATE, DELETE ON esd_label_block FROM " + annotators + ", " +
           adjudicators + ";\n";
    sql += "DROP POLICY IF EXISTS eventscope_own ON esd_label_block;\n"
           "DROP POLICY IF EXISTS eventscope_adjudicate ON esd_label_block;\n";
    policy("esd_label_block", "eventscope_read",
           "FOR SELECT USING (NOT eventscope_blind() OR person_id = eventscope_me())");
    sql += "GRANT EXECUTE ON FUNCTION eventscope_label_blocks_build() TO " + annotators + ", " +
           adjudicators + ";\n";
    // Those functions run as the owner: no member may make an object in the schema that
    // they could pick by its argument types (PostgreSQL 15's default; earlier servers let
    // everyone).
    sql += "REVOKE CREATE ON SCHEMA public FROM PUBLIC;\n";
    // An annotator reads their own queue; adjudicators (and the owner) make the panels.
    sql += "ALTER TABLE assignment ENABLE ROW LEVEL SECURITY;\n";
    policy("assignment", "eventscope_read",
           "FOR SELECT USING (NOT eventscope_blind() OR person_id = eventscope_me())");
    policy("assignment", "eventscope_adjudicate",
           "FOR ALL TO " + adjudicators + " USING (true) WITH CHECK (true)");
    // An annotator writes their own questions, contributed steps and saved views, adds
    // themselves as a person, and leaves an audit entry for each edit.
    for (const char *t : {"ester_question", "esd_pair", "esd_goal", "saved_view"}) {
        sql += "GRANT INSERT, UPDATE, DELETE ON " + std::string(t) + " TO " + annotators + ";\n";
    }
    sql += "GRANT INSERT ON person, audit TO " + annotators + ";\n";
    sql += "ALTER TABLE person ENABLE ROW LEVEL SECURITY;\n";
    policy("person", "eventscope_read", "FOR SELECT USING (true)");
    policy("person", "eventscope_self",
           "FOR INSERT TO " + annotators +
               " WITH CHECK (name = current_user AND role = 'annotator')");
    policy("person", "eventscope_adjudicate",
           "FOR ALL TO " + adjudicators + " USING (true) WITH CHECK (true)");
    sql += "ALTER TABLE audit ENABLE ROW LEVEL SECURITY;\n";
    policy("audit", "eventscope_read",
           "FOR SELECT USING (NOT eventscope_blind() OR person = current_user)");
    policy("audit", "eventscope_write",
           "FOR INSERT TO " + annotators + ", " + adjudicators + " WITH CHECK (true)");
    // A question's author edits it; others' questions are read, as in the blind view.
    sql += "ALTER TABLE ester_question ENABLE ROW LEVEL SECURITY;\n";
    policy("ester_question", "eventscope_read", "FOR SELECT USING (true)");
    policy("ester_question", "eventscope_own",
           "FOR ALL TO " + annotators +
               " USING (author_id = eventscope_me()) WITH CHECK (author_id = eventscope_me())");
    policy("ester_question", "eventscope_adjudicate",
           "FOR ALL TO " + adjudicators + " USING (true) WITH CHECK (true)");
    return sql;
}

} // namespace

std::string teamGroup(Project &project, Role role)
{
    return databaseName(server(project)) + "_" + std::string(roleName(role));
}

bool isTeamProject(Project &project)
{
    pg::Connection *c = project.connection().server();
    if (!c) {
        return false;
    }
    pg::Statement s = c->prepare("SELECT count(*) FROM pg_roles WHERE rolname = ?");
    s.bind(1, teamGroup(project, Role::Annotator));
    s.step();
    return s.int64(0) > 0;
}

std::string teamMember(Project &project)
{
    return isTeamProject(project) ? server(project).currentUser() : std::string();
}

void initTeam(Project &project)
{
    pg::Connection &c = server(project);
    {
        pg::Statement owner =
            c.prepare("SELECT pg_has_role(current_user, tableowner, 'MEMBER') FROM pg_tables WHERE "
                      "tablename = 'person' AND schemaname = current_schema()");
        if (!owner.step() || owner.int64(0) == 0) {
            throw Refused(project.path() +
                          ": only the owner of the project's tables can set up its team");
        }
    }
    std::string groups[3];
    for (const Role role : {Role::Annotator, Role::Adjudicator, Role::Viewer}) {
        const std::string name = teamGroup(project, role);
        groups[static_cast<int>(role)] = name;
        // A group role is cluster-wide; a second project's groups carry its own name.
        c.exec("DO $$ BEGIN IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = " +
               c.quoteLiteral(name) + ") THEN CREATE ROLE " + c.quoteIdentifier(name) +
               " NOLOGIN; END IF; END $$");
    }
    Transaction tx(project.connection());
    c.exec(policies(c, groups));
    project.audit(c.currentUser(), "team.init", {}, databaseName(c), {}, {});
    tx.commit();
}

std::string setTeamRole(Project &project, const std::string &name, Role role, const std::string &by)
{
    pg::Connection &c = server(project);
    if (!isTeamProject(project)) {
        throw Refused(project.path() + ": not set up for a team yet; run `eventscope team init`");
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
