// OpenPiStore's snapshot: a project's OpenPI procedures, entities, raters' salience,
// clusterings, predicted schemata and states, error analyses, judgements of paraphrases and
// adjudicated gold read whole, in steps (OpenPiStore::load).

#include "db/compact_json.h"
#include "db/engine/rows.h"
#include "db/openpi/openpi_schemata.h"
#include "db/openpi/openpi_store.h"
#include "metrics/parallel.h"

#include <algorithm>
#include <map>
#include <numeric>
#include <optional>
#include <set>
#include <tuple>
#include <unordered_map>

namespace es::db {

using nlohmann::ordered_json;

namespace {

OpenPiClusterKind kindFrom(std::string_view s)
{
    return s == "attribute" ? OpenPiClusterKind::Attribute : OpenPiClusterKind::Entity;
}

// The order that sorts items 0..n-1 by `before` (indices), or none when they are in it
// already, as imports usually store them.
template <class Before>
std::optional<std::vector<std::size_t>> sortingOrder(std::size_t n, Before before)
{
    std::size_t i = 1;
    while (i < n && !before(i, i - 1)) {
        ++i;
    }
    if (i >= n) {
        return std::nullopt;
    }
    std::vector<std::size_t> order(n);
    std::iota(order.begin(), order.end(), std::size_t{0});
    std::sort(order.begin(), order.end(), before);
    return order;
}

// Puts items in `order` (from sortingOrder), moving them.
template <class T> void reorder(std::vector<T> &items, const std::vector<std::size_t> &order)
{
    std::vector<T> out;
    out.reserve(order.size());
    for (const std::size_t i : order) {
        out.push_back(std::move(items[i]));
    }
    items = std::move(out);
}

// Reads a snapshot table by table. Raters are every person and model at first
// (candidates), indexed by id; keepRaters() keeps those with anything stored and points
// what was read at their places among the kept.
class SnapshotReader
{
  public:
    SnapshotReader(Connection &db, const OpenPiLoadOptions &options, OpenPiSnapshot &snap);

    void readProcedures();
    void readEntities();
    void readReleasedClusters();
    void readRaterCandidates();
    void readClusterings();
    void readSchemata();
    // The JSON read as text so far, parsed part by part: the released clusters, the
    // clusterings, the schemata.
    std::size_t partsToParse() const;
    void parse(std::size_t k);
    void readRatings();
    void readStates();
    void readStateDecisions();
    void readSchemaAnalyses();
    void readExpansionRatings();
    void keepRaters();
    void readSalienceDecisions();
    void readClusteringDecisions();

  private:
    // A rater's texts, when asked for, in the order of its ratings as read.
    struct Texts
    {
        std::string explanation;
        std::string raw;
    };
    void orderRatings(std::vector<std::vector<Texts>> &ratingTexts);
    std::uint32_t modelRater(std::int64_t id) const { return modelIndex_.at(id); }
    std::uint32_t personRater(std::int64_t id) const { return personIndex_.at(id); }

    Connection &db_;
    const OpenPiLoadOptions &options_;
    OpenPiSnapshot &snap_;
    std::unordered_map<std::int64_t, std::uint32_t> procedureIndex_;
    bool released_ = false;
    bool texts_ = false;
    std::vector<std::pair<std::uint32_t, std::string>> clusters_;
    std::map<std::int64_t, std::uint32_t> personIndex_, modelIndex_;
    std::vector<OpenPiSnapshot::Rater> candidates_;
    std::vector<bool> clustered_;
    // People's and models' clusters and models' schemata: their rows first, their JSON in
    // parse().
    std::vector<std::string> clusteringTexts_, schemaTexts_;
};

SnapshotReader::SnapshotReader(Connection &db, const OpenPiLoadOptions &options,
                               OpenPiSnapshot &snap)
    : db_(db), options_(options), snap_(snap)
{
    // The released clusters and the entities' texts are read for a report only when
    // predicted schemata, states or judgements of paraphrases need them.
    released_ = options.details || holdsRows(db, "openpi_schema_prediction") ||
                holdsRows(db, "openpi_states") || holdsRows(db, "openpi_expansion_rating");
    texts_ = options.details || released_;
}

void SnapshotReader::readProcedures()
{
    forEachRow(
        db_, "SELECT id, key, goal, steps FROM openpi_procedure ORDER BY id", [&](const auto &s) {
            OpenPiSnapshot::Procedure p;
            p.id = s.int64(0);
            p.key = s.text(1);
            if (texts_) {
                p.goal = s.text(2);
                // The stored list as dump() wrote it; anything else through a document.
                CompactJson steps(s.textView(3));
                if (!steps.strings(p.steps) || !steps.done()) {
                    p.steps =
                        ordered_json::parse(s.textView(3)).template get<std::vector<std::string>>();
                }
            }
            procedureIndex_.emplace(p.id, static_cast<std::uint32_t>(snap_.procedures.size()));
            snap_.procedures.push_back(std::move(p));
        });
}

void SnapshotReader::readEntities()
{
    // Read in the table's order and put in the procedures' order here: ordered by
    // (procedure, position) SQLite went through the rows by an index, a page here and a
    // page there, and sorted each procedure's entities, texts and all, in a temporary
    // B-tree (a third of this read at 10,000 procedures). Imports add the entities in
    // that order, so the sort is usually a check.
    struct Row
    {
        std::uint32_t procedure;
        std::int64_t position;
        OpenPiSnapshot::Entity entity;
    };
    std::vector<Row> rows;
    forEachRow(db_,
               orderedWhereFree(db_,
                                texts_ ? "SELECT e.id, e.procedure_id, e.position, "
                                         "e.name, coalesce(e.annotation, ''), e.answers "
                                         "FROM openpi_entity e"
                                       : "SELECT e.id, e.procedure_id, e.position FROM "
                                         "openpi_entity e",
                                "e.id"),
               [&](const auto &s) {
                   Row &row = rows.emplace_back();
                   row.procedure = procedureIndex_.at(s.int64(1));
                   row.position = s.int64(2);
                   row.entity.id = s.int64(0);
                   row.entity.procedure = row.procedure;
                   if (texts_) {
                       row.entity.name = s.text(3);
                       row.entity.annotation = s.text(4);
                       row.entity.answers = s.text(5);
                   }
               });
    // Procedure indices follow procedure ids; ties of position go by id.
    const auto before = [](const Row &a, const Row &b) {
        return std::tie(a.procedure, a.position, a.entity.id) <
               std::tie(b.procedure, b.position, b.entity.id);
    };
    if (!std::is_sorted(rows.begin(), rows.end(), before)) {
        std::sort(rows.begin(), rows.end(), before);
    }
    snap_.entities.reserve(rows.size());
    for (Row &row : rows) {
        const auto index = static_cast<std::uint32_t>(snap_.entities.size());
        snap_.entityIndex.emplace(row.entity.id, index);
        snap_.procedures[row.procedure].entities.push_back(index);
        snap_.entities.push_back(std::move(row.entity));
    }
}

void SnapshotReader::readReleasedClusters()
{
    snap_.released.resize(snap_.procedures.size());
    if (released_) {
        forEachRow(db_, "SELECT id, clusters FROM openpi_procedure WHERE clusters IS NOT NULL",
                   [&](const auto &s) {
                       clusters_.emplace_back(procedureIndex_.at(s.int64(0)), s.text(1));
                   });
    }
}

// Raters: people by name, then models by name, of everyone with salience or clusters.
// Every person and model is a candidate first (those tables are small); the ones
// with neither are dropped after the scans, so the salience table is read once.
void SnapshotReader::readRaterCandidates()
{
    forEachRow(
        db_, "SELECT id, name, 0 FROM person UNION ALL SELECT id, name, 1 FROM model ORDER BY 3, 2",
        [&](const auto &s) {
            OpenPiSnapshot::Rater r;
            r.id = s.int64(0);
            r.name = s.text(1);
            r.model = s.int64(2) != 0;
            (r.model ? modelIndex_ : personIndex_)
                .emplace(r.id, static_cast<std::uint32_t>(candidates_.size()));
            candidates_.push_back(std::move(r));
        });
    clustered_.assign(candidates_.size(), false);
}

void SnapshotReader::readClusterings()
{
    // In the table's order, then by (procedure, kind, id) here, for the reason the entities
    // are ('attribute' comes before 'entity', as SQLite ordered the kinds' names).
    forEachRow(db_,
               "SELECT id, procedure_id, kind, coalesce(person_id, 0), coalesce(model_id, 0), "
               "clusters FROM openpi_clustering ORDER BY id",
               [&](const auto &s) {
                   OpenPiSnapshot::Clustering c;
                   c.id = s.int64(0);
                   c.procedure = procedureIndex_.at(s.int64(1));
                   c.kind = kindFrom(s.textView(2));
                   const std::int64_t person = s.int64(3), model = s.int64(4);
                   c.rater = person ? static_cast<int>(personIndex_.at(person))
                                    : (model ? static_cast<int>(modelIndex_.at(model)) : -1);
                   if (c.rater >= 0) {
                       clustered_[static_cast<std::size_t>(c.rater)] = true;
                   }
                   clusteringTexts_.push_back(s.text(5));
                   snap_.clusterings.push_back(std::move(c));
               });
    const auto key = [&](std::size_t i) {
        const OpenPiSnapshot::Clustering &c = snap_.clusterings[i];
        return std::tuple(c.procedure, c.kind == OpenPiClusterKind::Attribute ? 0 : 1, c.id);
    };
    if (const auto order =
            sortingOrder(snap_.clusterings.size(),
                         [&](std::size_t a, std::size_t b) { return key(a) < key(b); })) {
        reorder(snap_.clusterings, *order);
        reorder(clusteringTexts_, *order);
    }
}

void SnapshotReader::readSchemata()
{
    forEachRow(db_,
               "SELECT procedure_id, model_id, steps FROM openpi_schema_prediction ORDER BY "
               "procedure_id, model_id",
               [&](const auto &s) {
                   OpenPiSnapshot::SchemaPrediction x;
                   x.procedure = procedureIndex_.at(s.int64(0));
                   x.rater = modelRater(s.int64(1));
                   schemaTexts_.push_back(s.text(2));
                   clustered_[x.rater] = true;
                   snap_.schemata.push_back(std::move(x));
               });
}

std::size_t SnapshotReader::partsToParse() const
{
    return clusters_.size() + clusteringTexts_.size() + schemaTexts_.size();
}

void SnapshotReader::parse(std::size_t k)
{
    if (k < clusters_.size()) {
        const std::uint32_t p = clusters_[k].first;
        std::vector<std::pair<std::string_view, std::string_view>> answers;
        answers.reserve(snap_.procedures[p].entities.size());
        for (const std::uint32_t e : snap_.procedures[p].entities) {
            answers.emplace_back(snap_.entities[e].name, snap_.entities[e].answers);
        }
        snap_.released[p] = releasedSchema(clusters_[k].second, answers);
        return;
    }
    k -= clusters_.size();
    if (k < clusteringTexts_.size()) {
        snap_.clusterings[k].clusters = openPiClustersFromJson(clusteringTexts_[k]);
        return;
    }
    k -= clusteringTexts_.size();
    snap_.schemata[k].steps = schemaSteps(schemaTexts_[k]);
}

void SnapshotReader::readRatings()
{
    std::vector<std::vector<Texts>> ratingTexts(options_.details ? candidates_.size() : 0);
    // On a server by binary COPY: as a result set, a million ratings came as text, all
    // held at once (1.0 s of the server's 10,000-procedure report).
    forEachRow(db_,
               orderedWhereFree(db_, options_.details
                                         ? "SELECT entity_id, step, person_id, model_id, value, "
                                           "valid, coalesce(explanation, ''), raw FROM "
                                           "openpi_salience"
                                         : "SELECT entity_id, step, person_id, model_id, value, "
                                           "valid FROM openpi_salience"),
               [&](const auto &s) {
                   // A rating is a person's or a model's, the other NULL: read as it is, where
                   // coalesce() was an eighth of a server's time for a million ratings.
                   const std::uint32_t rater =
                       s.isNull(2) ? modelIndex_.at(s.int64(3)) : personIndex_.at(s.int64(2));
                   const std::uint32_t entity = snap_.entityIndex.at(s.int64(0));
                   candidates_[rater].ratings.push_back({snap_.entities[entity].procedure, entity,
                                                         static_cast<std::uint32_t>(s.int64(1)),
                                                         static_cast<std::uint8_t>(s.int64(4))});
                   const bool valid = s.int64(5) != 0;
                   candidates_[rater].invalid += valid ? 0 : 1;
                   if (options_.details) {
                       ratingTexts[rater].push_back({s.text(6), valid ? std::string() : s.text(7)});
                   }
               });
    orderRatings(ratingTexts);
}

void SnapshotReader::orderRatings(std::vector<std::vector<Texts>> &ratingTexts)
{
    for (std::size_t r = 0; r < candidates_.size(); ++r) {
        auto &rater = candidates_[r];
        // Imports store a file's ratings in its order, which is usually this one already;
        // (entity, step) is unique per rater, so sorted or not the order is the same.
        const auto order = sortingOrder(rater.ratings.size(), [&](std::size_t a, std::size_t b) {
            return rater.ratings[a] < rater.ratings[b];
        });
        if (order) {
            reorder(rater.ratings, *order);
        }
        if (options_.details) {
            if (order) {
                reorder(ratingTexts[r], *order);
            }
            for (Texts &t : ratingTexts[r]) {
                rater.explanations.push_back(std::move(t.explanation));
                rater.raw.push_back(std::move(t.raw));
            }
        }
    }
}

void SnapshotReader::readStates()
{
    forEachRow(db_,
               "SELECT procedure_id, coalesce(model_id, 0), coalesce(person_id, 0), steps FROM "
               "openpi_states ORDER BY procedure_id, coalesce(model_id, 0), "
               "coalesce(person_id, 0)",
               [&](const auto &s) {
                   OpenPiSnapshot::StateList x;
                   x.procedure = procedureIndex_.at(s.int64(0));
                   x.rater = s.int64(1)   ? static_cast<int>(modelRater(s.int64(1)))
                             : s.int64(2) ? static_cast<int>(personRater(s.int64(2)))
                                          : -1;
                   x.steps = stateSteps(s.textView(3));
                   if (x.rater >= 0) {
                       clustered_[static_cast<std::size_t>(x.rater)] = true;
                   }
                   snap_.states.push_back(std::move(x));
               });
}

void SnapshotReader::readStateDecisions()
{
    forEachRow(db_,
               "SELECT a.procedure_id, a.step, a.changes, p.name, a.note, a.set_at FROM "
               "openpi_states_adjudication a JOIN person p ON p.id = a.person_id",
               [&](const auto &s) {
                   const std::uint32_t procedure = procedureIndex_.at(s.int64(0));
                   const auto step = static_cast<std::uint32_t>(s.int64(1));
                   snap_.stateDecisions[{procedure, step}] = {stateChanges(s.textView(2)),
                                                              {s.text(3), s.text(4), s.text(5)}};
               });
}

void SnapshotReader::readSchemaAnalyses()
{
    std::set<std::tuple<std::int64_t, std::int64_t, std::int64_t>> finished;
    forEachRow(db_, "SELECT procedure_id, model_id, person_id FROM openpi_schema_review",
               [&](const auto &s) { finished.emplace(s.int64(0), s.int64(1), s.int64(2)); });
    forEachRow(db_,
               "SELECT procedure_id, model_id, person_id, step, position, entity, attribute, "
               "category FROM openpi_schema_label ORDER BY procedure_id, model_id, person_id, "
               "step, position",
               [&](const auto &s) {
                   const std::uint32_t procedure = procedureIndex_.at(s.int64(0));
                   const std::uint32_t model = modelRater(s.int64(1));
                   const std::uint32_t person = personRater(s.int64(2));
                   if (snap_.schemaAnalyses.empty() ||
                       snap_.schemaAnalyses.back().procedure != procedure ||
                       snap_.schemaAnalyses.back().model != model ||
                       snap_.schemaAnalyses.back().person != person) {
                       OpenPiSnapshot::SchemaAnalysis a;
                       a.procedure = procedure;
                       a.model = model;
                       a.person = person;
                       a.annotated = finished.erase({s.int64(0), s.int64(1), s.int64(2)}) > 0;
                       snap_.schemaAnalyses.push_back(std::move(a));
                       clustered_[model] = clustered_[person] = true;
                   }
                   snap_.schemaAnalyses.back().rows.push_back(
                       {{s.integer(3), s.text(5), s.text(6),
                         s.isNull(7) ? std::nullopt : std::optional(s.integer(7))},
                        s.integer(4)});
               });
    // A procedure marked finished with no slot of its own (every step unlabelled).
    for (const auto &[procedure, model, person] : finished) {
        OpenPiSnapshot::SchemaAnalysis a;
        a.procedure = procedureIndex_.at(procedure);
        a.model = modelRater(model);
        a.person = personRater(person);
        a.annotated = true;
        clustered_[a.model] = clustered_[a.person] = true;
        snap_.schemaAnalyses.push_back(std::move(a));
    }
}

void SnapshotReader::readExpansionRatings()
{
    forEachRow(db_,
               "SELECT procedure_id, kind, entity, attribute, paraphrase, person_id, correct "
               "FROM openpi_expansion_rating WHERE correct IS NOT NULL ORDER BY procedure_id, "
               "kind, entity, attribute, paraphrase, person_id",
               [&](const auto &s) {
                   OpenPiSnapshot::ExpansionRating x;
                   x.procedure = procedureIndex_.at(s.int64(0));
                   x.kind = kindFrom(s.textView(1));
                   x.entity = s.text(2);
                   x.attribute = s.text(3);
                   x.paraphrase = s.text(4);
                   x.person = personRater(s.int64(5));
                   x.correct = s.int64(6) != 0;
                   clustered_[x.person] = true;
                   snap_.expansionRatings.push_back(std::move(x));
               });
}

void SnapshotReader::keepRaters()
{
    std::vector<int> kept(candidates_.size(), -1);
    for (std::size_t i = 0; i < candidates_.size(); ++i) {
        if (!candidates_[i].ratings.empty() || clustered_[i]) {
            kept[i] = static_cast<int>(snap_.raters.size());
            snap_.raters.push_back(std::move(candidates_[i]));
        }
    }
    for (auto &c : snap_.clusterings) {
        c.rater = c.rater < 0 ? -1 : kept[static_cast<std::size_t>(c.rater)];
    }
    const auto keptIndex = [&](std::uint32_t candidate) {
        return static_cast<std::uint32_t>(kept[candidate]);
    };
    for (auto &x : snap_.schemata) {
        x.rater = keptIndex(x.rater);
    }
    for (auto &x : snap_.states) {
        x.rater = x.rater < 0 ? -1 : kept[static_cast<std::size_t>(x.rater)];
    }
    for (auto &x : snap_.schemaAnalyses) {
        x.model = keptIndex(x.model);
        x.person = keptIndex(x.person);
    }
    for (auto &x : snap_.expansionRatings) {
        x.person = keptIndex(x.person);
    }
    // Raters are ordered by name now, not by id: lookups by (procedure, rater) search.
    std::sort(snap_.states.begin(), snap_.states.end(), [](const auto &x, const auto &y) {
        return std::pair(x.procedure, x.rater) < std::pair(y.procedure, y.rater);
    });
    std::sort(snap_.schemata.begin(), snap_.schemata.end(), [](const auto &x, const auto &y) {
        return std::pair(x.procedure, x.rater) < std::pair(y.procedure, y.rater);
    });
    std::sort(snap_.schemaAnalyses.begin(), snap_.schemaAnalyses.end(),
              [](const auto &x, const auto &y) {
                  return std::tie(x.procedure, x.model, x.person) <
                         std::tie(y.procedure, y.model, y.person);
              });
}

void SnapshotReader::readSalienceDecisions()
{
    Statement s = db_.prepare("SELECT a.entity_id, a.step, a.value, p.name, a.note, a.set_at FROM "
                              "openpi_salience_adjudication a JOIN person p ON p.id = a.person_id");
    OpenPiSnapshot::Rater gold;
    gold.name = "gold";
    gold.gold = true;
    while (s.step()) {
        const std::uint32_t entity = snap_.entityIndex.at(s.int64(0));
        const auto step = static_cast<std::uint32_t>(s.int64(1));
        gold.ratings.push_back({snap_.entities[entity].procedure, entity, step,
                                static_cast<std::uint8_t>(s.int64(2))});
        snap_.salienceDecisions[{entity, step}] = {s.text(3), s.text(4), s.text(5)};
    }
    if (!gold.ratings.empty()) {
        std::sort(gold.ratings.begin(), gold.ratings.end());
        if (options_.details) {
            gold.explanations.resize(gold.ratings.size());
            gold.raw.resize(gold.ratings.size());
        }
        snap_.raters.push_back(std::move(gold));
    }
}

void SnapshotReader::readClusteringDecisions()
{
    forEachRow(db_,
               "SELECT a.procedure_id, a.kind, a.clusters, p.name, a.note, a.set_at FROM "
               "openpi_clustering_adjudication a JOIN person p ON p.id = a.person_id",
               [&](const auto &s) {
                   const std::uint32_t procedure = procedureIndex_.at(s.int64(0));
                   const OpenPiClusterKind kind = kindFrom(s.textView(1));
                   const auto it = snap_.clusteringIndex.find(
                       std::tuple(procedure, static_cast<int>(kind), -1));
                   OpenPiSnapshot::Clustering *c = nullptr;
                   if (it != snap_.clusteringIndex.end()) {
                       c = &snap_.clusterings[it->second];
                       c->released = std::move(c->clusters);
                   } else {
                       c = &snap_.clusterings.emplace_back();
                       c->procedure = procedure;
                       c->kind = kind;
                       snap_.clusteringIndex.emplace(
                           std::tuple(procedure, static_cast<int>(kind), -1),
                           static_cast<std::uint32_t>(snap_.clusterings.size() - 1));
                   }
                   c->clusters = openPiClustersFromJson(s.textView(2));
                   c->decision = OpenPiSnapshot::Decision{s.text(3), s.text(4), s.text(5)};
               });
}

} // namespace

OpenPiSnapshot OpenPiStore::load(const OpenPiLoadOptions &options)
{
    Connection &db = project_.connection();
    ReadTransaction read(db);
    OpenPiSnapshot snap;
    SnapshotReader reader(db, options, snap);
    reader.readProcedures();
    reader.readEntities();
    reader.readReleasedClusters();
    reader.readRaterCandidates();
    reader.readClusterings();
    reader.readSchemata();
    // Parsing the released clusters (with every entity's changes), the clusterings and the
    // schemata is most of this load's CPU time. A second core parses them, in that order,
    // while this thread reads the other tables, which leave the procedures, the entities
    // and the parsed vectors alone; this thread then takes what is left (finish() below).
    // When reading the rest throws, its error is the one reported, whatever the JSON holds.
    const auto parse = [&](std::size_t k) { reader.parse(k); };
    metrics::PartsInBackground parsed(reader.partsToParse(), parse, kTwoCoresFrom);
    reader.readRatings();
    reader.readStates();
    reader.readSchemaAnalyses();
    reader.readExpansionRatings();
    parsed.finish();
    reader.keepRaters();
    reader.readSalienceDecisions();
    snap.reindexClusterings();
    reader.readClusteringDecisions();
    reader.readStateDecisions();
    return snap;
}

} // namespace es::db
