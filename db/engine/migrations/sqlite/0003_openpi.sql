-- Schema version 3: OpenPI 2.0 procedures, entity states, salience and clusterings.

-- A procedure is identified by the id its files give it. steps is a JSON list of
-- strings; topics the JSON value as given (NULL when absent); extra every other field
-- (image_urls, ...) as a JSON object, for a lossless export.
CREATE TABLE openpi_procedure (
    id         INTEGER PRIMARY KEY,
    key        TEXT NOT NULL UNIQUE,
    goal       TEXT NOT NULL,
    steps      TEXT NOT NULL,
    topics     TEXT,
    extra      TEXT NOT NULL DEFAULT '{}',
    created_at TEXT NOT NULL
);

-- An entity of a procedure (states[] of the released files) with its state changes:
-- answers is {"stepN": [{attribute, before, after, ...}]} as released.
CREATE TABLE openpi_entity (
    id           INTEGER PRIMARY KEY,
    procedure_id INTEGER NOT NULL REFERENCES openpi_procedure (id),
    position     INTEGER NOT NULL,
    name         TEXT NOT NULL,
    annotation   TEXT,
    answers      TEXT NOT NULL,
    extra        TEXT NOT NULL DEFAULT '{}',
    UNIQUE (procedure_id, name)
);

-- One salience rating by a person or a model: step 0 is global salience, step s the
-- local salience in step s. value is what the rating counts as (0-5), valid whether it
-- was an integer 0-5 as given; raw the value as given, a JSON value; extra the other fields at that level of the file (votes).
CREATE TABLE openpi_salience (
    id          INTEGER PRIMARY KEY,
    entity_id   INTEGER NOT NULL REFERENCES openpi_entity (id),
    step        INTEGER NOT NULL CHECK (step >= 0),
    person_id   INTEGER REFERENCES person (id),
    model_id    INTEGER REFERENCES model (id),
    value       INTEGER NOT NULL CHECK (value BETWEEN 0 AND 5),
    valid       INTEGER NOT NULL DEFAULT 1,
    raw         TEXT NOT NULL,
    explanation TEXT,
    extra       TEXT,
    set_at      TEXT NOT NULL,
    CHECK ((person_id IS NULL) <> (model_id IS NULL))
);
CREATE UNIQUE INDEX openpi_salience_key
    ON openpi_salience (entity_id, step, ifnull(person_id, 0), ifnull(model_id, 0));

-- A clustering of one procedure's entity mentions, or of its entities' attribute
-- mentions, by gold (no person, no model), a person or a model. clusters is a JSON list
-- of [entity, canonical, [members]]: entity names the entity an attribute cluster
-- belongs to ("" for entity clusters), canonical may be null (hand-made gold has none).
-- extra keeps the other fields of a hand-made gold file.
CREATE TABLE openpi_clustering (
    id           INTEGER PRIMARY KEY,
    procedure_id INTEGER NOT NULL REFERENCES openpi_procedure (id),
    kind         TEXT NOT NULL CHECK (kind IN ('entity', 'attribute')),
    person_id    INTEGER REFERENCES person (id),
    model_id     INTEGER REFERENCES model (id),
    clusters     TEXT NOT NULL,
    extra        TEXT,
    set_at       TEXT NOT NULL,
    CHECK (person_id IS NULL OR model_id IS NULL)
);
CREATE UNIQUE INDEX openpi_clustering_key
    ON openpi_clustering (procedure_id, kind, ifnull(person_id, 0), ifnull(model_id, 0));
