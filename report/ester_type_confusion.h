#pragma once
// The ESTER section's agreement between people as the paper reports it: the type confusion
// against the typers' majority, normalised by row (its Figure 4), and the pairwise micro-F1
// between people's answers (its Section 5.1). Internal to report/: buildEsterReport and
// esterReportJson call these.

#include "report/ester_report.h"

namespace es::report {

// Fills report.typeConfusion and report.answerMicroF1 from the statistics.
void addEsterPaperAgreement(EsterReport &report, const metrics::ester::Statistics &stats,
                            const EsterIntervals *intervals);

// `type_confusion` and `answer_micro_f1` of `report --json`'s "ester" object.
void putEsterPaperAgreement(nlohmann::ordered_json &out, const EsterReport &report);

} // namespace es::report
