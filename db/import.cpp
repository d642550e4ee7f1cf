#include "db/import.h"

namespace es::db {

ImportResult importAll(Project &project, const ImportBatch &batch, const std::string &importedBy,
                       const Progress &progress)
{
    ImportResult result;
    // ESD files alone keep the ESD store's own transaction: it turns foreign-key checks
    // off for the bulk insert, which a surrounding transaction would silence.
    std::optional<Transaction> all;
    if (!batch.ester.empty() || !batch.openpi.empty()) {
        all.emplace(project.connection());
    }
    if (!batch.esd.empty()) {
        result.esd = EsdStore(project).import(batch.esd, importedBy, progress);
    }
    EsterStore ester(project);
    for (const EsterImportJob &job : batch.ester) {
        if (const auto *split = std::get_if<EsterSplitFile>(&job.file)) {
            result.ester.push_back(ester.importSplit(*split, job.split, job.rater, importedBy));
        } else {
            result.ester.push_back(
                ester.importPredictions(std::get<EsterPredictionFile>(job.file), job.rater, job.split, importedBy));
        }
    }
    OpenPiStore openpi(project);
    for (const OpenPiImportJob &job : batch.openpi) {
        result.openpi.push_back(openpi.import(job.file, job.rater, importedBy));
    }
    if (all) {
        all->commit();
    }
    return result;
}

} // namespace es::db
