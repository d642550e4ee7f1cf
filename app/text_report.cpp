#include "app/text_report.h"

#include <QCoreApplication>

namespace es::app {

namespace {

class Report
{
    Q_DECLARE_TR_FUNCTIONS(Report)

  public:
    static QString value(const metrics::Estimate &e)
    {
        return e.defined() ? QString::number(*e.value, 'f', 4)
                           : tr("n/a (%1)").arg(QString::fromStdString(e.reason));
    }
    static QString row(const QString &label, const QString &v, int width = 30)
    {
        return QStringLiteral("  %1 %2\n").arg(label, -width).arg(v);
    }
    static QString build(const db::EsdSnapshot &snap, const metrics::EsdStatistics &st)
    {
        QString out;
        out += tr("ESD: essential step detection") + QLatin1Char('\n');
        out += row(tr("Goals"), QString::number(snap.goals.size()));
        out += row(tr("Pairs"), QString::number(st.pairs));
        out += row(tr("Kept"), QString::number(st.kept));
        out += row(tr("Invalid"), QString::number(st.invalid));
        out += row(tr("Incomplete"), QString::number(st.incomplete));
        out += row(tr("Gold essential"), QString::number(st.essential));
        out += row(tr("Gold non-essential"), QString::number(st.nonEssential));
        if (st.tied > 0) {
            out += row(tr("Tied (no gold)"), QString::number(st.tied));
        }
        QStringList names;
        for (const auto &a : snap.annotators) {
            names << QString::fromStdString(a);
        }
        out += row(tr("Annotators"), names.isEmpty() ? tr("none") : names.join(QStringLiteral(", ")));

        out += QLatin1Char('\n') + tr("Agreement over kept pairs") + QLatin1Char('\n');
        out += row(tr("Fleiss' kappa"), value(st.fleissKappa));
        out += row(tr("Percent agreement"), value(st.percentAgreement));
        out += row(tr("Krippendorff's alpha"), value(st.krippendorffAlpha));
        for (const auto &c : st.cohenKappa) {
            out += row(tr("Cohen's kappa %1 / %2")
                           .arg(QString::fromStdString(snap.annotators[c.a]),
                                QString::fromStdString(snap.annotators[c.b])),
                       value(c.kappa));
        }

        out += QLatin1Char('\n') + tr("Each annotator against the majority of the others") +
               QLatin1Char('\n');
        for (const auto &a : st.annotatorAccuracy) {
            out += row(QString::fromStdString(snap.annotators[a.annotator]),
                       tr("%1  (n = %2)").arg(value(a.accuracy)).arg(a.n));
        }

        out += QLatin1Char('\n') + tr("Models: AUROC against the majority gold") + QLatin1Char('\n');
        if (st.models.empty()) {
            out += QStringLiteral("  ") + tr("no model scores") + QLatin1Char('\n');
        }
        out += QStringLiteral("  %1 %2 %3 %4\n")
                   .arg(tr("Model"), -28)
                   .arg(tr("Setting"), -8)
                   .arg(tr("n"), 8)
                   .arg(tr("AUROC"), 8);
        for (const auto &m : st.models) {
            const auto &info = snap.models[m.scores];
            out += QStringLiteral("  %1 %2 %3 %4\n")
                       .arg(QString::fromStdString(info.model), -28)
                       .arg(QString::fromStdString(info.setting), -8)
                       .arg(m.n, 8)
                       .arg(value(m.roc.auroc), 8);
        }
        return out;
    }
};

} // namespace

QString esdTextReport(const db::EsdSnapshot &snapshot, const metrics::EsdStatistics &stats)
{
    return Report::build(snapshot, stats);
}

} // namespace es::app
