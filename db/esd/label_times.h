#pragma once
// Label times as the stores write them (ISO 8601, UTC, milliseconds: text order is time
// order) in seconds since the epoch, for the pace of work. Internal to db/esd.

#include <QDateTime>
#include <QString>
#include <string>
#include <string_view>
#include <unordered_map>

namespace es::db::esd_times {

// An import gives all its labels one time, so distinct times are few and come in runs:
// each is parsed once, and a run costs a comparison a row. -1 for a time it cannot read.
class LabelTimeParser
{
  public:
    double operator()(std::string_view text)
    {
        if (text != lastText_ || !seen_) {
            seen_ = true;
            lastText_.assign(text);
            auto it = parsed_.find(lastText_);
            if (it == parsed_.end()) {
                const QDateTime at = QDateTime::fromString(
                    QString::fromUtf8(text.data(), static_cast<qsizetype>(text.size())),
                    Qt::ISODateWithMs);
                it =
                    parsed_
                        .emplace(lastText_,
                                 at.isValid() ? static_cast<double>(at.toMSecsSinceEpoch()) / 1000.0
                                              : -1.0)
                        .first;
            }
            last_ = it->second;
        }
        return last_;
    }

  private:
    std::unordered_map<std::string, double> parsed_;
    std::string lastText_;
    double last_ = -1.0;
    bool seen_ = false;
};

} // namespace es::db::esd_times
