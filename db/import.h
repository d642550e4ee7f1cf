#pragma once
// One import of several files of any datasets, as the command line, the GUI and the
// demo make it: every file lands or none does.

#include "db/esd_store.h"
#include "db/ester_store.h"
#include "db/openpi_store.h"

#include <variant>

namespace es::db {

struct EsterImportJob
{
    std::string split;
    // A split's answers are gold when empty, else this annotator's; predictions need
    // the model's name here.
    std::string rater;
    std::variant<EsterSplitFile, EsterPredictionFile> file;
};

struct OpenPiImportJob
{
    OpenPiRater rater;
    OpenPiFile file;
};

struct ImportBatch
{
    std::vector<EsdBatch> esd;
    std::vector<EsterImportJob> ester;
    std::vector<OpenPiImportJob> openpi;
};

struct ImportResult
{
    std::vector<EsdImportSummary> esd;     // parallel to ImportBatch::esd
    std::vector<EsterImportSummary> ester; // parallel to ImportBatch::ester
    std::vector<OpenPiImportSummary> openpi; // parallel to ImportBatch::openpi
};

// Cancelling (through `progress`) stops the ESD part and rolls everything back.
ImportResult importAll(Project &project, const ImportBatch &batch, const std::string &importedBy,
                       const Progress &progress = {});

} // namespace es::db
