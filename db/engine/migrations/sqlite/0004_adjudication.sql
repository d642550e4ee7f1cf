-- Schema version 4: adjudicated gold and saved analysis views.

-- An adjudicator's decision on an item. It overrides the item's majority or released
-- gold wherever gold is used, while the raters' own values stay untouched for agreement
-- and for undoing the decision (deleting the row brings the previous gold back).
CREATE TABLE esd_adjudication (
    pair_id   INTEGER PRIMARY KEY REFERENCES esd_pair (id),
    label     INTEGER NOT NULL CHECK (label IN (-1, 0, 1)),
    person_id INTEGER NOT NULL REFERENCES person (id),
    note      TEXT NOT NULL DEFAULT '',
    set_at    TEXT NOT NULL
);

-- answers as ester_answer_set.answers: a JSON array of [text, start, end].
CREATE TABLE ester_adjudication (
    question_id INTEGER PRIMARY KEY REFERENCES ester_question (id),
    type        TEXT NOT NULL CHECK (type IN ('causal', 'conditional', 'counterfactual', 'sub-event', 'coreference')),
    answers     TEXT NOT NULL,
    person_id   INTEGER NOT NULL REFERENCES person (id),
    note        TEXT NOT NULL DEFAULT '',
    set_at      TEXT NOT NULL
);

-- step 0 is global salience, as in openpi_salience.
CREATE TABLE openpi_salience_adjudication (
    entity_id INTEGER NOT NULL REFERENCES openpi_entity (id),
    step      INTEGER NOT NULL CHECK (step >= 0),
    value     INTEGER NOT NULL CHECK (value BETWEEN 0 AND 5),
    person_id INTEGER NOT NULL REFERENCES person (id),
    note      TEXT NOT NULL DEFAULT '',
    set_at    TEXT NOT NULL,
    PRIMARY KEY (entity_id, step)
) WITHOUT ROWID;

-- clusters as openpi_clustering.clusters.
CREATE TABLE openpi_clustering_adjudication (
    procedure_id INTEGER NOT NULL REFERENCES openpi_procedure (id),
    kind         TEXT NOT NULL CHECK (kind IN ('entity', 'attribute')),
    clusters     TEXT NOT NULL,
    person_id    INTEGER NOT NULL REFERENCES person (id),
    note         TEXT NOT NULL DEFAULT '',
    set_at       TEXT NOT NULL,
    PRIMARY KEY (procedure_id, kind)
) WITHOUT ROWID;

-- A named set of error-analysis filters; filters is a JSON object the workbench reads.
CREATE TABLE saved_view (
    id         INTEGER PRIMARY KEY,
    dataset    TEXT NOT NULL,
    name       TEXT NOT NULL,
    filters    TEXT NOT NULL,
    created_by TEXT NOT NULL,
    set_at     TEXT NOT NULL,
    UNIQUE (dataset, name)
);

-- The audit view filters and sorts by time.
CREATE INDEX audit_at ON audit (at);
