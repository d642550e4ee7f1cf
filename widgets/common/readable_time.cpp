#include "widgets/common/readable_time.h"

#include <QCoreApplication>
#include <QLocale>

namespace es::widgets {

QString readableTime(const QString &iso, const QDateTime &now)
{
    QDateTime t = QDateTime::fromString(iso, Qt::ISODateWithMs);
    if (!t.isValid()) {
        t = QDateTime::fromString(iso, Qt::ISODate);
    }
    if (!t.isValid()) {
        return iso;
    }
    t = t.toLocalTime();
    const QDateTime local = now.toLocalTime();
    const qint64 seconds = t.secsTo(local);
    const QLocale locale;
    const QString clock = locale.toString(t.time(), QLocale::ShortFormat);
    if (seconds >= 0 && seconds < 60) {
        return QCoreApplication::translate("ReadableTime", "just now");
    }
    if (seconds >= 0 && seconds < 3600) {
        const int minutes = static_cast<int>(seconds / 60);
        return QCoreApplication::translate("ReadableTime", "%n minute(s) ago", "", minutes);
    }
    const qint64 days = t.date().daysTo(local.date());
    if (days == 0) {
        return QCoreApplication::translate("ReadableTime", "today at %1").arg(clock);
    }
    if (days == 1) {
        return QCoreApplication::translate("ReadableTime", "yesterday at %1").arg(clock);
    }
    if (days > 1 && days < 7) {
        return QCoreApplication::translate("ReadableTime", "%1 at %2").arg(locale.dayName(t.date().dayOfWeek(), QLocale::LongFormat), clock);
    }
    const QString format = t.date().year() == local.date().year() ? QStringLiteral("d MMMM") : QStringLiteral("d MMMM yyyy");
    return QCoreApplication::translate("ReadableTime", "%1 at %2").arg(locale.toString(t.date(), format), clock);
}

} // namespace es::widgets
