-- Schema version 17: a rater group may be scored in both settings, as the ESD paper scores
-- its lay human baseline on Full (the goal with its modifier) and on Core (the goal alone).
-- Its members then label each pair twice: their labels in esd_label are the Full ones, as
-- for any group in the full setting, and those they give seeing the goal alone are kept
-- here, apart from every label that makes gold or agreement.
ALTER TABLE rater_group ADD COLUMN both_settings INTEGER NOT NULL DEFAULT 0
    CHECK (both_settings IN (0, 1));

CREATE TABLE esd_core_label (
    pair_id   INTEGER NOT NULL REFERENCES esd_pair (id),
    person_id INTEGER NOT NULL REFERENCES person (id),
    label     INTEGER NOT NULL CHECK (label IN (-1, 0, 1)),
    set_at    TEXT NOT NULL,
    PRIMARY KEY (pair_id, person_id)
) WITHOUT ROWID;
