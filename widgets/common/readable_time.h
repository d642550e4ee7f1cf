#pragma once
// Times as a person reads them ("today at 14:05", "3 minutes ago"), from the ISO 8601
// UTC stamps the project stores; the stamp itself goes in a tooltip.

#include <QDateTime>
#include <QString>

namespace es::widgets {

// `iso` as stored (e.g. 2026-11-24T10:22:33.123Z), relative to `now` (local time); the
// text unchanged when it is not a time.
QString readableTime(const QString &iso, const QDateTime &now = QDateTime::currentDateTime());

} // namespace es::widgets
