-- PostgreSQL form of ../0012_label_blocks.sql.

-- Schema version 12: each person's ESD labels also kept in blocks of 4,096 pairs, one
-- byte a pair, which a load reads instead of a row per label. A million pairs' 3 million
-- labels took 0.7-0.8 s to send as rows, most of a server's share of opening the project,
-- and 7 ms as their 735 blocks (docs/benchmarks.md). The rows stay what is true; the
-- server keeps the blocks with them, whoever writes them and however:
--   * a statement changing up to 64 labels sets their bytes in their blocks, making a
--     block for a person's first label in it;
--   * a larger one (an import) marks the blocks it touched as not built (labels NULL),
--     making those it needs, and whoever reads one so reads its rows instead; an import
--     builds them again before it commits (db/esd/esd_label_blocks.h).
-- A person with labels in a block always has that block; a built one is what the rows
-- are, in every transaction: a block is changed under its row lock, and a statement's
-- change reads the block as it is then, so two writers' bytes never overwrite each other.

-- labels: byte k is the label of pair block * 4096 + k as the digit '1' (-1), '2' (0) or
-- '3' (1), and '0' where the person has none; NULL while the block is not built.
-- fresh: made by a statement of many labels, and touched by no other since: the block
-- holds that statement's labels alone, which its writer knows without reading them back
-- (with xmin its transaction's, buildLabelBlocks's test).
CREATE TABLE esd_label_block (
    person_id BIGINT NOT NULL,
    block     BIGINT NOT NULL,
    labels    BYTEA,
    fresh     BOOLEAN NOT NULL DEFAULT false,
    PRIMARY KEY (person_id, block)
);

-- The blocks of the labels a project already has, with no label written meanwhile (an
-- older EventScope still open on the project waits): the triggers below follow only what
-- comes after. A million pairs' labels are sorted by person and pair here, which spilled
-- to disk in the default 4 MB of memory.
LOCK TABLE esd_label IN SHARE ROW EXCLUSIVE MODE;
SET LOCAL work_mem = '256MB';
INSERT INTO esd_label_block (person_id, block, labels)
SELECT person_id, block,
       convert_to(rpad(string_agg(gap || chr(50 + label), '' ORDER BY pair_id), 4096, '0'), 'UTF8')
FROM (SELECT person_id, pair_id >> 12 AS block, pair_id, label,
             repeat('0', (pair_id - coalesce(lag(pair_id) OVER w, (pair_id >> 12 << 12) - 1)
                          - 1)::int) AS gap
      FROM esd_label
      WINDOW w AS (PARTITION BY person_id, pair_id >> 12 ORDER BY pair_id)) s
GROUP BY person_id, block;

-- Follows a statement's labels (transition tables "gone" and "written"; TRUNCATE: all).
-- Not a security definer: a writer changes the blocks of the labels it may change, under
-- the same row-level security (db/team.cpp), and nothing else.
CREATE FUNCTION eventscope_label_blocks_follow() RETURNS trigger
    LANGUAGE plpgsql AS $$
DECLARE
    r record;
    many boolean := false;
BEGIN
    IF TG_OP = 'TRUNCATE' THEN
        DELETE FROM esd_label_block;
        RETURN NULL;
    END IF;
    IF TG_OP = 'INSERT' THEN
        SELECT count(*) > 64 INTO many FROM (SELECT FROM written LIMIT 65) w;
    ELSE
        SELECT count(*) > 64 INTO many FROM (SELECT FROM gone LIMIT 65) g;
    END IF;
    IF many THEN
        -- One upsert a block at most: a command may not change a row twice. Blocks are
        -- taken in key order, here and below: two writers of the same blocks wait for one
        -- another, and never each for the other.
        IF TG_OP = 'INSERT' THEN
            INSERT INTO esd_label_block AS b (person_id, block, labels, fresh)
                SELECT DISTINCT person_id, pair_id >> 12, NULL::bytea, true FROM written
                ORDER BY 1, 2
                ON CONFLICT (person_id, block) DO UPDATE SET labels = NULL, fresh = false;
        ELSIF TG_OP = 'UPDATE' THEN
            INSERT INTO esd_label_block AS b (person_id, block, labels)
                SELECT person_id, pair_id >> 12, NULL::bytea FROM gone
                UNION SELECT person_id, pair_id >> 12, NULL::bytea FROM written
                ORDER BY 1, 2
                ON CONFLICT (person_id, block) DO UPDATE SET labels = NULL, fresh = false;
        ELSE
            INSERT INTO esd_label_block AS b (person_id, block, labels)
                SELECT DISTINCT person_id, pair_id >> 12, NULL::bytea FROM gone
                ORDER BY 1, 2
                ON CONFLICT (person_id, block) DO UPDATE SET labels = NULL, fresh = false;
        END IF;
        RETURN NULL;
    END IF;
    -- Labels gone first, then those written: an update's old byte, then its new one. A
    -- block of another length (written by hand) is left to be built.
    IF TG_OP <> 'INSERT' THEN
        FOR r IN SELECT person_id, pair_id FROM gone ORDER BY person_id, pair_id LOOP
            UPDATE esd_label_block
                SET labels = CASE WHEN length(labels) = 4096
                                  THEN set_byte(labels, (r.pair_id & 4095)::int, 48) END,
                    fresh = false
                WHERE person_id = r.person_id AND block = r.pair_id >> 12;
        END LOOP;
    END IF;
    IF TG_OP <> 'DELETE' THEN
        FOR r IN SELECT person_id, pair_id, label FROM written ORDER BY person_id, pair_id LOOP
            INSERT INTO esd_label_block AS b (person_id, block, labels)
                VALUES (r.person_id, r.pair_id >> 12,
                        set_byte(decode(repeat('30', 4096), 'hex'), (r.pair_id & 4095)::int,
                                 50 + r.label))
                ON CONFLICT (person_id, block) DO UPDATE
                SET labels = CASE WHEN length(b.labels) = 4096
                                  THEN set_byte(b.labels, (r.pair_id & 4095)::int, 50 + r.label)
                             END,
                    fresh = false;
        END LOOP;
    END IF;
    RETURN NULL;
END $$;

CREATE TRIGGER esd_label_blocks_insert AFTER INSERT ON esd_label
    REFERENCING NEW TABLE AS written
    FOR EACH STATEMENT EXECUTE FUNCTION eventscope_label_blocks_follow();
CREATE TRIGGER esd_label_blocks_update AFTER UPDATE ON esd_label
    REFERENCING OLD TABLE AS gone NEW TABLE AS written
    FOR EACH STATEMENT EXECUTE FUNCTION eventscope_label_blocks_follow();
CREATE TRIGGER esd_label_blocks_delete AFTER DELETE ON esd_label
    REFERENCING OLD TABLE AS gone
    FOR EACH STATEMENT EXECUTE FUNCTION eventscope_label_blocks_follow();
CREATE TRIGGER esd_label_blocks_truncate AFTER TRUNCATE ON esd_label
    FOR EACH STATEMENT EXECUTE FUNCTION eventscope_label_blocks_follow();

-- A team set up before this version (eventscope team init) gets the new table's grants
-- and row-level security here, as team init gives them (db/team.cpp): a person's blocks
-- are as blind as their labels.
DO $$
DECLARE
    annotators   TEXT := current_database() || '_annotator';
    adjudicators TEXT := current_database() || '_adjudicator';
    viewers      TEXT := current_database() || '_viewer';
BEGIN
    IF EXISTS (SELECT FROM pg_roles WHERE rolname = annotators)
       AND EXISTS (SELECT FROM pg_proc WHERE proname = 'eventscope_blind') THEN
        EXECUTE format('GRANT SELECT ON esd_label_block TO %I, %I, %I', annotators,
                       adjudicators, viewers);
        EXECUTE format('GRANT INSERT, UPDATE, DELETE ON esd_label_block TO %I, %I', annotators,
                       adjudicators);
        ALTER TABLE esd_label_block ENABLE ROW LEVEL SECURITY;
        CREATE POLICY eventscope_read ON esd_label_block FOR SELECT
            USING (NOT eventscope_blind() OR person_id IS NULL OR person_id = eventscope_me());
        EXECUTE format('CREATE POLICY eventscope_own ON esd_label_block FOR ALL TO %I USING '
                       '(person_id = eventscope_me()) WITH CHECK (person_id = eventscope_me())',
                       annotators);
        EXECUTE format('CREATE POLICY eventscope_adjudicate ON esd_label_block FOR ALL TO %I '
                       'USING (true) WITH CHECK (true)', adjudicators);
    END IF;
END $$;
