-- PostgreSQL form of ../0008_score_columns.sql: the same table, with 64-bit keys.

-- Schema version 8: each model's scores in one setting kept as one array beside its rows,
-- which a load reads instead of a row per score.

-- scores: big-endian IEEE 754 doubles (float8send), the score of pair first_pair + k at
-- place k and NaN where that pair has none. Written by the store in the transaction that
-- writes the rows (db/esd/esd_score_columns.h); a (model, setting) with rows and no column
-- is read from its rows.
CREATE TABLE esd_score_column (
    model_id   BIGINT NOT NULL REFERENCES model (id),
    setting    INTEGER NOT NULL CHECK (setting IN (0, 1)),
    first_pair BIGINT NOT NULL,
    scores     BYTEA NOT NULL,
    PRIMARY KEY (model_id, setting)
);

-- Anyone who may write scores may type SQL that the store never sees: any statement that
-- writes esd_score drops every column, and the next import makes them again.
CREATE FUNCTION eventscope_score_columns_stale() RETURNS trigger
    LANGUAGE plpgsql AS $$
BEGIN
    DELETE FROM esd_score_column;
    RETURN NULL;
END $$;
CREATE TRIGGER esd_score_columns_stale
    AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON esd_score
    FOR EACH STATEMENT EXECUTE FUNCTION eventscope_score_columns_stale();

-- A team set up before this version (eventscope team init) gets the new table's grants
-- here, as team init would give them: read by everyone, written with the scores.
DO $$
DECLARE
    annotators   TEXT := current_database() || '_annotator';
    adjudicators TEXT := current_database() || '_adjudicator';
    viewers      TEXT := current_database() || '_viewer';
BEGIN
    IF EXISTS (SELECT FROM pg_roles WHERE rolname = annotators)
       AND EXISTS (SELECT FROM pg_proc WHERE proname = 'eventscope_blind') THEN
        EXECUTE format('GRANT SELECT ON esd_score_column TO %I, %I, %I', annotators,
                       adjudicators, viewers);
        EXECUTE format('GRANT INSERT, UPDATE, DELETE ON esd_score_column TO %I', adjudicators);
    END IF;
END $$;
