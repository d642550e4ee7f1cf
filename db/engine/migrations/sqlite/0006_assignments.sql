-- Schema version 6: assignments (each item's panel of raters) and rater groups.

-- An item's panel: the annotators assigned to it. item_id is esd_goal.id (every pair of
-- the goal, contributed steps included), ester_passage.id or openpi_procedure.id.
-- position orders each person's own queue.
CREATE TABLE assignment (
    dataset     TEXT NOT NULL CHECK (dataset IN ('esd', 'ester', 'openpi')),
    item_id     INTEGER NOT NULL,
    person_id   INTEGER NOT NULL REFERENCES person (id),
    position    INTEGER NOT NULL,
    assigned_at TEXT NOT NULL,
    PRIMARY KEY (dataset, item_id, person_id)
) WITHOUT ROWID;
CREATE INDEX assignment_queue ON assignment (person_id, dataset, position);

-- A group of raters scored against the experts' gold like a model (the ESD paper's lay
-- human baseline), in the setting its members worked in; never part of gold or agreement.
CREATE TABLE rater_group (
    id      INTEGER PRIMARY KEY,
    name    TEXT NOT NULL UNIQUE,
    setting TEXT NOT NULL DEFAULT 'full' CHECK (setting IN ('full', 'core'))
);

-- A person belongs to at most one group.
CREATE TABLE rater_group_member (
    person_id INTEGER PRIMARY KEY REFERENCES person (id),
    group_id  INTEGER NOT NULL REFERENCES rater_group (id)
);
