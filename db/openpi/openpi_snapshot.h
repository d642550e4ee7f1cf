#pragma once
// Everything the OpenPI views and statistics read, loaded from the project in one go,
// and the statistics computed from it.

#include "db/openpi/openpi_format.h"
#include "metrics/openpi.h"

#include <array>
#include <cstdint>
#include <string>
#include <map>
#include <optional>
#include <tuple>
#include <unordered_map>
#include <vector>

namespace es::db {

struct OpenPiSnapshot
{
    struct Decision
    {
        std::string by;
        std::string note;
        std::string at;
    };
    struct Procedure
    {
        std::int64_t id = 0;
        std::string key;
        std::string goal;
        std::vector<std::string> steps;
        std::vector<std::uint32_t> entities; // in their order
    };
    struct Entity
    {
        std::int64_t id = 0;
        std::uint32_t procedure = 0;
        std::string name;
        std::string annotation; // JSON as stored ("" when absent); details only
        std::string answers;    // JSON {"stepN": [...]}; details only
    };
    struct Rater
    {
        std::int64_t id = 0;
        std::string name;
        bool model = false;
        std::vector<metrics::openpi::Rating> ratings; // sorted by (procedure, entity, step)
        std::vector<std::string> explanations;         // parallel to ratings; details only
        std::vector<std::string> raw;                  // parallel; ratings not an integer 0-5 only
        std::size_t invalid = 0;                       // ratings not an integer 0-5, counted as 0
        bool gold = false; // the adjudicated salience, named "gold", after the models

        // Index into `ratings` of (entity, step), or -1.
        std::ptrdiff_t find(const Entity &e, std::uint32_t entity, std::uint32_t step) const;
    };
    struct Clustering
    {
        std::int64_t id = 0;
        std::uint32_t procedure = 0;
        OpenPiClusterKind kind = OpenPiClusterKind::Entity;
        int rater = -1; // index into raters; -1 is gold
        std::vector<OpenPiCluster> clusters;
        // Gold only: an adjudicator's decision is in `clusters`; `released` holds the
        // gold it replaced, if there was one.
        std::optional<Decision> decision;
        std::optional<std::vector<OpenPiCluster>> released;
    };

    std::vector<Procedure> procedures;
    std::vector<Entity> entities;
    std::vector<Rater> raters; // people by name, then models by name
    std::vector<Clustering> clusterings;
    std::unordered_map<std::int64_t, std::uint32_t> entityIndex;
    std::map<std::tuple<std::uint32_t, int, int>, std::uint32_t> clusteringIndex; // (procedure, kind, rater)
    std::map<std::pair<std::uint32_t, std::uint32_t>, Decision> salienceDecisions; // (entity, step)

    int raterIndex(const std::string &name, bool model) const;
    // The clustering of a procedure by a rater (-1 gold), or nullptr.
    const Clustering *clustering(std::uint32_t procedure, OpenPiClusterKind kind, int rater) const;
    // Index of the adjudicated salience rater, or -1.
    int goldRater() const;
    // Rebuilds clusteringIndex after clusterings or rater indices changed.
    void reindexClusterings();
    // The view of an annotator working blind: their own ratings and clusters and the
    // models'; decisions are undone (released gold clusters stay).
    void restrictTo(const std::string &annotator);
};

struct OpenPiLoadOptions
{
    bool details = true; // texts, state changes and explanations; a report needs none
};

struct OpenPiAnalysis
{
    struct SaliencePair
    {
        std::uint32_t a = 0; // rater indices, a < b, people before models
        std::uint32_t b = 0;
        metrics::openpi::SalienceAgreement agreement;
    };
    struct ClusterRow
    {
        std::uint32_t rater = 0;
        OpenPiClusterKind kind = OpenPiClusterKind::Entity;
        std::size_t procedures = 0; // clustered by the rater and by gold
        metrics::openpi::ClusterCounts counts;
        metrics::openpi::ClusterScore score;
    };
    struct Histogram
    {
        std::uint32_t rater = 0;
        std::array<std::size_t, 6> global{};
        std::array<std::size_t, 6> local{};
        std::size_t procedures = 0;
    };
    std::size_t procedures = 0;
    std::size_t entities = 0;
    std::vector<SaliencePair> salience;
    std::vector<ClusterRow> clusters;
    std::vector<Histogram> histograms; // raters with salience
    std::vector<std::string> warnings;
};

OpenPiAnalysis analyseOpenPi(const OpenPiSnapshot &snapshot);

// One clustering against gold: entity clusters per procedure, attribute clusters entity
// by entity over the entities both have.
metrics::openpi::ClusterCounts compareClusterings(const OpenPiSnapshot::Clustering &predicted,
                                                  const OpenPiSnapshot::Clustering &gold);

} // namespace es::db
