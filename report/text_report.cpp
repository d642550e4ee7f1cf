#include "report/text_report.h"

#include "report/ester_reason_titles.h"

#include <QCoreApplication>

namespace es::report {

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
    static QString value(const Figure &f) { return value(f.estimate); }

    static QString build(const EsdReport &r)
    {
        QString out;
        out += tr("ESD: essential step detection") + QLatin1Char('\n');
        out += row(tr("Goals"), QString::number(r.goals));
        out += row(tr("Pairs"), QString::number(r.pairs));
        out += row(tr("Kept"), QString::number(r.kept));
        out += row(tr("Invalid"), QString::number(r.invalid));
        out += row(tr("Incomplete"), QString::number(r.incomplete));
        out += row(tr("Gold essential"), QString::number(r.essential));
        out += row(tr("Gold non-essential"), QString::number(r.nonEssential));
        if (r.tied > 0) {
            out += row(tr("Tied (no gold)"), QString::number(r.tied));
        }
        QStringList names;
        for (const auto &a : r.annotators) {
            names << QString::fromStdString(a);
        }
        out += row(tr("Annotators"), names.isEmpty() ? tr("none") : names.join(QStringLiteral(", ")));
        const QString size = r.panelSize ? QString::number(*r.panelSize) : tr("varies");
        out += row(tr("Panels"), r.panel == metrics::EsdPanels::Mode::Assigned
                                     ? tr("assigned, %1 per pair").arg(size)
                                 : r.panel == metrics::EsdPanels::Mode::Implicit
                                     ? tr("implicit: each pair's first %1 labellers").arg(size)
                                     : tr("everyone"));

        out += QLatin1Char('\n') + tr("Agreement over kept pairs") + QLatin1Char('\n');
        out += row(tr("Fleiss' kappa"), value(r.fleissKappa));
        out += row(tr("Gwet's AC1"), value(r.gwetAC1));
        out += row(tr("Percent agreement"), value(r.percentAgreement));
        out += row(tr("Krippendorff's alpha"), value(r.krippendorffAlpha));
        for (const EsdCohenRow &c : r.cohenKappa) {
            out += row(tr("Cohen's kappa %1 / %2").arg(QString::fromStdString(c.a), QString::fromStdString(c.b)),
                       value(c.kappa));
        }

        out += QLatin1Char('\n') + tr("Each annotator against the majority of the others") +
               QLatin1Char('\n');
        for (const EsdAccuracyRow &a : r.annotatorAccuracy) {
            out += row(QString::fromStdString(a.annotator), tr("%1  (n = %2)").arg(value(a.accuracy)).arg(a.n));
        }

        out += QLatin1Char('\n') + tr("Models: AUROC against the majority gold") + QLatin1Char('\n');
        if (r.models.empty()) {
            out += QStringLiteral("  ") + tr("no model scores") + QLatin1Char('\n');
        }
        out += QStringLiteral("  %1 %2 %3 %4\n")
                   .arg(tr("Model"), -28)
                   .arg(tr("Setting"), -8)
                   .arg(tr("n"), 8)
                   .arg(tr("AUROC"), 8);
        for (const EsdModelRow &m : r.models) {
            out += QStringLiteral("  %1 %2 %3 %4\n")
                       .arg(QString::fromStdString(m.model), -28)
                       .arg(QString::fromStdString(m.setting), -8)
                       .arg(m.n, 8)
                       .arg(value(m.auroc), 8);
        }
        // Rater groups are scored like the models, against the same gold.
        for (const EsdHumanRow &h : r.human) {
            out += QStringLiteral("  %1 %2 %3 %4\n")
                       .arg(tr("Human (%1)").arg(QString::fromStdString(h.group)), -28)
                       .arg(QString::fromStdString(h.setting), -8)
                       .arg(h.n, 8)
                       .arg(value(h.auroc), 8);
        }
        for (const EsdHumanRow &h : r.human) {
            const EsdHumanIndividual &i = h.individual;
            out += QLatin1Char('\n') +
                   tr("Human baseline (%1, %2): each member against gold on %3 pairs (seed %4)")
                       .arg(QString::fromStdString(h.group), QString::fromStdString(h.setting))
                       .arg(i.sample)
                       .arg(i.seed) +
                   QLatin1Char('\n');
            for (const EsdHumanMember &m : i.members) {
                out += row(QString::fromStdString(m.name),
                           tr("%1  (n = %2)").arg(value(m.accuracy)).arg(m.n));
            }
            out += row(tr("Mean of the members"),
                       tr("%1  (%2 left out)").arg(value(i.meanAccuracy)).arg(i.leftOut));
        }
        return out + work(r);
    }

    // The dataset's lengths and each annotator's pace.
    static QString work(const EsdReport &r)
    {
        QString out;
        if (r.dataset) {
            out += QLatin1Char('\n') + tr("The dataset (mean, least-most)") + QLatin1Char('\n');
            const auto length = [](const metrics::LengthTally &t) {
                return tr("%1  (%2-%3)").arg(value(t.mean())).arg(t.min).arg(t.max);
            };
            out += row(tr("Steps per goal"), length(r.dataset->stepsPerGoal));
            out += row(tr("Words per step"), length(r.dataset->stepTokens));
            out += row(tr("Words per goal"), length(r.dataset->goalTokens));
            out += row(tr("Words per method"), length(r.dataset->modifierTokens));
        }
        if (!r.pace.empty()) {
            out += QLatin1Char('\n') + tr("Labelling pace (labels per hour; hours to finish)") +
                   QLatin1Char('\n');
            for (const EsdPaceRow &p : r.pace) {
                out += row(QString::fromStdString(p.annotator),
                           p.pace.perHour.defined()
                               ? tr("%1 per hour; %2 h for %3 unlabelled")
                                     .arg(value(p.pace.perHour), value(p.hoursToFinish))
                                     .arg(p.remaining)
                               : tr("not timed: %1; %2 unlabelled")
                                     .arg(QString::fromStdString(p.pace.perHour.reason))
                                     .arg(p.remaining));
            }
        }
        return out;
    }

    static QString relation(std::size_t t)
    {
        static const char *const names[] = {QT_TR_NOOP("causal"), QT_TR_NOOP("conditional"),
                                            QT_TR_NOOP("counterfactual"), QT_TR_NOOP("sub-event"),
                                            QT_TR_NOOP("coreference")};
        return tr(names[t]);
    }

    static QString means(const EsterMeans &m)
    {
        return QStringLiteral("%1 / %2 / %3").arg(value(m.tokenF1), value(m.hit1), value(m.em));
    }

    // A run's model over its seeds, beside the run: mean ± sample standard deviation.
    static QString seeds(const EsterSeedRow &s)
    {
        const auto spread = [](const metrics::SeedSpread &f) {
            return QStringLiteral("%1 ± %2").arg(value(f.mean), value(f.sd));
        };
        return QStringLiteral("    %1 %2 / %3 / %4\n")
            .arg(tr("%1 over %n seed(s), mean ± sd", nullptr, static_cast<int>(s.seeds.size()))
                     .arg(QString::fromStdString(s.model)),
                 -38)
            .arg(spread(s.tokenF1), spread(s.hit1), spread(s.em));
    }

    static QString ester(const EsterReport &e)
    {
        namespace ester = metrics::ester;
        QString out;
        out += tr("ESTER: event semantic relation QA") + QLatin1Char('\n');
        out += row(tr("Passages"), QString::number(e.passages));
        out += row(tr("Questions"), QString::number(e.questions));
        out += row(tr("With gold answers"), QString::number(e.questionsWithGold));
        for (std::size_t t = 0; t < ester::kRelations; ++t) {
            out += row(QStringLiteral("  ") + relation(t), QString::number(e.byType[t]));
        }

        out += QLatin1Char('\n') + tr("Models against gold (token F1 / HIT@1 / EM)") + QLatin1Char('\n');
        for (const EsterRaterRow &m : e.models) {
            out += QStringLiteral("  %1 %2\n")
                       .arg(tr("%1 on %2 (n = %3)")
                                .arg(QString::fromStdString(m.name), QString::fromStdString(m.split))
                                .arg(m.overall.n),
                            -40)
                       .arg(means(m.overall));
            if (m.seeds) {
                out += seeds(e.modelSeeds[*m.seeds]);
            }
            for (std::size_t t = 0; t < ester::kRelations; ++t) {
                if (m.byType[t].n == 0) {
                    continue;
                }
                out += QStringLiteral("    %1 %2\n")
                           .arg(tr("%1 (n = %2)").arg(relation(t)).arg(m.byType[t].n), -38)
                           .arg(means(m.byType[t]));
            }
        }
        if (e.models.empty()) {
            out += QStringLiteral("  ") + tr("no model predictions") + QLatin1Char('\n');
        }
        // People against the same gold, as the ESD report's "Human" rows.
        for (const EsterRaterRow &h : e.human) {
            out += QStringLiteral("  %1 %2\n")
                       .arg(tr("Human (%1) (n = %2)").arg(QString::fromStdString(h.name)).arg(h.overall.n), -40)
                       .arg(means(h.overall));
        }
        if (!e.agreement.empty()) {
            out += QLatin1Char('\n') + tr("Agreement between annotators (token F1 / EM)") + QLatin1Char('\n');
            for (const EsterAgreementRow &pa : e.agreement) {
                out += row(tr("%1 / %2 (n = %3)")
                               .arg(QString::fromStdString(pa.a), QString::fromStdString(pa.b))
                               .arg(pa.n),
                           QStringLiteral("%1 / %2").arg(value(pa.tokenF1), value(pa.em)), 38);
            }
        }
        if (!e.typeAgreement.raters.empty()) {
            out += row(tr("Relation type Fleiss' kappa"), value(e.typeAgreement.fleissKappa), 38);
        }
        out += paperAgreement(e);
        out += QLatin1Char('\n') + tr("Answers per question") + QLatin1Char('\n');
        for (const EsterAnswersRow &r : e.answersPerQuestion) {
            const QString name = r.whose == EsterAnswersRow::Whose::Gold ? tr("gold")
                                 : r.whose == EsterAnswersRow::Whose::Model
                                     ? tr("%1 on %2").arg(QString::fromStdString(r.name), QString::fromStdString(r.split))
                                     : QString::fromStdString(r.name);
            out += row(name, QString::number(r.mean, 'f', 2));
        }
        if (!e.mcnemar.empty()) {
            out += QLatin1Char('\n') + tr("McNemar's exact test between models") + QLatin1Char('\n');
            for (const EsterMcNemarRow &m : e.mcnemar) {
                out += row(tr("%1 / %2, %3").arg(QString::fromStdString(m.a), QString::fromStdString(m.b),
                                                  m.metric == "em" ? tr("EM") : tr("HIT@1")),
                           tr("n01 = %1, n10 = %2, p = %3").arg(m.n01).arg(m.n10).arg(m.p, 0, 'g', 4), 38);
            }
        }
        out += validation(e.validation);
        out += QLatin1Char('\n') + tr("Tokens per question and answer by relation type") + QLatin1Char('\n');
        for (std::size_t t = 0; t < ester::kRelations; ++t) {
            const ester::TypeTokens &tt = e.tokensByType[t];
            out += row(relation(t), tr("%1 a question (%2), %3 an answer (%4)")
                                        .arg(value(tt.questionTokens))
                                        .arg(tt.questions)
                                        .arg(value(tt.answerTokens))
                                        .arg(tt.answers));
        }
        return out + splits(e);
    }

    // The passages splits share, each split's figures and its n-grams by relation type.
    // The answers' pairwise micro-F1 and the types against their typers' majority, by row.
    static QString paperAgreement(const EsterReport &e)
    {
        QString out;
        const EsterAnswerMicroF1 &mf = e.answerMicroF1;
        if (mf.comparisons > 0) {
            out += row(tr("Answers' pairwise micro-F1 (%n question(s))", nullptr,
                          static_cast<int>(mf.questions)),
                       value(mf.f1), 38);
        }
        const EsterTypeConfusion &c = e.typeConfusion;
        if (c.typed == 0) {
            return out;
        }
        out += QLatin1Char('\n') +
               tr("Relation type against the majority of its typers (row %; %1 typed by two or "
                  "more, %2 without a majority)")
                   .arg(c.typed)
                   .arg(c.tied) +
               QLatin1Char('\n');
        QString header = QStringLiteral("  %1").arg(QString(), -16);
        for (std::size_t m = 0; m < kEsterRelations; ++m) {
            header += QStringLiteral(" %1").arg(relation(m).left(14), 14);
        }
        out += header + QLatin1Char('\n');
        for (std::size_t t = 0; t < kEsterRelations; ++t) {
            QString line = QStringLiteral("  %1").arg(relation(t).left(16), -16);
            for (std::size_t m = 0; m < kEsterRelations; ++m) {
                const std::optional<double> share = c.shares[t][m];
                line += QStringLiteral(" %1").arg(
                    share ? QStringLiteral("%1%").arg(100 * *share, 0, 'f', 1) : tr("n/a"), 14);
            }
            out += line + QLatin1Char('\n');
        }
        return out;
    }

    static QString splits(const EsterReport &e)
    {
        namespace ester = metrics::ester;
        QString out;
        if (!e.splitOverlap.empty()) {
            out += QLatin1Char('\n') +
                   tr("Warning: %n passage(s) in more than one split (ESTER keeps training and "
                      "evaluation passages apart)",
                      nullptr, static_cast<int>(e.splitOverlap.size())) +
                   QLatin1Char('\n');
            for (const db::EsterSharedPassage &p : e.splitOverlap) {
                QStringList names;
                for (const std::string &s : p.splits) {
                    names << QString::fromStdString(s);
                }
                out += row(
                    tr("passage %1 \"%2\"").arg(p.passage).arg(QString::fromStdString(p.opening)),
                    names.join(QStringLiteral(", ")), 60);
            }
        }
        const auto listed = [](const std::vector<ester::NgramCount> &ngrams) {
            QStringList parts;
            for (const ester::NgramCount &n : ngrams) {
                parts << tr("%1 (%2)").arg(QString::fromStdString(n.ngram)).arg(n.count);
            }
            return parts.isEmpty() ? tr("none") : parts.join(QStringLiteral("; "));
        };
        for (const ester::SplitFigures &f : e.splits) {
            out += QLatin1Char('\n') + tr("Split %1").arg(QString::fromStdString(f.name)) +
                   QLatin1Char('\n');
            out += row(tr("Passages"), QString::number(f.passages));
            out += row(tr("Questions"), QString::number(f.questions));
            out += row(tr("With gold answers"), QString::number(f.withGold));
            out += row(tr("Answers per question"), value(f.answersPerQuestion));
            out += row(tr("Passage tokens (mean / max)"),
                       tr("%1 / %2").arg(value(f.passageTokensMean)).arg(f.passageTokensMax));
            for (std::size_t t = 0; t < ester::kRelations; ++t) {
                const ester::SplitTypeFigures &ft = f.byType[t];
                out += row(QStringLiteral("  ") + relation(t),
                           tr("%1 questions, %2 answers a question")
                               .arg(ft.questions)
                               .arg(value(ft.answersPerQuestion)));
                out +=
                    row(QStringLiteral("    ") + tr("question openings"), listed(ft.questionLeads));
                out += row(QStringLiteral("    ") + tr("answer n-grams"), listed(ft.answerNgrams));
            }
        }
        return out;
    }

    static QString reasons(const metrics::ester::ReasonCounts &counts)
    {
        QStringList parts;
        for (std::size_t r = 0; r < metrics::ester::kInvalidReasons; ++r) {
            if (counts.byReason[r] > 0) {
                parts << tr("%1 %2")
                             .arg(report::esterReasonTitle(
                                 static_cast<metrics::ester::InvalidReason>(r)))
                             .arg(counts.byReason[r]);
            }
        }
        if (counts.unspecified > 0) {
            parts << tr("no reason given %1").arg(counts.unspecified);
        }
        return parts.join(QStringLiteral(", "));
    }

    // The ESTER paper's worker validation: each writer's validity against the bar.
    static QString validation(const metrics::ester::Validation &v)
    {
        const QString bar = QString::number(v.threshold * 100, 'f', 0);
        QString out = QLatin1Char('\n') +
                      tr("Worker validation (writers below %1% marked)").arg(bar) +
                      QLatin1Char('\n');
        out += row(tr("Reviews counted"),
                   tr("%1 (%2 invalid; %3 by the question's own writer left out)")
                       .arg(v.reviews)
                       .arg(v.invalidReviews)
                       .arg(v.selfReviews));
        if (v.invalidReviews > 0) {
            out += row(tr("Invalid reasons"), reasons(v.reasons));
        }
        out += row(tr("Questions without a writer"), QString::number(v.withoutWriter));
        for (const auto &w : v.writers) {
            QString line = w.reviewed == 0
                               ? tr("questions %1, none reviewed").arg(w.questions.size())
                               : tr("questions %1, validity %2 (%3 of %4 reviewed valid)")
                                     .arg(w.questions.size())
                                     .arg(value(w.validity))
                                     .arg(w.valid)
                                     .arg(w.reviewed);
            if (w.belowThreshold) {
                line += QLatin1Char(' ') + tr("BELOW %1%").arg(bar);
            }
            const QString why = reasons(w.reasons);
            if (!why.isEmpty()) {
                line += QStringLiteral("; ") + why;
            }
            out += row(QString::fromStdString(w.writer), line);
        }
        return out;
    }

    static QString raterName(const OpenPiRaterName &r)
    {
        return r.model ? tr("%1 (model)").arg(QString::fromStdString(r.name)) : QString::fromStdString(r.name);
    }

    static QString kindName(db::OpenPiClusterKind kind)
    {
        return kind == db::OpenPiClusterKind::Entity ? tr("entity") : tr("attribute");
    }

    static QString openpi(const OpenPiReport &o)
    {
        QString out;
        out += tr("OpenPI 2.0: entity states, salience and clusters") + QLatin1Char('\n');
        out += row(tr("Procedures"), QString::number(o.procedures));
        out += row(tr("Entities"), QString::number(o.entities));
        out += QLatin1Char('\n') + tr("Salience agreement, mean Pearson's r over procedures (global / local)") +
               QLatin1Char('\n');
        if (o.salience.empty()) {
            out += QStringLiteral("  ") + tr("fewer than two raters with salience") + QLatin1Char('\n');
        }
        for (const OpenPiSalienceRow &g : o.salience) {
            QString v = QStringLiteral("%1 / %2").arg(value(g.global), value(g.local));
            if (g.globalUndefined + g.localUndefined > 0) {
                v += QLatin1Char(' ') +
                     tr("(undefined r skipped: %1 global, %2 local)").arg(g.globalUndefined).arg(g.localUndefined);
            }
            out += row(tr("%1 / %2 (%3 procedures)").arg(raterName(g.a), raterName(g.b)).arg(g.procedures), v, 50);
            out += row(QStringLiteral("  ") + tr("Spearman"),
                       QStringLiteral("%1 / %2").arg(value(g.globalSpearman), value(g.localSpearman)), 50);
            out +=
                row(QStringLiteral("  ") + tr("Krippendorff's α (interval)"),
                    QStringLiteral("%1 / %2").arg(value(g.globalAlpha), value(g.localAlpha)), 50);
        }
        out += QLatin1Char('\n') + tr("Clusters against gold (precision / recall / F1)") + QLatin1Char('\n');
        if (o.clusters.empty()) {
            out += QStringLiteral("  ") + tr("no clusterings besides gold") + QLatin1Char('\n');
        }
        for (const OpenPiClusterRow &c : o.clusters) {
            out += row(tr("%1, %2 clusters (%3 procedures)").arg(raterName(c.rater), kindName(c.kind)).arg(c.procedures),
                       QStringLiteral("%1 / %2 / %3")
                           .arg(value(c.score.precision), value(c.score.recall), value(c.score.f1)),
                       50);
            const std::pair<QString, const CoreferenceFigure *> measures[] = {
                {tr("MUC"), &c.muc}, {tr("B-cubed"), &c.bCubed}, {tr("CEAF-e"), &c.ceafE}};
            for (const auto &[name, f] : measures) {
                out += row(QStringLiteral("  ") + tr("as coreference, %1").arg(name),
                           QStringLiteral("%1 / %2 / %3")
                               .arg(value(f->precision), value(f->recall), value(f->f1)),
                           50);
            }
        }
        return out + openpiReleased(o);
    }

    // Predicted schemata and states, the error analysis, judged paraphrases, warnings.
    static QString openpiReleased(const OpenPiReport &o)
    {
        QString out;
        if (!o.schemata.empty()) {
            out += QLatin1Char('\n') + tr("Predicted schemata against the released clusters, F1 (entity / attribute)") +
                   QLatin1Char('\n');
            for (const OpenPiSchemataRow &s : o.schemata) {
                out += row(tr("%1 %2 (%3 procedures)")
                               .arg(QString::fromStdString(s.model),
                                    s.expanded ? tr("with expansion") : tr("without expansion"))
                               .arg(s.procedures),
                           tr("global %1 / %2, local %3 / %4")
                               .arg(value(s.entity.f1), value(s.attribute.f1), value(s.entityLocal.f1),
                                    value(s.attributeLocal.f1)),
                           50);
            }
        }
        if (!o.states.empty()) {
            out += QLatin1Char('\n') + tr("Predicted states, exact match of before and after") + QLatin1Char('\n');
            for (const OpenPiStatesRow &s : o.states) {
                out += row(tr("%1 (%2 changes)").arg(QString::fromStdString(s.model)).arg(s.match.compared),
                           s.unmatched > 0 ? tr("%1 (%2 found no gold change)").arg(value(s.exactMatch)).arg(s.unmatched)
                                           : value(s.exactMatch),
                           50);
            }
        }
        if (!o.stateAgreement.empty()) {
            out += QLatin1Char('\n') + tr("Agreement on state changes (pairs F1, exact match)") + QLatin1Char('\n');
            for (const OpenPiStateAgreementRow &r : o.stateAgreement) {
                out += row(tr("%1 and %2 (%3 procedures)")
                               .arg(r.a == "gold" ? tr("gold") : QString::fromStdString(r.a), QString::fromStdString(r.b))
                               .arg(r.procedures),
                           QStringLiteral("%1, %2").arg(value(r.scores.f1), value(r.scores.exactMatch)), 50);
            }
        }
        if (!o.schemaErrors.empty()) {
            out += QLatin1Char('\n') + tr("Errors in predicted schemata (correct / no change / nonsense; missed)") +
                   QLatin1Char('\n');
            for (const OpenPiSchemaErrorsRow &e : o.schemaErrors) {
                out += row(tr("%1 by %2 (%3 of %4 pairs labelled)")
                               .arg(QString::fromStdString(e.model), QString::fromStdString(e.annotator))
                               .arg(e.labelled())
                               .arg(e.predicted),
                           QStringLiteral("%1 / %2 / %3; %4").arg(e.correct).arg(e.noChange).arg(e.nonsense).arg(e.missed),
                           50);
            }
        }
        if (!o.expansions.empty()) {
            out += QLatin1Char('\n') + tr("Generated paraphrases judged correct") + QLatin1Char('\n');
            for (const OpenPiExpansionRow &e : o.expansions) {
                out += row(tr("%1, %2 paraphrases (%3 of %4 judged)")
                               .arg(QString::fromStdString(e.annotator), kindName(e.kind))
                               .arg(e.rated)
                               .arg(e.generated),
                           value(e.share), 50);
            }
        }
        if (!o.warnings.empty()) {
            out += QLatin1Char('\n') + tr("Warnings") + QLatin1Char('\n');
            for (const std::string &w : o.warnings) {
                out += QStringLiteral("  ") + QString::fromStdString(w) + QLatin1Char('\n');
            }
        }
        return out;
    }
};

} // namespace

QString esdTextReport(const EsdReport &report)
{
    return Report::build(report);
}

QString esterTextReport(const EsterReport &report)
{
    return Report::ester(report);
}

QString openPiTextReport(const OpenPiReport &report)
{
    return Report::openpi(report);
}

} // namespace es::report
