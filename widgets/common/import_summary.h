#pragma once
// One import's words: its summary, warnings and problems, the same for `eventscope import` and the import dialog.
// Needs only Qt Core, so the command line prints it without a display.

#include "db/import.h"
#include "db/import_formats.h"

#include <QString>
#include <QStringList>

namespace es::widgets {

// "Added 120 labels, 3 models; changed 4 labels; 2 warnings."
QString importSummaryText(const db::ImportSummary &summary);

// One line per warning, naming the file: "FILE: 2 released answers longer than 12 words …".
QStringList importWarningLines(const db::ImportSummary &summary);
QString importWarningLine(const db::ImportWarning &warning);
// "passage 3 "Opening words..." (also in dev); ...": passages an ESTER split shares with
// others, as an import's and an export's warnings name them.
QString esterSharedPassagesList(const std::vector<db::EsterSharedPassage> &passages);

// What a message calls the names an import takes: the command line's flags, or the
// import dialog's fields. Each user reads the control they can change.
struct ImportNamePhrases
{
    QString annotator;     // "--annotator NAME", "an annotator's name"
    QString model;         // "--model NAME", "a model's name"
    QString split;         // "--split NAME", "the split they answer"
    QString annotatorBare; // "--annotator", "annotator"
    QString modelBare;     // "--model", "model"
    QString end;           // what ends a sentence: nothing on the command line
    QString seedBare = {}; // "--seed", "seed"
};
ImportNamePhrases commandLineNames();
ImportNamePhrases dialogNames();

// Why the names given do not fit FILE, as both front ends say it (empty for None).
QString importProblemText(db::ImportOptionProblem problem, const QString &file, const ImportNamePhrases &names);

// The file dialog's filter for every format an import reads.
QString importFileFilter();

} // namespace es::widgets
