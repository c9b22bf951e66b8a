-- The book trade's catalogue (docs/decisions/034-works-editions-contributors.md): a work groups
-- its editions; a `books` row stays the sellable unit (an edition) with its format, edition,
-- page count, publication date, publisher and imprint; people are credited on an edition with an
-- ONIX ContributorRole (A01 author, B01 editor, B06 translator, A12 illustrator, …) in order;
-- a work may be a volume of a series. `books.author` stays the display string of its author
-- credits: every path that writes a book with only an author string (the spec's API, CSV,
-- restores of older backups) gets credits split from it by one rule (pustak_split_names) when its
-- transaction commits.
--
--   pustak_name_key    a person's name compared: pustak_key with single initials joined
--                      ("J. K. Rowling", "JK Rowling" and "Rowling, J. K." are one person);
--   pustak_split_names an author string as people with roles: "Terry Pratchett, Neil Gaiman",
--                      "Stephen King and Peter Straub", "Rowling, J. K.", "Kurt Vonnegut, Jr.",
--                      "Bruce and Carol Hart", "Jane Doe (Editor)", "translated by …";
--   pustak_sort_name   "J. K. Rowling" filed as "Rowling, J. K.";
--   pustak_slug        a name in an address (Indian scripts in Latin letters).
CREATE OR REPLACE FUNCTION pustak_name_key(t text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT AS $$
    SELECT regexp_replace(regexp_replace(pustak_key(t), '\m([[:alnum:]]) (?=[[:alnum:]]\M)', '\1', 'g'),
      '\m([[:alnum:]]) (?=[[:alnum:]]\M)', '\1', 'g')
  $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION pustak_slug(t text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT AS $$
    SELECT btrim(left(btrim(regexp_replace(replace(
      CASE WHEN t ~ '[\u0900-\u0d7f]' THEN pustak_translit(pustak_fold(t)) ELSE pustak_fold(t) END,
      '''', ''), '[^a-z0-9]+', '-', 'g'), '-'), 100), '-')
  $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION pustak_sort_name(t text) RETURNS text
  LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE STRICT AS $$
DECLARE
  words text[] := regexp_split_to_array(btrim(t), '\s+');
  suffix text := '';
  n int;
BEGIN
  n := array_length(words, 1);
  IF n IS NULL THEN RETURN ''; END IF;
  IF n > 2 AND lower(replace(words[n], '.', '')) IN ('jr', 'sr', 'ii', 'iii', 'iv') THEN
    suffix := ', ' || words[n];
    words := words[1:n - 1];
    n := n - 1;
  END IF;
  IF n = 1 THEN RETURN words[1] || suffix; END IF;
  RETURN words[n] || ', ' || array_to_string(words[1:n - 1], ' ') || suffix;
END
$$;
--> statement-breakpoint
-- One person's part of an author string: a role named in brackets or as "translated by" is
-- taken off the name; degrees are dropped; "Kurt, Jr. Vonnegut" (a spreadsheet's reordering of
-- "Vonnegut, Kurt, Jr.") and "Doyle, Arthur Conan" are put in reading order.
CREATE OR REPLACE FUNCTION pustak_person(part text, OUT name text, OUT role text)
  LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE STRICT AS $$
DECLARE
  s text := btrim(part);
  m text[];
  pieces text[];
  first_words int;
  suffixes text[] := ARRAY['jr', 'sr', 'ii', 'iii', 'iv'];
  honorifics text[] := ARRAY['sir', 'dame', 'dr', 'prof', 'professor', 'lord', 'lady', 'general',
    'colonel', 'captain', 'rev', 'reverend', 'father', 'sister', 'saint', 'st', 'swami', 'sri', 'shri'];
  degrees text[] := ARRAY['phd', 'md', 'mba', 'ma', 'msc', 'bsc', 'dphil', 'mphil', 'obgyn', 'rn'];
  word text;
  kept text[] := '{}';
  tail text := '';
  lead text := '';
  token text;
  reordered boolean := false;
BEGIN
  role := 'A01';
  m := regexp_match(s, '^(.*?)\s*[\(\[]\s*(ed|eds|editor|editors|edited|tr|trans|translator|translated|transl|illus|illustrator|illustrated|ill|foreword|fwd|introduction|intro|compiler|comp|adapter|adapted)\.?\s*(by)?\s*[\)\]]$', 'i');
  IF m IS NOT NULL THEN
    s := m[1];
    role := CASE lower(m[2])
      WHEN 'ed' THEN 'B01' WHEN 'eds' THEN 'B01' WHEN 'editor' THEN 'B01' WHEN 'editors' THEN 'B01'
      WHEN 'edited' THEN 'B01' WHEN 'tr' THEN 'B06' WHEN 'trans' THEN 'B06' WHEN 'translator' THEN 'B06'
      WHEN 'translated' THEN 'B06' WHEN 'transl' THEN 'B06' WHEN 'foreword' THEN 'A23' WHEN 'fwd' THEN 'A23'
      WHEN 'introduction' THEN 'A24' WHEN 'intro' THEN 'A24' WHEN 'compiler' THEN 'C01'
      WHEN 'comp' THEN 'C01' WHEN 'adapter' THEN 'B05' WHEN 'adapted' THEN 'B05'
      ELSE 'A12' END;
  ELSE
    m := regexp_match(s, '^(edited|translated|illustrated|foreword|introduction|compiled|adapted)(\s+and\s+\w+)?\s+by\s+(.+)$', 'i');
    IF m IS NOT NULL THEN
      s := m[3];
      role := CASE lower(m[1])
        WHEN 'edited' THEN 'B01' WHEN 'translated' THEN 'B06' WHEN 'illustrated' THEN 'A12'
        WHEN 'foreword' THEN 'A23' WHEN 'introduction' THEN 'A24' WHEN 'compiled' THEN 'C01'
        ELSE 'B05' END;
    END IF;
  END IF;
  pieces := regexp_split_to_array(btrim(s, ' ,'), '\s*,\s*');
  IF array_length(pieces, 1) >= 2 THEN
    -- "Surname, Given[, Jr.]", "Given Surname, Jr." or "Given, Jr. Surname" (a suffix, an
    -- honorific or a degree followed by the surname: the given names came first).
    FOREACH word IN ARRAY pieces[2:] LOOP
      token := lower(regexp_replace(split_part(word, ' ', 1), '[./]', '', 'g'));
      IF token = ANY (suffixes) OR token = ANY (honorifics) OR token = ANY (degrees) THEN
        IF token = ANY (suffixes) THEN tail := tail || ' ' || split_part(word, ' ', 1);
        ELSIF token = ANY (honorifics) THEN lead := lead || split_part(word, ' ', 1) || ' ';
        END IF;
        word := btrim(substr(word, length(split_part(word, ' ', 1)) + 1));
        reordered := reordered OR word <> '';
      END IF;
      IF word <> '' AND NOT lower(regexp_replace(word, '[\s./]', '', 'g')) = ANY (degrees) THEN
        kept := kept || word;
      END IF;
    END LOOP;
    first_words := array_length(regexp_split_to_array(pieces[1], '\s+'), 1);
    IF array_length(kept, 1) IS NULL OR reordered THEN
      s := concat_ws(' ', pieces[1], array_to_string(kept, ' '));
    ELSIF first_words = 1 OR pieces[1] ~ '^(de|van|von|der|den|da|di|du|le|la|del|dos|das|ten|ter) ' THEN
      s := array_to_string(kept, ' ') || ' ' || pieces[1];
    ELSE
      s := pieces[1] || ' ' || array_to_string(kept, ' ');
    END IF;
    s := lead || s || tail;
  END IF;
  -- Degrees written after the name ("Glade B. Curtis M.D. OB/GYN").
  LOOP
    token := lower(regexp_replace(substring(s from '\S+$'), '[./]', '', 'g'));
    EXIT WHEN token IS NULL OR NOT token = ANY (degrees) OR s !~ '\S+\s+\S+\s+\S+$';
    s := regexp_replace(s, '\s+\S+$', '');
  END LOOP;
  name := btrim(regexp_replace(s, '\s+', ' ', 'g'), ' ,;:-');
  -- A name in capitals ("JOHN SAUL") is shown as names are written.
  IF name = upper(name) AND name ~ '[A-Z]{3}' THEN name := initcap(name); END IF;
END
$$;
--> statement-breakpoint
-- An author string as people in order, each once, with their roles. People are parted by ";",
-- "&", "and", "with" and "/"; by commas unless the commas invert one name ("Rowling, J. K.") or
-- add a suffix ("Vonnegut, Kurt, Jr."). "Bruce and Carol Hart" is Bruce Hart and Carol Hart.
CREATE OR REPLACE FUNCTION pustak_split_names(t text)
  RETURNS TABLE (name text, role text)
  LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE STRICT AS $$
DECLARE
  s text := regexp_replace(btrim(regexp_replace(replace(replace(t, '&amp;', '&'), chr(160), ' '), '\s+', ' ', 'g')),
    '\s*,?\s+et\.?\s+al\.?$', '', 'i');
  groups text[];
  parts text[] := '{}';
  g text;
  pieces text[];
  i int;
  p record;
  seen text[] := '{}';
  k text;
  next_words text[];
  cur text;
BEGIN
  -- No one: "Not Applicable (NA)", "Unknown", "N/A".
  IF s = '' OR lower(regexp_replace(s, '[^[:alpha:]]', '', 'g')) IN ('', 'notapplicable', 'notapplicablena', 'na', 'none',
      'unknown', 'unknownauthor', 'anon', 'nn') THEN
    RETURN;
  END IF;
  -- One person written plainly (most books): no separator, bracket or role to read.
  IF s !~* '[,;&/()\[\]]|\s(and|with|und|et|by)\s|\m(ph\.?d|m\.?d)\.?$' THEN
    name := btrim(s, ' ,;:-');
    IF name = upper(name) AND name ~ '[A-Z]{3}' THEN name := initcap(name); END IF;
    role := 'A01';
    IF pustak_name_key(name) <> '' THEN RETURN NEXT; END IF;
    RETURN;
  END IF;
  -- A body's name is one name whatever it holds ("The American Poetry & Literacy Project").
  IF s ~* '\m(project|society|press|institute|association|staff|inc|ltd|company|council|foundation|museum|university|group|editors of|publications|committee|department|corporation|club|team)\M' THEN
    name := btrim(s, ' ,;:-');
    role := 'A01';
    RETURN NEXT;
    RETURN;
  END IF;
  groups := regexp_split_to_array(s, '\s*;\s*|\s+&\s+|\s+and\s+|\s+with\s+|\s+/\s+|\s+und\s+|\s+et\s+', 'i');
  FOREACH g IN ARRAY groups LOOP
    pieces := regexp_split_to_array(btrim(g, ' ,'), '\s*,\s*');
    IF array_length(pieces, 1) IS NULL THEN CONTINUE; END IF;
    -- One person written with commas: two pieces of which the first is one word (a surname) or
    -- starts with a particle, or any piece after the first begins with a suffix, an honorific
    -- or is a degree.
    IF array_length(pieces, 1) = 1
       OR (array_length(pieces, 1) = 2 AND (pieces[1] !~ ' ' OR pieces[1] ~ '^(de|van|von|der|den|da|di|du|le|la|del|dos|das|ten|ter) ')
           AND array_length(regexp_split_to_array(pieces[2], '\s+'), 1) <= 3)
       OR EXISTS (SELECT 1 FROM unnest(pieces[2:]) x
                  WHERE lower(regexp_replace(split_part(x, ' ', 1), '[./]', '', 'g')) IN ('jr', 'sr', 'ii', 'iii', 'iv', 'sir', 'dame', 'dr', 'prof', 'professor', 'lord', 'lady',
                          'general', 'colonel', 'captain', 'rev', 'reverend', 'father', 'sister', 'saint', 'st', 'swami', 'sri', 'shri',
                          'phd', 'md', 'mba', 'ma', 'msc', 'bsc', 'dphil', 'mphil', 'obgyn', 'rn')
                     OR lower(regexp_replace(x, '[\s./]', '', 'g')) IN ('phd', 'md', 'mba', 'ma', 'msc', 'bsc', 'dphil', 'mphil', 'obgyn', 'rn'))
    THEN
      parts := parts || btrim(g, ' ,');
    ELSE
      parts := parts || pieces;
    END IF;
  END LOOP;
  FOR i IN 1 .. coalesce(array_length(parts, 1), 0) LOOP
    cur := parts[i];
    -- "Bruce and Carol Hart": a lone given name before a full name takes its surname.
    IF cur ~ '^[[:alpha:]]+$' AND i < array_length(parts, 1) THEN
      next_words := regexp_split_to_array(parts[i + 1], '\s+');
      IF array_length(next_words, 1) >= 2 AND parts[i + 1] !~ ',' THEN
        cur := cur || ' ' || next_words[array_length(next_words, 1)];
      END IF;
    END IF;
    p := pustak_person(cur);
    IF p.name IS NULL OR p.name = '' THEN CONTINUE; END IF;
    k := pustak_name_key(p.name);
    IF k IS NULL OR k = '' OR k = ANY (seen) THEN CONTINUE; END IF;
    seen := seen || k;
    name := p.name;
    role := p.role;
    RETURN NEXT;
  END LOOP;
END
$$;
--> statement-breakpoint
-- A title without the brackets editions and spreadsheets add at its end: "Unusual (Kay Scarpetta
-- Mysteries (Paperback))" is the work "Unusual".
CREATE OR REPLACE FUNCTION pustak_work_title(t text) RETURNS text
  LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE STRICT AS $$
DECLARE
  s text := btrim(t);
  shorter text;
BEGIN
  FOR i IN 1 .. 4 LOOP
    shorter := btrim(regexp_replace(s, '\s*[\(\[][^\(\)\[\]]*[\)\]]\s*$', ''));
    EXIT WHEN shorter = s OR shorter = '';
    s := shorter;
  END LOOP;
  RETURN s;
END
$$;
--> statement-breakpoint
-- The series a title names in its brackets with a volume's number: "(Discworld #5)",
-- "(Harlequin American Romance, No. 909)", "(Anne of Green Gables, Book 3)", "(Vol. 2)" alone
-- is no series.
CREATE OR REPLACE FUNCTION pustak_title_series(t text, OUT name text, OUT number numeric)
  LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE STRICT AS $$
DECLARE
  m text[];
BEGIN
  m := regexp_match(t, '\(([^()]*?[[:alpha:]][^()]*?)\s*(?:,\s*|\s+)(?:#|no\.?\s*|number\s+|book\s+|vol\.?\s*|volume\s+)(\d{1,4}(?:\.\d{1,2})?)\s*\)', 'i');
  IF m IS NULL THEN RETURN; END IF;
  name := btrim(m[1], ' ,:;-');
  IF name = '' THEN RETURN; END IF;
  number := m[2]::numeric;
END
$$;
--> statement-breakpoint
CREATE TABLE "series" (
  "id" serial PRIMARY KEY,
  "name" text NOT NULL CHECK (btrim("name") <> ''),
  "slug" text NOT NULL UNIQUE,
  "name_key" text GENERATED ALWAYS AS (pustak_name_key("name")) STORED,
  "description" text NOT NULL DEFAULT '',
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "series_name_key_idx" ON "series" ("name_key");
--> statement-breakpoint
-- A series by name: the one of that name, or a new one.
CREATE OR REPLACE FUNCTION pustak_series(series_name text) RETURNS integer
  LANGUAGE plpgsql AS $$
DECLARE
  found integer;
BEGIN
  SELECT "id" INTO found FROM "series" WHERE "name_key" = pustak_name_key(series_name);
  IF found IS NULL THEN
    INSERT INTO "series" ("name") VALUES (series_name)
      ON CONFLICT ("name_key") DO NOTHING RETURNING "id" INTO found;
    IF found IS NULL THEN
      SELECT "id" INTO found FROM "series" WHERE "name_key" = pustak_name_key(series_name);
    END IF;
  END IF;
  RETURN found;
END
$$;
--> statement-breakpoint
CREATE TABLE "publishers" (
  "id" serial PRIMARY KEY,
  "name" text NOT NULL CHECK (btrim("name") <> ''),
  "slug" text NOT NULL UNIQUE,
  "name_key" text GENERATED ALWAYS AS (pustak_name_key("name")) STORED,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "publishers_name_key_idx" ON "publishers" ("name_key");
--> statement-breakpoint
CREATE TABLE "contributors" (
  "id" serial PRIMARY KEY,
  "name" text NOT NULL CHECK (btrim("name") <> ''),
  "sort_name" text NOT NULL,
  "slug" text NOT NULL UNIQUE,
  "name_key" text GENERATED ALWAYS AS (pustak_name_key("name")) STORED,
  "biography" text NOT NULL DEFAULT '',
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "contributors_name_key_idx" ON "contributors" ("name_key");
--> statement-breakpoint
CREATE INDEX "contributors_name_trgm_idx" ON "contributors" USING gin ("name" gin_trgm_ops);
--> statement-breakpoint
CREATE TABLE "works" (
  "id" serial PRIMARY KEY,
  "title" text NOT NULL,
  "series_id" integer REFERENCES "series" ("id") ON DELETE SET NULL,
  "series_number" numeric(7, 2) CHECK ("series_number" >= 0),
  -- The title's key without what editions add to it, and the first author's key: a book
  -- inserted without a work joins the work of that key (see pustak_book_work).
  "group_key" text NOT NULL DEFAULT '',
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "works_series_idx" ON "works" ("series_id", "series_number");
--> statement-breakpoint
CREATE INDEX "works_group_key_idx" ON "works" ("group_key");
--> statement-breakpoint
-- A new series, publisher or contributor is given the slug of its name, or of its name and id
-- when that is taken (or the name has no Latin letters or digits, nor any that transliterate).
CREATE OR REPLACE FUNCTION pustak_fill_slug() RETURNS trigger
  LANGUAGE plpgsql AS $$
DECLARE
  base text;
  taken boolean;
BEGIN
  IF NEW.slug IS NOT NULL AND NEW.slug <> '' THEN RETURN NEW; END IF;
  base := coalesce(nullif(pustak_slug(NEW.name), ''), TG_ARGV[0]);
  EXECUTE format('SELECT EXISTS (SELECT 1 FROM %I WHERE slug = $1)', TG_TABLE_NAME) INTO taken USING base;
  IF taken OR base = TG_ARGV[0] THEN
    IF NEW.id IS NULL THEN NEW.id := nextval(pg_get_serial_sequence(TG_TABLE_NAME, 'id')); END IF;
    base := base || '-' || NEW.id;
  END IF;
  NEW.slug := base;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "series_slug" BEFORE INSERT ON "series" FOR EACH ROW EXECUTE FUNCTION pustak_fill_slug('series');
--> statement-breakpoint
CREATE TRIGGER "publishers_slug" BEFORE INSERT ON "publishers" FOR EACH ROW EXECUTE FUNCTION pustak_fill_slug('publisher');
--> statement-breakpoint
CREATE TRIGGER "contributors_slug" BEFORE INSERT ON "contributors" FOR EACH ROW EXECUTE FUNCTION pustak_fill_slug('contributor');
--> statement-breakpoint
CREATE TABLE "book_contributors" (
  "book_id" integer NOT NULL REFERENCES "books" ("id") ON DELETE CASCADE,
  "contributor_id" integer NOT NULL REFERENCES "contributors" ("id") ON DELETE RESTRICT,
  "role" text NOT NULL DEFAULT 'A01' CHECK ("role" ~ '^[A-Z][0-9]{2}$'),
  "position" smallint NOT NULL CHECK ("position" >= 0),
  PRIMARY KEY ("book_id", "position")
);
--> statement-breakpoint
CREATE INDEX "book_contributors_contributor_idx" ON "book_contributors" ("contributor_id", "role");
--> statement-breakpoint
ALTER TABLE "books"
  ADD COLUMN "work_id" integer REFERENCES "works" ("id") ON DELETE RESTRICT,
  ADD COLUMN "format" text CHECK ("format" ~ '^[A-Z][A-Z0-9]$'),
  ADD COLUMN "edition_statement" text CHECK (char_length("edition_statement") <= 200),
  ADD COLUMN "page_count" integer CHECK ("page_count" > 0 AND "page_count" < 100000),
  ADD COLUMN "publication_date" date,
  ADD COLUMN "publisher_id" integer REFERENCES "publishers" ("id") ON DELETE SET NULL,
  ADD COLUMN "imprint" text CHECK (char_length("imprint") <= 200),
  ADD COLUMN "credits_text" text NOT NULL DEFAULT '';
--> statement-breakpoint
-- Every book its own work, with the book's id (and so the works' ids run after the books').
INSERT INTO "works" ("id", "title", "group_key", "created_at", "updated_at")
  SELECT "id", pustak_work_title("title"),
    pustak_key(pustak_work_title("title")) || ' / ' || coalesce((SELECT pustak_name_key(s.name) FROM pustak_split_names("author") s LIMIT 1), ''),
    "created_at", "created_at" FROM "books";
--> statement-breakpoint
SELECT setval(pg_get_serial_sequence('works', 'id'), coalesce((SELECT max("id") FROM "works"), 0) + 1, false);
--> statement-breakpoint
DROP INDEX IF EXISTS "books_search_vector_idx";
--> statement-breakpoint
ALTER TABLE "books" DROP COLUMN "search_vector";
--> statement-breakpoint
UPDATE "books" SET "work_id" = "id";
--> statement-breakpoint
ALTER TABLE "books" ALTER COLUMN "work_id" SET NOT NULL;
--> statement-breakpoint
-- The names a search finds a book by besides its title and authors: its other contributors
-- (translators, editors, illustrators, …), its series and its publisher and imprint.
ALTER TABLE "books" ADD COLUMN "search_vector" tsvector GENERATED ALWAYS AS (
  setweight(to_tsvector('english', pustak_fold(coalesce("title", ''))), 'A')
  || setweight(to_tsvector('simple', pustak_key(coalesce("title", ''))), 'A')
  || setweight(to_tsvector('english', pustak_fold(coalesce("author", ''))), 'B')
  || setweight(to_tsvector('simple', pustak_key(coalesce("author", ''))), 'B')
  || pustak_loose_vector("title", "author")
  || setweight(to_tsvector('simple', pustak_key("credits_text")), 'C')
  || setweight(to_tsvector('english', pustak_fold(pustak_join_text("category") || ' ' || pustak_join_text("collection"))), 'C')
  || setweight(to_tsvector('english', pustak_fold(coalesce("description", ''))), 'D')) STORED;
--> statement-breakpoint
CREATE INDEX "books_search_vector_idx" ON "books" USING gin ("search_vector");
--> statement-breakpoint
CREATE INDEX "books_work_id_idx" ON "books" ("work_id");
--> statement-breakpoint
CREATE INDEX "books_publisher_id_idx" ON "books" ("publisher_id");
--> statement-breakpoint
CREATE INDEX "books_publication_date_idx" ON "books" ("publication_date");
--> statement-breakpoint
-- The books from `first_book` to `last_book` that have no credits are credited from their author
-- strings, in two statements: the people not yet known (each once, under the spelling most of
-- these books use, one not in capitals first), then the credits.
CREATE OR REPLACE FUNCTION pustak_credit_books(first_book integer, last_book integer) RETURNS integer
  LANGUAGE plpgsql AS $$
DECLARE
  credited integer;
BEGIN
  INSERT INTO "contributors" ("name", "sort_name")
    SELECT DISTINCT ON (key) name, pustak_sort_name(name) FROM (
      SELECT s.name, pustak_name_key(s.name) AS key, count(*) AS uses
      FROM "books" b, pustak_split_names(b."author") s
      WHERE b."id" BETWEEN first_book AND last_book
        AND NOT EXISTS (SELECT 1 FROM "book_contributors" bc WHERE bc."book_id" = b."id")
      GROUP BY 1, 2) x
    WHERE key <> '' ORDER BY key, (name = upper(name)), uses DESC, name
    ON CONFLICT ("name_key") DO NOTHING;
  INSERT INTO "book_contributors" ("book_id", "contributor_id", "role", "position")
    SELECT b."id", c."id", s.role, s.ord - 1
    FROM "books" b, pustak_split_names(b."author") WITH ORDINALITY AS s(name, role, ord), "contributors" c
    WHERE b."id" BETWEEN first_book AND last_book
      AND NOT EXISTS (SELECT 1 FROM "book_contributors" bc WHERE bc."book_id" = b."id")
      AND c."name_key" = pustak_name_key(s.name);
  GET DIAGNOSTICS credited = ROW_COUNT;
  RETURN credited;
END
$$;
--> statement-breakpoint
SELECT pustak_credit_books(0, 2147483647);
--> statement-breakpoint
-- The series a title names with a volume's number: "(Discworld #5)".
UPDATE "works" w SET "series_id" = pustak_series(x.name), "series_number" = x.number
  FROM (SELECT b."id", (pustak_title_series(b."title")).* FROM "books" b
        WHERE b."title" ~ '\(.*\d.*\)') x
  WHERE x."id" = w."id" AND x.name IS NOT NULL;
--> statement-breakpoint
-- credits_text follows the credits, the series, the publisher and the imprint.
CREATE OR REPLACE FUNCTION pustak_credits_text(book integer, work integer, publisher integer, imprint text)
  RETURNS text LANGUAGE sql STABLE AS $$
    SELECT concat_ws(' ',
      (SELECT string_agg(c."name", ' ' ORDER BY bc."position") FROM "book_contributors" bc
         JOIN "contributors" c ON c."id" = bc."contributor_id"
         WHERE bc."book_id" = book AND bc."role" <> 'A01'),
      (SELECT s."name" FROM "works" w JOIN "series" s ON s."id" = w."series_id" WHERE w."id" = work),
      (SELECT p."name" FROM "publishers" p WHERE p."id" = publisher),
      imprint)
  $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION pustak_book_credits_text() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  NEW.credits_text := coalesce(pustak_credits_text(NEW.id, NEW.work_id, NEW.publisher_id, NEW.imprint), '');
  RETURN NEW;
END
$$;
--> statement-breakpoint
UPDATE "books" SET "credits_text" = coalesce(pustak_credits_text("id", "work_id", "publisher_id", "imprint"), '')
  WHERE "work_id" IN (SELECT "id" FROM "works" WHERE "series_id" IS NOT NULL)
     OR "id" IN (SELECT "book_id" FROM "book_contributors" WHERE "role" <> 'A01');
--> statement-breakpoint
CREATE TRIGGER "books_credits_text" BEFORE UPDATE OF "work_id", "publisher_id", "imprint" ON "books"
  FOR EACH ROW EXECUTE FUNCTION pustak_book_credits_text();
--> statement-breakpoint
-- A book inserted without a work is a work of its own.
-- The works of many new books at once, for writers of batches (the CSV import): each distinct
-- title and author's work, found by its key or made, in three statements rather than a trigger's
-- work per book (pustak_book_work, which a book inserted with its work passes over).
CREATE OR REPLACE FUNCTION pustak_assign_works(titles text[], authors text[])
  RETURNS TABLE (title text, author text, work_id integer)
  LANGUAGE plpgsql AS $$
#variable_conflict use_column
BEGIN
  RETURN QUERY
  WITH keyed AS (
    SELECT i.title, i.author, pustak_work_title(i.title) AS work_title,
      pustak_key(pustak_work_title(i.title)) || ' / '
        || coalesce((SELECT pustak_name_key(s.name) FROM pustak_split_names(i.author) s LIMIT 1), '') AS key
    FROM (SELECT DISTINCT t.title, t.author FROM unnest(titles, authors) AS t(title, author)) i
  ), existing AS (
    SELECT DISTINCT ON (w.group_key) w.group_key, w.id FROM "works" w
    WHERE w.group_key IN (SELECT k.key FROM keyed k) ORDER BY w.group_key, w.id
  ), made AS (
    INSERT INTO "works" ("title", "group_key", "series_id", "series_number")
    SELECT DISTINCT ON (k.key) k.work_title, k.key,
      CASE WHEN (pustak_title_series(k.title)).name IS NOT NULL
        THEN pustak_series((pustak_title_series(k.title)).name) END,
      (pustak_title_series(k.title)).number
    FROM keyed k WHERE NOT EXISTS (SELECT 1 FROM existing e WHERE e.group_key = k.key)
    ORDER BY k.key, k.title
    RETURNING "works"."id", "works"."group_key"
  )
  SELECT k.title, k.author, coalesce(e.id, m.id)
  FROM keyed k LEFT JOIN existing e ON e.group_key = k.key LEFT JOIN made m ON m.group_key = k.key;
END
$$;
--> statement-breakpoint
-- A book inserted without a work joins the work of the same title and first author (its other
-- editions), or is a new work, in the series its title names; its credits_text starts with its
-- series, publisher and imprint (its credits come after it).
CREATE OR REPLACE FUNCTION pustak_book_work() RETURNS trigger
  LANGUAGE plpgsql AS $$
DECLARE
  work_title text;
  key text;
  series record;
  in_series integer;
BEGIN
  -- A row an INSERT … ON CONFLICT (id) DO UPDATE proposes for a book that is there keeps that
  -- book's work: no work is made for a row that is not inserted.
  IF NEW.work_id IS NULL AND NEW.id IS NOT NULL THEN
    SELECT "work_id" INTO NEW.work_id FROM "books" WHERE "id" = NEW.id;
  END IF;
  IF NEW.work_id IS NOT NULL THEN
    IF NEW.publisher_id IS NOT NULL OR NEW.imprint IS NOT NULL
       OR EXISTS (SELECT 1 FROM "works" WHERE "id" = NEW.work_id AND "series_id" IS NOT NULL) THEN
      NEW.credits_text := coalesce(pustak_credits_text(NEW.id, NEW.work_id, NEW.publisher_id, NEW.imprint), '');
    END IF;
    RETURN NEW;
  END IF;
  work_title := pustak_work_title(NEW.title);
  key := pustak_key(work_title) || ' / '
    || coalesce((SELECT pustak_name_key(s.name) FROM pustak_split_names(NEW.author) s LIMIT 1), '');
  SELECT "id", "series_id" INTO NEW.work_id, in_series FROM "works" WHERE "group_key" = key ORDER BY "id" LIMIT 1;
  IF NEW.work_id IS NULL THEN
    series := pustak_title_series(NEW.title);
    INSERT INTO "works" ("title", "group_key", "series_id", "series_number")
      VALUES (work_title, key, CASE WHEN series.name IS NOT NULL THEN pustak_series(series.name) END, series.number)
      RETURNING "id", "series_id" INTO NEW.work_id, in_series;
  END IF;
  IF NEW.publisher_id IS NOT NULL OR NEW.imprint IS NOT NULL OR in_series IS NOT NULL THEN
    NEW.credits_text := coalesce(pustak_credits_text(NEW.id, NEW.work_id, NEW.publisher_id, NEW.imprint), '');
  END IF;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "books_belong_to_work" BEFORE INSERT ON "books" FOR EACH ROW EXECUTE FUNCTION pustak_book_work();
--> statement-breakpoint
-- A book credited with anyone but an author takes its new credits_text.
CREATE OR REPLACE FUNCTION pustak_credits_changed() RETURNS trigger
  LANGUAGE plpgsql AS $$
DECLARE
  book integer := CASE WHEN TG_OP = 'DELETE' THEN OLD."book_id" ELSE NEW."book_id" END;
BEGIN
  UPDATE "books" b SET "credits_text" = coalesce(pustak_credits_text(b."id", b."work_id", b."publisher_id", b."imprint"), '')
    WHERE b."id" = book
      AND b."credits_text" IS DISTINCT FROM coalesce(pustak_credits_text(b."id", b."work_id", b."publisher_id", b."imprint"), '');
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "book_contributors_inserted" AFTER INSERT ON "book_contributors"
  FOR EACH ROW WHEN (NEW."role" <> 'A01') EXECUTE FUNCTION pustak_credits_changed();
--> statement-breakpoint
CREATE TRIGGER "book_contributors_updated" AFTER UPDATE ON "book_contributors"
  FOR EACH ROW WHEN (NEW."role" <> 'A01' OR OLD."role" <> 'A01') EXECUTE FUNCTION pustak_credits_changed();
--> statement-breakpoint
CREATE TRIGGER "book_contributors_deleted" AFTER DELETE ON "book_contributors"
  FOR EACH ROW WHEN (OLD."role" <> 'A01') EXECUTE FUNCTION pustak_credits_changed();
--> statement-breakpoint
-- A renamed contributor, series or publisher, or a work moved between series: their books' names.
CREATE OR REPLACE FUNCTION pustak_names_changed() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "books" b SET "credits_text" = coalesce(pustak_credits_text(b."id", b."work_id", b."publisher_id", b."imprint"), '')
    WHERE CASE TG_TABLE_NAME
      WHEN 'contributors' THEN b."id" IN (SELECT "book_id" FROM "book_contributors" WHERE "contributor_id" = NEW."id" AND "role" <> 'A01')
      WHEN 'publishers' THEN b."publisher_id" = NEW."id"
      WHEN 'series' THEN b."work_id" IN (SELECT "id" FROM "works" WHERE "series_id" = NEW."id")
      ELSE b."work_id" = NEW."id" END;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "contributors_renamed" AFTER UPDATE OF "name" ON "contributors"
  FOR EACH ROW WHEN (OLD."name" IS DISTINCT FROM NEW."name") EXECUTE FUNCTION pustak_names_changed();
--> statement-breakpoint
CREATE TRIGGER "publishers_renamed" AFTER UPDATE OF "name" ON "publishers"
  FOR EACH ROW WHEN (OLD."name" IS DISTINCT FROM NEW."name") EXECUTE FUNCTION pustak_names_changed();
--> statement-breakpoint
CREATE TRIGGER "series_renamed" AFTER UPDATE OF "name" ON "series"
  FOR EACH ROW WHEN (OLD."name" IS DISTINCT FROM NEW."name") EXECUTE FUNCTION pustak_names_changed();
--> statement-breakpoint
CREATE TRIGGER "works_series_changed" AFTER UPDATE OF "series_id" ON "works"
  FOR EACH ROW WHEN (OLD."series_id" IS DISTINCT FROM NEW."series_id") EXECUTE FUNCTION pustak_names_changed();
--> statement-breakpoint
-- A person by name: the one of that name, or a new one.
CREATE OR REPLACE FUNCTION pustak_contributor(person text) RETURNS integer
  LANGUAGE plpgsql AS $$
DECLARE
  found integer;
BEGIN
  SELECT "id" INTO found FROM "contributors" WHERE "name_key" = pustak_name_key(person);
  IF found IS NULL THEN
    INSERT INTO "contributors" ("name", "sort_name") VALUES (person, pustak_sort_name(person))
      ON CONFLICT ("name_key") DO NOTHING RETURNING "id" INTO found;
    IF found IS NULL THEN
      SELECT "id" INTO found FROM "contributors" WHERE "name_key" = pustak_name_key(person);
    END IF;
  END IF;
  RETURN found;
END
$$;
--> statement-breakpoint
-- Books inserted without credits are credited from their author strings, once per statement
-- (pustak_credit_books); a book whose author string then names other authors than its author
-- credits has those credits replaced, its other credits kept after them. Whoever writes credits
-- of their own (the admin's form, an ONIX record) writes them after the book. A restore writes
-- the backup's credits, and credits the books of an older backup that has none when it is done.
CREATE OR REPLACE FUNCTION pustak_books_inserted() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('pustak.restoring', true) = 'on' THEN RETURN NULL; END IF;
  -- As pustak_credit_books, over the statement's own rows: reading them from the books table
  -- by a range of ids let a generic plan scan the whole table for every batch of an import.
  INSERT INTO "contributors" ("name", "sort_name")
    SELECT DISTINCT ON (key) name, pustak_sort_name(name) FROM (
      SELECT s.name, pustak_name_key(s.name) AS key, count(*) AS uses
      FROM new_books b, pustak_split_names(b."author") s GROUP BY 1, 2) x
    WHERE key <> '' ORDER BY key, (name = upper(name)), uses DESC, name
    ON CONFLICT ("name_key") DO NOTHING;
  INSERT INTO "book_contributors" ("book_id", "contributor_id", "role", "position")
    SELECT b."id", c."id", s.role, s.ord - 1
    FROM new_books b, pustak_split_names(b."author") WITH ORDINALITY AS s(name, role, ord), "contributors" c
    WHERE c."name_key" = pustak_name_key(s.name);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION pustak_book_recredited() RETURNS trigger
  LANGUAGE plpgsql AS $$
DECLARE
  current_author text;
  wanted text[];
  have text[];
  kept_ids integer[];
  kept_roles text[];
BEGIN
  IF current_setting('pustak.restoring', true) = 'on' THEN RETURN NULL; END IF;
  current_author := NEW."author";
  wanted := ARRAY(SELECT pustak_name_key(s.name) FROM pustak_split_names(current_author) s WHERE s.role = 'A01');
  have := ARRAY(SELECT c."name_key" FROM "book_contributors" bc JOIN "contributors" c ON c."id" = bc."contributor_id"
    WHERE bc."book_id" = NEW."id" AND bc."role" = 'A01' ORDER BY bc."position");
  IF wanted = have THEN RETURN NULL; END IF;
  SELECT array_agg("contributor_id" ORDER BY "position"), array_agg("role" ORDER BY "position")
    INTO kept_ids, kept_roles
    FROM "book_contributors" WHERE "book_id" = NEW."id" AND "role" <> 'A01';
  DELETE FROM "book_contributors" WHERE "book_id" = NEW."id";
  INSERT INTO "book_contributors" ("book_id", "contributor_id", "role", "position")
    SELECT NEW."id", pustak_contributor(s.name), 'A01', row_number() OVER (ORDER BY s.ord) - 1
    FROM pustak_split_names(current_author) WITH ORDINALITY AS s(name, role, ord) WHERE s.role = 'A01';
  INSERT INTO "book_contributors" ("book_id", "contributor_id", "role", "position")
    SELECT NEW."id", k.id, k.role, cardinality(wanted) + k.ord - 1
    FROM unnest(kept_ids, kept_roles) WITH ORDINALITY AS k(id, role, ord);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "books_credited" AFTER INSERT ON "books"
  REFERENCING NEW TABLE AS new_books FOR EACH STATEMENT EXECUTE FUNCTION pustak_books_inserted();
--> statement-breakpoint
CREATE TRIGGER "books_recredited" AFTER UPDATE OF "author" ON "books"
  FOR EACH ROW WHEN (OLD."author" IS DISTINCT FROM NEW."author") EXECUTE FUNCTION pustak_book_recredited();
