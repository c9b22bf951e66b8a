-- Search relevance (docs/decisions/019-search-engine-and-ranking.md). Every text a shopper can
-- search is compared through one normal form, computed by these functions both for the books
-- (generated columns, the full-text vector, the vocabulary) and for the typed query, so the two
-- sides can never disagree:
--   pustak_fold      lower case, Latin accents and ligatures folded (Márquez = marquez);
--   pustak_translit  Indian scripts (Devanagari to Malayalam, which share one layout) written
--                    in Latin letters, so गोदान reads "godaan";
--   pustak_key       both, punctuation dropped and the spellings that vary between
--                    transliterations made one (aa = a, ee = ii = i, oo = uu = u, w = v).
CREATE OR REPLACE FUNCTION pustak_fold(t text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT AS $$
    SELECT replace(replace(replace(replace(replace(translate(lower(t),
      'áàâäãåāăąçćĉčďđéèêëēĕėęěğĝģĥíìîïĩīĭįıĵķĺļľłñńņňóòôöõøōŏőŕřśŝşšșţťțúùûüũūŭůűųŵýÿŷźżž',
      'aaaaaaaaaccccddeeeeeeeeeggghiiiiiiiiijkllllnnnnooooooooorrssssstttuuuuuuuuuuwyyyzzz'),
      'ß', 'ss'), 'æ', 'ae'), 'œ', 'oe'), 'þ', 'th'), '’', '''')
  $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION pustak_translit(t text) RETURNS text
  LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE STRICT AS $$
DECLARE
  -- Offsets within each Indian script's block (U+0900 Devanagari, U+0980 Bengali, U+0A00
  -- Gurmukhi, U+0A80 Gujarati, U+0B00 Odia, U+0B80 Tamil, U+0C00 Telugu, U+0C80 Kannada,
  -- U+0D00 Malayalam): the blocks share one layout, so one table serves them all.
  vowels text[] := ARRAY['a','aa','i','ii','u','uu','ri','li','e','e','e','ai','o','o','o','au'];
  consonants text[] := ARRAY['k','kh','g','gh','n','ch','chh','j','jh','n','t','th','d','dh','n',
    't','th','d','dh','n','n','p','ph','b','bh','m','y','r','r','l','l','l','v','sh','sh','s','h'];
  signs text[] := ARRAY['aa','i','ii','u','uu','ri','ri','e','e','e','ai','o','o','o','au'];
  nukta_consonants text[] := ARRAY['q','kh','g','z','r','rh','f','y'];
  result text := '';
  n int := length(t);
  o int;
  offsets int[];
  after_next int;
  -- The syllable before ends in a spoken vowel (for Hindi's silent "a" inside words).
  open_before boolean := false;
  k int;
BEGIN
  IF t !~ '[\u0900-\u0d7f]' THEN RETURN t; END IF;
  -- Each character's offset in its block, or -1 outside the Indian scripts; nukta (60) dropped
  -- from the sequence, as it changes no inherent vowel.
  offsets := ARRAY(SELECT CASE WHEN ascii(ch) BETWEEN 2304 AND 3455 THEN (ascii(ch) - 2304) % 128 ELSE -1 END
                   FROM regexp_split_to_table(t, '') AS ch);
  FOR i IN 1..n LOOP
    o := offsets[i];
    IF o = -1 THEN
      result := result || substr(t, i, 1);
      open_before := false;
      CONTINUE;
    END IF;
    IF o BETWEEN 21 AND 57 OR o BETWEEN 88 AND 95 THEN
      result := result || CASE WHEN o <= 57 THEN consonants[o - 20] ELSE nukta_consonants[o - 87] END;
      k := i + 1;
      WHILE k <= n AND offsets[k] = 60 LOOP k := k + 1; END LOOP;
      IF k > n OR offsets[k] = -1 OR offsets[k] BETWEEN 62 AND 77 OR offsets[k] IN (98, 99, 100, 101)
         OR offsets[k] BETWEEN 102 AND 111 THEN
        -- A vowel sign or virama follows, or the word ends (where the "a" is silent).
        open_before := k <= n AND offsets[k] BETWEEN 62 AND 76;
        CONTINUE;
      END IF;
      IF offsets[k] BETWEEN 21 AND 57 OR offsets[k] BETWEEN 88 AND 95 THEN
        -- Hindi drops the "a" between an open syllable and a consonant that carries a vowel
        -- (कमला: kamlā, प्रेमचंद: premchand).
        after_next := k + 1;
        WHILE after_next <= n AND offsets[after_next] = 60 LOOP after_next := after_next + 1; END LOOP;
        IF ascii(substr(t, i, 1)) < 2432 AND open_before AND after_next <= n
           AND offsets[after_next] <> -1 AND offsets[after_next] <> 77
           AND (offsets[after_next] BETWEEN 62 AND 76 OR offsets[after_next] BETWEEN 21 AND 57
                OR offsets[after_next] BETWEEN 88 AND 95 OR offsets[after_next] BETWEEN 1 AND 3) THEN
          open_before := false;
          CONTINUE;
        END IF;
      END IF;
      result := result || 'a';
      open_before := true;
    ELSIF o BETWEEN 5 AND 20 THEN
      result := result || vowels[o - 4];
      open_before := true;
    ELSIF o BETWEEN 62 AND 76 THEN
      result := result || signs[o - 61];
      open_before := true;
    ELSIF o IN (96, 98) THEN
      result := result || 'ri';
      open_before := true;
    ELSIF o IN (97, 99) THEN
      result := result || 'li';
      open_before := true;
    ELSIF o IN (1, 2) THEN
      result := result || 'n';
      open_before := false;
    ELSIF o = 3 THEN
      result := result || 'h';
      open_before := false;
    ELSIF o BETWEEN 102 AND 111 THEN
      result := result || chr(48 + o - 102);
      open_before := false;
    ELSIF o IN (100, 101) THEN
      result := result || ' ';
      open_before := false;
    ELSIF o = 77 THEN
      open_before := false;
    END IF;
  END LOOP;
  RETURN result;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION pustak_key(t text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT AS $$
    SELECT btrim(regexp_replace(
      replace(replace(replace(replace(replace(replace(
        replace(CASE WHEN t ~ '[\u0900-\u0d7f]' THEN pustak_translit(pustak_fold(t)) ELSE pustak_fold(t) END, '''', ''),
        'aa', 'a'), 'ee', 'i'), 'ii', 'i'), 'oo', 'u'), 'uu', 'u'), 'w', 'v'),
      '[^[:alnum:]\u0900-\u0d7f]+', ' ', 'g'))
  $$;
--> statement-breakpoint
-- A typed search as a text-search query: each word (English stop words left out) matches its
-- English stem or its key (title and author words are in the vector as keys too), every word
-- must match.
CREATE OR REPLACE FUNCTION pustak_query(q text) RETURNS tsquery
  LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE STRICT AS $$
DECLARE
  result tsquery := ''::tsquery;
  term tsquery;
  english tsquery;
  k text;
  w text;
BEGIN
  FOR w IN SELECT x FROM regexp_split_to_table(
      btrim(regexp_replace(replace(pustak_fold(q), '''', ''), '[^[:alnum:]\u0900-\u0d7f]+', ' ', 'g')), ' ') AS x
      WHERE x <> '' LOOP
    english := plainto_tsquery('english', w);
    IF numnode(english) = 0 AND w ~ '^[a-z0-9]+$' THEN CONTINUE; END IF;
    k := pustak_key(w);
    term := english;
    IF k <> '' THEN term := term || plainto_tsquery('simple', k); END IF;
    IF numnode(term) = 0 THEN CONTINUE; END IF;
    result := CASE WHEN numnode(result) = 0 THEN term ELSE result && term END;
  END LOOP;
  -- A search of stop words only ("Was", "After All") matches them as words of titles and authors.
  IF numnode(result) = 0 THEN
    result := plainto_tsquery('simple', pustak_key(q));
  END IF;
  RETURN result;
END
$$;
--> statement-breakpoint
DROP INDEX IF EXISTS "books_search_vector_idx";
--> statement-breakpoint
ALTER TABLE "books" DROP COLUMN "search_vector";
--> statement-breakpoint
ALTER TABLE "books" ADD COLUMN "title_key" text GENERATED ALWAYS AS (pustak_key("title")) STORED;
--> statement-breakpoint
ALTER TABLE "books" ADD COLUMN "author_key" text GENERATED ALWAYS AS (pustak_key("author")) STORED;
--> statement-breakpoint
ALTER TABLE "books" ADD COLUMN "search_vector" tsvector GENERATED ALWAYS AS (
  setweight(to_tsvector('english', pustak_fold(coalesce("title", ''))), 'A')
  || setweight(to_tsvector('simple', pustak_key(coalesce("title", ''))), 'A')
  || setweight(to_tsvector('english', pustak_fold(coalesce("author", ''))), 'B')
  || setweight(to_tsvector('simple', pustak_key(coalesce("author", ''))), 'B')
  || setweight(to_tsvector('english', pustak_fold(pustak_join_text("category") || ' ' || pustak_join_text("collection"))), 'C')
  || setweight(to_tsvector('english', pustak_fold(coalesce("description", ''))), 'D')) STORED;
--> statement-breakpoint
CREATE INDEX "books_search_vector_idx" ON "books" USING gin ("search_vector");
--> statement-breakpoint
-- Titles and authors beginning with what is typed, in any script (suggestions).
CREATE INDEX "books_title_key_prefix_idx" ON "books" ("title_key" text_pattern_ops);
--> statement-breakpoint
CREATE INDEX "books_author_key_prefix_idx" ON "books" ("author_key" text_pattern_ops);
--> statement-breakpoint
-- The last word of the author's name: which authors a search that is a surname means.
ALTER TABLE "books" ADD COLUMN "author_surname" text
  GENERATED ALWAYS AS (regexp_replace(pustak_key("author"), '^.* ', '')) STORED;
--> statement-breakpoint
CREATE INDEX "books_author_surname_idx" ON "books" ("author_surname");
--> statement-breakpoint
-- The vocabulary now holds the folded words (accents off) and, for titles and authors in an
-- Indian script, their keys in Latin letters as well, so either spelling can be corrected.
CREATE OR REPLACE FUNCTION pustak_book_terms(title text, author text, category text[], collection text[])
  RETURNS SETOF text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
    SELECT lexeme FROM unnest(to_tsvector('simple', replace(pustak_fold(
        coalesce(title, '') || ' ' || coalesce(author, '') || ' ' || pustak_join_text(category)
        || ' ' || pustak_join_text(collection)), '''', '')
      || ' ' || CASE WHEN coalesce(title, '') || coalesce(author, '') ~ '[\u0900-\u0d7f]'
                  THEN pustak_key(coalesce(title, '') || ' ' || coalesce(author, '')) ELSE '' END))
    WHERE length(lexeme) >= 2
  $$;
--> statement-breakpoint
DELETE FROM search_terms;
--> statement-breakpoint
INSERT INTO search_terms (word, book_count)
  SELECT t.word, count(*) FROM books b, pustak_book_terms(b.title, b.author, b.category, b.collection) AS t(word)
  WHERE b.archived_at IS NULL GROUP BY t.word;
