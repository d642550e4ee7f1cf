-- PostgreSQL form of ../0013_label_blocks_kept_by_the_server.sql.

-- Schema version 13: the label blocks (0012) are written by the server alone. A team's
-- members read them under the labels' row-level security and write none: the triggers
-- that follow the rows run as the owner of the tables (reversing 0012, where a writer
-- wrote the blocks of the labels it could write), and a member's import has the server
-- build its blocks from the rows (eventscope_label_blocks_build). Before, whoever could
-- write a person's labels could write that person's blocks by hand, and a load would
-- show what the block said, whatever the rows said, with no audit entry.

-- Every block not built (labels NULL) when it is called, built from the rows, as the
-- migration of 0012 did: for a team member's import, who may not write blocks, and
-- anyone after SQL that wrote many labels. The blocks are locked first, as
-- buildLabelBlocks does (db/esd/esd_label_blocks.h): a label committed meanwhile waits to
-- set its byte in what this builds, and one committed before is among the rows read
-- after. Only the blocks it locked are written: one left unbuilt by a commit after the
-- lock has rows this may not see. It returns nothing: the blocks it finds are everyone's.
CREATE FUNCTION eventscope_label_blocks_build() RETURNS void
    LANGUAGE plpgsql SECURITY DEFINER AS $$
DECLARE
    people bigint[];
    blocks bigint[];
BEGIN
    SELECT array_agg(person_id), array_agg(block) INTO people, blocks
        FROM (SELECT person_id, block FROM esd_label_block WHERE labels IS NULL
              ORDER BY person_id, block FOR UPDATE) b;
    IF people IS NULL THEN
        RETURN;
    END IF;
    -- A few blocks' rows are found by their ranges of the primary key; many by one pass
    -- over the labels (buildLabelBlocks's choice, for the same reasons). A block whose
    -- labels are all gone is all '0's.
    EXECUTE format($q$
        UPDATE esd_label_block b
            SET labels = convert_to(rpad(n.digits, 4096, '0'), 'UTF8'), fresh = false
            FROM (SELECT person_id, block,
                         string_agg(gap || chr(50 + label), '' ORDER BY pair_id) AS digits
                  FROM (SELECT l.person_id, e.block, l.pair_id, l.label,
                               repeat('0', (l.pair_id - coalesce(lag(l.pair_id) OVER w,
                                                                 e.block * 4096 - 1)
                                            - 1)::int) AS gap
                        FROM esd_label l
                        JOIN unnest($1, $2) AS e(person_id, block)
                             ON e.person_id = l.person_id AND %s
                        WINDOW w AS (PARTITION BY l.person_id, e.block ORDER BY l.pair_id)) r
                  GROUP BY person_id, block) n
            WHERE b.person_id = n.person_id AND b.block = n.block$q$,
        CASE WHEN cardinality(people) <= 64
             THEN 'l.pair_id >= e.block * 4096 AND l.pair_id < e.block * 4096 + 4096'
             ELSE 'l.pair_id >> 12 = e.block' END)
        USING people, blocks;
    UPDATE esd_label_block b SET labels = decode(repeat('30', 4096), 'hex'), fresh = false
        FROM unnest(people, blocks) AS e(person_id, block)
        WHERE b.person_id = e.person_id AND b.block = e.block AND b.labels IS NULL;
END $$;

-- The triggers' function writes as the owner too; both read the project's own tables
-- whatever search_path the caller set.
ALTER FUNCTION eventscope_label_blocks_follow() SECURITY DEFINER;
DO $$
BEGIN
    EXECUTE format('ALTER FUNCTION eventscope_label_blocks_follow() SET search_path = %I, '
                   'pg_temp', current_schema());
    EXECUTE format('ALTER FUNCTION eventscope_label_blocks_build() SET search_path = %I, '
                   'pg_temp', current_schema());
END $$;
-- A trigger function's right to run is checked when a trigger is made, never when it
-- fires: taken from everyone, it fires for esd_label's triggers alone, and no one else
-- can hang it on a table of their own (a temporary one) to write the blocks as the owner.
REVOKE EXECUTE ON FUNCTION eventscope_label_blocks_follow() FROM PUBLIC;
-- Whoever may write labels may have their blocks built; a viewer may not lock them.
REVOKE EXECUTE ON FUNCTION eventscope_label_blocks_build() FROM PUBLIC;

-- A team set up before this version (eventscope team init) keeps reading its blocks as
-- it did, and no longer writes them (db/team.cpp gives a new team the same). No one but
-- the owner makes objects in the project's schema (PostgreSQL 15's default; earlier
-- servers let everyone): a member's function or operator there could be picked by the
-- functions above by its argument types, and run as the owner.
DO $$
DECLARE
    annotators   TEXT := current_database() || '_annotator';
    adjudicators TEXT := current_database() || '_adjudicator';
BEGIN
    -- A team is set up when its policies' functions are here: group roles of the
    -- database's name may outlive an earlier database of that name.
    IF EXISTS (SELECT FROM pg_roles WHERE rolname = annotators)
       AND EXISTS (SELECT FROM pg_roles WHERE rolname = adjudicators)
       AND EXISTS (SELECT FROM pg_proc WHERE proname = 'eventscope_blind') THEN
        EXECUTE format('REVOKE INSERT, UPDATE, DELETE ON esd_label_block FROM %I, %I',
                       annotators, adjudicators);
        EXECUTE format('GRANT EXECUTE ON FUNCTION eventscope_label_blocks_build() TO %I, %I',
                       annotators, adjudicators);
        EXECUTE format('REVOKE CREATE ON SCHEMA %I FROM PUBLIC', current_schema());
        DROP POLICY IF EXISTS eventscope_own ON esd_label_block;
        DROP POLICY IF EXISTS eventscope_adjudicate ON esd_label_block;
    END IF;
END $$;
