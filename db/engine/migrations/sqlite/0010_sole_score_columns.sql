-- Schema version 10: a model's scores in one setting may be kept as their column alone.

-- sole: the column is where the scores are, with no rows in esd_score beside it. An import
-- keeps the dense scores of a (model, setting) that had none so (db/esd/esd_score_columns.h):
-- writing a million rows and their key's index was most of a million-pair import. Any other
-- write of such scores turns the column back into rows first.
ALTER TABLE esd_score_column ADD COLUMN sole INTEGER NOT NULL DEFAULT 0 CHECK (sole IN (0, 1));
