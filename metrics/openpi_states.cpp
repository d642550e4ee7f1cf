#include "metrics/openpi_states.h"

#include "metrics/openpi.h"

#include <algorithm>
#include <string>
#include <vector>

namespace es::metrics::openpi {

StateAgreementTally &StateAgreementTally::operator+=(const StateAgreementTally &o)
{
    steps += o.steps;
    sameSteps += o.sameSteps;
    changesA += o.changesA;
    changesB += o.changesB;
    matched += o.matched;
    exact += o.exact;
    return *this;
}

namespace {

std::vector<std::string> namesOf(std::string_view text)
{
    std::vector<std::string> out;
    for (const std::string_view a : alternatives(text)) {
        out.push_back(stateName(a));
    }
    return out;
}

bool share(const std::vector<std::string> &x, const std::vector<std::string> &y)
{
    return std::find_first_of(x.begin(), x.end(), y.begin(), y.end()) != x.end();
}

StateAgreementTally stepAgreement(const StateStep &a, const std::vector<NamedChange> &na,
                                  const StateStep &b, const std::vector<NamedChange> &nb)
{
    StateAgreementTally t;
    t.steps = 1;
    t.changesA = a.size();
    t.changesB = b.size();
    std::vector<bool> paired(a.size(), false);
    for (std::size_t j = 0; j < b.size(); ++j) {
        for (std::size_t i = 0; i < a.size(); ++i) {
            if (paired[i] || !share(na[i].entity, nb[j].entity) ||
                !share(na[i].attribute, nb[j].attribute)) {
                continue;
            }
            paired[i] = true;
            ++t.matched;
            t.exact += sameBeforeAndAfter(b[j], a[i]) ? 1 : 0;
            break;
        }
    }
    t.sameSteps = t.matched == a.size() && t.matched == b.size() ? 1 : 0;
    return t;
}

Estimate ratioOf(std::size_t numerator, std::size_t denominator, const char *whenZero)
{
    return denominator == 0
               ? Estimate::undefined(whenZero)
               : Estimate::of(static_cast<double>(numerator) / static_cast<double>(denominator));
}

} // namespace

std::string stateName(std::string_view name)
{
    std::string out(stripped(name));
    // ASCII by hand: the C library's tolower consults the locale for every byte.
    for (char &c : out) {
        c = c >= 'A' && c <= 'Z' ? static_cast<char>(c - 'A' + 'a') : c;
    }
    return out;
}

NamedSteps namedSteps(std::span<const StateStep> steps)
{
    NamedSteps out(steps.size());
    for (std::size_t s = 0; s < steps.size(); ++s) {
        out[s].reserve(steps[s].size());
        for (const StateChange &c : steps[s]) {
            out[s].push_back({namesOf(c.entity), namesOf(c.attribute)});
        }
    }
    return out;
}

StateAgreementTally stateAgreement(std::span<const StateStep> a, const NamedSteps &namesA,
                                   std::span<const StateStep> b, const NamedSteps &namesB)
{
    StateAgreementTally out;
    const StateStep none;
    const std::vector<NamedChange> noNames;
    for (std::size_t s = 0; s < std::max(a.size(), b.size()); ++s) {
        const bool inA = s < a.size(), inB = s < b.size();
        out += stepAgreement(inA ? a[s] : none, inA ? namesA[s] : noNames, inB ? b[s] : none,
                             inB ? namesB[s] : noNames);
    }
    return out;
}

StateAgreementTally stateAgreement(std::span<const StateStep> a, std::span<const StateStep> b)
{
    return stateAgreement(a, namedSteps(a), b, namedSteps(b));
}

StateAgreementScores stateAgreementScores(const StateAgreementTally &t)
{
    StateAgreementScores s;
    s.precision = ratioOf(t.matched, t.changesB, "the second person wrote no state change");
    s.recall = ratioOf(t.matched, t.changesA, "the first person wrote no state change");
    s.f1 = ratioOf(2 * t.matched, t.changesA + t.changesB, "neither wrote a state change");
    s.exactMatch = ratioOf(t.exact, t.matched, "no state change written by both");
    s.sameSteps = ratioOf(t.sameSteps, t.steps, "no step compared");
    return s;
}

double stateStepDisagreement(const StateAgreementTally &t)
{
    const std::size_t written = t.changesA + t.changesB;
    return written == 0 ? 0.0
                        : 1.0 - static_cast<double>(2 * t.exact) / static_cast<double>(written);
}

} // namespace es::metrics::openpi
