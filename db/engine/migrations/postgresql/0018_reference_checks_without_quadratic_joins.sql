-- PostgreSQL form of ../0018_reference_checks_without_quadratic_joins.sql.

-- Schema version 18: the set-wise reference checks (0009, 0011) of a statement of up to
-- 100,000 rows no longer compare each row with every row named. The planner took this
-- transaction's own named rows to be few (0.5% of the table) and joined each of the
-- statement's rows with all of them, or with all the rows it locked, one by one: an
-- import of 10,000 new pairs with 30,000 labels spent 8.8 of its 9.4 s there, and one of
-- 30,000 labels of pairs imported before 5 s, on a server where a file takes 0.1 s
-- (docs/benchmarks.md). It passes and refuses the same rows, and names a missing one as
-- it did.

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
        -- Each key named once: the rows locked are looked up in a hash of them, and only
        -- a key not among them in the named table's key. The planner, which takes this
        -- transaction's own rows to be few, joined the statement's rows with every one of
        -- them, or with every row locked, one by one (30,000 labels of 10,000 new pairs:
        -- 150 million comparisons, 8.8 s); and 90,000 labels named their three people
        -- 90,000 times.
        PERFORM set_config('work_mem', '128MB', true);
        EXECUTE format('WITH named AS MATERIALIZED (SELECT DISTINCT w.%1$I AS id FROM %3$s w '
                       'WHERE w.%1$I IS NOT NULL), '
                       'locked AS MATERIALIZED (SELECT n.id FROM %2$I n WHERE n.id IN '
                       '(SELECT k.id FROM named k) AND n.xmin <> pg_current_xact_id()::xid '
                       'FOR KEY SHARE OF n) '
                       'SELECT (SELECT count(*) FROM locked), (SELECT k.id FROM named k WHERE '
                       'k.id NOT IN (SELECT l.id FROM locked l) AND (SELECT n.xmin FROM %2$I n '
                       'WHERE n.id = k.id) IS DISTINCT FROM pg_current_xact_id()::xid LIMIT 1)',
                       TG_ARGV[0], TG_ARGV[1], rows)
            INTO locked, missing;
        PERFORM set_config('work_mem', memory, true);
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
