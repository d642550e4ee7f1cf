#pragma once
// The words for the fixed reasons of an invalid ESTER question, as every report and the
// workbench show them (translated once, in the "Report" context).

#include "metrics/ester_validation.h"

#include <QString>

namespace es::report {

QString esterReasonTitle(metrics::ester::InvalidReason reason);

} // namespace es::report
