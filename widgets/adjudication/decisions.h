#pragma once
// Each dataset's decision setter in the shape pushEdit takes, (decision, replaced) ->
// saved, so that every decision and withdrawal, from the adjudication tab or the audit
// trail, is the same undoable command.

#include "widgets/esd/esd_session.h"
#include "widgets/ester/ester_session.h"
#include "widgets/openpi/openpi_session.h"

namespace es::widgets {

inline auto esdDecision(EsdSession &session, std::uint32_t pair)
{
    return [&session, pair](const auto &decision, auto *replaced) {
        return session.adjudicate(pair, decision, replaced);
    };
}

inline auto esterDecision(EsterSession &session, std::int64_t question)
{
    return [&session, question](const auto &decision, auto *replaced) {
        return session.adjudicate(question, decision, replaced);
    };
}

inline auto salienceDecision(OpenPiSession &session, std::uint32_t entity, std::uint32_t step)
{
    return [&session, entity, step](const auto &decision, auto *replaced) {
        return session.adjudicateSalience(entity, step, decision, replaced);
    };
}

inline auto clustersDecision(OpenPiSession &session, std::uint32_t procedure, db::OpenPiClusterKind kind)
{
    return [&session, procedure, kind](const auto &decision, auto *replaced) {
        return session.adjudicateClusters(procedure, kind, decision, replaced);
    };
}

} // namespace es::widgets
