-- PostgreSQL form of ../0016_model_seeds.sql.

-- Schema version 16: a model's run may be one of several seeds of one model, as papers
-- report a model by the mean and standard deviation of its runs over seeds (ESTER, Table 3).
-- seed_of names that model and seed the run's seed as the importer gave it; both are NULL
-- for a run that stands alone. The run keeps a name of its own (db::seedRunName), as its
-- answers and scores are kept per model row.
ALTER TABLE model ADD COLUMN seed_of TEXT COLLATE "C";
ALTER TABLE model ADD COLUMN seed TEXT COLLATE "C";
