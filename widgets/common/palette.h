#pragma once
// The series colours of the workbench's charts: the HTML report's (report/palette.h) as QColor,
// so that a model keeps its colour from the screen to the report.

#include "report/palette.h"

#include <QColor>
#include <QLatin1StringView>
#include <cstddef>

class QChart;
class QXYSeries;

namespace es::widgets {

inline QColor seriesColour(std::size_t series)
{
    const std::string_view hex = report::seriesColour(series);
    return QColor::fromString(QLatin1StringView(hex.data(), static_cast<qsizetype>(hex.size())));
}

// Colours `series` as its ESD setting is coloured in every chart, dashed by the model's
// place (report::kDashes): Full and Core keep their colours from the AUROC bars to the ROC
// and size lines. Once the series is in its chart, in place of colourSeries.
void colourBySetting(QXYSeries *series, std::string_view setting, std::size_t model);

// How many series have a colour of their own.
inline constexpr std::size_t kSeriesColours = report::kSeriesColours.size();

// Gives every bar set and line or scatter series of `chart` the next palette colour, in the
// order they were added (bar sets in their series' order); reference lines (the property
// kReferenceSeries set, such as ROC's chance diagonal) and error bar overlays keep theirs.
void colourSeries(QChart *chart);
inline constexpr const char *kReferenceSeries = "es_reference_series";

} // namespace es::widgets
