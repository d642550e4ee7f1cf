#pragma once
// What OpenPiStore's files share: the dataset's name in the audit, a clustering kind's
// stored name, a file's entry in messages, and the writers of what an import brings, one a
// kind of file (openpi_import_writers.cpp); the clusterings' are the workbench's too.
// Internal to db/openpi.

#include "db/openpi/openpi_store.h"

#include <cstdint>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <vector>

namespace es::db::openpi_store {

inline constexpr const char *kDataset = "openpi";

inline std::string kindText(OpenPiClusterKind k)
{
    return std::string(clusterKindName(k));
}

inline std::string idPath(const std::string &source, const std::string &key)
{
    return source + ": [" + nlohmann::ordered_json(key).dump() + "]";
}

inline std::int64_t knownModel(Project &project, const std::string &model)
{
    const auto id = project.findModel(model);
    if (!id) {
        throw InputError("no model named \"" + model + "\" in the project");
    }
    return *id;
}

struct StoredClustering
{
    std::int64_t id = 0;
    std::string clusters;
    std::string extra;
};

std::optional<StoredClustering> storedClustering(Connection &db, std::int64_t procedure,
                                                 OpenPiClusterKind kind, std::int64_t person,
                                                 std::int64_t model);

// Replaces (or with nullopt removes) one clustering; true when anything changed.
bool writeClustering(Project &project, std::int64_t procedure, OpenPiClusterKind kind,
                     std::int64_t person, std::int64_t model,
                     const std::optional<std::vector<OpenPiCluster>> &clusters,
                     const std::string &extra, const std::string &who, const std::string &detail);

// The released clusters object of a procedure, kept as given; audited when it changes.
void writeReleasedClusters(Project &project, std::int64_t procedure,
                           const nlohmann::ordered_json &clusters, const std::string &who,
                           const std::string &detail);

// A file's steps must be the procedure's: a prediction for more steps than the procedure
// has was made for another text.
void checkStepCount(Connection &db, std::int64_t procedure, std::size_t steps,
                    const std::string &source, const std::string &key);

// One procedure's predicted schemata or states by a model, or states by a person (both 0:
// the gold states), replaced or (nullopt) removed; true when anything changed.
bool writePrediction(Project &project, const char *table, std::int64_t procedure,
                     std::int64_t model, const std::optional<std::string> &steps,
                     const std::string &who, const std::string &detail, std::int64_t person = 0);

// Replaces a person's error analysis of a model's schemata of one procedure; true when
// anything changed.
bool writeSchemaErrors(Project &project, std::int64_t procedure, std::int64_t model,
                       std::int64_t person, const std::vector<OpenPiSchemaSlot> &slots,
                       bool annotated, const std::string &who, const std::string &detail);

// Replaces a person's judgements of one kind in a procedure with a judgement file's; true
// when anything changed. A cluster listed without paraphrases keeps a row of its own.
bool writeJudgements(Project &project, std::int64_t procedure, std::int64_t person,
                     const OpenPiProcedure &p, const std::string &who, const std::string &source);

} // namespace es::db::openpi_store
