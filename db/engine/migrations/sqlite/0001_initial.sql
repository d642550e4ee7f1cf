-- EventScope project schema, version 1: people, models, the audit trail and ESD.

CREATE TABLE project_meta (
    key   TEXT PRIMARY KEY,
    value TEXT NOT NULL
);

-- Everyone who annotates, adjudicates or views; names are what files call them.
CREATE TABLE person (
    id         INTEGER PRIMARY KEY,
    name       TEXT NOT NULL UNIQUE,
    role       TEXT NOT NULL DEFAULT 'annotator' CHECK (role IN ('annotator', 'adjudicator', 'viewer')),
    created_at TEXT NOT NULL
);

-- Systems whose outputs are compared; direction 'lower' means a lower score is more
-- positive (perplexity). NULL direction: never stated, read as 'higher'.
CREATE TABLE model (
    id        INTEGER PRIMARY KEY,
    name      TEXT NOT NULL UNIQUE,
    direction TEXT CHECK (direction IN ('higher', 'lower')),
    family    TEXT,
    params    REAL
);

-- Append-only history of every change: who, when, what, from which value to which.
CREATE TABLE audit (
    id        INTEGER PRIMARY KEY,
    at        TEXT NOT NULL,
    person    TEXT NOT NULL,
    action    TEXT NOT NULL,
    dataset   TEXT,
    item      TEXT,
    old_value TEXT,
    new_value TEXT,
    detail    TEXT
);
CREATE INDEX audit_item ON audit (dataset, item);

-- ESD: a goal is a wikiHow title with its method (modifier, '' when none).
CREATE TABLE esd_goal (
    id       INTEGER PRIMARY KEY,
    goal     TEXT NOT NULL,
    modifier TEXT NOT NULL DEFAULT '',
    UNIQUE (goal, modifier)
);

CREATE TABLE esd_pair (
    id      INTEGER PRIMARY KEY,
    ext_id  TEXT NOT NULL UNIQUE,
    goal_id INTEGER NOT NULL REFERENCES esd_goal (id),
    step    TEXT NOT NULL,
    origin  TEXT NOT NULL DEFAULT 'wikihow' CHECK (origin IN ('wikihow', 'contributed'))
);
CREATE INDEX esd_pair_goal ON esd_pair (goal_id);

CREATE TABLE esd_label (
    pair_id   INTEGER NOT NULL REFERENCES esd_pair (id),
    person_id INTEGER NOT NULL REFERENCES person (id),
    label     INTEGER NOT NULL CHECK (label IN (-1, 0, 1)),
    set_at    TEXT NOT NULL,
    PRIMARY KEY (pair_id, person_id)
) WITHOUT ROWID;

-- setting: 0 full (goal and modifier), 1 core (goal only).
CREATE TABLE esd_score (
    model_id INTEGER NOT NULL REFERENCES model (id),
    setting  INTEGER NOT NULL CHECK (setting IN (0, 1)),
    pair_id  INTEGER NOT NULL REFERENCES esd_pair (id),
    score    REAL NOT NULL,
    PRIMARY KEY (model_id, setting, pair_id)
) WITHOUT ROWID;
