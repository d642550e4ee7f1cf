-- Schema version 2: ESTER passages, questions, splits, answers, triggers and reviews.

-- A passage is identified by its text; files' passage ids are not unique.
CREATE TABLE ester_passage (
    id   INTEGER PRIMARY KEY,
    text TEXT NOT NULL UNIQUE
);

-- A question is identified by its passage, its text and, among identical ones, its
-- occurrence in the file that brought it. type, events and original_events are the
-- question's own (gold) relation type, gold event triggers and released triggers;
-- extra keeps every other field of the released record for a lossless export.
CREATE TABLE ester_question (
    id              INTEGER PRIMARY KEY,
    passage_id      INTEGER NOT NULL REFERENCES ester_passage (id),
    question        TEXT NOT NULL,
    occurrence      INTEGER NOT NULL DEFAULT 0,
    question_event  TEXT NOT NULL DEFAULT '',
    type            TEXT NOT NULL CHECK (type IN ('causal', 'conditional', 'counterfactual', 'sub-event', 'coreference')),
    events          TEXT,
    original_events TEXT,
    extra           TEXT,
    author_id       INTEGER REFERENCES person (id),
    created_at      TEXT NOT NULL,
    UNIQUE (passage_id, question, occurrence)
);

-- A split is an ordered list of questions: predictions refer to it by position.
CREATE TABLE ester_split (
    id   INTEGER PRIMARY KEY,
    name TEXT NOT NULL UNIQUE
);

CREATE TABLE ester_split_question (
    split_id    INTEGER NOT NULL REFERENCES ester_split (id),
    position    INTEGER NOT NULL,
    question_id INTEGER NOT NULL REFERENCES ester_question (id),
    PRIMARY KEY (split_id, position)
) WITHOUT ROWID;
CREATE INDEX ester_split_question_q ON ester_split_question (question_id);

-- One rater's answers to one question: gold (no person, no model), a person's or a
-- model's. answers is a JSON array of [text, start, end] (offsets in code points,
-- null for models); type is the rater's relation type when they gave one.
CREATE TABLE ester_answer_set (
    id          INTEGER PRIMARY KEY,
    question_id INTEGER NOT NULL REFERENCES ester_question (id),
    person_id   INTEGER REFERENCES person (id),
    model_id    INTEGER REFERENCES model (id),
    type        TEXT CHECK (type IN ('causal', 'conditional', 'counterfactual', 'sub-event', 'coreference')),
    answers     TEXT NOT NULL,
    set_at      TEXT NOT NULL,
    CHECK (person_id IS NULL OR model_id IS NULL)
);
CREATE UNIQUE INDEX ester_answer_set_rater ON ester_answer_set (question_id, ifnull(person_id, 0), ifnull(model_id, 0));

-- Which splits a model's predictions were imported for: it is evaluated per split.
CREATE TABLE ester_prediction_run (
    model_id    INTEGER NOT NULL REFERENCES model (id),
    split_id    INTEGER NOT NULL REFERENCES ester_split (id),
    imported_at TEXT NOT NULL,
    PRIMARY KEY (model_id, split_id)
) WITHOUT ROWID;

-- A person's event triggers in a passage (JSON [[start, end], ...]); until they
-- change any, they see the released ones.
CREATE TABLE ester_trigger_set (
    passage_id INTEGER NOT NULL REFERENCES ester_passage (id),
    person_id  INTEGER NOT NULL REFERENCES person (id),
    spans      TEXT NOT NULL,
    set_at     TEXT NOT NULL,
    PRIMARY KEY (passage_id, person_id)
) WITHOUT ROWID;

-- A validator's judgement of a question and its answers.
CREATE TABLE ester_review (
    question_id INTEGER NOT NULL REFERENCES ester_question (id),
    person_id   INTEGER NOT NULL REFERENCES person (id),
    valid       INTEGER NOT NULL CHECK (valid IN (0, 1)),
    reason      TEXT NOT NULL DEFAULT '',
    set_at      TEXT NOT NULL,
    PRIMARY KEY (question_id, person_id)
) WITHOUT ROWID;
