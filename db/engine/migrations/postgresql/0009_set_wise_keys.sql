-- PostgreSQL form of ../0009_set_wise_keys.sql.

-- Schema version 9: the three references an ESD import writes by the million (a label's
-- pair and person, a pair's goal) are checked once a statement, over every row it wrote,
-- instead of by foreign keys, which a server checks row by row: of importing a million
-- pairs (3 million labels) they took 30 of the 35 s the labels took to insert, and 5 of
-- the 8 s of the pairs (docs/benchmarks.md). The checks keep what the foreign keys kept:
--   * a row written names a row that exists, and that row is locked FOR KEY SHARE until
--     the writer ends (as a foreign key's check locks it), so no one deletes it meanwhile;
--     rows the writer itself inserted need no lock, no one else sees them yet;
--   * a row named by another cannot be deleted, nor its id changed.
-- Both run as the tables' owner (SECURITY DEFINER), who sees every row whatever the
-- row-level security of the session's role, as a foreign key's check does.
--
-- One thing a foreign key does that a trigger cannot: a REPEATABLE READ or SERIALIZABLE
-- transaction that deletes a named row would not see rows that name it committed after
-- its snapshot. Such a delete is refused; EventScope deletes in READ COMMITTED.

ALTER TABLE esd_label DROP CONSTRAINT IF EXISTS esd_label_pair_id_fkey;
ALTER TABLE esd_label DROP CONSTRAINT IF EXISTS esd_label_person_id_fkey;
ALTER TABLE esd_pair DROP CONSTRAINT IF EXISTS esd_pair_goal_id_fkey;

-- The references checked so: the table that names (child) by its column (col) the table
-- named (parent), by that one's id. The triggers below are made from it, and the checks,
-- which run as the owner, run for nothing else.
CREATE FUNCTION eventscope_checked_references(OUT child text, OUT col text, OUT parent text)
    RETURNS SETOF record LANGUAGE sql IMMUTABLE AS $$
    VALUES ('esd_label', 'pair_id', 'esd_pair'), ('esd_label', 'person_id', 'person'),
           ('esd_pair', 'goal_id', 'esd_goal')
$$;

-- A statement's rows (transition table "written", or the row NEW of a row trigger) name
-- rows of TG_ARGV[1] by their column TG_ARGV[0]; the named rows' key is id. The lock and
-- the check are one statement: what was not locked (gone meanwhile, or come after this
-- statement's snapshot) counts as missing, so no row it passes can be deleted before the
-- writer ends.
CREATE FUNCTION eventscope_named_rows_exist() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER AS $$
DECLARE
    rows text := 'written';
    missing bigint;
    locked bigint;
    many boolean := false;
    nestloop text := current_setting('enable_nestloop');
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
    END IF;
    -- Rows this transaction inserted need no lock (no one else sees them yet): told by
    -- xmin. A row frozen 2^32 transactions earlier under the same 32-bit xid would be
    -- taken for one; it would then go unlocked, not unchecked.
    EXECUTE format('WITH locked AS MATERIALIZED (SELECT n.id FROM %2$I n WHERE n.id IN '
                   '(SELECT %1$I FROM %3$s w) AND n.xmin <> pg_current_xact_id()::xid '
                   'FOR KEY SHARE OF n) '
                   'SELECT (SELECT count(*) FROM locked), (SELECT w.%1$I FROM %3$s w WHERE '
                   'NOT EXISTS (SELECT 1 FROM locked l WHERE l.id = w.%1$I) AND NOT EXISTS '
                   '(SELECT 1 FROM %2$I n WHERE n.id = w.%1$I AND '
                   'n.xmin = pg_current_xact_id()::xid) LIMIT 1)',
                   TG_ARGV[0], TG_ARGV[1], rows)
        INTO locked, missing;
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

-- Rows of this table that are gone (transition table "gone", or the row OLD of a row
-- trigger whose id changed; TRUNCATE: all of them) may be named by TG_ARGV[0]'s column
-- TG_ARGV[1] no more.
CREATE FUNCTION eventscope_gone_rows_unnamed() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER AS $$
DECLARE
    named bigint;
    removing boolean := true;
BEGIN
    IF NOT EXISTS (SELECT FROM eventscope_checked_references() r WHERE
                   r.parent::regclass = TG_RELID AND r.child = TG_ARGV[0] AND r.col = TG_ARGV[1]) THEN
        RAISE EXCEPTION 'eventscope_gone_rows_unnamed checks only EventScope''s own references';
    END IF;
    IF TG_OP = 'TRUNCATE' THEN
        EXECUTE format('SELECT r.%2$I FROM %1$I r LIMIT 1', TG_ARGV[0], TG_ARGV[1]) INTO named;
    ELSIF TG_LEVEL = 'ROW' THEN
        EXECUTE format('SELECT r.%2$I FROM %1$I r WHERE r.%2$I = $1 LIMIT 1', TG_ARGV[0],
                       TG_ARGV[1])
            INTO named USING OLD.id;
    ELSE
        EXECUTE format('SELECT g.id FROM gone g WHERE EXISTS (SELECT 1 FROM %1$I r WHERE '
                       'r.%2$I = g.id) LIMIT 1', TG_ARGV[0], TG_ARGV[1])
            INTO named;
        -- (Only here: the other forms have no "gone".)
        EXECUTE 'SELECT EXISTS (SELECT 1 FROM gone)' INTO removing;
    END IF;
    IF named IS NOT NULL THEN
        RAISE EXCEPTION 'update or delete on table "%" violates foreign key constraint "%" on table "%"',
                TG_TABLE_NAME, TG_ARGV[0] || '_' || TG_ARGV[1] || '_fkey', TG_ARGV[0]
            USING ERRCODE = 'foreign_key_violation',
                  DETAIL = format('Key (id)=(%s) is still referenced from table "%s".', named,
                                  TG_ARGV[0]),
                  TABLE = TG_TABLE_NAME;
    END IF;
    IF removing AND current_setting('transaction_isolation') NOT IN ('read committed',
                                                                     'read uncommitted') THEN
        RAISE EXCEPTION 'deleting from or changing ids of table "%" needs READ COMMITTED isolation',
                TG_TABLE_NAME
            USING ERRCODE = 'feature_not_supported',
                  HINT = 'Rows of table "' || TG_ARGV[0] || '" that name it, committed after '
                         'this transaction began, would not be seen.';
    END IF;
    RETURN NULL;
END $$;

-- Only triggers call them, which need no EXECUTE to fire; anyone else calling them
-- (through a trigger of their own making) would run a query as the owner.
REVOKE EXECUTE ON FUNCTION eventscope_named_rows_exist() FROM PUBLIC;
REVOKE EXECUTE ON FUNCTION eventscope_gone_rows_unnamed() FROM PUBLIC;

DO $$
DECLARE
    ref record;
    gone text;
BEGIN
    -- Security definers look only in the project's own schema (and pg_temp last, where a
    -- caller's temporary table could otherwise stand in for a checked one).
    EXECUTE format('ALTER FUNCTION eventscope_named_rows_exist() SET search_path = %I, pg_temp',
                   current_schema());
    EXECUTE format('ALTER FUNCTION eventscope_gone_rows_unnamed() SET search_path = %I, pg_temp',
                   current_schema());
    FOR ref IN SELECT * FROM eventscope_checked_references() LOOP
        EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS written '
                       'FOR EACH STATEMENT EXECUTE FUNCTION eventscope_named_rows_exist(%L, %L)',
                       ref.child || '_' || ref.col || '_exists', ref.child, ref.col, ref.parent);
        EXECUTE format('CREATE TRIGGER %I AFTER UPDATE OF %I ON %I FOR EACH ROW '
                       'WHEN (OLD.%I IS DISTINCT FROM NEW.%I) '
                       'EXECUTE FUNCTION eventscope_named_rows_exist(%L, %L)',
                       ref.child || '_' || ref.col || '_changed', ref.col, ref.child, ref.col,
                       ref.col, ref.col, ref.parent);
        gone := ref.parent || '_named_by_' || ref.child || '_' || ref.col;
        EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS gone '
                       'FOR EACH STATEMENT EXECUTE FUNCTION eventscope_gone_rows_unnamed(%L, %L)',
                       gone, ref.parent, ref.child, ref.col);
        EXECUTE format('CREATE TRIGGER %I AFTER UPDATE OF id ON %I FOR EACH ROW '
                       'WHEN (OLD.id IS DISTINCT FROM NEW.id) '
                       'EXECUTE FUNCTION eventscope_gone_rows_unnamed(%L, %L)',
                       gone || '_id', ref.parent, ref.child, ref.col);
        EXECUTE format('CREATE TRIGGER %I AFTER TRUNCATE ON %I '
                       'FOR EACH STATEMENT EXECUTE FUNCTION eventscope_gone_rows_unnamed(%L, %L)',
                       gone || '_all', ref.parent, ref.child, ref.col);
    END LOOP;
END $$;
