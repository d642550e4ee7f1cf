-- Schema version 7: what the datasets' remaining released files hold and the papers'
-- remaining evaluations need: OpenPI's released clusters with their generated
-- paraphrases, models' predicted schemata and states, an expert's error categories of
-- predicted schemata and judgements of generated paraphrases; ESTER reviews' structured
-- reasons.

-- The clusters object of the procedures file as given, expansions included (NULL when the
-- procedure came without one): what the schemata evaluation matches predictions against,
-- and what export writes back, whatever gold clusters replaced it since.
ALTER TABLE openpi_procedure ADD COLUMN clusters TEXT;

-- A model's predicted schemata of a procedure (OpenPI 2.0, Table 3): steps is a JSON list
-- with one object a step, {entity: [attribute, ...]}, as given.
CREATE TABLE openpi_schema_prediction (
    procedure_id INTEGER NOT NULL REFERENCES openpi_procedure (id),
    model_id     INTEGER NOT NULL REFERENCES model (id),
    steps        TEXT NOT NULL,
    set_at       TEXT NOT NULL,
    PRIMARY KEY (procedure_id, model_id)
) WITHOUT ROWID;

-- The per-step state lists of a release's states files: a model's predictions (as
-- dev_states_davinci.json), or without a model the gold they are scored against (as
-- dev_states_gold.json). steps is a JSON list with one list a step of [entity, attribute,
-- before, after], as given.
CREATE TABLE openpi_states (
    id           INTEGER PRIMARY KEY,
    procedure_id INTEGER NOT NULL REFERENCES openpi_procedure (id),
    model_id     INTEGER REFERENCES model (id),
    steps        TEXT NOT NULL,
    set_at       TEXT NOT NULL
);
CREATE UNIQUE INDEX openpi_states_key ON openpi_states (procedure_id, ifnull(model_id, 0));

-- A person's error analysis of a model's predicted schemata (OpenPI 2.0, Table 5), one row
-- a slot: position orders a step's slots, entity by entity as in the released files.
-- category is 1 (correct), 2 (no change) or 3 (nonsense) for a pair the model predicted,
-- NULL while it is not labelled, and 100 for a pair the person added as missed; an empty
-- attribute with 100 is an empty slot, kept for a lossless export.
CREATE TABLE openpi_schema_label (
    procedure_id INTEGER NOT NULL REFERENCES openpi_procedure (id),
    model_id     INTEGER NOT NULL REFERENCES model (id),
    person_id    INTEGER NOT NULL REFERENCES person (id),
    step         INTEGER NOT NULL CHECK (step >= 1),
    position     INTEGER NOT NULL,
    entity       TEXT NOT NULL,
    attribute    TEXT NOT NULL,
    category     INTEGER CHECK (category IN (1, 2, 3, 100)),
    set_at       TEXT NOT NULL,
    PRIMARY KEY (procedure_id, model_id, person_id, step, position)
) WITHOUT ROWID;

-- The procedures whose analysis its person marked finished ("annotated" in the released
-- files).
CREATE TABLE openpi_schema_review (
    procedure_id INTEGER NOT NULL REFERENCES openpi_procedure (id),
    model_id     INTEGER NOT NULL REFERENCES model (id),
    person_id    INTEGER NOT NULL REFERENCES person (id),
    set_at       TEXT NOT NULL,
    PRIMARY KEY (procedure_id, model_id, person_id)
) WITHOUT ROWID;

-- A person's judgement of one generated paraphrase (expansion) of a released gold
-- cluster: of an entity cluster (kind 'entity', attribute '') or of the attribute cluster
-- `attribute` of an entity (kind 'attribute'); entity and attribute are canonical names.
-- A row with no paraphrase and no judgement keeps a cluster the released judgement files
-- list without paraphrases, for a lossless export.
CREATE TABLE openpi_expansion_rating (
    procedure_id INTEGER NOT NULL REFERENCES openpi_procedure (id),
    kind         TEXT NOT NULL CHECK (kind IN ('entity', 'attribute')),
    entity       TEXT NOT NULL,
    attribute    TEXT NOT NULL DEFAULT '',
    paraphrase   TEXT NOT NULL,
    person_id    INTEGER NOT NULL REFERENCES person (id),
    correct      INTEGER CHECK (correct IN (0, 1)),
    set_at       TEXT NOT NULL,
    PRIMARY KEY (procedure_id, kind, entity, attribute, paraphrase, person_id)
) WITHOUT ROWID;

-- Why a reviewer found an ESTER question invalid, one of a fixed list (NULL: valid, or
-- not given); reason keeps the reviewer's own words beside it.
ALTER TABLE ester_review ADD COLUMN reason_code TEXT;
