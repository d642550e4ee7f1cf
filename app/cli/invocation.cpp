#include "app/cli/command.h"
#include "db/project.h"

#include <QSaveFile>
#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <iterator>
#include <stdexcept>

namespace es::app::cli {

bool Invocation::declares(const char *option) const
{
    const QLatin1String name(option);
    return std::any_of(declared_.begin(), declared_.end(),
                       [&](const char *d) { return name == QLatin1String(d); });
}

QString Invocation::declared(const char *option) const
{
    if (!declares(option)) {
        throw std::logic_error(std::string("the command reads --") + option +
                               ", which it does not declare");
    }
    return QLatin1String(option);
}

std::optional<QString> Invocation::requiredDb(int &status) const
{
    const QString path = value("db");
    if (path.isEmpty()) {
        status = usage(tr("--db PROJECT is required"));
        return std::nullopt;
    }
    return path;
}

std::optional<QString> Invocation::dataset(int &status, bool required) const
{
    const QString d = value("dataset");
    if (d.isEmpty() && required) {
        status = usage(tr("--dataset is required"));
        return std::nullopt;
    }
    if (!d.isEmpty() && d != QLatin1String("esd") && d != QLatin1String("ester") &&
        d != QLatin1String("openpi")) {
        status = usage(tr("unknown dataset \"%1\" (expected esd, ester or openpi)").arg(d));
        return std::nullopt;
    }
    return d;
}

bool Invocation::bootstrapOptions(metrics::BootstrapOptions &options, int &status) const
{
    bool ok = true;
    if (isSet("bootstrap")) {
        const qlonglong n = value("bootstrap").toLongLong(&ok);
        if (!ok || n < 0 || n > 1000000) {
            status = usage(tr("--bootstrap is a number of resamples, 0 to 1000000"));
            return false;
        }
        options.resamples = static_cast<std::size_t>(n);
    }
    if (isSet("intervals")) {
        const QString method = value("intervals");
        if (method == QLatin1String("bootstrap")) {
            options.analyticFrom = SIZE_MAX;
        } else if (method == QLatin1String("analytic")) {
            options.analyticFrom = 0;
        } else if (method != QLatin1String("auto")) {
            status = usage(tr("--intervals is auto, bootstrap or analytic, not %1").arg(method));
            return false;
        }
    }
    if (isSet("seed")) {
        options.seed = value("seed").toULongLong(&ok);
        if (!ok) {
            status = usage(tr("--seed is a non-negative whole number"));
            return false;
        }
    }
    return true;
}

std::string Invocation::blindView(db::Project &project) const
{
    if (!isSet("as")) {
        return {};
    }
    const db::Person person = project.viewer(value("as").toStdString());
    return person.seesEveryone() ? std::string() : person.name;
}

db::ExpectedDecision Invocation::expectedDecision(const QString &as) const
{
    return isSet("replace") ? db::ExpectedDecision::anything()
                            : db::ExpectedDecision::noneOrBy(as.toStdString());
}

namespace {
class Messages
{
    Q_DECLARE_TR_FUNCTIONS(Cli)

  public:
    static QString cannotWrite(const QString &path, const QString &why)
    {
        return tr("%1: cannot write: %2").arg(path, why);
    }
};
} // namespace

int error(const QString &message)
{
    QString line = QString::fromStdString(db::clippedRuns(message.toStdString()));
    // Messages quote the data (a setting, an id); a carriage return or a line separator in
    // it must not break the one line.
    for (QChar &c : line) {
        if (c.category() == QChar::Other_Control || c.category() == QChar::Separator_Line ||
            c.category() == QChar::Separator_Paragraph) {
            c = QLatin1Char(' ');
        }
    }
    std::fprintf(stderr, "eventscope: error: %s\n", qPrintable(line));
    return BadInput;
}

int usage(const QString &message)
{
    std::fprintf(stderr, "eventscope: usage error: %s (see eventscope --help)\n",
                 qPrintable(message));
    return BadUsage;
}

std::string invoker(db::Project &project)
{
    const std::string login = project.serverLogin();
    return !login.empty() ? login
                          : qEnvironmentVariable("USER", QStringLiteral("cli")).toStdString();
}

int writeOut(const QString &outPath, const std::string &data)
{
    if (outPath == QLatin1String("-")) {
        std::fwrite(data.data(), 1, data.size(), stdout);
        return Ok;
    }
    QSaveFile file(outPath);
    if (!file.open(QIODevice::WriteOnly) ||
        file.write(data.data(), static_cast<qint64>(data.size())) !=
            static_cast<qint64>(data.size()) ||
        !file.commit()) {
        return error(Messages::cannotWrite(outPath, file.errorString()));
    }
    return Ok;
}

std::vector<std::string> names(const QString &commaSeparated)
{
    std::vector<std::string> out;
    for (const QString &n : commaSeparated.split(QLatin1Char(','))) {
        out.push_back(n.trimmed().toStdString());
    }
    return out;
}

void leaveToExit(std::vector<std::shared_ptr<const void>> inputs)
{
    static auto *kept = new std::vector<std::shared_ptr<const void>>();
    std::move(inputs.begin(), inputs.end(), std::back_inserter(*kept));
}

} // namespace es::app::cli
