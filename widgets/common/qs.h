#pragma once
// The stores speak UTF-8 std::string; the widgets show QString.

#include <QString>
#include <string>

namespace es::widgets {

inline QString qs(const std::string &s)
{
    return QString::fromStdString(s);
}

} // namespace es::widgets
