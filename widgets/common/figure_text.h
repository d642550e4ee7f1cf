#pragma once
// A figure as every report shows it: fixed decimals rounded as printf's "%.3f" does
// (half to even on the exact binary value), so that the screen, `report` and the HTML
// report print the same digits. QString::number rounds halves away from zero instead:
// it showed 0.563 where the reports said 0.562 for an AUROC of exactly 9/16.

#include <QString>
#include <cstdio>

namespace es::widgets {

inline QString figureText(double value, int decimals = 3)
{
    char text[64];
    std::snprintf(text, sizeof text, "%.*f", decimals, value);
    return QString::fromLatin1(text);
}

} // namespace es::widgets
