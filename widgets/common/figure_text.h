#pragma once
// A figure as every report shows it: report::formatFixed, the digits of the HTML report and of
// `report` (printf's rounding, half to even on the exact binary value, and a point
// whatever the locale). QString::number rounds halves away from zero instead: it showed
// 0.563 where the reports said 0.562 for an AUROC of exactly 9/16.

#include "metrics/estimate.h"
#include "report/svg_chart.h"

#include <QCoreApplication>
#include <QString>

namespace es::widgets {

inline QString figureText(double value, int decimals = 3)
{
    return QString::fromStdString(report::formatFixed(value, decimals));
}

// A percent as the workbench's captions show one: to one decimal of the percent metrics
// computed, "n/a" where it is undefined.
class FigureText
{
    Q_DECLARE_TR_FUNCTIONS(FigureText)

  public:
    static QString percent(const metrics::Estimate &percent)
    {
        return percent.value ? tr("%1%").arg(figureText(*percent.value, 1)) : tr("n/a");
    }
};

inline QString percentText(const metrics::Estimate &percent)
{
    return FigureText::percent(percent);
}

} // namespace es::widgets
