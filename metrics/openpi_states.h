#pragma once
// Agreement between two people who wrote the state changes of the same OpenPI procedure
// (the OpenPI protocol: per step, entity - attribute - before - after): which (entity,
// attribute) pairs change at each step, and whether the pairs both wrote agree on before
// and after as evaluate_states.py matches a prediction with the gold.

#include "metrics/estimate.h"
#include "metrics/openpi_schema.h"

#include <cstddef>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace es::metrics::openpi {

struct StateAgreementTally
{
    std::size_t steps = 0;     // steps of the longer list
    std::size_t sameSteps = 0; // steps where both wrote the same (entity, attribute) pairs
    std::size_t changesA = 0;
    std::size_t changesB = 0;
    std::size_t matched = 0; // changes of b paired with one of a's
    std::size_t exact = 0;   // paired changes with the same before and after
    StateAgreementTally &operator+=(const StateAgreementTally &o);
};

// Step by step (a step missing from one list changes nothing there), each change of b is
// paired with the first change of a, not yet paired, whose entity and attribute each
// share a name with it: names split at " | ", stripped and compared without case (so
// "Pan" and "pan | skillet" are one entity). A pair is exact when b's before is one of a's
// before alternatives and b's after one of a's after alternatives, the texts compared
// whole and exactly, as evaluate_states.py compares a prediction with the gold.
StateAgreementTally stateAgreement(std::span<const StateStep> a, std::span<const StateStep> b);
// The names of a list's changes as stateAgreement compares them, made once a list: per
// step, per change, the entity's and the attribute's names (split at " | ", stripped,
// lowercased). A caller may add names a change also goes by (its cluster's).
struct NamedChange
{
    std::vector<std::string> entity, attribute;
};
using NamedSteps = std::vector<std::vector<NamedChange>>;
NamedSteps namedSteps(std::span<const StateStep> steps);
// stateAgreement of lists whose names were made by namedSteps (or widened since).
StateAgreementTally stateAgreement(std::span<const StateStep> a, const NamedSteps &namesA,
                                   std::span<const StateStep> b, const NamedSteps &namesB);
// One name as stateAgreement compares it: stripped and lowercased (ASCII; other bytes as
// written).
std::string stateName(std::string_view name);

struct StateAgreementScores
{
    Estimate precision;  // matched / b's changes: b read against a
    Estimate recall;     // matched / a's changes
    Estimate f1;         // 2 matched / (a's + b's), the same whichever is read against which
    Estimate exactMatch; // exact / matched
    Estimate sameSteps;  // sameSteps / steps
};
StateAgreementScores stateAgreementScores(const StateAgreementTally &tally);

// How far two people's changes of one step are apart, for an adjudicator's queue: 1 - the
// share of their changes paired with the same before and after, 2 exact / (a's + b's); 0
// when they wrote the same, or neither wrote any.
double stateStepDisagreement(const StateAgreementTally &step);

} // namespace es::metrics::openpi
