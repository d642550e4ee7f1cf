#pragma once
// What a view hidden while working blind says. It names no menu item: an annotator works
// blind by role and cannot show others' work, and an adjudicator or viewer who hid it did
// so from the View menu themselves.

#include <QString>

namespace es::widgets {

QString blindHint();

} // namespace es::widgets
