-- Live updates (the server's 0005) announce each change to the other workbenches open on
-- a team project. A project file is opened by one person at a time: nothing to change.
SELECT 1;
