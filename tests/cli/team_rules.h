#pragma once
// What each role of a team may do to each table of a project on a server, as
// docs/scaling.md lists it: the rules tst_team_attacks holds the server to.

#include <cstdint>
#include <string>
#include <utility>
#include <vector>

namespace es::test {

// How a table's rows belong to people, which decides what each role may do with them.
enum class Kind {
    OwnerOnly,  // the schema's version and the project's metadata: the owner writes them
    Shared,     // texts, models' outputs, gold, panels: imports write them
    Work,       // one person's work (person_id), or gold and models' (NULL)
    Decision,   // adjudicated gold
    LabelBlock, // the server's copy of a person's labels
    Assignment, // a person's queue
    Person,
    Audit,
    Question,  // an ESTER question, its author's
    Pair,      // an ESD step: an annotator's own when they contributed it
    SavedView, // its creator's
};

inline const std::vector<std::pair<std::string, Kind>> kTables = {
    {"eventscope_schema", Kind::OwnerOnly},
    {"project_meta", Kind::OwnerOnly},
    {"person", Kind::Person},
    {"model", Kind::Shared},
    {"audit", Kind::Audit},
    {"esd_goal", Kind::Shared},
    {"esd_pair", Kind::Pair},
    {"esd_label", Kind::Work},
    {"esd_label_block", Kind::LabelBlock},
    {"esd_score", Kind::Shared},
    {"esd_score_column", Kind::Shared},
    {"esd_adjudication", Kind::Decision},
    {"ester_passage", Kind::Shared},
    {"ester_question", Kind::Question},
    {"ester_split", Kind::Shared},
    {"ester_split_question", Kind::Shared},
    {"ester_answer_set", Kind::Work},
    {"ester_prediction_run", Kind::Shared},
    {"ester_trigger_set", Kind::Work},
    {"ester_review", Kind::Work},
    {"ester_adjudication", Kind::Decision},
    {"openpi_procedure", Kind::Shared},
    {"openpi_entity", Kind::Shared},
    {"openpi_salience", Kind::Work},
    {"openpi_clustering", Kind::Work},
    {"openpi_schema_prediction", Kind::Shared},
    {"openpi_states", Kind::Work},
    {"esd_core_label", Kind::Work},
    {"openpi_schema_label", Kind::Work},
    {"openpi_schema_review", Kind::Work},
    {"openpi_expansion_rating", Kind::Work},
    {"openpi_salience_adjudication", Kind::Decision},
    {"openpi_clustering_adjudication", Kind::Decision},
    {"openpi_states_adjudication", Kind::Decision},
    {"saved_view", Kind::SavedView},
    {"rater_group", Kind::Shared},
    {"rater_group_member", Kind::Shared},
    {"assignment", Kind::Assignment},
};

enum class Read { All, Own, None };
// Own: the statement reaches the member's own rows and refuses a row in another's name.
enum class Write { Denied, Own, All };

struct Rules
{
    Read read;
    Write insert, update, remove;
};

inline Rules rulesOf(Kind kind, const std::string &role)
{
    constexpr Rules kReadOnly{Read::All, Write::Denied, Write::Denied, Write::Denied};
    if (role == "viewer") {
        return kReadOnly;
    }
    if (role == "adjudicator") {
        switch (kind) {
        case Kind::OwnerOnly:
        case Kind::LabelBlock:
            return kReadOnly;
        case Kind::Audit: // an entry names whoever wrote it, whatever it says
            return {Read::All, Write::All, Write::Denied, Write::Denied};
        case Kind::Person: // an import adds annotators; roles change through `role`
            return {Read::All, Write::Own, Write::Denied, Write::Denied};
        default:
            return {Read::All, Write::All, Write::All, Write::All};
        }
    }
    switch (kind) {
    case Kind::OwnerOnly:
    case Kind::Shared:
        return kReadOnly;
    case Kind::Work:
        return {Read::Own, Write::Own, Write::Own, Write::Own};
    case Kind::Decision:
        return {Read::None, Write::Denied, Write::Denied, Write::Denied};
    case Kind::LabelBlock:
    case Kind::Assignment:
        return {Read::Own, Write::Denied, Write::Denied, Write::Denied};
    case Kind::Person:
        return {Read::All, Write::Own, Write::Denied, Write::Denied};
    case Kind::Audit:
        return {Read::Own, Write::All, Write::Denied, Write::Denied};
    case Kind::Question:
    case Kind::SavedView:
        return {Read::All, Write::Own, Write::Own, Write::Own};
    case Kind::Pair:
        return {Read::All, Write::Own, Write::Denied, Write::Own};
    }
    return kReadOnly;
}

// The rows of `kind` that are the member's own (`me` their person id, `name` their
// login), as SQL over the table's columns.
inline std::string ownRows(Kind kind, std::int64_t me, const std::string &name)
{
    const std::string id = std::to_string(me);
    switch (kind) {
    case Kind::Work:
    case Kind::LabelBlock:
    case Kind::Assignment:
    case Kind::Decision:
        return "person_id = " + id;
    case Kind::Question:
        return "author_id = " + id;
    case Kind::Pair:
        return "origin = 'contributed' AND contributor_id = " + id;
    case Kind::SavedView:
        return "created_by = '" + name + "'";
    case Kind::Audit:
        return "person = '" + name + "'";
    case Kind::Person:
        return "name = '" + name + "'";
    default:
        return "false";
    }
}

// What an annotator reads of their own: their rows, and for work the models' and gold.
inline std::string readableRows(Kind kind, std::int64_t me, const std::string &name)
{
    const std::string own = ownRows(kind, me, name);
    return kind == Kind::Work ? "(" + own + ") OR person_id IS NULL" : own;
}

// The columns to set for a row in the member's own name, and in someone else's, as JSON.
inline std::pair<std::string, std::string> rowOwners(Kind kind, const std::string &role,
                                                     std::int64_t me, std::int64_t other,
                                                     const std::string &name)
{
    const std::string id = std::to_string(me);
    const std::string otherId = std::to_string(other);
    switch (kind) {
    case Kind::Work:
    case Kind::LabelBlock:
    case Kind::Assignment:
    case Kind::Decision:
        return {R"({"person_id": )" + id + "}", R"({"person_id": )" + otherId + "}"};
    case Kind::Question:
        return {R"({"author_id": )" + id + "}", R"({"author_id": )" + otherId + "}"};
    case Kind::Pair: // a contributed step's id, as EventScope names them (g1-c3)
        return {
            R"({"origin": "contributed", "goal_id": 1, "ext_id": "g1-c99", "contributor_id": )" +
                id + "}",
            R"({"origin": "contributed", "goal_id": 1, "ext_id": "g1-c99", "contributor_id": )" +
                otherId + "}"};
    case Kind::SavedView:
        return {R"({"created_by": ")" + name + R"("})", R"({"created_by": "someone_else"})"};
    case Kind::Person:
        return {R"({"name": ")" + (role == "annotator" ? name : std::string("newcomer")) +
                    R"(", "role": "annotator"})",
                R"({"name": "someone_else", "role": "adjudicator"})"};
    case Kind::Audit:
        return {R"({"person": "someone_else"})", R"({"person": "someone_else"})"};
    default:
        return {"{}", "{}"};
    }
}

} // namespace es::test
