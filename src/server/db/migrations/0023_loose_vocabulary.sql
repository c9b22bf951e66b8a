-- The loose forms of words in an Indian script join the vocabulary (as "~" words, which no typed
-- word can equal), so a Latin spelling that finds its book only loosely ("poroja" for ପରଜା) is
-- known to be a word of the catalogue: the search as typed is listed, and a correction that
-- ranks better is offered, not put in its place (docs/decisions/031-indian-scripts-as-readers-type-them.md).
-- The loose words of a key, as pustak_loose_lexemes makes them for the search vector: each word,
-- each two words next to each other joined, and all of them joined.
CREATE OR REPLACE FUNCTION pustak_loose_words(k text) RETURNS SETOF text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT AS $$
    WITH w AS (SELECT x, i FROM regexp_split_to_table(k, ' ') WITH ORDINALITY AS t(x, i) WHERE x <> '')
    SELECT DISTINCT '~' || l
    FROM (SELECT pustak_loose(x) AS l FROM w
          UNION ALL SELECT pustak_loose(a.x || b.x) FROM w a JOIN w b ON b.i = a.i + 1
          UNION ALL SELECT pustak_loose(string_agg(x, '' ORDER BY i)) FROM w HAVING count(*) > 2
         ) AS loose
    WHERE l <> ''
  $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION pustak_book_terms(title text, author text, category text[], collection text[])
  RETURNS SETOF text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
    SELECT lexeme FROM unnest(to_tsvector('simple', replace(pustak_fold(
        coalesce(title, '') || ' ' || coalesce(author, '') || ' ' || pustak_join_text(category)
        || ' ' || pustak_join_text(collection)), '''', '')
      || ' ' || CASE WHEN coalesce(title, '') || coalesce(author, '') ~ '[\u0900-\u0d7f]'
                  THEN pustak_key(coalesce(title, '') || ' ' || coalesce(author, '')) ELSE '' END))
    WHERE length(lexeme) >= 2
    UNION
    SELECT l FROM (
      SELECT pustak_loose_words(pustak_key(coalesce(title, ''))) AS l
      UNION ALL SELECT pustak_loose_words(pustak_key(coalesce(author, '')))
    ) AS loose
    WHERE coalesce(title, '') || coalesce(author, '') ~ '[\u0900-\u0d7f]'
  $$;
--> statement-breakpoint
-- The typed words (folded, as pustak_query splits them) whose loose form is a loose word of a
-- live book: Latin spellings of the catalogue's Indian-script words.
CREATE OR REPLACE FUNCTION pustak_loosely_known(q text) RETURNS text[]
  LANGUAGE sql STABLE PARALLEL SAFE STRICT AS $$
    SELECT coalesce(array_agg(DISTINCT x), ARRAY[]::text[])
    FROM regexp_split_to_table(btrim(regexp_replace(replace(pustak_fold(q), '''', ''),
           '[^[:alnum:]\u0900-\u0d7f]+', ' ', 'g')), ' ') AS x
    WHERE x ~ '^[a-z0-9]+$' AND EXISTS (
      SELECT 1 FROM search_terms
      WHERE word = '~' || pustak_loose(pustak_key(x)) AND book_count > 0)
  $$;
--> statement-breakpoint
-- Made again from the books: their loose words were never counted.
DELETE FROM search_terms;
--> statement-breakpoint
INSERT INTO search_terms (word, book_count)
  SELECT t.word, count(*) FROM books b, pustak_book_terms(b.title, b.author, b.category, b.collection) AS t(word)
  WHERE b.archived_at IS NULL GROUP BY t.word;
