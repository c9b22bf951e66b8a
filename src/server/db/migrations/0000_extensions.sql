-- drizzle-kit does not emit extensions; trigram indexes on books need pg_trgm.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
-- array_to_string is only STABLE, so a generated tsvector column cannot call it directly.
-- Joining a text[] with spaces does not depend on any setting, so this wrapper is IMMUTABLE.
CREATE OR REPLACE FUNCTION pustak_join_text(text[]) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT coalesce(array_to_string($1, ' '), '') $$;
