#include "widgets/common/blind_hint.h"

#include <QCoreApplication>

namespace es::widgets {

QString blindHint()
{
    return QCoreApplication::translate("BlindHint",
                                       "Hidden while working blind: only your own work shows");
}

} // namespace es::widgets
