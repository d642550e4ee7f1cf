#pragma once
// A team project on a PostgreSQL server keeps its rules in the server: each EventScope
// role is a group role of the database, and row-level security lets an annotator's
// connection read and write only their own labels, answers, ratings and clusterings
// (with the models' outputs and the released gold), adjudicators decide, viewers read.
// Whoever connects is who acts: the server checks every row against the connected role.

#include "db/project.h"

#include <string>
#include <vector>

namespace es::db {

// The group role that holds the people of `role` in this project's database
// ("esd_annotator" for the database esd).
std::string teamGroup(Project &project, Role role);

// What a team's setup could not close: members may see who else is connected, and so
// who sent each announcement of a change (docs/scaling.md).
struct TeamSetup
{
    // The server's activity views are open to members in this database: setup run by a
    // role that is not a superuser cannot take them away.
    bool sessionsShown = false;
    // Other databases of the server members may connect to, whose activity views show
    // every session of the server unless a superuser took them away there too.
    std::vector<std::string> otherDatabases;
};

// Creates the group roles, grants and policies on a project on a server (again: brings
// them up to date). Refused for a project file, and for a role that does not own the
// database's tables.
TeamSetup initTeam(Project &project);

// Gives the login role `name` the project role `role`: creates it when new (without a
// password: the server's own authentication decides), moves it between the groups,
// lets it connect, and records the person with that role in the project. Refused for a
// role the team's rules would not hold or that would carry them to others: a group
// role, a superuser, a role that bypasses row-level security or creates roles, the
// tables' owner, a member of PostgreSQL's roles that read or write everything, and a
// name the server would cut.
// Returns the role the person had in the project (empty for a new person).
std::string setTeamRole(Project &project, const std::string &name, Role role,
                        const std::string &by);

// True when the project on a server has been set up for a team.
bool isTeamProject(Project &project);

// On a team project, the person the connection acts as (the connected login role);
// empty for a project file or a server project without a team, where people sign in.
std::string teamMember(Project &project);

} // namespace es::db
