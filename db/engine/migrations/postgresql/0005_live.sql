-- Live updates: each statement that changes a project's work announces, when its
-- transaction commits, what it changed on the channel "eventscope", so every workbench
-- open on the project applies others' edits within a second instead of reloading.
--
-- The payload is the table and, for ESD labels and decisions, the pairs a statement
-- touched (up to 500; more, as in an import, announce the table alone, and readers reload
-- the dataset). It never says whose row changed or to what: any connection may LISTEN,
-- whatever its role, and row-level security keeps values blind; a reader reads the
-- touched rows back through its own connection, which shows it only what it may see.
CREATE FUNCTION eventscope_announce() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
    touched bigint;
    ids text;
BEGIN
    IF TG_NARGS > 0 THEN
        SELECT count(DISTINCT pair_id) INTO touched FROM changed;
        IF touched = 0 THEN
            RETURN NULL;
        END IF;
        IF touched <= 500 THEN
            SELECT string_agg(DISTINCT pair_id::text, ',') INTO ids FROM changed;
            PERFORM pg_notify('eventscope', TG_TABLE_NAME || ':' || ids);
            RETURN NULL;
        END IF;
    -- A statement that changed nothing (an upsert of what was there) announces nothing.
    ELSIF NOT EXISTS (SELECT 1 FROM changed) THEN
        RETURN NULL;
    END IF;
    PERFORM pg_notify('eventscope', TG_TABLE_NAME);
    RETURN NULL;
END
$$;

DO $$
DECLARE
    t text;
    arg text;
BEGIN
    -- ESD labels and decisions announce their pairs (an annotator or adjudicator edits one
    -- pair at a time); every other table itself, which readers reload by dataset.
    FOREACH t IN ARRAY ARRAY['esd_label', 'esd_adjudication', 'person', 'model', 'audit',
                             'saved_view', 'esd_goal', 'esd_pair', 'esd_score', 'ester_passage',
                             'ester_question', 'ester_split', 'ester_split_question',
                             'ester_answer_set', 'ester_prediction_run', 'ester_trigger_set',
                             'ester_review', 'ester_adjudication', 'openpi_procedure',
                             'openpi_entity', 'openpi_salience', 'openpi_clustering',
                             'openpi_salience_adjudication', 'openpi_clustering_adjudication'] LOOP
        arg := CASE WHEN t IN ('esd_label', 'esd_adjudication') THEN quote_literal('pair') ELSE '' END;
        EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS changed '
                       'FOR EACH STATEMENT EXECUTE FUNCTION eventscope_announce(%s)',
                       t || '_announce_insert', t, arg);
        EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %I REFERENCING NEW TABLE AS changed '
                       'FOR EACH STATEMENT EXECUTE FUNCTION eventscope_announce(%s)',
                       t || '_announce_update', t, arg);
        EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS changed '
                       'FOR EACH STATEMENT EXECUTE FUNCTION eventscope_announce(%s)',
                       t || '_announce_delete', t, arg);
    END LOOP;
END
$$;
