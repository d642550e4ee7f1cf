#include "report/html_report.h"

#include "report/esd_report.h"
#include "report/ester_report.h"
#include "report/openpi_report.h"
#include "report/ester_reason_titles.h"
#include "report/svg_chart.h"

#include <QCoreApplication>
#include <QLocale>
#include <QString>
#include <algorithm>
#include <cmath>
#include <array>
#include <optional>

namespace es::report {

namespace {

std::string esc(std::string_view text)
{
    return xmlEscape(text);
}

std::string esc(const QString &text)
{
    return xmlEscape(text.toStdString());
}

QString q(const std::string &text)
{
    return QString::fromStdString(text);
}

// A piece of the page. (Also keeps lupdate from taking "std::string f(" inside a class for
// a function of a class "std", which filed the strings under a context no one asks for.)
using Html = std::string;

// The page's strings share the "Report" context with the plain-text report, so a phrase
// both say is translated once.
class Writer
{
    Q_DECLARE_TR_FUNCTIONS(Report)

  public:
    explicit Writer(const HtmlReportContext &context) : context_(context) {}

    Html page(const HtmlSections &sections)
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
        out += "<title>" + esc(title) + "</title>\n<style>\n" + style() +
               "</style>\n</head>\n<body>\n";
        out += "<header>\n<h1>" + esc(title) + "</h1>\n<p class=\"meta\">";
        out += esc(tr("Generated %1.").arg(q(context_.generated))) + " ";
        out += esc(context_.viewAs.empty()
                       ? tr("Everyone's labels, answers, ratings and clusters.")
                       : tr("The blind view of %1: their own work and the models' only.")
                             .arg(q(context_.viewAs)));
        out += " ";
        out += esc(
            context_.resamples == 0 ? tr("No confidence intervals (bootstrap resamples set to 0).")
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

  private:
    const HtmlReportContext &context_;

    static Html style()
    {
        return "body{font-family:system-ui,sans-serif;margin:2rem auto;max-width:70rem;padding:0 "
               "1rem;"
               "color:#222;line-height:1.4}\n"
               "h1{font-size:1.6rem}h2{border-bottom:2px solid "
               "#0072B2;padding-bottom:.2rem;margin-top:2.5rem}\n"
               "h3{margin-top:1.6rem}.meta{color:#555}\n"
               "table{border-collapse:collapse;margin:.6rem 0 1rem}th,td{padding:.25rem .6rem;"
               "border-bottom:1px solid #ddd;text-align:left;vertical-align:top}\n"
               "th{background:#f3f6f9}td.num{text-align:right;font-variant-numeric:tabular-nums}\n"
               "td.na{color:#777}.reason{font-size:.85em}\n"
               "figure{margin:1rem "
               "0}img{max-width:100%;height:auto}figcaption{color:#555;font-size:.9em}\n"
               "ul.warnings li{color:#8a4b00}\n";
    }

    static Html link(const char *id, const QString &text)
    {
        return std::string("<li><a href=\"#") + id + "\">" + esc(text) + "</a></li>\n";
    }

    static Html heading(int level, const QString &text, const char *id = nullptr)
    {
        const std::string h = "h" + std::to_string(level);
        return "<" + h + (id ? std::string(" id=\"") + id + "\"" : std::string()) + ">" +
               esc(text) + "</" + h + ">\n";
    }

    static Html paragraph(const QString &text) { return "<p>" + esc(text) + "</p>\n"; }

    static Html figure(const std::string &svg, const QString &alt, const QString &caption = {})
    {
        std::string out = "<figure><img src=\"" + svgDataUri(svg) + "\" alt=\"" + esc(alt) + "\">";
        if (!caption.isEmpty()) {
            out += "<figcaption>" + esc(caption) + "</figcaption>";
        }
        return out + "</figure>\n";
    }

    // Rows of cells, each already HTML.
    struct Table
    {
        std::vector<QString> headers;
        std::vector<std::vector<std::string>> rows;
    };

    static Html table(const Table &t)
    {
        std::string out = "<table>\n<thead><tr>";
        for (const QString &h : t.headers) {
            out += "<th scope=\"col\">" + esc(h) + "</th>";
        }
        out += "</tr></thead>\n<tbody>\n";
        for (const auto &row : t.rows) {
            out += "<tr>";
            for (const std::string &cell : row) {
                out += cell;
            }
            out += "</tr>\n";
        }
        return out + "</tbody>\n</table>\n";
    }

    static Html text(std::string_view value) { return "<td>" + esc(value) + "</td>"; }
    static Html text(const QString &value) { return "<td>" + esc(value) + "</td>"; }
    static Html numeric(const std::string &formatted)
    {
        return "<td class=\"num\">" + formatted + "</td>";
    }

    static QString ciHeader() { return tr("95% CI"); }

    // ---- ESD

    // A typed figure with its reason when it is undefined, and its interval.
    static Html value(const Figure &f, int decimals = 3)
    {
        if (f.estimate.value) {
            return numeric(formatFixed(*f.estimate.value, decimals));
        }
        return "<td class=\"na\">" + esc(tr("n/a")) +
               (f.estimate.reason.empty() ? std::string()
                                          : " <span class=\"reason\">(" + esc(f.estimate.reason) + ")</span>") +
               "</td>";
    }

    static Html ci(const Figure &f, int decimals = 3)
    {
        return f.interval ? numeric("[" + formatFixed(f.interval->lo, decimals) + ", " +
                                    formatFixed(f.interval->hi, decimals) + "]")
                          : std::string("<td class=\"na\">–</td>");
    }

    static Html countCell(std::size_t n) { return numeric(formatFixed(static_cast<double>(n), 0)); }

    Html esd(const EsdReport &e)
    {
        std::string out = "<section>\n" + heading(2, tr("ESD: essential step detection"), "esd");
        out += esdCounts(e);
        out += heading(3, tr("Agreement over kept pairs"));
        Table agreement{{tr("Statistic"), tr("Value"), ciHeader()}, {}};
        agreement.rows.push_back({text(tr("Fleiss' kappa")), value(e.fleissKappa), ci(e.fleissKappa)});
        agreement.rows.push_back(
            {text(tr("Percent agreement")), value(e.percentAgreement), ci(e.percentAgreement)});
        agreement.rows.push_back(
            {text(tr("Krippendorff's alpha")), value(e.krippendorffAlpha), ci(e.krippendorffAlpha)});
        out += table(agreement);
        out += esdCohen(e);
        if (!e.annotatorAccuracy.empty()) {
            Table t{{tr("Annotator"), tr("n"), tr("Accuracy")}, {}};
            for (const EsdAccuracyRow &a : e.annotatorAccuracy) {
                t.rows.push_back({text(a.annotator), countCell(a.n), value(a.accuracy)});
            }
            out += heading(3, tr("Each annotator against the majority of the others")) + table(t);
        }
        out += esdDrift(e);
        out += heading(3, tr("Models: AUROC against the majority gold"));
        if (e.models.empty() && e.human.empty()) {
            out += paragraph(tr("no model scores"));
        } else {
            out += esdModels(e);
        }
        return out + "</section>\n";
    }

    Html esdCounts(const EsdReport &e)
    {
        QStringList annotators;
        for (const std::string &a : e.annotators) {
            annotators << q(a);
        }
        Table counts{{tr("Count"), tr("Value")}, {}};
        const std::array<std::pair<QString, std::size_t>, 10> rows = {{{tr("Goals"), e.goals},
                                                                       {tr("Pairs"), e.pairs},
                                                                       {tr("Kept"), e.kept},
                                                                       {tr("Invalid"), e.invalid},
                                                                       {tr("Incomplete"), e.incomplete},
                                                                       {tr("Gold essential"), e.essential},
                                                                       {tr("Gold non-essential"), e.nonEssential},
                                                                       {tr("Tied (no gold)"), e.tied},
                                                                       {tr("Adjudicated"), e.adjudicated},
                                                                       {tr("Adjudicated invalid"), e.adjudicatedInvalid}}};
        for (const auto &[label, n] : rows) {
            counts.rows.push_back({text(label), countCell(n)});
        }
        counts.rows.push_back(
            {text(tr("Annotators")),
             text(annotators.isEmpty() ? tr("none") : annotators.join(QStringLiteral(", ")))});
        return heading(3, tr("Counts")) + table(counts);
    }

    Html esdCohen(const EsdReport &e)
    {
        if (e.cohenKappa.empty()) {
            return {};
        }
        Table t{{tr("Annotator"), tr("Annotator"), tr("Cohen's kappa"), ciHeader()}, {}};
        HeatMap map;
        map.title = tr("Cohen's kappa between annotators").toStdString();
        map.rows = e.annotators;
        map.columns = map.rows;
        map.values.assign(map.rows.size() * map.columns.size(), std::nullopt);
        auto indexOf = [&](const std::string &name) {
            return static_cast<std::size_t>(std::find(map.rows.begin(), map.rows.end(), name) - map.rows.begin());
        };
        for (const EsdCohenRow &c : e.cohenKappa) {
            t.rows.push_back({text(c.a), text(c.b), value(c.kappa), ci(c.kappa)});
            const std::size_t a = indexOf(c.a), b = indexOf(c.b);
            if (a < map.rows.size() && b < map.rows.size()) {
                map.values[a * map.columns.size() + b] = c.kappa.estimate.value;
                map.values[b * map.columns.size() + a] = c.kappa.estimate.value;
            }
        }
        return heading(3, tr("Cohen's kappa between annotators")) + table(t) +
               figure(heatMapSvg(map), tr("Heat map of Cohen's kappa for every pair of annotators"));
    }

    Html esdDrift(const EsdReport &e)
    {
        if (e.drift.empty()) {
            return {};
        }
        LineChart chart;
        chart.title = tr("Agreement with gold in labelling order").toStdString();
        chart.xTitle = tr("Labels given, in the order given").toStdString();
        chart.yTitle = tr("Agreement with gold").toStdString();
        chart.yMin = 0.0;
        chart.yMax = 1.0;
        chart.xMin = 0.0;
        chart.width = 720;
        for (const Curve &line : e.drift) {
            chart.series.push_back({line.name, line.points});
        }
        return heading(3, tr("Agreement with gold in labelling order")) +
               figure(lineChartSvg(chart), tr("Line chart of each annotator's agreement with gold"),
                      tr("Each point is the share of %1 consecutive labels on pairs with gold "
                         "that equal the "
                         "gold, drawn at the block's last label.")
                          .arg(e.driftWindow));
    }

    // The bar of `name` in the chart, made when it is the first of its name.
    static std::size_t barOf(BarChart &chart, const std::string &name)
    {
        auto at = std::find(chart.categories.begin(), chart.categories.end(), name);
        if (at == chart.categories.end()) {
            chart.categories.push_back(name);
            for (BarSeries &s : chart.series) {
                s.values.emplace_back();
                s.intervals.emplace_back();
            }
            at = chart.categories.end() - 1;
        }
        return static_cast<std::size_t>(at - chart.categories.begin());
    }

    Html esdModels(const EsdReport &e)
    {
        Table t{{tr("Model"), tr("Setting"), tr("Family"), tr("Parameters"), tr("Higher score means"), tr("n"),
                 tr("Essential"), tr("Non-essential"), tr("AUROC"), ciHeader()},
                {}};
        BarChart chart;
        chart.title = tr("AUROC by model").toStdString();
        chart.yTitle = tr("AUROC").toStdString();
        chart.yMin = 0.0;
        chart.yMax = 1.0;
        chart.series = {{tr("Full (goal + modifier)").toStdString(), {}, {}},
                        {tr("Core (goal only)").toStdString(), {}, {}}};
        for (const EsdModelRow &m : e.models) {
            const bool core = m.setting == "core";
            t.rows.push_back({text(m.model), text(core ? tr("Core") : tr("Full")), text(m.family),
                              numeric(m.params ? formatFixed(*m.params, 0) : "–"),
                              text(m.lowerIsPositive ? tr("non-essential") : tr("essential")), countCell(m.n),
                              countCell(m.positives), countCell(m.negatives), value(m.auroc), ci(m.auroc)});
            const std::size_t i = barOf(chart, m.model);
            BarSeries &s = chart.series[core ? 1 : 0];
            s.values[i] = m.auroc.estimate.value;
            s.intervals[i] = m.auroc.interval ? std::optional(std::pair(m.auroc.interval->lo, m.auroc.interval->hi))
                                              : std::nullopt;
        }
        // Rater groups (a lay human baseline) beside the models, against the same gold.
        for (const EsdHumanRow &h : e.human) {
            const std::string name = tr("Human (%1)").arg(q(h.group)).toStdString();
            const bool core = h.setting == "core";
            t.rows.push_back({text(name), text(core ? tr("Core") : tr("Full")), text(std::string_view{}),
                              numeric("–"), text(tr("essential")), countCell(h.n), countCell(h.positives),
                              countCell(h.negatives), value(h.auroc), ci(h.auroc)});
            chart.series[core ? 1 : 0].values[barOf(chart, name)] = h.auroc.estimate.value;
        }
        std::string out = table(t);
        out += figure(barChartSvg(chart), tr("Bar chart of each model's AUROC with its 95% interval"));
        if (!e.roc.empty()) {
            LineChart roc;
            roc.title = tr("ROC curves").toStdString();
            roc.xTitle = tr("False positive rate").toStdString();
            roc.yTitle = tr("True positive rate").toStdString();
            roc.xMin = roc.yMin = 0.0;
            roc.xMax = roc.yMax = 1.0;
            roc.diagonal = true;
            roc.width = 560;
            roc.height = 480;
            for (const Curve &line : e.roc) {
                roc.series.push_back({line.name, line.points, line.colour, line.dash});
            }
            out += figure(lineChartSvg(roc), tr("Each model's ROC curve"));
        }
        return out;
    }

    // ---- ESTER

    static QString relationName(const std::string &key)
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

    static Html value(const metrics::Estimate &e, int decimals = 3) { return value(Figure{e, std::nullopt}, decimals); }

    // A mean that is a plain number: n/a, with no reason, when it is not finite.
    static Html value(double v, int decimals)
    {
        return std::isfinite(v) ? numeric(formatFixed(v, decimals)) : value(metrics::Estimate{}, decimals);
    }

    static std::optional<std::pair<double, double>> bar(const Figure &f)
    {
        return f.interval ? std::optional(std::pair(f.interval->lo, f.interval->hi)) : std::nullopt;
    }

    Html ester(const EsterReport &e)
    {
        std::string out = "<section>\n" + heading(2, tr("ESTER: event semantic relation QA"), "ester");
        Table counts{{tr("Count"), tr("Value")}, {}};
        counts.rows.push_back({text(tr("Passages")), countCell(e.passages)});
        counts.rows.push_back({text(tr("Questions")), countCell(e.questions)});
        counts.rows.push_back({text(tr("With gold answers")), countCell(e.questionsWithGold)});
        out += heading(3, tr("Counts")) + table(counts);

        Table t{{tr("Relation type"), tr("Questions")}, {}};
        BarChart chart;
        chart.title = tr("Questions by relation type").toStdString();
        chart.yTitle = tr("Questions").toStdString();
        chart.series = {{tr("questions").toStdString(), {}, {}}};
        for (std::size_t type = 0; type < kEsterRelations; ++type) {
            const QString name = relationName(esterRelationKey(type));
            t.rows.push_back({text(name), countCell(e.byType[type])});
            chart.categories.push_back(name.toStdString());
            chart.series[0].values.push_back(static_cast<double>(e.byType[type]));
        }
        out += heading(3, tr("Questions by relation type")) + table(t);
        out += figure(barChartSvg(chart), tr("Bar chart of the questions of each relation type"));

        out += heading(3, tr("Models against gold (token F1 / HIT@1 / EM)"));
        if (e.models.empty() && e.human.empty()) {
            out += paragraph(tr("no model predictions"));
        } else {
            out += esterScores(e);
        }
        out += esterAgreement(e);
        out += esterAnswers(e);
        if (!e.mcnemar.empty()) {
            Table m{{tr("Model"), tr("Model"), tr("Split"), tr("Metric"), tr("n01"), tr("n10"), tr("p")}, {}};
            for (const EsterMcNemarRow &row : e.mcnemar) {
                m.rows.push_back({text(row.a), text(row.b), text(row.split),
                                  text(row.metric == "em" ? tr("EM") : tr("HIT@1")), countCell(row.n01),
                                  countCell(row.n10), value(row.p, 4)});
            }
            out += heading(3, tr("McNemar's exact test between models")) + table(m);
        }
        out += esterValidation(e.validation);
        out += esterLengths(e);
        return out + "</section>\n";
    }

    // Each model on its split and each person (the ESD report's "Human" rows): the same
    // figures against the same gold, overall and by relation type.
    Html esterScores(const EsterReport &e)
    {
        const std::array<std::pair<Figure EsterMeans::*, QString>, 3> metrics = {
            {{&EsterMeans::tokenF1, tr("Token F1")}, {&EsterMeans::hit1, tr("HIT@1")}, {&EsterMeans::em, tr("EM")}}};
        Table t{{tr("Model"), tr("Split"), tr("Relation type"), tr("n")}, {}};
        for (const auto &[member, label] : metrics) {
            t.headers.push_back(label);
            t.headers.push_back(ciHeader());
        }
        BarChart overall;
        overall.title = tr("Models against gold").toStdString();
        overall.yTitle = tr("Score").toStdString();
        overall.yMin = 0.0;
        overall.yMax = 1.0;
        for (const auto &[member, label] : metrics) {
            overall.categories.push_back(label.toStdString());
        }
        BarChart perType;
        perType.title = tr("Token F1 by relation type").toStdString();
        perType.yTitle = tr("Token F1").toStdString();
        perType.yMin = 0.0;
        perType.yMax = 1.0;
        for (std::size_t type = 0; type < kEsterRelations; ++type) {
            perType.categories.push_back(relationName(esterRelationKey(type)).toStdString());
        }
        auto rater = [&](const EsterRaterRow &r, const QString &shown, const std::string &series) {
            auto row = [&](const EsterMeans &m, const QString &type) {
                std::vector<std::string> cells = {text(shown), text(r.split), text(type), countCell(m.n)};
                for (const auto &[member, label] : metrics) {
                    cells.push_back(value(m.*member));
                    cells.push_back(ci(m.*member));
                }
                t.rows.push_back(std::move(cells));
            };
            row(r.overall, tr("all"));
            BarSeries s{series, {}, {}};
            for (const auto &[member, label] : metrics) {
                s.values.push_back((r.overall.*member).estimate.value);
                s.intervals.push_back(bar(r.overall.*member));
            }
            overall.series.push_back(std::move(s));
            BarSeries typed{series, {}, {}};
            for (std::size_t type = 0; type < kEsterRelations; ++type) {
                row(r.byType[type], relationName(esterRelationKey(type)));
                typed.values.push_back(r.byType[type].tokenF1.estimate.value);
                typed.intervals.push_back(bar(r.byType[type].tokenF1));
            }
            perType.series.push_back(std::move(typed));
        };
        for (const EsterRaterRow &m : e.models) {
            rater(m, q(m.name), tr("%1 on %2").arg(q(m.name), q(m.split)).toStdString());
        }
        for (const EsterRaterRow &h : e.human) {
            const QString name = tr("Human (%1)").arg(q(h.name));
            rater(h, name, name.toStdString());
        }
        return table(t) +
               figure(barChartSvg(overall), tr("Bar chart of each model's and person's token F1, HIT@1 and EM "
                                               "with 95% intervals")) +
               figure(barChartSvg(perType), tr("Bar chart of each model's and person's token F1 per relation "
                                               "type"));
    }

    Html esterAgreement(const EsterReport &e)
    {
        std::string out;
        if (!e.agreement.empty()) {
            Table t{{tr("Annotator"), tr("Annotator"), tr("n"), tr("Token F1"), tr("EM")}, {}};
            for (const EsterAgreementRow &a : e.agreement) {
                t.rows.push_back({text(a.a), text(a.b), countCell(a.n), value(a.tokenF1), value(a.em)});
            }
            out += heading(3, tr("Agreement between annotators (token F1 / EM)")) + table(t);
        }
        if (e.typeAgreement.raters.size() >= 2) {
            QStringList raters;
            for (const std::string &r : e.typeAgreement.raters) {
                raters << q(r);
            }
            Table t{{tr("Raters"), tr("Questions"), tr("Relation type Fleiss' kappa")}, {}};
            t.rows.push_back({text(raters.join(QStringLiteral(", "))), countCell(e.typeAgreement.questions),
                              value(e.typeAgreement.fleissKappa)});
            out += table(t);
        }
        return out;
    }

    // One row per name as `report --json` keys them: a later rater of the same name's
    // figure in the first one's place.
    Html esterAnswers(const EsterReport &e)
    {
        std::vector<std::pair<std::string, double>> rows;
        for (const EsterAnswersRow &r : e.answersPerQuestion) {
            const std::string key = r.whose == EsterAnswersRow::Whose::Gold    ? std::string("gold")
                                    : r.whose == EsterAnswersRow::Whose::Model ? r.name + " (" + r.split + ")"
                                                                               : r.name;
            const auto at = std::find_if(rows.begin(), rows.end(), [&](const auto &row) { return row.first == key; });
            if (at == rows.end()) {
                rows.emplace_back(key, r.mean);
            } else {
                at->second = r.mean;
            }
        }
        if (rows.empty()) {
            return {};
        }
        Table t{{tr("Rater"), tr("Answers per question")}, {}};
        for (const auto &[key, mean] : rows) {
            t.rows.push_back({text(key == "gold" ? tr("gold") : q(key)), value(mean, 2)});
        }
        return heading(3, tr("Answers per question")) + table(t);
    }

    static QString reasonTitle(std::size_t reason)
    {
        return reason < metrics::ester::kInvalidReasons
                   ? esterReasonTitle(static_cast<metrics::ester::InvalidReason>(reason))
                   : tr("No reason given");
    }

    // The paper's worker validation: validity per writer against the bar, why questions
    // were invalid, and how many questions each writer wrote (Figure 11).
    Html esterValidation(const metrics::ester::Validation &v)
    {
        std::string out = heading(3, tr("Worker validation"));
        const QString bar = tr("%1% threshold").arg(formatFixed(v.threshold * 100, 0).c_str());
        out += paragraph(tr("A writer is whoever wrote a question: its author in EventScope, or the worker "
                            "its released record names. Their validity is the share of their questions "
                            "someone else reviewed that the reviews judge valid (more valid than invalid "
                            "reviews); the ESTER authors let writers below %1% go. %2 questions name no "
                            "writer.")
                             .arg(formatFixed(v.threshold * 100, 0).c_str())
                             .arg(formatFixed(static_cast<double>(v.withoutWriter), 0).c_str()));
        if (v.writers.empty()) {
            return out + paragraph(tr("no question names its writer"));
        }
        Table t{{tr("Writer"), tr("Questions"), tr("Reviewed"), tr("Valid"), tr("Validity"), tr("Below the threshold")},
                {}};
        BarChart validity;
        validity.title = tr("QA validity by writer").toStdString();
        validity.yTitle = tr("Validity").toStdString();
        validity.yMin = 0.0;
        validity.yMax = 1.0;
        validity.overlay = true;
        validity.reference = ReferenceLine{v.threshold, bar.toStdString()};
        validity.series = {{tr("at or above the threshold").toStdString(), {}, {}},
                           {tr("below the threshold").toStdString(), {}, {}}};
        BarChart written;
        written.title = tr("Questions per writer").toStdString();
        written.yTitle = tr("Questions").toStdString();
        written.series = {{tr("questions").toStdString(), {}, {}}};
        for (const metrics::ester::WriterValidation &w : v.writers) {
            t.rows.push_back({text(w.writer), countCell(w.questions.size()), countCell(w.reviewed),
                              countCell(w.valid), value(w.validity), text(w.belowThreshold ? tr("yes") : QString())});
            validity.categories.push_back(w.writer);
            validity.series[0].values.push_back(w.belowThreshold ? std::nullopt : w.validity.value);
            validity.series[1].values.push_back(w.belowThreshold ? w.validity.value : std::nullopt);
            written.categories.push_back(w.writer);
            written.series[0].values.push_back(static_cast<double>(w.questions.size()));
        }
        out += table(t);
        out += figure(barChartSvg(validity), tr("Bar chart of each writer's QA validity with the %1 line").arg(bar),
                      tr("Writers below the line are drawn in the second colour."));

        // Why questions were invalid: every invalid review, and those of each writer.
        Table r{{tr("Writer")}, {}};
        for (std::size_t reason = 0; reason <= metrics::ester::kInvalidReasons; ++reason) {
            r.headers.push_back(reasonTitle(reason));
        }
        auto row = [&](const QString &who, const metrics::ester::ReasonCounts &counts) {
            std::vector<std::string> cells = {text(who)};
            for (const std::size_t n : counts.byReason) {
                cells.push_back(countCell(n));
            }
            cells.push_back(countCell(counts.unspecified));
            r.rows.push_back(std::move(cells));
        };
        row(tr("all reviews"), v.reasons);
        for (const metrics::ester::WriterValidation &w : v.writers) {
            row(q(w.writer), w.reasons);
        }
        out += heading(3, tr("Why questions were invalid (invalid reviews)")) + table(r);
        out += heading(3, tr("Questions per writer"));
        out += figure(barChartSvg(written), tr("Bar chart of how many questions each writer wrote"));
        return out;
    }

    // Mean tokens a question and an answer by relation type (the paper's Table 5).
    Html esterLengths(const EsterReport &e)
    {
        std::string out = heading(3, tr("Tokens per question and answer by relation type"));
        out += paragraph(tr("Tokens as the ESTER evaluation makes them: lowercased, punctuation "
                            "removed, split on single spaces. Answers are the gold answers."));
        Table t{{tr("Relation type"), tr("Questions"), tr("Tokens a question"), tr("Answers"), tr("Tokens an answer")},
                {}};
        BarChart chart;
        chart.title = tr("Tokens by relation type").toStdString();
        chart.yTitle = tr("Mean tokens").toStdString();
        chart.series = {{tr("a question").toStdString(), {}, {}}, {tr("an answer").toStdString(), {}, {}}};
        for (std::size_t type = 0; type < kEsterRelations; ++type) {
            const metrics::ester::TypeTokens &one = e.tokensByType[type];
            const QString name = relationName(esterRelationKey(type));
            t.rows.push_back({text(name), countCell(one.questions), value(one.questionTokens, 2),
                              countCell(one.answers), value(one.answerTokens, 2)});
            chart.categories.push_back(name.toStdString());
            chart.series[0].values.push_back(one.questionTokens.value);
            chart.series[1].values.push_back(one.answerTokens.value);
        }
        out += table(t);
        out += figure(barChartSvg(chart), tr("Bar chart of mean tokens a question and an answer by relation type"));
        return out;
    }

    // ---- OpenPI

    static Html raterCell(const OpenPiRaterName &r)
    {
        return text(r.model ? tr("%1 (model)").arg(q(r.name)) : q(r.name));
    }

    static Html prfValue(const metrics::Estimate &e) { return value(e); }

    // OpenPI 2.0's Table 3: predicted schemata against the released clusters.
    Html openPiSchemata(const OpenPiReport &o)
    {
        if (o.schemata.empty()) {
            return {};
        }
        std::string out = heading(3, tr("Predicted schemata against the released clusters"));
        Table t{{tr("Model"), tr("Expansion"), tr("Procedures"), tr("Entity P"), tr("Entity R"), tr("Entity F1"),
                 tr("Attribute P"), tr("Attribute R"), tr("Attribute F1"), tr("Local entity F1"),
                 tr("Local attribute F1")},
                {}};
        BarChart chart;
        chart.title = tr("Predicted schemata, F1 (OpenPI 2.0 Table 3)").toStdString();
        chart.yTitle = tr("F1").toStdString();
        chart.yMin = 0.0;
        chart.yMax = 1.0;
        chart.series = {{tr("entities").toStdString(), {}, {}},
                        {tr("attributes").toStdString(), {}, {}},
                        {tr("entities, per step").toStdString(), {}, {}},
                        {tr("attributes, per step").toStdString(), {}, {}}};
        // evaluate_schema.py counts a gold attribute again for every step that predicts
        // its entity, so a global attribute recall, and with it F1, can pass 1.
        bool overOne = false;
        for (const OpenPiSchemataRow &s : o.schemata) {
            t.rows.push_back({text(q(s.model)), text(s.expanded ? tr("with") : tr("without")),
                              countCell(s.procedures), prfValue(s.entity.precision), prfValue(s.entity.recall),
                              prfValue(s.entity.f1), prfValue(s.attribute.precision), prfValue(s.attribute.recall),
                              prfValue(s.attribute.f1), prfValue(s.entityLocal.f1), prfValue(s.attributeLocal.f1)});
            chart.categories.push_back((s.expanded ? tr("%1, expanded") : tr("%1")).arg(q(s.model)).toStdString());
            chart.series[0].values.push_back(s.entity.f1.value);
            chart.series[1].values.push_back(s.attribute.f1.value);
            chart.series[2].values.push_back(s.entityLocal.f1.value);
            chart.series[3].values.push_back(s.attributeLocal.f1.value);
            overOne = overOne || s.attribute.recall.value.value_or(0.0) > 1.0;
        }
        if (overOne) {
            chart.yMax.reset(); // from the data, so no bar is cut at 1
        }
        out += table(t);
        if (overOne) {
            out += paragraph(tr("A global attribute recall above 1 is evaluate_schema.py's counting, "
                                "kept so that the paper's figures reproduce: a gold attribute counts "
                                "once for every step whose predicted entity names it."));
        }
        return out + figure(barChartSvg(chart), tr("Bar chart of each model's schemata F1, without and with expansion"));
    }

    // Predicted states, OpenPI 2.0's Table 5 and judged paraphrases.
    Html releasedEvaluations(const OpenPiReport &o)
    {
        std::string out = openPiSchemata(o);
        if (!o.states.empty()) {
            out += heading(3, tr("Predicted states, exact match of before and after"));
            Table t{{tr("Model"), tr("Procedures"), tr("Against gold lists"), tr("Against the states"),
                     tr("Changes compared"), tr("Exact"), tr("Found no gold change"), tr("Exact match")},
                    {}};
            for (const OpenPiStatesRow &s : o.states) {
                t.rows.push_back({text(q(s.model)), countCell(s.procedures), countCell(s.againstGoldLists),
                                  countCell(s.againstStates), countCell(s.match.compared), countCell(s.match.exact),
                                  countCell(s.unmatched), value(s.exactMatch)});
            }
            out += table(t);
        }
        if (!o.schemaErrors.empty()) {
            out += heading(3, tr("Errors in predicted schemata (OpenPI 2.0 Table 5)"));
            Table t{{tr("Model"), tr("Annotator"), tr("Procedures"), tr("Predicted pairs"), tr("Correct"),
                     tr("No change"), tr("Nonsense"), tr("Not labelled"), tr("Missed")},
                    {}};
            BarChart chart;
            chart.title = tr("Share of labelled pairs by error category").toStdString();
            chart.yTitle = tr("Share").toStdString();
            chart.yMin = 0.0;
            chart.yMax = 1.0;
            chart.series = {{tr("correct").toStdString(), {}, {}},
                            {tr("no change").toStdString(), {}, {}},
                            {tr("nonsense").toStdString(), {}, {}}};
            for (const OpenPiSchemaErrorsRow &e : o.schemaErrors) {
                t.rows.push_back({text(q(e.model)), text(q(e.annotator)), countCell(e.procedures),
                                  countCell(e.predicted), countCell(e.correct), countCell(e.noChange),
                                  countCell(e.nonsense), countCell(e.unlabelled), countCell(e.missed)});
                chart.categories.push_back(tr("%1 by %2").arg(q(e.model), q(e.annotator)).toStdString());
                chart.series[0].values.push_back(e.share(e.correct).value);
                chart.series[1].values.push_back(e.share(e.noChange).value);
                chart.series[2].values.push_back(e.share(e.nonsense).value);
            }
            out += table(t);
            out += figure(barChartSvg(chart), tr("Bar chart of the shares of correct, no-change and nonsense pairs"));
        }
        if (!o.expansions.empty()) {
            out += heading(3, tr("Generated paraphrases judged correct"));
            Table t{{tr("Annotator"), tr("Paraphrases of"), tr("Generated"), tr("Judged"), tr("Correct"), tr("Share")},
                    {}};
            for (const OpenPiExpansionRow &e : o.expansions) {
                t.rows.push_back({text(q(e.annotator)),
                                  text(e.kind == db::OpenPiClusterKind::Entity ? tr("entities") : tr("attributes")),
                                  countCell(e.generated), countCell(e.rated), countCell(e.correct), value(e.share)});
            }
            out += table(t);
        }
        return out;
    }

    Html openPiSalience(const OpenPiReport &o)
    {
        std::string out = heading(3, tr("Salience agreement, mean Pearson's r over procedures (global / local)"));
        if (o.salience.empty()) {
            return out + paragraph(tr("fewer than two raters with salience"));
        }
        Table t{{tr("Rater"), tr("Rater"), tr("Procedures"), tr("Global r"), ciHeader(), tr("Local r"), ciHeader(),
                 tr("Global Spearman"), ciHeader(), tr("Local Spearman"), ciHeader(), tr("Undefined global"),
                 tr("Undefined local")},
                {}};
        BarChart chart;
        chart.title = tr("Salience agreement (Pearson's r)").toStdString();
        chart.yTitle = tr("Pearson's r").toStdString();
        chart.yMin = -1.0;
        chart.yMax = 1.0;
        chart.series = {{tr("global").toStdString(), {}, {}}, {tr("local").toStdString(), {}, {}}};
        for (const OpenPiSalienceRow &s : o.salience) {
            std::vector<std::string> cells = {raterCell(s.a), raterCell(s.b), countCell(s.procedures)};
            for (const Figure *f : {&s.global, &s.local, &s.globalSpearman, &s.localSpearman}) {
                cells.push_back(value(*f));
                cells.push_back(ci(*f));
            }
            cells.push_back(countCell(s.globalUndefined));
            cells.push_back(countCell(s.localUndefined));
            t.rows.push_back(std::move(cells));
            chart.categories.push_back(tr("%1 / %2").arg(q(s.a.name), q(s.b.name)).toStdString());
            chart.series[0].values.push_back(s.global.estimate.value);
            chart.series[0].intervals.push_back(bar(s.global));
            chart.series[1].values.push_back(s.local.estimate.value);
            chart.series[1].intervals.push_back(bar(s.local));
        }
        out += table(t);
        return out + figure(barChartSvg(chart), tr("Bar chart of each rater pair's mean Pearson's r with 95% intervals"));
    }

    Html openPiLeastAgreeing(const OpenPiReport &o)
    {
        if (o.leastAgreeing.empty()) {
            return {};
        }
        BarChart chart;
        chart.title = tr("Pearson's r, the %1 procedures where %2 agree least")
                          .arg(o.leastAgreeing.size())
                          .arg(q(o.leastAgreeingPair))
                          .toStdString();
        chart.yTitle = tr("Pearson's r").toStdString();
        chart.yMin = -1.0;
        chart.yMax = 1.0;
        chart.series = {{tr("global").toStdString(), {}, {}}};
        Table t{{tr("Procedure"), tr("Global r")}, {}};
        for (const auto &[procedure, r] : o.leastAgreeing) {
            chart.categories.push_back(procedure);
            chart.series[0].values.push_back(r);
            t.rows.push_back({text(procedure), numeric(formatFixed(r, 3))});
        }
        return heading(3, tr("Procedures with the least agreement")) + table(t) +
               figure(barChartSvg(chart), tr("Bar chart of the procedures with the lowest Pearson's r"));
    }

    Html openPiClusters(const OpenPiReport &o)
    {
        std::string out = heading(3, tr("Clusters against gold (precision / recall / F1)"));
        if (o.clusters.empty()) {
            return out + paragraph(tr("no clusterings besides gold"));
        }
        Table t{{tr("Rater"), tr("Kind"), tr("Procedures"), tr("Precision"), tr("Recall"), tr("F1"),
                 tr("Gold clusters"), tr("Predicted clusters"), tr("Correctly predicted"), tr("Gold found")},
                {}};
        BarChart chart;
        chart.title = tr("Clusters against gold").toStdString();
        chart.yTitle = tr("Score").toStdString();
        chart.yMin = 0.0;
        chart.yMax = 1.0;
        chart.series = {{tr("Precision").toStdString(), {}, {}},
                        {tr("Recall").toStdString(), {}, {}},
                        {tr("F1").toStdString(), {}, {}}};
        for (const OpenPiClusterRow &c : o.clusters) {
            const QString kind = c.kind == db::OpenPiClusterKind::Entity ? tr("entity") : tr("attribute");
            t.rows.push_back({raterCell(c.rater), text(kind), countCell(c.procedures), value(c.score.precision),
                              value(c.score.recall), value(c.score.f1), countCell(c.counts.gold),
                              countCell(c.counts.predicted), countCell(c.counts.predictedCorrect),
                              countCell(c.counts.goldFound)});
            chart.categories.push_back(tr("%1, %2").arg(q(c.rater.name), kind).toStdString());
            chart.series[0].values.push_back(c.score.precision.value);
            chart.series[1].values.push_back(c.score.recall.value);
            chart.series[2].values.push_back(c.score.f1.value);
        }
        out += table(t);
        return out + figure(barChartSvg(chart), tr("Bar chart of each clustering's precision, recall and F1"));
    }

    Html openPiHistograms(const OpenPiReport &o)
    {
        if (o.histograms.empty()) {
            return {};
        }
        Table t{{tr("Rater"), tr("Scope"), QStringLiteral("0"), QStringLiteral("1"), QStringLiteral("2"),
                 QStringLiteral("3"), QStringLiteral("4"), QStringLiteral("5")},
                {}};
        std::string charts;
        for (const bool global : {true, false}) {
            BarChart chart;
            chart.title = (global ? tr("Global salience ratings") : tr("Per-step salience ratings")).toStdString();
            chart.yTitle = tr("Ratings").toStdString();
            for (int v = 0; v <= 5; ++v) {
                chart.categories.push_back(std::to_string(v));
            }
            for (const OpenPiHistogramRow &h : o.histograms) {
                std::vector<std::string> cells = {raterCell(h.rater), text(global ? tr("global") : tr("local"))};
                BarSeries s{h.rater.name, {}, {}};
                for (const std::size_t n : global ? h.global : h.local) {
                    const auto v = static_cast<double>(n);
                    cells.push_back(numeric(formatFixed(v, 0)));
                    s.values.push_back(v);
                }
                t.rows.push_back(std::move(cells));
                chart.series.push_back(std::move(s));
            }
            charts += figure(barChartSvg(chart), tr("Bar chart of how often each salience rating was given"));
        }
        return heading(3, tr("Salience ratings given")) + table(t) + charts;
    }

    Html openPi(const OpenPiReport &o)
    {
        std::string out =
            "<section>\n" + heading(2, tr("OpenPI 2.0: entity states, salience and clusters"), "openpi");
        Table counts{{tr("Count"), tr("Value")}, {}};
        counts.rows.push_back({text(tr("Procedures")), countCell(o.procedures)});
        counts.rows.push_back({text(tr("Entities")), countCell(o.entities)});
        out += heading(3, tr("Counts")) + table(counts);
        out += openPiSalience(o);
        out += openPiLeastAgreeing(o);
        out += openPiClusters(o);
        out += releasedEvaluations(o);
        out += openPiHistograms(o);
        if (!o.warnings.empty()) {
            out += heading(3, tr("Warnings")) + "<ul class=\"warnings\">\n";
            for (const std::string &w : o.warnings) {
                out += "<li>" + esc(w) + "</li>\n";
            }
            out += "</ul>\n";
        }
        return out + "</section>\n";
    }
};

} // namespace

std::string htmlReport(const HtmlSections &report, const HtmlReportContext &context)
{
    return Writer(context).page(report);
}

} // namespace es::report
