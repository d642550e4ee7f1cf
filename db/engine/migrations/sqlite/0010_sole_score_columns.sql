-- Schema version 10: a model's scores in one setting may be kept as their column alone.

-- sole: the column is where the scores are, with no rows in esd_score beside it. An import
-- keeps the dense scores of a (model, setting) that had none so (db/esd/esd_score_columns.h):
-- writing a million rows and their key's index was most of a million-pair import. Any other
-- write of such scores turns the column back into rows first.
ALTER TABLE esd_score_column ADD COLUMN sole INTEGER NOT NULL DEFAULT 0 CHECK (sole IN (0, 1));

-- Such a column is the only copy of its scores. The store takes one away by marking it
-- first (sole = 0), which an EventScope from before this version, still open on the
-- project, never does: it would drop it as a column without rows, and lose the scores.
CREATE TRIGGER esd_score_column_sole_kept BEFORE DELETE ON esd_score_column WHEN OLD.sole
BEGIN
    SELECT RAISE(ABORT, 'scores kept as a column alone (esd_score_column.sole, schema version 10) cannot be deleted by an EventScope older than the project; use a newer one');
END;

-- A pair such a column scores keeps its id, and stays, as the rows' foreign key kept a
-- scored pair: its id would otherwise go to the next pair added, with the gone pair's score.
CREATE VIEW esd_pair_scored_alone AS
    SELECT p.id FROM esd_pair p JOIN esd_score_column c
        ON c.sole AND p.id >= c.first_pair AND p.id < c.first_pair + length(c.scores) / 8
       AND substr(c.scores, 8 * (p.id - c.first_pair) + 1, 8) <> x'7FF8000000000000';
CREATE TRIGGER esd_pair_sole_scored BEFORE DELETE ON esd_pair
WHEN EXISTS (SELECT 1 FROM esd_pair_scored_alone s WHERE s.id = OLD.id)
BEGIN
    SELECT RAISE(ABORT, 'a pair scored in a column kept alone (esd_score_column.sole) cannot be deleted or change its id');
END;
CREATE TRIGGER esd_pair_sole_scored_id BEFORE UPDATE OF id ON esd_pair
WHEN OLD.id <> NEW.id AND EXISTS (SELECT 1 FROM esd_pair_scored_alone s WHERE s.id = OLD.id)
BEGIN
    SELECT RAISE(ABORT, 'a pair scored in a column kept alone (esd_score_column.sole) cannot be deleted or change its id');
END;
