-- Schema version 5 is reserved for a change landing in parallel; this placeholder keeps the
-- version numbers of both engines equal to the file numbers until it arrives.
SELECT 1;
