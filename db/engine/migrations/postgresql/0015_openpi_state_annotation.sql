-- PostgreSQL form of ../0015_openpi_state_annotation.sql.

-- Schema version 15: people write OpenPI state changes, as the OpenPI protocol has them
-- do, and an adjudicator decides a step's states.
--
-- A person's state lists sit beside a model's and the gold in openpi_states, in the same
-- shape, so that import, export and scoring read them as they read a model's. On a team
-- the table becomes one whose rows belong to a person (NULL for gold and models): an
-- annotator reads and writes only their own lists; decisions are hidden from annotators
-- as the other decisions are.
ALTER TABLE openpi_states ADD COLUMN person_id BIGINT REFERENCES person (id);
ALTER TABLE openpi_states ADD CHECK (person_id IS NULL OR model_id IS NULL);
DROP INDEX openpi_states_key;
CREATE UNIQUE INDEX openpi_states_key
    ON openpi_states (procedure_id, coalesce(model_id, 0), coalesce(person_id, 0));

CREATE TABLE openpi_states_adjudication (
    procedure_id BIGINT NOT NULL REFERENCES openpi_procedure (id),
    step         INTEGER NOT NULL CHECK (step >= 1),
    changes      TEXT COLLATE "C" NOT NULL,
    person_id    BIGINT NOT NULL REFERENCES person (id),
    note         TEXT COLLATE "C" NOT NULL DEFAULT '',
    set_at       TEXT COLLATE "C" NOT NULL,
    PRIMARY KEY (procedure_id, step)
);

-- The team's rules (0014) name their tables in two lists: the tables whose rows belong to
-- a person, and the adjudicators' decisions. openpi_states joins the first and the new
-- decisions the second; the rest of the rules stay word for word, so the function is
-- rewritten in place, and a rules text that no longer has the lists stops the migration
-- rather than leave the tables without rules.
DO $$
DECLARE
    src   text;
    fixed text;
BEGIN
    SELECT p.prosrc INTO src FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace
        WHERE n.nspname = current_schema() AND p.proname = 'eventscope_team_rules';
    fixed := replace(src, '''openpi_expansion_rating''] LOOP',
                     '''openpi_expansion_rating'', ''openpi_states''] LOOP');
    fixed := replace(fixed, '''openpi_clustering_adjudication''] LOOP',
                     '''openpi_clustering_adjudication'', ''openpi_states_adjudication''] LOOP');
    IF fixed IS NULL OR length(fixed) <> length(src) + length(', ''openpi_states''') +
                                         length(', ''openpi_states_adjudication''') THEN
        RAISE EXCEPTION 'the team rules do not have the table lists this version extends';
    END IF;
    EXECUTE format('CREATE OR REPLACE FUNCTION eventscope_team_rules() RETURNS void '
                   'LANGUAGE plpgsql AS %L', fixed);
    EXECUTE format('ALTER FUNCTION eventscope_team_rules() SET search_path = %I, pg_catalog, '
                   'pg_temp', current_schema());
    IF EXISTS (SELECT FROM pg_roles WHERE rolname = current_database() || '_annotator')
       AND EXISTS (SELECT FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace
                   WHERE n.nspname = current_schema() AND p.proname = 'eventscope_blind') THEN
        PERFORM eventscope_team_rules();
    END IF;
END $$;

-- Live updates (0005): decisions on states announce themselves like the other decisions.
CREATE TRIGGER openpi_states_adjudication_announce_insert AFTER INSERT
    ON openpi_states_adjudication REFERENCING NEW TABLE AS changed
    FOR EACH STATEMENT EXECUTE FUNCTION eventscope_announce();
CREATE TRIGGER openpi_states_adjudication_announce_update AFTER UPDATE
    ON openpi_states_adjudication REFERENCING NEW TABLE AS changed
    FOR EACH STATEMENT EXECUTE FUNCTION eventscope_announce();
CREATE TRIGGER openpi_states_adjudication_announce_delete AFTER DELETE
    ON openpi_states_adjudication REFERENCING OLD TABLE AS changed
    FOR EACH STATEMENT EXECUTE FUNCTION eventscope_announce();
