#pragma once
// Who rates what: each item's panel of annotators (assignments), every annotator's own
// queue, and rater groups scored against the experts' gold instead of joining it.
// Items are ESD goals (all their steps), ESTER passages and OpenPI procedures.

#include "db/project.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace es::db {

struct AssignRequest
{
    std::string dataset; // esd, ester or openpi
    std::vector<std::string> annotators;
    std::size_t overlap = 0; // annotators per item
    std::uint64_t seed = 0;
    bool replace = false; // assign anew over existing assignments
};

struct AssignSummary
{
    std::size_t items = 0;
    std::vector<std::pair<std::string, std::size_t>> perAnnotator; // in the request's order
    bool unchanged = false; // the same assignments were there already
    bool replaced = false;
};

struct RaterGroupInfo
{
    std::string name;
    std::string setting; // full or core
    std::vector<std::string> members;
};

class AssignmentStore
{
  public:
    explicit AssignmentStore(Project &project) : project_(project) {}

    // Gives every item of the dataset a panel of `overlap` of the annotators, balanced
    // (each gets items x overlap / annotators, give or take one) and the same for the
    // same request. Running it again with the same request changes nothing; a different
    // one over existing assignments is Refused unless `replace`. Audited.
    AssignSummary assign(const AssignRequest &request, const std::string &by);

    // True when the dataset's items have panels.
    bool assigned(const std::string &dataset);
    // The person's queue: item ids (esd_goal, ester_passage, openpi_procedure) in order.
    std::vector<std::int64_t> queue(const std::string &dataset, const std::string &person);

    // Puts people in a rater group, creating it (in `setting`, default full) when new;
    // a given setting replaces the group's. Refused for adjudicators, viewers, people in
    // another group and people with assignments. Audited.
    RaterGroupInfo addToGroup(const std::string &group, const std::vector<std::string> &members,
                              const std::optional<std::string> &setting, const std::string &by);
    std::vector<RaterGroupInfo> groups();

  private:
    Project &project_;
};
} // namespace es::db
