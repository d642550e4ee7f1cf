-- PostgreSQL form of ../0011_lighter_checks.sql.

-- Schema version 11: what a server does beside a million-row write, made lighter. Nothing
-- a project holds changes; each check passes and refuses what it did before.

-- A score column is a million doubles, which do not compress: storing one tried pglz over
-- its 8 MB first, 0.2 of the 0.3 s each of an import's columns took (docs/benchmarks.md).
-- Kept uncompressed, a slice of one (a pair's score, read by eventscope_sole_scored_pair)
-- is also read without the rest.
ALTER TABLE esd_score_column ALTER COLUMN scores SET STORAGE EXTERNAL;

-- The references a statement's rows name (0009_set_wise_keys.sql), checked past 100,000
-- rows by one join of those rows with the named rows that exist (locked, or this
-- transaction's own), in memory enough to hold a million of them. The check joined them
-- with each in turn, in the default 4 MB of memory, which spilled both to disk: 3.2 s of
-- a million pairs' 3 million labels, and 1.8 s for their three people. It passes and
-- refuses the same rows, and names a missing one as it did.
CREATE OR REPLACE FUNCTION eventscope_named_rows_exist() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER AS $$
DECLARE
    rows text := 'written';
    missing bigint;
    locked bigint;
    many boolean := false;
    nestloop text := current_setting('enable_nestloop');
    memory text := current_setting('work_mem');
BEGIN
    IF NOT EXISTS (SELECT FROM eventscope_checked_references() r WHERE
                   r.child::regclass = TG_RELID AND r.col = TG_ARGV[0] AND r.parent = TG_ARGV[1]) THEN
        RAISE EXCEPTION 'eventscope_named_rows_exist checks only EventScope''s own references';
    END IF;
    IF TG_LEVEL = 'ROW' THEN
        -- A key changed by an UPDATE, rare: the statement form, over that row.
        rows := format('(SELECT (%L::jsonb ->> %L)::bigint AS %I)', to_jsonb(NEW)::text,
                       TG_ARGV[0], TG_ARGV[0]);
    ELSE
        -- Past 100,000 rows one pass over the named table beats an index lookup a row,
        -- which the planner would choose anyway: an import's 3 million labels took 1 s
        -- to check against a million pairs so, and 2-3.5 s a lookup a label.
        SELECT count(*) > 100000 INTO many FROM (SELECT FROM written LIMIT 100001) w;
    END IF;
    IF many THEN
        PERFORM set_config('enable_nestloop', 'off', true);
        -- A million rows named are hashed: in the default 4 MB they were spilled to disk.
        PERFORM set_config('work_mem', '128MB', true);
        -- The rows named that exist are those locked and this transaction's own, whatever
        -- they are named by: one join of the statement's rows with both at once, where
        -- the form below joins them with each in turn, read them twice.
        rows := NULL;
    END IF;
    -- A row frozen 2^32 transactions earlier under the same 32-bit xid would be taken for
    -- one of this transaction's; it would then go unlocked, not unchecked.
    IF rows IS NULL THEN
        EXECUTE format('WITH locked AS MATERIALIZED (SELECT n.id FROM %2$I n WHERE n.id IN '
                       '(SELECT %1$I FROM written w) AND n.xmin <> pg_current_xact_id()::xid '
                       'FOR KEY SHARE OF n), '
                       'known AS (SELECT id FROM locked UNION ALL SELECT n.id FROM %2$I n '
                       'WHERE n.xmin = pg_current_xact_id()::xid) '
                       'SELECT (SELECT count(*) FROM locked), (SELECT w.%1$I FROM written w '
                       'WHERE w.%1$I IS NOT NULL AND NOT EXISTS (SELECT 1 FROM known k '
                       'WHERE k.id = w.%1$I) LIMIT 1)',
                       TG_ARGV[0], TG_ARGV[1])
            INTO locked, missing;
        PERFORM set_config('work_mem', memory, true);
    ELSE
        EXECUTE format('WITH locked AS MATERIALIZED (SELECT n.id FROM %2$I n WHERE n.id IN '
                       '(SELECT %1$I FROM %3$s w) AND n.xmin <> pg_current_xact_id()::xid '
                       'FOR KEY SHARE OF n) '
                       'SELECT (SELECT count(*) FROM locked), (SELECT w.%1$I FROM %3$s w WHERE '
                       'NOT EXISTS (SELECT 1 FROM locked l WHERE l.id = w.%1$I) AND NOT EXISTS '
                       '(SELECT 1 FROM %2$I n WHERE n.id = w.%1$I AND '
                       'n.xmin = pg_current_xact_id()::xid) LIMIT 1)',
                       TG_ARGV[0], TG_ARGV[1], rows)
            INTO locked, missing;
    END IF;
    PERFORM set_config('enable_nestloop', nestloop, true);
    IF missing IS NOT NULL THEN  -- (EXECUTE leaves FOUND as it was)
        RAISE EXCEPTION 'insert or update on table "%" violates foreign key constraint "%"',
                TG_TABLE_NAME, TG_TABLE_NAME || '_' || TG_ARGV[0] || '_fkey'
            USING ERRCODE = 'foreign_key_violation',
                  DETAIL = format('Key (%s)=(%s) is not present in table "%s".', TG_ARGV[0],
                                  missing, TG_ARGV[1]),
                  TABLE = TG_TABLE_NAME;
    END IF;
    RETURN NULL;
END $$;

-- Replacing a function clears its settings: a security definer looks only in the project's
-- own schema again (and pg_temp last), as 0009_set_wise_keys.sql set it.
DO $$
BEGIN
    EXECUTE format('ALTER FUNCTION eventscope_named_rows_exist() SET search_path = %I, pg_temp',
                   current_schema());
END $$;

-- The pairs a statement changed are announced one by one up to 500 (0005_live.sql). Past
-- 5,000 rows they are not counted: counting the distinct pairs of a million-pair import's
-- 3 million labels took 1.2 s. Such a statement announces its table, as one past 500
-- pairs did; a workbench then reloads the dataset instead of those pairs, which it would
-- have done for 500 of them anyway.
CREATE OR REPLACE FUNCTION eventscope_announce() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
    touched bigint;
    ids text;
BEGIN
    IF TG_NARGS > 0 THEN
        SELECT count(*) INTO touched FROM (SELECT FROM changed LIMIT 5001) c;
        IF touched = 0 THEN
            RETURN NULL;
        END IF;
        IF touched <= 5000 THEN
            SELECT count(DISTINCT pair_id) INTO touched FROM changed;
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
