-- Schema version 8: each model's scores in one setting kept as one array beside its rows,
-- which a load reads instead of a row per score.

-- scores: big-endian IEEE 754 doubles, the score of pair first_pair + k at place k and NaN
-- where that pair has none. Written by the store in the transaction that writes the rows
-- (db/esd/esd_score_columns.h); a (model, setting) with rows and no column is read from its
-- rows.
CREATE TABLE esd_score_column (
    model_id   INTEGER NOT NULL REFERENCES model (id),
    setting    INTEGER NOT NULL CHECK (setting IN (0, 1)),
    first_pair INTEGER NOT NULL,
    scores     BLOB NOT NULL,
    PRIMARY KEY (model_id, setting)
) WITHOUT ROWID;
