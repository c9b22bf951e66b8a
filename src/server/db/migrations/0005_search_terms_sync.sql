-- The search vocabulary (search_terms) follows the words of live books' titles, authors,
-- categories and collections: what the 'simple' text-search parser sees (lower-cased,
-- Unicode-aware), two letters or more.
CREATE OR REPLACE FUNCTION pustak_book_terms(title text, author text, category text[], collection text[])
  RETURNS SETOF text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
    SELECT lexeme FROM unnest(to_tsvector('simple', coalesce(title, '') || ' ' || coalesce(author, '')
      || ' ' || pustak_join_text(category) || ' ' || pustak_join_text(collection)))
    WHERE length(lexeme) >= 2
  $$;
--> statement-breakpoint
-- One statement-level trigger per event (transition tables allow only one event each). Each
-- adds the change in book counts per word in one upsert, words in order, so concurrent
-- catalogue edits take the word rows' locks in the same order. A word no live book uses any
-- more keeps its row with a count of 0 (searches look only at counts above 0).
-- Stock and price updates change none of those words and write nothing here.
CREATE OR REPLACE FUNCTION pustak_sync_search_terms() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO search_terms (word, book_count)
      SELECT t.word, count(*) FROM new_rows b, pustak_book_terms(b.title, b.author, b.category, b.collection) AS t(word)
      WHERE b.archived_at IS NULL GROUP BY t.word ORDER BY t.word
    ON CONFLICT (word) DO UPDATE SET book_count = search_terms.book_count + excluded.book_count;
    RETURN NULL;
  END IF;
  IF TG_OP = 'DELETE' THEN
    INSERT INTO search_terms (word, book_count)
      SELECT t.word, -count(*) FROM old_rows b, pustak_book_terms(b.title, b.author, b.category, b.collection) AS t(word)
      WHERE b.archived_at IS NULL GROUP BY t.word ORDER BY t.word
    ON CONFLICT (word) DO UPDATE SET book_count = search_terms.book_count + excluded.book_count;
    RETURN NULL;
  END IF;
  INSERT INTO search_terms (word, book_count)
    SELECT word, sum(n) FROM (
      SELECT t.word, -1 AS n
        FROM old_rows o JOIN new_rows b ON b.id = o.id, pustak_book_terms(o.title, o.author, o.category, o.collection) AS t(word)
        WHERE o.archived_at IS NULL AND (o.title IS DISTINCT FROM b.title
          OR o.author IS DISTINCT FROM b.author OR o.category IS DISTINCT FROM b.category
          OR o.collection IS DISTINCT FROM b.collection OR b.archived_at IS NOT NULL)
      UNION ALL
      SELECT t.word, 1
        FROM old_rows o JOIN new_rows b ON b.id = o.id, pustak_book_terms(b.title, b.author, b.category, b.collection) AS t(word)
        WHERE b.archived_at IS NULL AND (o.title IS DISTINCT FROM b.title
          OR o.author IS DISTINCT FROM b.author OR o.category IS DISTINCT FROM b.category
          OR o.collection IS DISTINCT FROM b.collection OR o.archived_at IS NOT NULL)
    ) AS delta GROUP BY word HAVING sum(n) <> 0 ORDER BY word
  ON CONFLICT (word) DO UPDATE SET book_count = search_terms.book_count + excluded.book_count;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER books_search_terms_insert AFTER INSERT ON books
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION pustak_sync_search_terms();
--> statement-breakpoint
CREATE TRIGGER books_search_terms_update AFTER UPDATE ON books
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION pustak_sync_search_terms();
--> statement-breakpoint
CREATE TRIGGER books_search_terms_delete AFTER DELETE ON books
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION pustak_sync_search_terms();
--> statement-breakpoint
INSERT INTO search_terms (word, book_count)
  SELECT t.word, count(*) FROM books b, pustak_book_terms(b.title, b.author, b.category, b.collection) AS t(word)
  WHERE b.archived_at IS NULL GROUP BY t.word
ON CONFLICT (word) DO NOTHING;
