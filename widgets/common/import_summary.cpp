#include "widgets/common/import_summary.h"

#include "db/import_formats.h"

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

QString sharedPassagesLine(const db::ImportWarning &w)
{
    return plural(QT_TRANSLATE_N_NOOP("ImportSummary",
                                      "%1: %n passage(s) of split \"%2\" also in other splits "
                                      "(imported; ESTER keeps training and evaluation passages "
                                      "apart): %3"),
                  w.count)
        .arg(QString::fromStdString(w.file), QString::fromStdString(w.split),
             esterSharedPassagesList(w.passages));
}

} // namespace

// The first ten: a split imported again under a second name would list hundreds.
QString esterSharedPassagesList(const std::vector<db::EsterSharedPassage> &passages)
{
    constexpr std::size_t kNamed = 10;
    const QString separator = QCoreApplication::translate("ImportSummary", ", ");
    QStringList named;
    for (std::size_t i = 0; i < passages.size() && i < kNamed; ++i) {
        const db::EsterSharedPassage &p = passages[i];
        QStringList splits;
        for (const std::string &split : p.splits) {
            splits << QString::fromStdString(split);
        }
        named << QCoreApplication::translate("ImportSummary", "passage %1 \"%2\" (also in %3)")
                     .arg(p.passage)
                     .arg(QString::fromStdString(p.opening), splits.join(separator));
    }
    QString list = named.join(QCoreApplication::translate("ImportSummary", "; "));
    if (passages.size() > kNamed) {
        list +=
            plural(QT_TRANSLATE_N_NOOP("ImportSummary", "; and %n more"), passages.size() - kNamed);
    }
    return list;
}

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

QString importWarningLine(const db::ImportWarning &w)
{
    const QString file = QString::fromStdString(w.file);
    switch (w.kind) {
    case db::ImportWarning::Kind::LongEsterAnswers:
        return plural(QT_TRANSLATE_N_NOOP("ImportSummary",
                                          "%1: %n released answer(s) longer than 12 words "
                                          "(kept; the limit applies to new answers)"),
                      w.count)
            .arg(file);
    case db::ImportWarning::Kind::InvalidSalience:
        return plural(QT_TRANSLATE_N_NOOP("ImportSummary",
                                          "%1: %n salience value(s) not an integer 0-5, "
                                          "counted as 0"),
                      w.count)
            .arg(file);
    case db::ImportWarning::Kind::HandMadeGoldKept:
        return plural(QT_TRANSLATE_N_NOOP("ImportSummary",
                                          "%1: %n procedure(s) keep their hand-made gold "
                                          "clusters, which the file's would have replaced"),
                      w.count)
            .arg(file);
    case db::ImportWarning::Kind::ZeroSalience:
        return plural(QT_TRANSLATE_N_NOOP("ImportSummary",
                                          "%1: %n procedure(s) rated 0 throughout taken as "
                                          "not rated, their ratings skipped"),
                      w.count)
            .arg(file);
    case db::ImportWarning::Kind::EsterSharedPassages:
        return sharedPassagesLine(w);
    }
    return {};
}

QStringList importWarningLines(const db::ImportSummary &s)
{
    QStringList lines;
    for (const db::ImportWarning &w : s.warnings) {
        lines << importWarningLine(w);
    }
    return lines;
}

ImportNamePhrases commandLineNames()
{
    return {QStringLiteral("--annotator NAME"),
            QStringLiteral("--model NAME"),
            QStringLiteral("--split NAME"),
            QStringLiteral("--annotator"),
            QStringLiteral("--model"),
            QString(),
            QStringLiteral("--seed")};
}

ImportNamePhrases dialogNames()
{
    return {QCoreApplication::translate("ImportSummary", "an annotator's name"),
            QCoreApplication::translate("ImportSummary", "a model's name"),
            QCoreApplication::translate("ImportSummary", "the split they answer"),
            QCoreApplication::translate("ImportSummary", "annotator"),
            QCoreApplication::translate("ImportSummary", "model"),
            QCoreApplication::translate("ImportSummary", "."),
            QCoreApplication::translate("ImportSummary", "seed")};
}

QString importProblemText(db::ImportOptionProblem problem, const QString &file, const ImportNamePhrases &n)
{
    using P = db::ImportOptionProblem;
    switch (problem) {
    case P::None:
        return {};
    case P::AnnotatorAndModel:
        return QCoreApplication::translate("ImportSummary", "%1: give %2 or %3, not both%4").arg(file, n.annotator, n.model, n.end);
    case P::ModelForSplit:
        return QCoreApplication::translate("ImportSummary", "%1 is an ESTER split: it takes no %2 (that is for prediction files)%3")
            .arg(file, n.modelBare, n.end);
    case P::PredictionsNeedModelAndSplit:
        return QCoreApplication::translate("ImportSummary", "%1 holds ESTER predictions: give %2 and %3%4").arg(file, n.model, n.split, n.end);
    case P::ClusteringNeedsRater:
        return QCoreApplication::translate("ImportSummary", "%1 holds an OpenPI clustering: give %2 or %3%4").arg(file, n.annotator, n.model, n.end);
    case P::GoldClustersTakeNoRater:
        return QCoreApplication::translate("ImportSummary", "%1 holds hand-made gold clusters: they take no %2 or %3%4")
            .arg(file, n.annotatorBare, n.modelBare, n.end);
    case P::SchemataNeedModel:
        return QCoreApplication::translate("ImportSummary",
                                           "%1 holds predicted OpenPI schemata: give %2%3")
            .arg(file, n.model, n.end);
    case P::SchemaErrorsNeedAnnotatorAndModel:
        return QCoreApplication::translate("ImportSummary", "%1 holds an error analysis of predicted OpenPI schemata: give %2 (who analysed) and %3 "
                  "(whose schemata)%4")
            .arg(file, n.annotator, n.model, n.end);
    case P::JudgementsNeedAnnotator:
        return QCoreApplication::translate("ImportSummary", "%1 holds judgements of generated OpenPI paraphrases: give %2 (who judged) and no %3%4")
            .arg(file, n.annotator, n.modelBare, n.end);
    case P::LabelsNeedAnnotator:
        return QCoreApplication::translate("ImportSummary", "%1 holds labels without a name: give %2%3").arg(file, n.annotator, n.end);
    case P::SeedNeedsModel:
        return QCoreApplication::translate(
                   "ImportSummary", "%1: a seed names one run of a model's predictions: give %2%3")
            .arg(file, n.model, n.end);
    case P::SeedNotTaken:
        return QCoreApplication::translate(
                   "ImportSummary",
                   "%1: only ESTER predictions are kept as a model's runs over seeds: give no %2%3")
            .arg(file, n.seedBare, n.end);
    case P::ScoresNeedModel:
        return QCoreApplication::translate("ImportSummary", "%1 holds model scores that name no model: give %2%3").arg(file, n.model, n.end);
    }
    return {};
}

QString importFileFilter()
{
    QStringList patterns;
    for (const db::ImportFormat &f : db::importFormatTable()) {
        const QString pattern = QStringLiteral("*.") + QString::fromUtf8(f.extension);
        if (!patterns.contains(pattern)) {
            patterns << pattern;
        }
    }
    return QCoreApplication::translate("ImportSummary", "ESD JSON Lines, ESTER or OpenPI JSON (%1);;All files (*)").arg(patterns.join(QLatin1Char(' ')));
}

} // namespace es::widgets
