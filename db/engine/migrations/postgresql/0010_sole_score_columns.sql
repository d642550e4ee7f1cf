-- PostgreSQL form of ../0010_sole_score_columns.sql.

-- Schema version 10: a model's scores in one setting may be kept as their column alone.

-- sole: the column is where the scores are, with no rows in esd_score beside it. An import
-- keeps the dense scores of a (model, setting) that had none so (db/esd/esd_score_columns.h):
-- writing 8 million rows and their key's index was a third of a million-pair import. Any
-- other write of such scores turns the column back into rows first.
ALTER TABLE esd_score_column ADD COLUMN sole BOOLEAN NOT NULL DEFAULT false;

-- A statement typed on esd_score outside the store still drops the columns made from rows,
-- but not those that hold the only copy of their scores; and rows given to a (model,
-- setting) kept as a column alone are refused, since a load would never see them.
CREATE OR REPLACE FUNCTION eventscope_score_columns_stale() RETURNS trigger
    LANGUAGE plpgsql AS $$
DECLARE
    kept RECORD;
BEGIN
    DELETE FROM esd_score_column WHERE NOT sole;
    SELECT c.model_id, c.setting INTO kept FROM esd_score_column c
        WHERE c.sole AND EXISTS (SELECT FROM esd_score s
                                 WHERE s.model_id = c.model_id AND s.setting = c.setting)
        LIMIT 1;
    IF FOUND THEN
        RAISE EXCEPTION 'the scores of model % in setting % are kept as a column alone (esd_score_column.sole); import them again instead of writing their rows',
            kept.model_id, kept.setting;
    END IF;
    RETURN NULL;
END $$;

-- Scores kept as a column alone have no rows to announce them to the workbenches open on
-- the project (0005_live.sql): the columns announce their dataset instead.
CREATE TRIGGER esd_score_column_announce_insert AFTER INSERT ON esd_score_column
    REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION eventscope_announce();
CREATE TRIGGER esd_score_column_announce_update AFTER UPDATE ON esd_score_column
    REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION eventscope_announce();
CREATE TRIGGER esd_score_column_announce_delete AFTER DELETE ON esd_score_column
    REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION eventscope_announce();

-- Such a column is the only copy of its scores. The store takes one away by marking it
-- first (sole = false), which an EventScope from before this version, still open on the
-- project, never does: it would drop it as a column without rows, and lose the scores.
CREATE FUNCTION eventscope_sole_column_kept() RETURNS trigger
    LANGUAGE plpgsql AS $$
BEGIN
    RAISE EXCEPTION 'the scores of model % in setting % are kept as a column alone (esd_score_column.sole, schema version 10) and cannot be deleted by an EventScope older than the project; use a newer one',
        OLD.model_id, OLD.setting;
END $$;
CREATE TRIGGER esd_score_column_sole_kept BEFORE DELETE ON esd_score_column
    FOR EACH ROW WHEN (OLD.sole) EXECUTE FUNCTION eventscope_sole_column_kept();

-- A pair such a column scores keeps its id, and stays: its score would otherwise be left
-- behind in the column, unseen or taken up by another pair.
CREATE FUNCTION eventscope_sole_scored_pair() RETURNS trigger
    LANGUAGE plpgsql AS $$
BEGIN
    IF EXISTS (SELECT FROM esd_score_column c
               WHERE c.sole AND OLD.id >= c.first_pair
                 AND OLD.id < c.first_pair + length(c.scores) / 8
                 AND substr(c.scores, CAST(8 * (OLD.id - c.first_pair) + 1 AS INTEGER), 8)
                     <> '\x7ff8000000000000'::bytea) THEN
        RAISE EXCEPTION 'pair % is scored in a column kept alone (esd_score_column.sole): it cannot be deleted or change its id',
            OLD.ext_id;
    END IF;
    RETURN CASE TG_OP WHEN 'DELETE' THEN OLD ELSE NEW END;
END $$;
CREATE TRIGGER esd_pair_sole_scored BEFORE DELETE ON esd_pair
    FOR EACH ROW EXECUTE FUNCTION eventscope_sole_scored_pair();
CREATE TRIGGER esd_pair_sole_scored_id BEFORE UPDATE OF id ON esd_pair
    FOR EACH ROW WHEN (OLD.id IS DISTINCT FROM NEW.id)
    EXECUTE FUNCTION eventscope_sole_scored_pair();

-- TRUNCATE passes row triggers by: on either table it would take such scores with it.
CREATE FUNCTION eventscope_sole_columns_truncated() RETURNS trigger
    LANGUAGE plpgsql AS $$
BEGIN
    IF EXISTS (SELECT FROM esd_score_column WHERE sole) THEN
        RAISE EXCEPTION 'table "%" cannot be truncated while scores are kept as a column alone (esd_score_column.sole)',
            TG_TABLE_NAME;
    END IF;
    RETURN NULL;
END $$;
CREATE TRIGGER esd_score_column_sole_truncated BEFORE TRUNCATE ON esd_score_column
    FOR EACH STATEMENT EXECUTE FUNCTION eventscope_sole_columns_truncated();
CREATE TRIGGER esd_pair_sole_truncated BEFORE TRUNCATE ON esd_pair
    FOR EACH STATEMENT EXECUTE FUNCTION eventscope_sole_columns_truncated();
