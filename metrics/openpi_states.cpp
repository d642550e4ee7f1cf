#include "metrics/openpi_states.h"

#include "metrics/openpi.h"

#include <algorithm>
#include <cctype>
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

struct Names
{
    std::vector<std::string> entity, attribute;
};

std::vector<Names> namesOfStep(const StateStep &step)
{
    std::vector<Names> out;
    out.reserve(step.size());
    for (const StateChange &c : step) {
        out.push_back({namesOf(c.entity), namesOf(c.attribute)});
    }
    return out;
}

StateAgreementTally stepAgreement(const StateStep &a, const StateStep &b)
{
    StateAgreementTally t;
    t.steps = 1;
    t.changesA = a.size();
    t.changesB = b.size();
    const std::vector<Names> na = namesOfStep(a);
    const std::vector<Names> nb = namesOfStep(b);
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
    std::transform(out.begin(), out.end(), out.begin(),
                   [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
    return out;
}

StateAgreementTally stateAgreement(std::span<const StateStep> a, std::span<const StateStep> b)
{
    StateAgreementTally out;
    const StateStep none;
    for (std::size_t s = 0; s < std::max(a.size(), b.size()); ++s) {
        out += stepAgreement(s < a.size() ? a[s] : none, s < b.size() ? b[s] : none);
    }
    return out;
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

} // namespace es::metrics::openpi
