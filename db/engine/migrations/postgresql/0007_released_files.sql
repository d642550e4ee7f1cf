-- PostgreSQL form of ../0007_released_files.sql: the same tables, with 64-bit keys and
-- byte-order ("C") text so sorting matches the project file's.

-- Schema version 7: what the datasets' remaining released files hold and the papers'
-- remaining evaluations need: OpenPI's released clusters with their generated
-- paraphrases, models' predicted schemata and states, an expert's error categories of
-- predicted schemata and judgements of generated paraphrases; ESTER reviews' structured
-- reasons.

-- The clusters object of the procedures file as given, expansions included (NULL when the
-- procedure came without one): what the schemata evaluation matches predictions against,
-- and what export writes back, whatever gold clusters replaced it since.
ALTER TABLE openpi_procedure ADD COLUMN clusters TEXT COLLATE "C";

-- A model's predicted schemata of a procedure (OpenPI 2.0, Table 3): steps is a JSON list
-- with one object a step, {entity: [attribute, ...]}, as given.
CREATE TABLE openpi_schema_prediction (
    procedure_id BIGINT NOT NULL REFERENCES openpi_procedure (id),
    model_id     BIGINT NOT NULL REFERENCES model (id),
    steps        TEXT COLLATE "C" NOT NULL,
    set_at       TEXT COLLATE "C" NOT NULL,
    PRIMARY KEY (procedure_id, model_id)
);

-- A model's predicted state changes of a procedure: steps is a JSON list with one list a
-- step of [entity, attribute, before, after], as given.
CREATE TABLE openpi_state_prediction (
    procedure_id BIGINT NOT NULL REFERENCES openpi_procedure (id),
    model_id     BIGINT NOT NULL REFERENCES model (id),
    steps        TEXT COLLATE "C" NOT NULL,
    set_at       TEXT COLLATE "C" NOT NULL,
    PRIMARY KEY (procedure_id, model_id)
);

-- A person's error analysis of a model's predicted schemata (OpenPI 2.0, Table 5), one row
-- a slot: position orders a step's slots, entity by entity as in the released files.
-- category is 1 (correct), 2 (no change) or 3 (nonsense) for a pair the model predicted,
-- NULL while it is not labelled, and 100 for a pair the person added as missed; an empty
-- attribute with 100 is an empty slot, kept for a lossless export.
CREATE TABLE openpi_schema_label (
    procedure_id BIGINT NOT NULL REFERENCES openpi_procedure (id),
    model_id     BIGINT NOT NULL REFERENCES model (id),
    person_id    BIGINT NOT NULL REFERENCES person (id),
    step         INTEGER NOT NULL CHECK (step >= 1),
    position     INTEGER NOT NULL,
    entity       TEXT COLLATE "C" NOT NULL,
    attribute    TEXT COLLATE "C" NOT NULL,
    category     INTEGER CHECK (category IN (1, 2, 3, 100)),
    set_at       TEXT COLLATE "C" NOT NULL,
    PRIMARY KEY (procedure_id, model_id, person_id, step, position)
);

-- The procedures whose analysis its person marked finished ("annotated" in the released
-- files).
CREATE TABLE openpi_schema_review (
    procedure_id BIGINT NOT NULL REFERENCES openpi_procedure (id),
    model_id     BIGINT NOT NULL REFERENCES model (id),
    person_id    BIGINT NOT NULL REFERENCES person (id),
    set_at       TEXT COLLATE "C" NOT NULL,
    PRIMARY KEY (procedure_id, model_id, person_id)
);

-- A person's judgement of one generated paraphrase (expansion) of a released gold
-- cluster: of an entity cluster (kind 'entity', attribute '') or of the attribute cluster
-- `attribute` of an entity (kind 'attribute'); entity and attribute are canonical names.
CREATE TABLE openpi_expansion_rating (
    procedure_id BIGINT NOT NULL REFERENCES openpi_procedure (id),
    kind         TEXT COLLATE "C" NOT NULL CHECK (kind IN ('entity', 'attribute')),
    entity       TEXT COLLATE "C" NOT NULL,
    attribute    TEXT COLLATE "C" NOT NULL DEFAULT '',
    paraphrase   TEXT COLLATE "C" NOT NULL,
    person_id    BIGINT NOT NULL REFERENCES person (id),
    correct      INTEGER NOT NULL CHECK (correct IN (0, 1)),
    set_at       TEXT COLLATE "C" NOT NULL,
    PRIMARY KEY (procedure_id, kind, entity, attribute, paraphrase, person_id)
);

-- Why a reviewer found an ESTER question invalid, one of a fixed list (NULL: valid, or
-- not given); reason keeps the reviewer's own words beside it.
ALTER TABLE ester_review ADD COLUMN reason_code TEXT COLLATE "C";

-- A team set up before this version (eventscope team init) gets the new tables' grants and
-- policies here, as team init would give them; team init again gives the same. A person's
-- error labels and paraphrase judgements are their own work, kept blind like their ratings;
-- the models' predictions are read by everyone and written by imports.
DO $$
DECLARE
    annotators   TEXT := current_database() || '_annotator';
    adjudicators TEXT := current_database() || '_adjudicator';
    viewers      TEXT := current_database() || '_viewer';
    t            TEXT;
BEGIN
    IF EXISTS (SELECT FROM pg_roles WHERE rolname = annotators)
       AND EXISTS (SELECT FROM pg_proc WHERE proname = 'eventscope_blind') THEN
        EXECUTE format('GRANT SELECT ON openpi_schema_prediction, openpi_state_prediction, '
                       'openpi_schema_label, openpi_schema_review, openpi_expansion_rating '
                       'TO %I, %I, %I', annotators, adjudicators, viewers);
        EXECUTE format('GRANT INSERT, UPDATE, DELETE ON openpi_schema_prediction, '
                       'openpi_state_prediction, openpi_schema_label, openpi_schema_review, '
                       'openpi_expansion_rating TO %I', adjudicators);
        FOREACH t IN ARRAY ARRAY['openpi_schema_label', 'openpi_schema_review',
                                 'openpi_expansion_rating'] LOOP
            EXECUTE format('ALTER TABLE %I ENABLE ROW LEVEL SECURITY', t);
            EXECUTE format('GRANT INSERT, UPDATE, DELETE ON %I TO %I', t, annotators);
            EXECUTE format('CREATE POLICY eventscope_read ON %I FOR SELECT USING (NOT '
                           'eventscope_blind() OR person_id IS NULL OR person_id = '
                           'eventscope_me())', t);
            EXECUTE format('CREATE POLICY eventscope_own ON %I FOR ALL TO %I USING (person_id = '
                           'eventscope_me()) WITH CHECK (person_id = eventscope_me())',
                           t, annotators);
            EXECUTE format('CREATE POLICY eventscope_adjudicate ON %I FOR ALL TO %I USING (true) '
                           'WITH CHECK (true)', t, adjudicators);
        END LOOP;
    END IF;
END $$;

-- Live updates (0005): the new tables announce themselves like the other OpenPI tables.
DO $$
DECLARE
    t text;
BEGIN
    FOREACH t IN ARRAY ARRAY['openpi_schema_prediction', 'openpi_state_prediction',
                             'openpi_schema_label', 'openpi_schema_review',
                             'openpi_expansion_rating'] LOOP
        EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS changed '
                       'FOR EACH STATEMENT EXECUTE FUNCTION eventscope_announce()', t || '_announce_insert', t);
        EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %I REFERENCING NEW TABLE AS changed '
                       'FOR EACH STATEMENT EXECUTE FUNCTION eventscope_announce()', t || '_announce_update', t);
        EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS changed '
                       'FOR EACH STATEMENT EXECUTE FUNCTION eventscope_announce()', t || '_announce_delete', t);
    END LOOP;
END
$$;
