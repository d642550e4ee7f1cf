-- Schema version 14: a contributed ESD step names who contributed it, so that on a team
-- server row-level security lets an annotator add steps in their own name and withdraw
-- only their own (postgresql/0014_team_rules.sql, which also pins every function's
-- search_path and makes a team's rules one function). Steps contributed before are given
-- the person of their first audit entry of the addition who also labelled them (adding a
-- step labelled it); a step imported as contributed has none. No foreign key, as on a
-- server (where it would be checked row by row in imports): people are never deleted.
ALTER TABLE esd_pair ADD COLUMN contributor_id INTEGER;
UPDATE esd_pair SET contributor_id = (
    SELECT pe.id FROM audit a JOIN person pe ON pe.name = a.person
         JOIN esd_label l ON l.pair_id = esd_pair.id AND l.person_id = pe.id
    WHERE a.action = 'pair.add' AND a.dataset = 'esd' AND a.item = esd_pair.ext_id
    ORDER BY a.id LIMIT 1)
WHERE origin = 'contributed';
