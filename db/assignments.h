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
    // Let the labels of annotators not in `annotators` stop counting (they sit on no panel).
    bool acceptUncounted = false;
};

struct AssignSummary
{
    std::size_t items = 0;
    std::vector<std::pair<std::string, std::size_t>> perAnnotator; // in the request's order
    bool unchanged = false; // the same assignments were there already
    bool replaced = false;
    // Items whose panel holds the annotators who had already worked on them, and of those
    // the items whose panel is wider than the overlap for it.
    std::size_t keptLabellers = 0;
    std::size_t widened = 0;
    // Annotators not in the request who had worked on items, with how many: their work
    // counts no more (only with acceptUncounted).
    std::vector<std::pair<std::string, std::size_t>> uncounted;
};

struct RaterGroupInfo
{
    std::string name;
    std::string setting; // full, core or both
    std::vector<std::string> members;
};

class AssignmentStore
{
  public:
    explicit AssignmentStore(Project &project) : project_(project) {}

    // Gives every item of the dataset a panel of `overlap` of the annotators, balanced
    // (each gets items x overlap / annotators, give or take one) and the same for the
    // same request. Annotators of the request who already labelled, answered or rated an
    // item sit on its panel first, so that their work keeps counting (a panel is wider
    // than `overlap` where more had worked on it); annotators outside the request who had
    // worked on items are Refused, naming them, unless `acceptUncounted`. Running it
    // again with the same request changes nothing; a different one over existing
    // assignments is Refused unless `replace`. Audited.
    AssignSummary assign(const AssignRequest &request, const std::string &by);

    // True when the dataset's items have panels.
    bool assigned(const std::string &dataset);
    // The person's queue: item ids (esd_goal, ester_passage, openpi_procedure) in order.
    std::vector<std::int64_t> queue(const std::string &dataset, const std::string &person);

    // Puts people in a rater group, creating it (in `setting`: full, the default, core or
    // both, where the members label each pair in both settings) when new;
    // a given setting replaces the group's. Refused for adjudicators, viewers, people in
    // another group and people with assignments. Audited.
    RaterGroupInfo addToGroup(const std::string &group, const std::vector<std::string> &members,
                              const std::optional<std::string> &setting, const std::string &by);
    std::vector<RaterGroupInfo> groups();

  private:
    Project &project_;
};
} // namespace es::db
