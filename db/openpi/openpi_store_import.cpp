// OpenPiStore::import: a file's procedures and entities, then what its kind brings (gold
// clusters, a rater's salience, clusterings, predicted schemata or states, error analyses,
// judgements of paraphrases), each procedure in turn, in one transaction with its audit.

#include "db/engine/bulk.h"
#include "db/engine/rows.h"
#include "db/openpi/openpi_store_parts.h"

#include <map>
#include <optional>

namespace es::db {

using nlohmann::ordered_json;
using openpi_store::checkStepCount;
using openpi_store::idPath;
using openpi_store::kDataset;
using openpi_store::storedClustering;
using openpi_store::writeClustering;
using openpi_store::writeJudgements;
using openpi_store::writePrediction;
using openpi_store::writeReleasedClusters;
using openpi_store::writeSchemaErrors;

namespace {

std::string stepsJson(const std::vector<std::string> &steps)
{
    return ordered_json(steps).dump();
}

struct ProcedureRow
{
    std::int64_t id = 0;
    bool added = false;
};

class Importer
{
  public:
    Importer(Project &project, const OpenPiFile &file, const std::string &who)
        : project_(project), db_(project.connection()), file_(file), who_(who), at_(nowUtc()),
          findProcedure_(db_.prepare(
              "SELECT id, goal, steps, topics, extra FROM openpi_procedure WHERE key = ?")),
          findEntity_(db_.prepare("SELECT id, annotation, answers, extra FROM openpi_entity "
                                  "WHERE procedure_id = ? AND name = ?")),
          nextPosition_(db_.prepare(
              "SELECT coalesce(max(position) + 1, 0) FROM openpi_entity WHERE procedure_id = ?")),
          insertEntity_(db_.prepare(
              "INSERT INTO openpi_entity(procedure_id, position, name, annotation, answers, "
              "extra) VALUES (?, ?, ?, ?, ?, ?)"))
    {
    }

    // The procedure of `p`, created when missing (when the file gives goal and steps);
    // `update` refreshes topics, extra fields and entities of a known one.
    ProcedureRow procedure(const OpenPiProcedure &p, bool update, OpenPiImportSummary &sum)
    {
        findProcedure_.bind(1, p.key);
        if (!findProcedure_.step()) {
            findProcedure_.reset();
            if (!p.goal) {
                throw InputError(idPath(file_.source, p.key) + ": no procedure \"" + p.key +
                                 "\" in the project; import its procedures first");
            }
            db_.prepare("INSERT INTO openpi_procedure(key, goal, steps, topics, extra, created_at) "
                        "VALUES (?, ?, ?, ?, ?, ?)")
                .bind(1, p.key)
                .bind(2, *p.goal)
                .bind(3, stepsJson(*p.steps))
                .bind(4, p.topics ? std::optional(p.topics->dump()) : std::nullopt)
                .bind(5, p.extra.is_object() ? p.extra.dump() : std::string("{}"))
                .bind(6, at_)
                .run();
            ++sum.proceduresAdded;
            const std::int64_t id = db_.lastInsertId();
            entities(id, p, true, sum);
            return {id, true};
        }
        const std::int64_t id = findProcedure_.int64(0);
        const std::string goal = findProcedure_.text(1);
        const std::string steps = findProcedure_.text(2);
        const std::optional<std::string> topics =
            findProcedure_.isNull(3) ? std::nullopt : std::optional(findProcedure_.text(3));
        const std::string extra = findProcedure_.text(4);
        findProcedure_.reset();
        ++sum.proceduresKnown;
        if (p.goal && *p.goal != goal) {
            throw InputError(idPath(file_.source, p.key) + ".goal: \"" + *p.goal +
                             "\" differs from the goal of procedure \"" + p.key +
                             "\" in the project, \"" + goal + "\"");
        }
        if (p.steps && stepsJson(*p.steps) != steps) {
            throw InputError(idPath(file_.source, p.key) +
                             ".steps: differ from the steps of procedure \"" + p.key +
                             "\" in the project");
        }
        if (update) {
            const std::optional<std::string> newTopics =
                p.topics ? std::optional(p.topics->dump()) : std::nullopt;
            const std::string newExtra = p.extra.is_object() ? p.extra.dump() : std::string("{}");
            if (newTopics != topics || newExtra != extra) {
                db_.prepare("UPDATE openpi_procedure SET topics = ?, extra = ? WHERE id = ?")
                    .bind(1, newTopics)
                    .bind(2, newExtra)
                    .bind(3, id)
                    .run();
                project_.audit(who_, "procedure.update", kDataset, p.key, extra, newExtra,
                               file_.source);
            }
        }
        entities(id, p, update, sum);
        return {id, false};
    }

    std::int64_t entity(std::int64_t procedure, const OpenPiEntity &e, bool update,
                        OpenPiImportSummary &sum)
    {
        const std::string annotation = e.annotation ? e.annotation->dump() : std::string();
        const std::string answers = e.answers.dump();
        const std::string extra = e.extra.is_object() ? e.extra.dump() : std::string("{}");
        findEntity_.bind(1, procedure).bind(2, e.name);
        if (findEntity_.step()) {
            const std::int64_t id = findEntity_.int64(0);
            const bool same =
                (findEntity_.isNull(1) ? std::string() : findEntity_.text(1)) == annotation &&
                findEntity_.text(2) == answers && findEntity_.text(3) == extra;
            const std::string oldAnswers = findEntity_.text(2);
            findEntity_.reset();
            if (update && !same) {
                db_.prepare("UPDATE openpi_entity SET annotation = ?, answers = ?, extra = ? WHERE "
                            "id = ?")
                    .bind(1, e.annotation ? std::optional(annotation) : std::nullopt)
                    .bind(2, answers)
                    .bind(3, extra)
                    .bind(4, id)
                    .run();
                project_.audit(who_, "entity.update", kDataset, std::to_string(id), oldAnswers,
                               answers, file_.source);
                ++sum.entitiesChanged;
            }
            return id;
        }
        findEntity_.reset();
        nextPosition_.bind(1, procedure);
        nextPosition_.step();
        const std::int64_t position = nextPosition_.int64(0);
        nextPosition_.reset();
        insertEntity_.bind(1, procedure)
            .bind(2, position)
            .bind(3, e.name)
            .bind(4, e.annotation ? std::optional(annotation) : std::nullopt)
            .bind(5, answers)
            .bind(6, extra)
            .run();
        ++sum.entitiesAdded;
        return db_.lastInsertId();
    }

    void entities(std::int64_t procedure, const OpenPiProcedure &p, bool update,
                  OpenPiImportSummary &sum)
    {
        entityIds_.clear();
        for (const OpenPiEntity &e : p.entities) {
            entityIds_.push_back(entity(procedure, e, update, sum));
        }
    }

    const std::vector<std::int64_t> &entityIds() const { return entityIds_; }

  private:
    Project &project_;
    Connection &db_;
    const OpenPiFile &file_;
    const std::string &who_;
    std::string at_;
    Statement findProcedure_;
    Statement findEntity_;
    Statement nextPosition_;
    Statement insertEntity_;
    std::vector<std::int64_t> entityIds_;
};

// Whether every rating a procedure's entities hold is 0: human B's file of the OpenPI 2.0
// release holds 0 for every entity of the procedures nobody rated (21-55), which read as
// ratings made them 35 undefined correlations. The number of ratings, 0 when any is not 0.
std::size_t allZeroRatings(const OpenPiProcedure &p)
{
    std::size_t n = 0;
    const auto zero = [&n](const OpenPiRating &r) {
        ++n;
        return r.score.valid && r.score.value == 0;
    };
    for (const OpenPiEntity &e : p.entities) {
        if (e.global && !zero(*e.global)) {
            return 0;
        }
        for (const auto &[step, r] : e.local) {
            if (!zero(r)) {
                return 0;
            }
        }
    }
    return n;
}

// A rater's salience from a procedures file. The rater's ratings are read at once, and new
// ones written after the walk in one go, instead of a look-up and an insert a rating: on a
// server each is a round trip.
class SalienceWriter
{
  public:
    SalienceWriter(Project &project, const OpenPiFile &file, const OpenPiRater &rater,
                   std::int64_t personId, std::int64_t modelId, const std::string &who,
                   const std::string &at, OpenPiImportSummary &sum);

    void rate(std::int64_t entity, int step, const OpenPiRating &r);
    // The ratings new to the rater, after the walk.
    void writeAdded();

  private:
    struct Stored
    {
        std::int64_t id = 0; // 0: added by this file, at `added`
        std::string raw, explanation, extra;
        std::size_t added = 0;
    };
    struct NewRating
    {
        std::int64_t entity;
        int step;
        int value;
        bool valid;
        std::string raw;
        std::optional<std::string> explanation, extra;
    };
    void writeAddedInBulk(BulkLoader &bulk);
    void writeAddedByStatement();

    Project &project_;
    Connection &db_;
    const OpenPiFile &file_;
    std::int64_t personId_, modelId_;
    const std::string &who_;
    const std::string &at_;
    OpenPiImportSummary &sum_;
    std::map<std::pair<std::int64_t, int>, Stored> stored_;
    std::vector<NewRating> added_;
    Statement updateRating_;
};

SalienceWriter::SalienceWriter(Project &project, const OpenPiFile &file, const OpenPiRater &rater,
                               std::int64_t personId, std::int64_t modelId, const std::string &who,
                               const std::string &at, OpenPiImportSummary &sum)
    : project_(project), db_(project.connection()), file_(file), personId_(personId),
      modelId_(modelId), who_(who), at_(at), sum_(sum)
{
    if (file.kind == OpenPiFileKind::Procedures && rater.kind != OpenPiRaterKind::None) {
        forEachRow(db_,
                   "SELECT entity_id, step, id, raw, coalesce(explanation, ''), coalesce(extra, "
                   "'') FROM openpi_salience WHERE coalesce(person_id, 0) = " +
                       std::to_string(personId_) +
                       " AND coalesce(model_id, 0) = " + std::to_string(modelId_),
                   [&](const auto &r) {
                       stored_.emplace(std::pair(r.int64(0), r.integer(1)),
                                       Stored{r.int64(2), r.text(3), r.text(4), r.text(5), 0});
                   });
    }
    updateRating_ =
        db_.prepare("UPDATE openpi_salience SET value = ?, valid = ?, raw = ?, explanation = ?, "
                    "extra = ?, set_at = ? WHERE id = ?");
}

void SalienceWriter::rate(std::int64_t entity, int step, const OpenPiRating &r)
{
    const std::string raw = r.raw.dump();
    const std::string extra = r.extra.empty() ? std::string() : r.extra.dump();
    const std::string explanation = r.explanation.value_or(std::string());
    const auto [it, isNew] =
        stored_.try_emplace(std::pair(entity, step), Stored{0, raw, explanation, extra, 0});
    Stored &old = it->second;
    if (isNew) {
        old.added = added_.size();
        added_.push_back({entity, step, r.score.value, r.score.valid, raw, r.explanation,
                          extra.empty() ? std::nullopt : std::optional(extra)});
        ++sum_.ratingsAdded;
        return;
    }
    if (old.raw == raw && old.explanation == explanation && old.extra == extra) {
        ++sum_.ratingsUnchanged;
        return;
    }
    if (old.id == 0) {
        // Rated twice in this file: the rating to add becomes the later one.
        added_[old.added] = {entity,
                             step,
                             r.score.value,
                             r.score.valid,
                             raw,
                             r.explanation,
                             extra.empty() ? std::nullopt : std::optional(extra)};
    } else {
        updateRating_.bind(1, r.score.value)
            .bind(2, r.score.valid ? 1 : 0)
            .bind(3, raw)
            .bind(4, r.explanation)
            .bind(5, extra.empty() ? std::nullopt : std::optional(extra))
            .bind(6, at_)
            .bind(7, old.id)
            .run();
    }
    project_.audit(who_, "salience.set", kDataset,
                   std::to_string(entity) + "/" + std::to_string(step), old.raw, raw, file_.source);
    old.raw = raw;
    old.explanation = explanation;
    old.extra = extra;
    ++sum_.ratingsChanged;
}

void SalienceWriter::writeAdded()
{
    if (added_.empty()) {
        return;
    }
    if (BulkLoader *bulk = db_.bulk()) {
        writeAddedInBulk(*bulk);
    } else {
        writeAddedByStatement();
    }
}

// Where the engine takes rows in bulk (a server) the new ratings go through a staging
// table in one load and one INSERT (the table has row-level security, under which a
// server takes no bulk load into it).
void SalienceWriter::writeAddedInBulk(BulkLoader &bulk)
{
    std::size_t i = 0;
    bulk.stage("es_in_salience",
               "ord BIGINT, entity_id BIGINT, step INTEGER, value INTEGER, valid INTEGER, "
               "raw TEXT, explanation TEXT, extra TEXT",
               [&](std::string &out) {
                   if (i == added_.size()) {
                       return false;
                   }
                   const NewRating &n = added_[i];
                   TextRow row(out);
                   row.integer(static_cast<std::int64_t>(i))
                       .integer(n.entity)
                       .integer(n.step)
                       .integer(n.value)
                       .integer(n.valid ? 1 : 0)
                       .text(n.raw);
                   for (const auto *v : {&n.explanation, &n.extra}) {
                       *v ? row.text(**v) : row.null();
                   }
                   row.end();
                   ++i;
                   return true;
               });
    bulk.exec("INSERT INTO openpi_salience(entity_id, step, person_id, model_id, value, valid, "
              "raw, explanation, extra, set_at) SELECT entity_id, step, " +
              (personId_ ? std::to_string(personId_) : std::string("NULL")) + ", " +
              (modelId_ ? std::to_string(modelId_) : std::string("NULL")) +
              ", value, valid, raw, explanation, extra, " + bulk.quoteLiteral(at_) +
              " FROM es_in_salience ORDER BY ord");
}

void SalienceWriter::writeAddedByStatement()
{
    Statement insertRating = db_.prepare("INSERT INTO openpi_salience(entity_id, step, "
                                         "person_id, model_id, value, valid, raw, explanation, "
                                         "extra, set_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)");
    for (const NewRating &n : added_) {
        insertRating.bind(1, n.entity).bind(2, n.step);
        personId_ ? insertRating.bind(3, personId_) : insertRating.bindNull(3);
        modelId_ ? insertRating.bind(4, modelId_) : insertRating.bindNull(4);
        insertRating.bind(5, n.value)
            .bind(6, n.valid ? 1 : 0)
            .bind(7, n.raw)
            .bind(8, n.explanation)
            .bind(9, n.extra)
            .bind(10, at_)
            .run();
    }
}

// One file's import, procedure by procedure, in the way its kind asks.
class FileImport
{
  public:
    FileImport(Project &project, const OpenPiFile &file, const OpenPiRater &rater,
               const std::string &importedBy, const OpenPiImportOptions &options,
               OpenPiImportSummary &sum);

    void procedure(const OpenPiProcedure &p);
    void finish() { salience_.writeAdded(); }

  private:
    void releasedProcedure(const OpenPiProcedure &p);
    void goldClusters(std::int64_t procedure, const OpenPiProcedure &p);
    void setGold(std::int64_t procedure, OpenPiClusterKind kind,
                 const std::optional<std::vector<OpenPiCluster>> &c);
    void ratings(const OpenPiProcedure &p);
    void clustering(const OpenPiProcedure &p);
    void prediction(const OpenPiProcedure &p);
    void schemaErrors(const OpenPiProcedure &p);
    void judgements(const OpenPiProcedure &p);

    Project &project_;
    Connection &db_;
    const OpenPiFile &file_;
    const OpenPiRater &rater_;
    const OpenPiImportOptions &options_;
    OpenPiImportSummary &sum_;
    Importer importer_;
    std::int64_t personId_ = 0, modelId_ = 0;
    // An error analysis is a person's, of a model's schemata.
    std::int64_t analysedModel_ = 0;
    std::string who_;
    std::string at_;
    SalienceWriter salience_;
};

FileImport::FileImport(Project &project, const OpenPiFile &file, const OpenPiRater &rater,
                       const std::string &importedBy, const OpenPiImportOptions &options,
                       OpenPiImportSummary &sum)
    : project_(project), db_(project.connection()), file_(file), rater_(rater), options_(options),
      sum_(sum), importer_(project, file, importedBy),
      personId_(rater.kind == OpenPiRaterKind::Person ? project.ensurePerson(rater.name) : 0),
      modelId_(rater.kind == OpenPiRaterKind::Model ? project.ensureModel(rater.name) : 0),
      analysedModel_(file.kind == OpenPiFileKind::SchemaErrors && !rater.model.empty()
                         ? project.ensureModel(rater.model)
                         : 0),
      who_(rater.kind == OpenPiRaterKind::None ? importedBy : rater.name), at_(nowUtc()),
      salience_(project, file, rater, personId_, modelId_, who_, at_, sum)
{
}

void FileImport::procedure(const OpenPiProcedure &p)
{
    switch (file_.kind) {
    case OpenPiFileKind::Procedures:
        releasedProcedure(p);
        break;
    case OpenPiFileKind::GoldClusters:
    case OpenPiFileKind::GoldAttributeClusters:
    case OpenPiFileKind::Clustering:
    case OpenPiFileKind::AttributeClustering:
        clustering(p);
        break;
    case OpenPiFileKind::Schemata:
    case OpenPiFileKind::States:
        prediction(p);
        break;
    case OpenPiFileKind::SchemaErrors:
        schemaErrors(p);
        break;
    case OpenPiFileKind::ExpansionJudgements:
        judgements(p);
        break;
    }
}

// A procedures file without a rater brings the procedures and their gold clusters; with
// one, the rater's salience.
void FileImport::releasedProcedure(const OpenPiProcedure &p)
{
    const ProcedureRow row = importer_.procedure(p, rater_.kind == OpenPiRaterKind::None, sum_);
    if (rater_.kind == OpenPiRaterKind::None) {
        goldClusters(row.id, p);
        return;
    }
    ratings(p);
}

void FileImport::goldClusters(std::int64_t procedure, const OpenPiProcedure &p)
{
    setGold(procedure, OpenPiClusterKind::Entity, p.entityClusters);
    setGold(procedure, OpenPiClusterKind::Attribute, p.attributeClusters);
    if (p.clustersJson) {
        writeReleasedClusters(project_, procedure, *p.clustersJson, who_, file_.source);
    }
}

void FileImport::setGold(std::int64_t procedure, OpenPiClusterKind kind,
                         const std::optional<std::vector<OpenPiCluster>> &c)
{
    if (!c) {
        return;
    }
    // Hand-made gold (a gold clusters file's, which keeps that file's other
    // fields beside it) is what Table 2 scores against: kept, said.
    const auto gold = storedClustering(db_, procedure, kind, 0, 0);
    if (gold && !gold->extra.empty() && !options_.replaceHandMadeGold &&
        gold->clusters != openPiClustersJson(*c)) {
        ++sum_.handMadeGoldKept;
        return;
    }
    writeClustering(project_, procedure, kind, 0, 0, c, {}, who_, file_.source)
        ? ++sum_.clusteringsSet
        : ++sum_.clusteringsUnchanged;
}

void FileImport::ratings(const OpenPiProcedure &p)
{
    if (rater_.kind == OpenPiRaterKind::Person && !options_.keepAllZero) {
        if (const std::size_t zeros = allZeroRatings(p); zeros > 0) {
            ++sum_.zeroProceduresSkipped;
            sum_.zeroRatingsSkipped += zeros;
            return;
        }
    }
    for (std::size_t i = 0; i < p.entities.size(); ++i) {
        const OpenPiEntity &e = p.entities[i];
        const std::int64_t entity = importer_.entityIds()[i];
        if (e.global) {
            salience_.rate(entity, 0, *e.global);
        }
        for (const auto &[step, r] : e.local) {
            salience_.rate(entity, step, r);
        }
    }
}

void FileImport::clustering(const OpenPiProcedure &p)
{
    const bool gold = file_.kind == OpenPiFileKind::GoldClusters ||
                      file_.kind == OpenPiFileKind::GoldAttributeClusters;
    if (!gold && rater_.kind == OpenPiRaterKind::None) {
        throw InputError(file_.source +
                         ": a clustering needs its rater: name it with --annotator or --model");
    }
    if (gold && rater_.kind != OpenPiRaterKind::None) {
        throw InputError(file_.source + ": hand-made gold clusters take no --annotator or --model");
    }
    const ProcedureRow row = importer_.procedure(p, false, sum_);
    // Hand-made gold always keeps its file's other fields, "{}" when none: that is
    // how a procedures file's import tells it from the release's gold, and keeps it.
    const std::string extra = p.clusterExtra.is_object() && !p.clusterExtra.empty()
                                  ? p.clusterExtra.dump()
                              : gold ? std::string("{}")
                                     : std::string();
    const bool attributes = file_.kind == OpenPiFileKind::GoldAttributeClusters ||
                            file_.kind == OpenPiFileKind::AttributeClustering;
    writeClustering(project_, row.id,
                    attributes ? OpenPiClusterKind::Attribute : OpenPiClusterKind::Entity,
                    personId_, modelId_, attributes ? p.attributeClusters : p.entityClusters, extra,
                    who_, file_.source)
        ? ++sum_.clusteringsSet
        : ++sum_.clusteringsUnchanged;
}

void FileImport::prediction(const OpenPiProcedure &p)
{
    const bool states = file_.kind == OpenPiFileKind::States;
    if (!states && rater_.kind != OpenPiRaterKind::Model) {
        throw InputError(file_.source + ": predicted schemata are a model's: name it with --model");
    }
    const ProcedureRow row = importer_.procedure(p, false, sum_);
    checkStepCount(db_, row.id, p.stepsJson.size(), file_.source, p.key);
    writePrediction(project_, states ? "openpi_states" : "openpi_schema_prediction", row.id,
                    modelId_, p.stepsJson.dump(), who_, file_.source, personId_)
        ? ++sum_.predictionsSet
        : ++sum_.predictionsUnchanged;
}

void FileImport::schemaErrors(const OpenPiProcedure &p)
{
    if (rater_.kind != OpenPiRaterKind::Person || rater_.model.empty()) {
        throw InputError(file_.source + ": an error analysis of predicted schemata is a "
                                        "person's (--annotator) of a model's (--model)");
    }
    const ProcedureRow row = importer_.procedure(p, false, sum_);
    checkStepCount(db_, row.id, static_cast<std::size_t>(p.stepCount), file_.source, p.key);
    writeSchemaErrors(project_, row.id, analysedModel_, personId_, p.errorSlots, p.annotated, who_,
                      file_.source)
        ? ++sum_.analysesSet
        : ++sum_.analysesUnchanged;
}

void FileImport::judgements(const OpenPiProcedure &p)
{
    if (rater_.kind != OpenPiRaterKind::Person) {
        throw InputError(file_.source + ": judgements of generated paraphrases are a person's: "
                                        "name them with --annotator");
    }
    const ProcedureRow row = importer_.procedure(p, false, sum_);
    writeJudgements(project_, row.id, personId_, p, who_, file_.source)
        ? ++sum_.judgementsSet
        : ++sum_.judgementsUnchanged;
}

// The import's audit row's detail.
std::string importDetail(const OpenPiImportSummary &sum, const OpenPiRater &rater)
{
    ordered_json detail = {{"procedures_added", sum.proceduresAdded},
                           {"entities_added", sum.entitiesAdded},
                           {"ratings_added", sum.ratingsAdded},
                           {"ratings_changed", sum.ratingsChanged},
                           {"clusterings_set", sum.clusteringsSet},
                           {"invalid_ratings", sum.invalidRatings},
                           {"zero_procedures_skipped", sum.zeroProceduresSkipped},
                           {"hand_made_gold_kept", sum.handMadeGoldKept}};
    if (!rater.name.empty()) {
        detail["rater"] = rater.name;
    }
    return detail.dump();
}

} // namespace

OpenPiImportSummary OpenPiStore::import(const OpenPiFile &file, const OpenPiRater &rater,
                                        const std::string &importedBy,
                                        const OpenPiImportOptions &options)
{
    Connection &db = project_.connection();
    Transaction tx(db);
    project_.lockForImport();
    OpenPiImportSummary sum;
    FileImport fileImport(project_, file, rater, importedBy, options, sum);
    for (const OpenPiProcedure &p : file.procedures) {
        fileImport.procedure(p);
    }
    fileImport.finish();
    sum.invalidRatings = file.invalidRatings;
    project_.audit(importedBy, "import", kDataset, file.source, {}, {}, importDetail(sum, rater));
    tx.commit();
    return sum;
}

} // namespace es::db
