#include "widgets/common/import_summary.h"

#include <QCoreApplication>

namespace es::widgets {

namespace {

QString plural(const char *text, std::size_t n)
{
    return QCoreApplication::translate("ImportSummary", text, nullptr, static_cast<int>(n));
}

void add(QStringList &parts, std::size_t n, const char *text)
{
    if (n > 0) {
        parts << plural(text, n);
    }
}

} // namespace

QString importSummaryText(const db::ImportSummary &s)
{
    QStringList added;
    add(added, s.pairsAdded, QT_TRANSLATE_N_NOOP("ImportSummary", "%n pair(s)"));
    add(added, s.labelsAdded, QT_TRANSLATE_N_NOOP("ImportSummary", "%n label(s)"));
    add(added, s.scoresAdded, QT_TRANSLATE_N_NOOP("ImportSummary", "%n score(s)"));
    add(added, s.modelsAdded, QT_TRANSLATE_N_NOOP("ImportSummary", "%n model(s)"));
    add(added, s.peopleAdded, QT_TRANSLATE_N_NOOP("ImportSummary", "%n person(s)"));
    add(added, s.questionsAdded, QT_TRANSLATE_N_NOOP("ImportSummary", "%n question(s)"));
    add(added, s.answerSetsAdded, QT_TRANSLATE_N_NOOP("ImportSummary", "%n answer set(s)"));
    add(added, s.proceduresAdded, QT_TRANSLATE_N_NOOP("ImportSummary", "%n procedure(s)"));
    add(added, s.entitiesAdded, QT_TRANSLATE_N_NOOP("ImportSummary", "%n entit(y/ies)"));
    add(added, s.ratingsAdded, QT_TRANSLATE_N_NOOP("ImportSummary", "%n salience rating(s)"));
    add(added, s.clusteringsSet, QT_TRANSLATE_N_NOOP("ImportSummary", "%n clustering(s)"));
    add(added, s.predictionsSet,
        QT_TRANSLATE_N_NOOP("ImportSummary", "%n procedure(s)' schemata or states"));
    add(added, s.analysesSet,
        QT_TRANSLATE_N_NOOP("ImportSummary", "%n procedure(s)' error analyses"));
    add(added, s.judgementsSet,
        QT_TRANSLATE_N_NOOP("ImportSummary", "%n procedure(s)' judgements of paraphrases"));
    QStringList changed;
    add(changed, s.labelsChanged, QT_TRANSLATE_N_NOOP("ImportSummary", "%n label(s)"));
    add(changed, s.scoresChanged, QT_TRANSLATE_N_NOOP("ImportSummary", "%n score(s)"));
    add(changed, s.answerSetsChanged, QT_TRANSLATE_N_NOOP("ImportSummary", "%n answer set(s)"));
    add(changed, s.entitiesChanged, QT_TRANSLATE_N_NOOP("ImportSummary", "%n entit(y/ies)"));
    add(changed, s.ratingsChanged, QT_TRANSLATE_N_NOOP("ImportSummary", "%n salience rating(s)"));

    const QString separator = QCoreApplication::translate("ImportSummary", ", ");
    QStringList sentences;
    if (!added.isEmpty()) {
        sentences
            << QCoreApplication::translate("ImportSummary", "added %1").arg(added.join(separator));
    }
    if (!changed.isEmpty()) {
        sentences << QCoreApplication::translate("ImportSummary", "changed %1")
                         .arg(changed.join(separator));
    }
    if (sentences.isEmpty()) {
        sentences << QCoreApplication::translate("ImportSummary", "nothing new");
    }
    if (!s.warnings.empty()) {
        sentences << plural(QT_TRANSLATE_N_NOOP("ImportSummary", "%n warning(s)"),
                            s.warnings.size());
    }
    QString text = plural(QT_TRANSLATE_N_NOOP("ImportSummary", "%n file(s): "), s.files) +
                   sentences.join(QCoreApplication::translate("ImportSummary", "; "));
    return text + QLatin1Char('.');
}

QStringList importWarningLines(const db::ImportSummary &s)
{
    QStringList lines;
    for (const db::ImportWarning &w : s.warnings) {
        const QString file = QString::fromStdString(w.file);
        switch (w.kind) {
        case db::ImportWarning::Kind::LongEsterAnswers:
            lines << plural(QT_TRANSLATE_N_NOOP("ImportSummary",
                                                "%1: %n released answer(s) longer than 12 words "
                                                "(kept; the limit applies to new answers)"),
                            w.count)
                         .arg(file);
            break;
        case db::ImportWarning::Kind::InvalidSalience:
            lines << plural(QT_TRANSLATE_N_NOOP("ImportSummary",
                                                "%1: %n salience value(s) not an integer 0-5, "
                                                "counted as 0"),
                            w.count)
                         .arg(file);
            break;
        case db::ImportWarning::Kind::HandMadeGoldKept:
            lines << plural(QT_TRANSLATE_N_NOOP("ImportSummary",
                                                "%1: %n procedure(s) keep their hand-made gold "
                                                "clusters, which the file's would have replaced"),
                            w.count)
                         .arg(file);
            break;
        case db::ImportWarning::Kind::ZeroSalience:
            lines << plural(QT_TRANSLATE_N_NOOP("ImportSummary",
                                                "%1: %n procedure(s) rated 0 throughout taken as "
                                                "not rated, their ratings skipped"),
                            w.count)
                         .arg(file);
            break;
        }
    }
    return lines;
}

} // namespace es::widgets
