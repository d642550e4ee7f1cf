#include "report/html_report.h"

#include "report/html_writer.h"

#include <QLocale>

namespace es::report {

namespace html {

Html Writer::page(const HtmlSections &sections)
{
    std::string body;
    std::string nav;
    if (sections.esd != nullptr) {
        nav += link("esd", tr("ESD: essential step detection"));
        body += esd(*sections.esd);
    }
    if (sections.ester != nullptr) {
        nav += link("ester", tr("ESTER: event semantic relation QA"));
        body += ester(*sections.ester);
    }
    if (sections.openPi != nullptr) {
        nav += link("openpi", tr("OpenPI 2.0: entity states, salience and clusters"));
        body += openPi(*sections.openPi);
    }
    if (body.empty()) {
        body = "<p>" + esc(tr("The project holds no data for this report yet.")) + "</p>\n";
    }

    const QString title = tr("EventScope report: %1").arg(q(context_.project));
    std::string out = "<!DOCTYPE html>\n<html lang=\"" + esc(tr("en")) +
                      "\">\n<head>\n<meta charset=\"utf-8\">\n";
    // Nothing in the page may run or load anything: it is data, opened from anywhere.
    out += "<meta http-equiv=\"Content-Security-Policy\" content=\"default-src 'none'; img-src "
           "data:; "
           "style-src 'unsafe-inline'\">\n";
    out += "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n";
    out += "<meta name=\"generator\" content=\"EventScope\">\n";
    out += "<title>" + esc(title) + "</title>\n<style>\n" + style() + "</style>\n</head>\n<body>\n";
    out += "<header>\n<h1>" + esc(title) + "</h1>\n<p class=\"meta\">";
    out += esc(tr("Generated %1.").arg(q(context_.generated))) + " ";
    out += esc(context_.viewAs.empty()
                   ? tr("Everyone's labels, answers, ratings and clusters.")
                   : tr("The blind view of %1: their own work and the models' only.")
                         .arg(q(context_.viewAs)));
    out += " ";
    out +=
        esc(context_.resamples == 0 ? tr("No confidence intervals (bootstrap resamples set to 0).")
            : context_.analyticFrom == 0
                ? tr("Intervals are 95% large-sample intervals: DeLong's for AUROC, the "
                     "jackknife's for kappa, the standard error's for means.")
            : context_.analyticFrom == SIZE_MAX
                ? tr("Intervals are 95% percentile bootstrap intervals over %1 resamples, seed %2.")
                      .arg(context_.resamples)
                      .arg(context_.seed)
                : tr("Intervals are 95% percentile bootstrap intervals over %1 resamples, seed %2; "
                     "over %3 items or more, large-sample intervals instead: DeLong's for AUROC, "
                     "the jackknife's for kappa, the standard error's for means.")
                      .arg(context_.resamples)
                      .arg(context_.seed)
                      .arg(QLocale().toString(static_cast<qulonglong>(context_.analyticFrom))));
    out += "</p>\n";
    if (!nav.empty()) {
        out += "<nav><ul>\n" + nav + "</ul></nav>\n";
    }
    out += "</header>\n<main>\n" + body + "</main>\n</body>\n</html>\n";
    return out;
}

QString Writer::ciHeader()
{
    return tr("95% CI");
}

QString Writer::relationName(const std::string &key)
{
    if (key == "causal") {
        return tr("Causal");
    }
    if (key == "conditional") {
        return tr("Conditional");
    }
    if (key == "counterfactual") {
        return tr("Counterfactual");
    }
    if (key == "sub-event") {
        return tr("Sub-event");
    }
    if (key == "coreference") {
        return tr("Coreference");
    }
    return q(key);
}

QString Writer::reasonTitle(std::size_t reason)
{
    return reason < metrics::ester::kInvalidReasons
               ? esterReasonTitle(static_cast<metrics::ester::InvalidReason>(reason))
               : tr("No reason given");
}

Html Writer::value(const Figure &f, int decimals)
{
    if (f.estimate.value) {
        return numeric(formatFixed(*f.estimate.value, decimals));
    }
    return "<td class=\"na\">" + esc(tr("n/a")) +
           (f.estimate.reason.empty()
                ? std::string()
                : " <span class=\"reason\">(" + esc(f.estimate.reason) + ")</span>") +
           "</td>";
}

} // namespace html

std::string htmlReport(const HtmlSections &report, const HtmlReportContext &context)
{
    return html::Writer(context).page(report);
}

} // namespace es::report
