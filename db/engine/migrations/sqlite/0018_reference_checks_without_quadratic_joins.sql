-- Schema version 18: a server's set-wise reference checks made linear
-- (postgresql/0018_reference_checks_without_quadratic_joins.sql). A file checks its
-- foreign keys row by row within SQLite: nothing to change. The version keeps one number
-- for the same tables on both.
SELECT 1;
