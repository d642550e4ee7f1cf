-- PostgreSQL form of ../0014_team_rules.sql.

-- Schema version 14: a team's rules are one function of the project's, and they hold
-- against a member typing SQL.
--
-- Every function of the project runs with its search_path pinned to the system catalogs,
-- then the project's schema, then the caller's temporary tables last. Before, the
-- functions the policies and triggers call looked their tables up through the caller's
-- search_path: a member who made a temporary table "person" (or "pg_class") and put
-- pg_temp first became anyone to the policies, and read, changed and deleted another
-- person's labels, or wrote an audit entry and a decision in their name.
--
-- A contributed ESD step names who contributed it: an annotator adds steps in their own
-- name and withdraws only their own; the steps everyone labels are written by imports
-- alone (an annotator could change any step's text). Steps contributed before are given
-- the person of their first audit entry of the addition who also labelled them (adding a
-- step labelled it; anyone could write an audit entry in their own name).
ALTER TABLE esd_pair ADD COLUMN contributor_id BIGINT;
UPDATE esd_pair p SET contributor_id = c.person_id
    FROM (SELECT DISTINCT ON (a.item) a.item, pe.id AS person_id
          FROM audit a JOIN person pe ON pe.name = a.person
               JOIN esd_pair q ON q.ext_id = a.item
               JOIN esd_label l ON l.pair_id = q.id AND l.person_id = pe.id
          WHERE a.action = 'pair.add' AND a.dataset = 'esd'
          ORDER BY a.item, a.id) c
    WHERE p.origin = 'contributed' AND p.ext_id = c.item;

-- The columns of table `tbl` of schema `project`, quoted and in order, for grants column
-- by column; `writable` leaves out id, which a member never writes (an id taken ahead of
-- its sequence would stop everyone's next insert).
CREATE FUNCTION eventscope_columns(project text, tbl text, writable boolean) RETURNS text
    LANGUAGE sql STABLE AS $$
    SELECT string_agg(quote_ident(a.attname), ', ' ORDER BY a.attnum)
    FROM pg_attribute a JOIN pg_class c ON c.oid = a.attrelid
         JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE n.nspname = project AND c.relname = tbl AND a.attnum > 0
          AND NOT a.attisdropped AND NOT (writable AND a.attname = 'id')
$$;
REVOKE EXECUTE ON FUNCTION eventscope_columns(text, text, boolean) FROM PUBLIC;

-- A team's rules, made anew from nothing: the group roles' grants, every policy and the
-- functions the policies call. `eventscope team init` runs it (db/team.cpp), and so does a
-- migration that changes the rules, for a team set up before it. Run by the tables'
-- owner; a superuser also hides who is connected (below). docs/scaling.md lists what each
-- role may do to each table, and tst_team_roles tries every statement on every table as
-- each role.
CREATE FUNCTION eventscope_team_rules() RETURNS void LANGUAGE plpgsql AS $rules$
DECLARE
    project      text := current_schema();
    annotators   text := quote_ident(current_database() || '_annotator');
    adjudicators text := quote_ident(current_database() || '_adjudicator');
    viewers      text := quote_ident(current_database() || '_viewer');
    members      text;
    pinned       text;
    -- In a subquery, each is evaluated once a statement rather than once a row.
    me           text := '(SELECT eventscope_me())';
    blind        text := '(SELECT eventscope_blind())';
    t            text;
    r            record;
BEGIN
    members := annotators || ', ' || adjudicators || ', ' || viewers;
    pinned := format('SET search_path = pg_catalog, %I, pg_temp', project);

    -- Who the connected login is among the project's people, and whether it works blind:
    -- the session's user, which SET ROLE does not change (a member may SET ROLE to their
    -- group, and would have become a person of the group's name, labelling a second time).
    EXECUTE format('CREATE OR REPLACE FUNCTION eventscope_me() RETURNS bigint LANGUAGE sql '
                   'STABLE %s AS %L', pinned, 'SELECT id FROM person WHERE name = session_user');
    EXECUTE format('CREATE OR REPLACE FUNCTION eventscope_blind() RETURNS boolean LANGUAGE sql '
                   'STABLE %s AS %L', pinned,
                   format('SELECT pg_has_role(session_user, %L, %L)',
                          current_database() || '_annotator', 'MEMBER'));
    -- Who acts is who is connected: an audit entry and a decision name the connected role,
    -- whatever the program sent (the tables' owner may write for others).
    EXECUTE format('CREATE OR REPLACE FUNCTION eventscope_owner_writes(rel oid) RETURNS boolean '
                   'LANGUAGE sql STABLE %s AS %L', pinned,
                   'SELECT pg_has_role(current_user, (SELECT relowner FROM pg_class '
                   'WHERE oid = rel), ''MEMBER'')');
    EXECUTE format('CREATE OR REPLACE FUNCTION eventscope_audit_author() RETURNS trigger '
                   'LANGUAGE plpgsql %s AS %L', pinned,
                   'BEGIN IF NOT eventscope_owner_writes(TG_RELID) THEN NEW.person := '
                   'session_user; END IF; RETURN NEW; END');
    EXECUTE format('CREATE OR REPLACE FUNCTION eventscope_decision_author() RETURNS trigger '
                   'LANGUAGE plpgsql %s AS %L', pinned,
                   'BEGIN IF NOT eventscope_owner_writes(TG_RELID) THEN NEW.person_id := '
                   'eventscope_me(); END IF; RETURN NEW; END');

    -- From nothing: whatever an earlier version granted or allowed goes.
    FOR r IN SELECT policyname, tablename FROM pg_policies WHERE schemaname = project LOOP
        EXECUTE format('DROP POLICY %I ON %I', r.policyname, r.tablename);
    END LOOP;
    EXECUTE format('REVOKE ALL ON ALL TABLES IN SCHEMA %I FROM %s', project, members);
    EXECUTE format('REVOKE ALL ON ALL SEQUENCES IN SCHEMA %I FROM %s', project, members);
    -- A member's own function or operator in the schema could be picked by argument types.
    EXECUTE format('REVOKE CREATE ON SCHEMA %I FROM PUBLIC', project);

    -- Everyone reads (row-level security narrows it); annotators and adjudicators draw
    -- new ids; adjudicators import, decide and assign. Nobody but the owner writes the
    -- schema's version, the project's metadata or the label blocks (the server's alone,
    -- 0013), changes or deletes an audit entry, or changes who a person is.
    EXECUTE format('GRANT USAGE ON SCHEMA %I TO %s', project, members);
    EXECUTE format('GRANT SELECT ON ALL TABLES IN SCHEMA %I TO %s, %s', project, adjudicators,
                   viewers);
    -- Annotators read column by column: a table-wide right would let them read the rows'
    -- system columns too, where xmax names the transaction that last locked a row; the
    -- checks of a label's pair and person lock both, and joining the two told who
    -- labelled which pair. (A migration that adds a column runs these rules again.)
    FOR t IN SELECT c.relname FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
             WHERE n.nspname = project AND c.relkind IN ('r', 'p') LOOP
        EXECUTE format('GRANT SELECT (%s) ON %I TO %s', eventscope_columns(project, t, false),
                       t, annotators);
    END LOOP;
    EXECUTE format('GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA %I TO %s, %s', project,
                   annotators, adjudicators);
    EXECUTE format('GRANT INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA %I TO %s', project,
                   adjudicators);
    EXECUTE format('REVOKE INSERT, UPDATE, DELETE ON eventscope_schema, project_meta, '
                   'esd_label_block, audit, person FROM %s', adjudicators);
    EXECUTE format('GRANT INSERT ON audit, person TO %s', adjudicators);
    FOREACH t IN ARRAY ARRAY['audit', 'person'] LOOP
        EXECUTE format('GRANT INSERT (%s) ON %I TO %s', eventscope_columns(project, t, true),
                       t, annotators);
    END LOOP;
    EXECUTE format('GRANT EXECUTE ON FUNCTION eventscope_label_blocks_build() TO %s, %s',
                   annotators, adjudicators);

    -- Rows that belong to one person (person_id; NULL for gold and models): an annotator
    -- reads and writes only their own, and everyone reads the models' and the gold.
    FOREACH t IN ARRAY ARRAY['esd_label', 'ester_answer_set', 'ester_trigger_set',
                             'ester_review', 'openpi_salience', 'openpi_clustering',
                             'openpi_schema_label', 'openpi_schema_review',
                             'openpi_expansion_rating'] LOOP
        EXECUTE format('ALTER TABLE %I ENABLE ROW LEVEL SECURITY', t);
        EXECUTE format('GRANT INSERT (%1$s), UPDATE (%1$s), DELETE ON %2$I TO %3$s',
                       eventscope_columns(project, t, true), t, annotators);
        EXECUTE format('CREATE POLICY eventscope_read ON %I FOR SELECT USING (NOT %s OR '
                       'person_id IS NULL OR person_id = %s)', t, blind, me);
        EXECUTE format('CREATE POLICY eventscope_own ON %I FOR ALL TO %s USING (person_id = %s) '
                       'WITH CHECK (person_id = %s)', t, annotators, me, me);
        EXECUTE format('CREATE POLICY eventscope_adjudicate ON %I FOR ALL TO %s USING (true) '
                       'WITH CHECK (true)', t, adjudicators);
    END LOOP;

    -- Adjudicated gold: hidden from annotators, who work against the released gold; a
    -- decision names the adjudicator who is connected.
    FOREACH t IN ARRAY ARRAY['esd_adjudication', 'ester_adjudication',
                             'openpi_salience_adjudication',
                             'openpi_clustering_adjudication'] LOOP
        EXECUTE format('ALTER TABLE %I ENABLE ROW LEVEL SECURITY', t);
        EXECUTE format('CREATE POLICY eventscope_read ON %I FOR SELECT USING (NOT %s)', t, blind);
        EXECUTE format('CREATE POLICY eventscope_adjudicate ON %I FOR ALL TO %s USING (true) '
                       'WITH CHECK (person_id = %s)', t, adjudicators, me);
        EXECUTE format('DROP TRIGGER IF EXISTS eventscope_author ON %I', t);
        EXECUTE format('CREATE TRIGGER eventscope_author BEFORE INSERT OR UPDATE ON %I FOR EACH '
                       'ROW EXECUTE FUNCTION eventscope_decision_author()', t);
    END LOOP;

    -- Which ESD pairs are decided, never what: an annotator is told that a pair they
    -- label is decided (the decision itself stays hidden from them).
    EXECUTE format('CREATE OR REPLACE FUNCTION eventscope_decided_pairs() RETURNS TABLE '
                   '(pair_id bigint) LANGUAGE sql STABLE SECURITY DEFINER %s AS %L', pinned,
                   'SELECT a.pair_id FROM esd_adjudication a');
    REVOKE EXECUTE ON FUNCTION eventscope_decided_pairs() FROM PUBLIC;
    EXECUTE format('GRANT EXECUTE ON FUNCTION eventscope_decided_pairs() TO %s', members);

    -- A person's label blocks are read as their labels are.
    ALTER TABLE esd_label_block ENABLE ROW LEVEL SECURITY;
    EXECUTE format('CREATE POLICY eventscope_read ON esd_label_block FOR SELECT USING (NOT %s OR '
                   'person_id = %s)', blind, me);

    -- An annotator reads their own queue; adjudicators (and the owner) make the panels.
    ALTER TABLE assignment ENABLE ROW LEVEL SECURITY;
    EXECUTE format('CREATE POLICY eventscope_read ON assignment FOR SELECT USING (NOT %s OR '
                   'person_id = %s)', blind, me);
    EXECUTE format('CREATE POLICY eventscope_adjudicate ON assignment FOR ALL TO %s USING (true) '
                   'WITH CHECK (true)', adjudicators);

    -- An annotator adds themselves as an annotator; an adjudicator's import adds the
    -- annotators its files name. Roles change through `eventscope role` alone.
    ALTER TABLE person ENABLE ROW LEVEL SECURITY;
    CREATE POLICY eventscope_read ON person FOR SELECT USING (true);
    EXECUTE format('CREATE POLICY eventscope_self ON person FOR INSERT TO %s WITH CHECK '
                   '(name = session_user AND role = ''annotator'')', annotators);
    EXECUTE format('CREATE POLICY eventscope_adjudicate ON person FOR INSERT TO %s WITH CHECK '
                   '(role = ''annotator'')', adjudicators);

    -- An audit entry names whoever is connected (the trigger), whatever the program sent;
    -- annotators read their own.
    ALTER TABLE audit ENABLE ROW LEVEL SECURITY;
    EXECUTE format('CREATE POLICY eventscope_read ON audit FOR SELECT USING (NOT %s OR '
                   'person = session_user)', blind);
    EXECUTE format('CREATE POLICY eventscope_write ON audit FOR INSERT TO %s, %s WITH CHECK '
                   '(true)', annotators, adjudicators);
    DROP TRIGGER IF EXISTS eventscope_author ON audit;
    CREATE TRIGGER eventscope_author BEFORE INSERT OR UPDATE ON audit FOR EACH ROW
        EXECUTE FUNCTION eventscope_audit_author();

    -- A question's author edits it; others' questions are read, as in the blind view.
    ALTER TABLE ester_question ENABLE ROW LEVEL SECURITY;
    EXECUTE format('GRANT INSERT (%1$s), UPDATE (%1$s), DELETE ON ester_question TO %2$s',
                   eventscope_columns(project, 'ester_question', true), annotators);
    CREATE POLICY eventscope_read ON ester_question FOR SELECT USING (true);
    EXECUTE format('CREATE POLICY eventscope_own ON ester_question FOR ALL TO %s USING '
                   '(author_id = %s) WITH CHECK (author_id = %s)', annotators, me, me);
    EXECUTE format('CREATE POLICY eventscope_adjudicate ON ester_question FOR ALL TO %s USING '
                   '(true) WITH CHECK (true)', adjudicators);

    -- The steps everyone labels are the imports'; an annotator adds a step of their own
    -- and withdraws only that, never changes one.
    ALTER TABLE esd_pair ENABLE ROW LEVEL SECURITY;
    EXECUTE format('GRANT INSERT (%s), DELETE ON esd_pair TO %s',
                   eventscope_columns(project, 'esd_pair', true), annotators);
    CREATE POLICY eventscope_read ON esd_pair FOR SELECT USING (true);
    -- Its id is one of the goal's contributed steps' (g12-c3, as EventScope names them), not
    -- one an import may bring.
    EXECUTE format('CREATE POLICY eventscope_contribute ON esd_pair FOR INSERT TO %s WITH CHECK '
                   '(origin = ''contributed'' AND contributor_id = %s AND ext_id LIKE ''g'' || '
                   'goal_id || ''-c%%'')', annotators, me);
    EXECUTE format('CREATE POLICY eventscope_withdraw ON esd_pair FOR DELETE TO %s USING '
                   '(origin = ''contributed'' AND contributor_id = %s)', annotators, me);
    EXECUTE format('CREATE POLICY eventscope_adjudicate ON esd_pair FOR ALL TO %s USING (true) '
                   'WITH CHECK (true)', adjudicators);

    -- Saved views are everyone's to open; an annotator saves and replaces their own.
    ALTER TABLE saved_view ENABLE ROW LEVEL SECURITY;
    EXECUTE format('GRANT INSERT (%1$s), UPDATE (%1$s), DELETE ON saved_view TO %2$s',
                   eventscope_columns(project, 'saved_view', true), annotators);
    CREATE POLICY eventscope_read ON saved_view FOR SELECT USING (true);
    EXECUTE format('CREATE POLICY eventscope_own ON saved_view FOR ALL TO %s USING (created_by = '
                   'session_user) WITH CHECK (created_by = session_user)', annotators);
    EXECUTE format('CREATE POLICY eventscope_adjudicate ON saved_view FOR ALL TO %s USING (true) '
                   'WITH CHECK (true)', adjudicators);

    -- Announcements of changes (0005) come from the writer's server process, whose pid
    -- the server's activity views map to a login for anyone connected to this database.
    -- A superuser takes those views from everyone here but the monitoring role
    -- pg_read_all_stats and the tables' owner; docs/scaling.md says what is left.
    IF (SELECT rolsuper FROM pg_roles WHERE rolname = current_user) THEN
        REVOKE SELECT ON pg_catalog.pg_stat_activity, pg_catalog.pg_stat_ssl,
                         pg_catalog.pg_stat_gssapi FROM PUBLIC;
        REVOKE EXECUTE ON FUNCTION pg_catalog.pg_stat_get_activity(integer),
                                   pg_catalog.pg_stat_get_backend_userid(integer) FROM PUBLIC;
        SELECT quote_ident(pg_get_userbyid(relowner)) INTO t FROM pg_class
            WHERE oid = 'person'::regclass;
        EXECUTE format('GRANT SELECT ON pg_catalog.pg_stat_activity, pg_catalog.pg_stat_ssl, '
                       'pg_catalog.pg_stat_gssapi TO pg_read_all_stats, %s', t);
        EXECUTE format('GRANT EXECUTE ON FUNCTION pg_catalog.pg_stat_get_activity(integer), '
                       'pg_catalog.pg_stat_get_backend_userid(integer) TO pg_read_all_stats, %s',
                       t);
    END IF;

    FOR r IN SELECT p.oid::regprocedure AS f FROM pg_proc p JOIN pg_namespace n
                 ON n.oid = p.pronamespace
             WHERE n.nspname = project AND p.proname LIKE 'eventscope\_%'
                   AND p.proname <> 'eventscope_team_rules' LOOP
        EXECUTE format('ALTER FUNCTION %s %s', r.f, pinned);
    END LOOP;
END
$rules$;
REVOKE EXECUTE ON FUNCTION eventscope_team_rules() FROM PUBLIC;

-- Every function of the project, team or not, pinned; a team set up before this version
-- gets this version's rules.
DO $$
DECLARE
    r record;
BEGIN
    FOR r IN SELECT p.oid::regprocedure AS f FROM pg_proc p JOIN pg_namespace n
                 ON n.oid = p.pronamespace
             WHERE n.nspname = current_schema() AND p.proname LIKE 'eventscope\_%'
                   AND p.proname <> 'eventscope_team_rules' LOOP
        EXECUTE format('ALTER FUNCTION %s SET search_path = pg_catalog, %I, pg_temp', r.f,
                       current_schema());
    END LOOP;
    -- The rules make objects in the project's schema, which must come first for that; no
    -- member may make one there.
    EXECUTE format('ALTER FUNCTION eventscope_team_rules() SET search_path = %I, pg_catalog, '
                   'pg_temp', current_schema());
    IF EXISTS (SELECT FROM pg_roles WHERE rolname = current_database() || '_annotator')
       AND EXISTS (SELECT FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace
                   WHERE n.nspname = current_schema() AND p.proname = 'eventscope_blind') THEN
        PERFORM eventscope_team_rules();
    END IF;
END $$;
