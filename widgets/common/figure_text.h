#pragma once
// A figure as every report shows it: report::formatFixed, the digits of the HTML report and of
// `report` (printf's rounding, half to even on the exact binary value, and a point
// whatever the locale). QString::number rounds halves away from zero instead: it showed
// 0.563 where the reports said 0.562 for an AUROC of exactly 9/16.

#include "report/svg_chart.h"

#include <QString>

namespace es::widgets {

inline QString figureText(double value, int decimals = 3)
{
    return QString::fromStdString(report::formatFixed(value, decimals));
}

} // namespace es::widgets
