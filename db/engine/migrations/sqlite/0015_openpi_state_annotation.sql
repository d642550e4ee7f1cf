-- Schema version 15: people write OpenPI state changes, as the OpenPI protocol has them
-- do, and an adjudicator decides a step's states.
--
-- A person's state lists sit beside a model's and the gold in openpi_states, in the same
-- shape (one list a step of [entity, attribute, before, after]), so that import, export
-- and scoring against the gold read them as they read a model's. A row belongs to gold
-- (neither), a model or a person, never both; on a team server the person's own rows are
-- theirs alone (postgresql/0015_openpi_state_annotation.sql).
ALTER TABLE openpi_states ADD COLUMN person_id INTEGER REFERENCES person (id);
DROP INDEX openpi_states_key;
CREATE UNIQUE INDEX openpi_states_key
    ON openpi_states (procedure_id, ifnull(model_id, 0), ifnull(person_id, 0));

-- An adjudicator's decision on one step's state changes: changes is that step's list of
-- [entity, attribute, before, after] (possibly empty: the step changes nothing). It
-- overrides the released gold states of that step wherever gold states are used.
CREATE TABLE openpi_states_adjudication (
    procedure_id INTEGER NOT NULL REFERENCES openpi_procedure (id),
    step         INTEGER NOT NULL CHECK (step >= 1),
    changes      TEXT NOT NULL,
    person_id    INTEGER NOT NULL REFERENCES person (id),
    note         TEXT NOT NULL DEFAULT '',
    set_at       TEXT NOT NULL,
    PRIMARY KEY (procedure_id, step)
) WITHOUT ROWID;
