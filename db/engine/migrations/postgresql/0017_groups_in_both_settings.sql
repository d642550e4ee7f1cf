-- PostgreSQL form of ../0017_groups_in_both_settings.sql.

-- Schema version 17: a rater group may be scored in both settings; its members' labels
-- given seeing the goal alone (Core) are kept apart from esd_label, whose labels are then
-- their Full ones. On a team the new table's rows belong to a person, as esd_label's do.
ALTER TABLE rater_group ADD COLUMN both_settings INTEGER NOT NULL DEFAULT 0
    CHECK (both_settings IN (0, 1));

CREATE TABLE esd_core_label (
    pair_id   BIGINT NOT NULL REFERENCES esd_pair (id),
    person_id BIGINT NOT NULL REFERENCES person (id),
    label     INTEGER NOT NULL CHECK (label IN (-1, 0, 1)),
    set_at    TEXT COLLATE "C" NOT NULL,
    PRIMARY KEY (pair_id, person_id)
);

-- The team's rules (0014, extended by 0015) name the tables whose rows belong to a person
-- in one list; esd_core_label joins it, and the rest stays word for word. A rules text
-- without that list stops the migration rather than leave the table without rules.
DO $$
DECLARE
    src   text;
    fixed text;
BEGIN
    SELECT p.prosrc INTO src FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace
        WHERE n.nspname = current_schema() AND p.proname = 'eventscope_team_rules';
    fixed := replace(src, '''openpi_states''] LOOP', '''openpi_states'', ''esd_core_label''] LOOP');
    IF fixed IS NULL OR length(fixed) <> length(src) + length(', ''esd_core_label''') THEN
        RAISE EXCEPTION 'the team rules do not have the table list this version extends';
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

-- Live updates (0005): the table announces itself, and readers load the ESD figures again.
CREATE TRIGGER esd_core_label_announce_insert AFTER INSERT
    ON esd_core_label REFERENCING NEW TABLE AS changed
    FOR EACH STATEMENT EXECUTE FUNCTION eventscope_announce();
CREATE TRIGGER esd_core_label_announce_update AFTER UPDATE
    ON esd_core_label REFERENCING NEW TABLE AS changed
    FOR EACH STATEMENT EXECUTE FUNCTION eventscope_announce();
CREATE TRIGGER esd_core_label_announce_delete AFTER DELETE
    ON esd_core_label REFERENCING OLD TABLE AS changed
    FOR EACH STATEMENT EXECUTE FUNCTION eventscope_announce();
