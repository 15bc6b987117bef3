-- An autosave sets a short list of changes instead of rewriting the whole data, which is
-- written whole again when the list grows past a bound (src/resume/stored-data.ts). A
-- resume's data is "data" with "pending_changes" applied in order: a migration that rewrites
-- "data" must fold or rewrite the pending changes too.
ALTER TABLE "resumes" ADD COLUMN "pending_changes" jsonb;
