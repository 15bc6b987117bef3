-- A resume's data is rewritten on every autosave. Stored compressed (jsonb's default), each
-- save decompressed the old value and compressed the new one with pglz: about a fifth of the
-- embedded database's work on a one-word save of a 40 KB resume. Kept out of line but
-- uncompressed, it takes about four times the room (45 KB instead of 11 KB for 40 KB), a
-- price worth the CPU. Rows written before keep their compressed values until rewritten.
ALTER TABLE "resumes" ALTER COLUMN "data" SET STORAGE EXTERNAL;
