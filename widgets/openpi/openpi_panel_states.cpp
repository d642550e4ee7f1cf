#include "widgets/openpi/openpi_panel.h"

// The drill-down of the statistics' States tab: the procedures behind a pair's agreement on
// state changes, where they disagree most first.

#include "widgets/common/figure_text.h"
#include "widgets/openpi/openpi_session.h"

#include <algorithm>

namespace es::widgets {

void OpenPiPanel::showWorstStates(int a, int b)
{
    const auto &an = session_.analysis();
    const auto row =
        std::find_if(an.stateAgreement.begin(), an.stateAgreement.end(),
                     [&](const auto &r) { return r.a == a && static_cast<int>(r.b) == b; });
    if (row == an.stateAgreement.end()) {
        return;
    }
    const auto &raters = session_.snapshot().raters;
    const auto name = [&](int rater) {
        return rater < 0 ? tr("gold")
                         : QString::fromStdString(raters[static_cast<std::size_t>(rater)].name);
    };
    // byProcedure comes lowest F1 first, as the list shows it.
    std::vector<std::uint32_t> order;
    std::map<std::uint32_t, QString> notes;
    for (const auto &[procedure, tally] : row->byProcedure) {
        const auto scores = metrics::openpi::stateAgreementScores(tally);
        const auto text = [&](const metrics::Estimate &e) {
            return e.defined() ? figureText(*e.value) : tr("n/a");
        };
        order.push_back(procedure);
        notes[procedure] =
            tr("states F1 %1, exact %2").arg(text(scores.f1), text(scores.exactMatch));
    }
    setProcedureList(std::move(order),
                     tr("%1 and %2's state changes, lowest F1 first").arg(name(a), name(b)),
                     std::move(notes));
    showTab(ProcedureTab);
}

} // namespace es::widgets
