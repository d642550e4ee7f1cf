// The HTML report's ESTER models over their seeds (the paper's Table 3): a table of each
// model's mean and sample standard deviation over its runs, and the same beside each run.
#include "report/html_writer.h"

namespace es::report::html {

namespace {

// "0.712 ± 0.004"; a lone run's mean alone, with the reason it has no spread.
std::string spreadText(const metrics::SeedSpread &s)
{
    if (!s.mean.defined()) {
        return {};
    }
    return formatFixed(*s.mean.value, 3) +
           (s.sd.defined() ? " ± " + formatFixed(*s.sd.value, 3) : std::string());
}

} // namespace

Html Writer::esterSeedCell(const EsterReport &e, const EsterRaterRow &run)
{
    if (!run.seeds) {
        return "<td></td>";
    }
    const EsterSeedRow &s = e.modelSeeds[*run.seeds];
    return text(
        tr("%1 / %2 / %3 (%n seed(s) of %4)", nullptr, static_cast<int>(s.seeds.size()))
            .arg(q(spreadText(s.tokenF1)), q(spreadText(s.hit1)), q(spreadText(s.em)), q(s.model)));
}

Html Writer::esterSeeds(const EsterReport &e)
{
    if (e.modelSeeds.empty()) {
        return {};
    }
    Table t{{tr("Model"), tr("Split"), tr("Seeds"), tr("Token F1"), tr("HIT@1"), tr("EM")}, {}};
    for (const EsterSeedRow &s : e.modelSeeds) {
        QStringList runs;
        for (const std::string &r : s.seeds) {
            runs << q(r);
        }
        const auto cell = [](const metrics::SeedSpread &spread) {
            return spread.mean.defined() ? numeric(spreadText(spread)) : value(spread.mean);
        };
        t.rows.push_back({text(s.model), text(s.split), text(runs.join(QStringLiteral(", "))),
                          cell(s.tokenF1), cell(s.hit1), cell(s.em)});
    }
    return heading(3, tr("Models over their seeds (mean ± sample standard deviation)")) + table(t);
}

} // namespace es::report::html
