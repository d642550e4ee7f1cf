#include "app/cli/command.h"
#include "db/import_formats.h"

#include <stdexcept>

namespace es::app::cli {

namespace {

// Each option described once, whichever commands take it.
class Options
{
    Q_DECLARE_TR_FUNCTIONS(Cli)

  public:
    static QList<QCommandLineOption> all()
    {
        return {
            {QStringLiteral("db"),
             tr("The project: a file, or a PostgreSQL database (postgresql://USER@HOST:PORT/DB)."),
             tr("PROJECT")},
            {QStringLiteral("annotator"), tr("Whose labels or answers the files hold."),
             tr("NAME")},
            {QStringLiteral("model"), tr("Which model the scores or predictions come from."),
             tr("NAME")},
            {QStringLiteral("split"), tr("The ESTER split (default: the file's base name)."),
             tr("NAME")},
            {QStringLiteral("accept-uncounted"),
             tr("assign: let the work of annotators left out of --annotators stop counting "
                "(without it, assign "
                "names them and changes nothing).")},
            {QStringLiteral("replace-gold"), tr("OpenPI: a procedures file's clusters replace "
                                                "hand-made gold clusters too (by default the "
                                                "hand-made gold is kept).")},
            {QStringLiteral("keep-zero-salience"),
             tr("OpenPI: keep a person's procedures rated 0 throughout as ratings (by default they "
                "are "
                "taken as not rated, as in the released files' placeholders).")},
            {QStringLiteral("format"),
             tr("The input format (%1); detected from the content by default.")
                 .arg(QString::fromStdString(db::formatNames())),
             tr("NAME")},
            {QStringLiteral("dataset"), tr("esd, ester or openpi."), tr("NAME")},
            {QStringLiteral("json"), tr("Print one JSON object instead of tables.")},
            {QStringLiteral("out"), tr("The file to write."), tr("FILE")},
            {QStringLiteral("what"),
             tr("ESD: pairs (default) or gold; ESTER: answers (default) or gold; OpenPI: "
                "procedures (default), salience, clusters or gold."),
             tr("WHAT")},
            {QStringLiteral("as"), tr("Whose view to take: an annotator sees only their own work."),
             tr("NAME")},
            {QStringLiteral("item"),
             tr("The item to adjudicate: an ESD pair id, an ESTER question id, an OpenPI procedure "
                "id."),
             tr("ID")},
            {QStringLiteral("label"), tr("ESD: the adjudicated label, 1, 0 or -1."), tr("LABEL")},
            {QStringLiteral("note"), tr("A note kept with the decision."), tr("TEXT")},
            {QStringLiteral("withdraw"),
             tr("Withdraw the item's decision: its gold is the raters' again.")},
            {QStringLiteral("replace"),
             tr("adjudicate: replace another adjudicator's decision on the item (without "
                "it, only no decision or your own is replaced); assign: replace the "
                "dataset's existing assignments.")},
            {QStringLiteral("from"),
             tr("ESTER, OpenPI clusters: take this rater's answer (a person, or gold); copy: the "
                "project to copy."),
             tr("NAME")},
            {QStringLiteral("to"),
             tr("copy: the project to copy into, a new file or an empty database; checkout: the "
                "new file to work in offline."),
             tr("PROJECT")},
            {QStringLiteral("mine"),
             tr("sync: where the server changed a label meanwhile, write the file's.")},
            {QStringLiteral("theirs"),
             tr("sync: where the server changed a label meanwhile, take the server's into the "
                "file.")},
            {QStringLiteral("type"), tr("ESTER: the adjudicated relation type."), tr("TYPE")},
            {QStringLiteral("answer"),
             tr("ESTER: an adjudicated answer, a span of the passage (repeat for more)."),
             tr("TEXT")},
            {QStringLiteral("entity"), tr("OpenPI: the entity whose salience is decided."),
             tr("NAME")},
            {QStringLiteral("step"),
             tr("OpenPI: the step of a local salience (default 0, global)."), tr("N")},
            {QStringLiteral("salience"), tr("OpenPI: the adjudicated salience, 0-5."), tr("VALUE")},
            {QStringLiteral("kind"), tr("OpenPI: entity or attribute clusters."), tr("KIND")},
            {QStringLiteral("clusters"),
             tr("OpenPI: a clustering file whose entry for the item is the decision."), tr("FILE")},
            {QStringLiteral("bootstrap"),
             tr("Bootstrap resamples for the 95% intervals (default 1000; 0: none)."), tr("N")},
            {QStringLiteral("intervals"),
             tr("How the 95% intervals are made: auto (default: the bootstrap, and large-sample "
                "intervals over 100,000 items or more), bootstrap or analytic."),
             tr("METHOD")},
            {QStringLiteral("seed"),
             tr("The bootstrap's seed (default 20231), also the seed of the ESD human "
                "baseline's sample; assign: the panels' seed (default 1); import: ESTER "
                "predictions are --model's run over this seed (kept as \"MODEL seed N\"), and "
                "reports give the model's mean and standard deviation over its seeds."),
             tr("N")},
            {QStringLiteral("human-sample"),
             tr("report: the ESD pairs with gold on which each rater group member's accuracy "
                "is taken (default 200)."),
             tr("N")},
            {QStringLiteral("annotators"),
             tr("assign: the annotators who share the items, comma-separated."), tr("NAMES")},
            {QStringLiteral("overlap"), tr("assign: how many of them rate each item."), tr("N")},
            {QStringLiteral("members"),
             tr("group: the people to put in the group, comma-separated."), tr("NAMES")},
            {QStringLiteral("setting"),
             tr("group: the ESD setting its members worked in, full (default) or core."),
             tr("SETTING")},
            {QStringLiteral("html"), tr("Also write the report as one HTML file."), tr("FILE")},
        };
    }
};

} // namespace

QCommandLineOption option(const char *name)
{
    static const QList<QCommandLineOption> all = Options::all();
    for (const QCommandLineOption &o : all) {
        if (o.names().constFirst() == QLatin1String(name)) {
            return o;
        }
    }
    throw std::logic_error(std::string("no option named ") + name);
}

} // namespace es::app::cli
