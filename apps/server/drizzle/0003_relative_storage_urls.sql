-- Our own uploads are addressed relative to the origin (/api/storage/...), so a picture shows
-- whatever address the app is reached at. Older rows carry absolute addresses built from
-- PUBLIC_URL, possibly a wrong one (any host): drop the scheme and host of every JSON string
-- (or HTML attribute inside one) that starts with http(s)://HOST/api/storage/.
UPDATE "resumes"
SET "data" = regexp_replace("data"::text, '"https?://[^"/\\[:space:]]+(/api/storage/)', '"\1', 'g')::jsonb
WHERE "data"::text ~ '"https?://[^"/\\[:space:]]+/api/storage/';
--> statement-breakpoint
UPDATE "users"
SET "picture" = regexp_replace("picture", '^https?://[^/[:space:]]+(/api/storage/)', '\1')
WHERE "picture" ~ '^https?://[^/[:space:]]+/api/storage/';
