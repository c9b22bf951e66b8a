-- Every Indian script found as shoppers type it (docs/decisions/031-indian-scripts-as-readers-type-them.md).
-- One normal form still serves both sides (the books' generated columns and the typed query):
--   pustak_translit  each script as its readers write it in Latin letters: Malayalam chillus
--                    and ഴ/ന്റ/റ്റ, Tamil ச/த/ழ/ற/ன, Bengali ব/য/ৎ, Gurmukhi tippi and addak,
--                    Odia ୱ, anusvara as m before labials (and in the Dravidian scripts but
--                    before a stop), the silent "a" only in the northern scripts;
--   pustak_key       as before, and zh = l (ഴ and ழ are written both ways);
--   pustak_loose     the folds that would join English words apart (voicing, aspirates, v/b/w,
--                    s/sh/ch, doubled letters, every "a" after the first letter), applied only
--                    to words of books whose title or author is in an Indian script: those books
--                    carry them in their search vector as lexemes starting "~" (which no key
--                    can), with their title's and author's words joined by pairs and whole;
--   pustak_query     each word's stem or key as before, or its loose form; or the whole query
--                    joined into one loose word.
CREATE OR REPLACE FUNCTION pustak_translit(t text) RETURNS text
  LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE STRICT AS $$
DECLARE
  -- Offsets within each Indian script's block (U+0900 Devanagari, U+0980 Bengali, U+0A00
  -- Gurmukhi, U+0A80 Gujarati, U+0B00 Odia, U+0B80 Tamil, U+0C00 Telugu, U+0C80 Kannada,
  -- U+0D00 Malayalam): the blocks share one layout, so one table serves them all; what each
  -- script's readers write otherwise is decided below, by the script (0 to 8 in that order).
  vowels text[] := ARRAY['a','aa','i','ii','u','uu','ri','li','e','e','e','ai','o','o','o','au'];
  consonants text[] := ARRAY['k','kh','g','gh','n','ch','chh','j','jh','n','t','th','d','dh','n',
    't','th','d','dh','n','n','p','ph','b','bh','m','y','r','r','l','l','l','v','sh','sh','s','h'];
  signs text[] := ARRAY['aa','i','ii','u','uu','ri','ri','e','e','e','ai','o','o','o','au'];
  nukta_consonants text[] := ARRAY['q','kh','g','z','r','rh','f','y'];
  -- Malayalam chillus, U+0D7A to U+0D7F: a consonant with no vowel, in one letter.
  chillus text[] := ARRAY['n','n','r','l','l','k'];
  result text := '';
  n int;
  o int;
  s int;
  c text;
  offsets int[];
  scripts int[];
  prev int;
  prev2 int;
  next int;
  next2 int;
  after_next int;
  -- The syllable before ends in a spoken vowel (for the silent "a" inside words).
  open_before boolean := false;
  -- Gurmukhi's addak doubles the consonant after it.
  double_next boolean := false;
  k int;
BEGIN
  IF t !~ '[\u0900-\u0d7f]' THEN RETURN t; END IF;
  -- Malayalam's older chillus (a consonant, virama and zero-width joiner) as the newer letters;
  -- other joiners only shape the letters.
  t := translate(replace(replace(replace(replace(replace(replace(t,
    E'\u0d23\u0d4d\u200d', E'\u0d7a'), E'\u0d28\u0d4d\u200d', E'\u0d7b'),
    E'\u0d30\u0d4d\u200d', E'\u0d7c'), E'\u0d32\u0d4d\u200d', E'\u0d7d'),
    E'\u0d33\u0d4d\u200d', E'\u0d7e'), E'\u0d15\u0d4d\u200d', E'\u0d7f'), E'\u200c\u200d', '');
  n := length(t);
  -- Each character's offset in its block, or -1 outside the Indian scripts (Odia's ୱ read as
  -- the va of the others); nukta (60) changes no inherent vowel and is skipped below.
  offsets := ARRAY(SELECT CASE WHEN ascii(ch) = 2929 THEN 53
                      WHEN ascii(ch) BETWEEN 2304 AND 3455 THEN (ascii(ch) - 2304) % 128 ELSE -1 END
                   FROM regexp_split_to_table(t, '') AS ch);
  scripts := ARRAY(SELECT CASE WHEN ascii(ch) BETWEEN 2304 AND 3455 THEN (ascii(ch) - 2304) / 128 ELSE -1 END
                   FROM regexp_split_to_table(t, '') AS ch);
  FOR i IN 1..n LOOP
    o := offsets[i];
    IF o = -1 THEN
      result := result || substr(t, i, 1);
      open_before := false;
      CONTINUE;
    END IF;
    IF o = 60 THEN CONTINUE; END IF;
    s := scripts[i];
    prev := CASE WHEN i > 1 THEN offsets[i - 1] ELSE -1 END;
    prev2 := CASE WHEN i > 2 THEN offsets[i - 2] ELSE -1 END;
    k := i + 1;
    WHILE k <= n AND offsets[k] = 60 LOOP k := k + 1; END LOOP;
    next := CASE WHEN k <= n THEN offsets[k] ELSE -1 END;
    next2 := CASE WHEN k < n THEN offsets[k + 1] ELSE -1 END;
    IF o BETWEEN 21 AND 57 OR (o BETWEEN 88 AND 95 AND s IN (0, 1, 2, 4)) THEN
      c := CASE WHEN o <= 57 THEN consonants[o - 20] ELSE nukta_consonants[o - 87] END;
      IF s = 1 AND o = 53 THEN
        c := 'b';                                   -- Bengali ব
      ELSIF s = 1 AND o = 47 AND prev <> 77 AND (i = n OR offsets[i + 1] <> 60) THEN
        c := 'j';                                   -- Bengali য, but য-phala and য় are y
      ELSIF s = 5 AND o = 26 THEN
        -- Tamil ச: s, but ch doubled or after a stop, j after ஞ.
        c := CASE WHEN prev = 77 AND prev2 = 30 THEN 'j'
                  WHEN prev = 77 OR next = 77 THEN 'ch' ELSE 's' END;
      ELSIF s IN (5, 8) AND o = 36 THEN
        c := CASE WHEN next = 77 AND next2 = 36 THEN 't' ELSE 'th' END;   -- த, ത; த்த tth
      ELSIF s IN (5, 8) AND o = 52 THEN
        c := 'zh';                                  -- ழ, ഴ
      ELSIF s IN (5, 8) AND o = 49 AND next = 77 AND next2 = 49 THEN
        c := 't';                                   -- ற்ற tr, റ്റ tt
      ELSIF s = 8 AND o = 49 AND prev = 77 AND prev2 IN (40, 49) THEN
        c := 't';                                   -- ന്റ nt, റ്റ tt
      ELSIF s = 5 AND o = 49 AND prev = 77 AND prev2 = 41 THEN
        c := 'dr';                                  -- ன்ற ndr
      ELSIF s IN (5, 8) AND prev = 77 AND (prev2 = 35 AND o = 31 OR prev2 = 25 AND o IN (21, 25)
                                           OR prev2 = 46 AND o = 42) THEN
        -- A stop after its nasal is voiced: ണ്ട nd, ങ്ക/ங்க ng, ങ്ങ ng, മ്പ/ம்ப mb.
        c := CASE o WHEN 31 THEN 'd' WHEN 42 THEN 'b' ELSE 'g' END;
      END IF;
      IF double_next THEN
        result := result || CASE WHEN c LIKE 'ch%' THEN 'ch' ELSE left(c, 1) END;
        double_next := false;
      END IF;
      result := result || c;
      IF next BETWEEN 62 AND 77 OR next IN (98, 99) THEN
        -- A vowel sign or virama follows.
        open_before := next BETWEEN 62 AND 76;
        CONTINUE;
      END IF;
      IF (next = -1 OR next IN (100, 101) OR next BETWEEN 102 AND 111) AND s <= 3 AND prev <> 77 THEN
        -- The word ends: the "a" is silent in the northern scripts (गोदान godaan), but not
        -- after a conjunct (शुक्ल shukla, চন্দ্র chandra).
        open_before := false;
        CONTINUE;
      END IF;
      IF s <= 3 AND open_before AND (next BETWEEN 21 AND 57 OR next BETWEEN 88 AND 95) THEN
        -- Hindi, Bengali, Punjabi and Gujarati drop the "a" between an open syllable and a
        -- consonant that carries a vowel (कमला kamlā, দেবদাস debdās).
        after_next := k + 1;
        WHILE after_next <= n AND offsets[after_next] = 60 LOOP after_next := after_next + 1; END LOOP;
        IF after_next <= n AND offsets[after_next] <> -1 AND offsets[after_next] <> 77
           AND (offsets[after_next] BETWEEN 62 AND 76 OR offsets[after_next] BETWEEN 21 AND 57
                OR offsets[after_next] BETWEEN 88 AND 95 OR offsets[after_next] BETWEEN 1 AND 3
                OR (s = 2 AND offsets[after_next] IN (112, 113))) THEN
          open_before := false;
          CONTINUE;
        END IF;
      END IF;
      result := result || 'a';
      open_before := true;
    ELSIF o BETWEEN 5 AND 20 THEN
      result := result || CASE WHEN o = 11 AND s IN (4, 6, 7) THEN 'ru' ELSE vowels[o - 4] END;
      open_before := true;
    ELSIF o BETWEEN 62 AND 76 THEN
      result := result || CASE WHEN o = 67 AND s IN (4, 6, 7) THEN 'ru' ELSE signs[o - 61] END;
      open_before := true;
    ELSIF o IN (96, 98) THEN
      result := result || 'ri';
      open_before := true;
    ELSIF o IN (97, 99) THEN
      result := result || 'li';
      open_before := true;
    ELSIF o = 1 THEN
      result := result || 'n';
      open_before := false;
    ELSIF o = 2 OR (s = 2 AND o = 112) THEN
      -- Anusvara (and Gurmukhi's tippi): m before a labial; in the Dravidian scripts m but
      -- before a stop (సంస్కారం samskaaram, മലയാളം malayaalam).
      result := result || CASE WHEN next BETWEEN 42 AND 46 THEN 'm'
                               WHEN s >= 5 AND NOT next BETWEEN 21 AND 40 THEN 'm' ELSE 'n' END;
      open_before := false;
    ELSIF s = 2 AND o = 113 THEN
      double_next := true;
      open_before := false;
    ELSIF s = 2 AND o IN (114, 115) THEN
      -- ੲ and ੳ only carry the vowel sign after them.
      open_before := true;
    ELSIF o = 3 THEN
      result := result || 'h';
      open_before := false;
    ELSIF o = 78 AND s IN (1, 8) THEN
      result := result || CASE WHEN s = 1 THEN 't' ELSE 'r' END;   -- ৎ, ൎ
      open_before := false;
    ELSIF s = 8 AND o BETWEEN 122 AND 127 THEN
      result := result || chillus[o - 121];
      open_before := false;
    ELSIF s = 8 AND o BETWEEN 84 AND 86 THEN
      result := result || CASE o WHEN 84 THEN 'm' WHEN 85 THEN 'y' ELSE 'l' END;
      open_before := false;
    ELSIF o BETWEEN 102 AND 111 THEN
      result := result || chr(48 + o - 102);
      open_before := false;
    ELSIF o IN (100, 101) THEN
      result := result || ' ';
      open_before := false;
    ELSIF o = 77 THEN
      -- Malayalam's virama ending a word is a short u (ആട് aadu, നാലുകെട്ട് naalukettu).
      IF s = 8 AND (next = -1 OR next IN (100, 101)) AND prev BETWEEN 21 AND 57 THEN
        result := result || 'u';
      END IF;
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
      replace(replace(replace(replace(replace(replace(replace(
        replace(CASE WHEN t ~ '[\u0900-\u0d7f]' THEN pustak_translit(pustak_fold(t)) ELSE pustak_fold(t) END, '''', ''),
        'aa', 'a'), 'ee', 'i'), 'ii', 'i'), 'oo', 'u'), 'uu', 'u'), 'w', 'v'), 'zh', 'l'),
      '[^[:alnum:]\u0900-\u0d7f]+', ' ', 'g'))
  $$;
--> statement-breakpoint
-- A word's key as loosely as readers of the Indian languages vary it in Latin letters: these
-- folds would join English words apart (tree and three, bad and pat), so only the words of
-- books in an Indian script are folded so, as lexemes of their own.
CREATE OR REPLACE FUNCTION pustak_loose(k text) RETURNS text
  LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE STRICT AS $$
DECLARE
  s text := replace(k, 'x', 'ks');
BEGIN
  s := regexp_replace(s, 'chh?', 's', 'g');                   -- ச typed s or ch; च ch
  s := replace(s, 'sh', 's');                                 -- श ष स
  s := regexp_replace(s, '([kgjtdpb])h', '\1', 'g');          -- aspirates written or not
  s := translate(s, 'gdbvwfqcz', 'ktppppkkj');                -- voicing, v/b/w, ph/f
  s := replace(replace(s, 'ru', 'ri'), 'o', 'a');             -- ऋ ri/ru; Bengali, Odia o/a
  s := regexp_replace(s, 'aya?([^aeiou]|$)', 'ai\1', 'g');    -- നായർ nayar, nair
  s := regexp_replace(s, 'y([^aeiou]|$)', 'i\1', 'g');        -- ramasamy, ramasami
  s := regexp_replace(s, '(.)\1+', '\1', 'g');                -- doubled consonants or not
  s := regexp_replace(s, '[mn]([^aeiou]|$)', 'n\1', 'g');     -- anusvara as n or m
  s := left(s, 1) || replace(substr(s, 2), 'a', '');          -- the "a", silent, long or short
  s := regexp_replace(s, '(.)u$', '\1');                      -- a final u written or not
  RETURN regexp_replace(s, '(.)\1+', '\1', 'g');
END
$$;
--> statement-breakpoint
-- The loose lexemes of a key's words, weighted, as tsvector text: each word, each two words
-- next to each other joined, and all of them joined (a title typed as one word or split
-- otherwise: veyipadagalu for వేయి పడగలు, maha prasthanam for మహాప్రస్థానం).
CREATE OR REPLACE FUNCTION pustak_loose_lexemes(k text, weight text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT AS $$
    WITH w AS (SELECT x, i FROM regexp_split_to_table(k, ' ') WITH ORDINALITY AS t(x, i) WHERE x <> '')
    SELECT coalesce(string_agg(DISTINCT quote_literal('~' || l) || ':1' || weight, ' '), '')
    FROM (SELECT pustak_loose(x) AS l FROM w
          UNION ALL SELECT pustak_loose(a.x || b.x) FROM w a JOIN w b ON b.i = a.i + 1
          UNION ALL SELECT pustak_loose(string_agg(x, '' ORDER BY i)) FROM w HAVING count(*) > 2
         ) AS loose
    WHERE l <> ''
  $$;
--> statement-breakpoint
-- The loose lexemes of a book whose title or author is in an Indian script (title A, author B),
-- for its search vector; none for other books.
CREATE OR REPLACE FUNCTION pustak_loose_vector(title text, author text) RETURNS tsvector
  LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
    SELECT CASE WHEN coalesce(title, '') || coalesce(author, '') ~ '[\u0900-\u0d7f]'
      THEN (pustak_loose_lexemes(pustak_key(coalesce(title, '')), 'A') || ' '
            || pustak_loose_lexemes(pustak_key(coalesce(author, '')), 'B'))::tsvector
      ELSE ''::tsvector END
  $$;
--> statement-breakpoint
-- A typed search as a text-search query: each word (English stop words left out) matches its
-- English stem, its key or its loose form, every word must match; or, typed as two words or
-- more, all of them joined match as one loose word.
CREATE OR REPLACE FUNCTION pustak_query(q text) RETURNS tsquery
  LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE STRICT AS $$
DECLARE
  result tsquery := ''::tsquery;
  term tsquery;
  english tsquery;
  k text;
  w text;
  l text;
BEGIN
  FOR w IN SELECT x FROM regexp_split_to_table(
      btrim(regexp_replace(replace(pustak_fold(q), '''', ''), '[^[:alnum:]\u0900-\u0d7f]+', ' ', 'g')), ' ') AS x
      WHERE x <> '' LOOP
    english := plainto_tsquery('english', w);
    IF numnode(english) = 0 AND w ~ '^[a-z0-9]+$' THEN CONTINUE; END IF;
    k := pustak_key(w);
    term := english;
    IF k <> '' THEN term := term || plainto_tsquery('simple', k); END IF;
    IF k ~ '^[a-z0-9]+$' THEN
      l := pustak_loose(k);
      IF l <> '' THEN term := term || quote_literal('~' || l)::tsquery; END IF;
    END IF;
    IF numnode(term) = 0 THEN CONTINUE; END IF;
    result := CASE WHEN numnode(result) = 0 THEN term ELSE result && term END;
  END LOOP;
  k := pustak_key(q);
  -- A search of stop words only ("Was", "After All") matches them as words of titles and authors.
  IF numnode(result) = 0 THEN
    result := plainto_tsquery('simple', k);
  END IF;
  IF k ~ '^[a-z0-9]+( [a-z0-9]+)+$' THEN
    result := result || quote_literal('~' || pustak_loose(replace(k, ' ', '')))::tsquery;
  END IF;
  RETURN result;
END
$$;
--> statement-breakpoint
DROP INDEX IF EXISTS "books_search_vector_idx";
--> statement-breakpoint
ALTER TABLE "books" DROP COLUMN "search_vector";
--> statement-breakpoint
ALTER TABLE "books" ADD COLUMN "search_vector" tsvector GENERATED ALWAYS AS (
  setweight(to_tsvector('english', pustak_fold(coalesce("title", ''))), 'A')
  || setweight(to_tsvector('simple', pustak_key(coalesce("title", ''))), 'A')
  || setweight(to_tsvector('english', pustak_fold(coalesce("author", ''))), 'B')
  || setweight(to_tsvector('simple', pustak_key(coalesce("author", ''))), 'B')
  || pustak_loose_vector("title", "author")
  || setweight(to_tsvector('english', pustak_fold(pustak_join_text("category") || ' ' || pustak_join_text("collection"))), 'C')
  || setweight(to_tsvector('english', pustak_fold(coalesce("description", ''))), 'D')) STORED;
--> statement-breakpoint
-- The keys (and the surname made from them) follow the new transliteration: rewriting the rows
-- recomputes every stored generated column, and gives each book a new revision (migration
-- 0014), so each server's search index reads them again. Only books in an Indian script (or
-- with "zh") have keys that change.
UPDATE "books" SET "title" = "title"
  WHERE "title" || "author" ~ '[\u0900-\u0d7f]' OR lower("title" || "author") LIKE '%zh%';
--> statement-breakpoint
CREATE INDEX "books_search_vector_idx" ON "books" USING gin ("search_vector");
--> statement-breakpoint
-- The vocabulary holds the keys of Indian-script words (pustak_book_terms): made again from
-- the books, as the update above changed no title and so moved none of its counts.
DELETE FROM search_terms;
--> statement-breakpoint
INSERT INTO search_terms (word, book_count)
  SELECT t.word, count(*) FROM books b, pustak_book_terms(b.title, b.author, b.category, b.collection) AS t(word)
  WHERE b.archived_at IS NULL GROUP BY t.word;
