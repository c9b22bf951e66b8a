-- A title suggestion reads the titles starting with the typed text in key order, the books
-- matching its words, and the best sellers, each up to a bound (catalog-suggest.repository.ts);
-- a book page's rail reads the best sellers' categories (catalog.repository.ts): all from the
-- indexes alone.
DROP INDEX IF EXISTS "books_title_key_prefix_idx";
--> statement-breakpoint
CREATE INDEX "books_title_key_prefix_idx" ON "books" ("title_key" text_pattern_ops)
  INCLUDE ("sold_count", "rating_count", "id") WHERE "archived_at" IS NULL;
--> statement-breakpoint
DROP INDEX IF EXISTS "books_popularity_idx";
--> statement-breakpoint
CREATE INDEX "books_popularity_idx" ON "books" ("sold_count" DESC, "rating_count" DESC, "id")
  INCLUDE ("title_key", "author_key", "category") WHERE "archived_at" IS NULL;
--> statement-breakpoint
-- The first `n` live books the full-text index finds for a query, in no particular order, as
-- a suggestion lists them, with whether the query matches their title, author, categories or
-- collections (not only their description). Through the index's bitmap, always: with a LIMIT,
-- the planner would otherwise walk another index (or the table) until n matched, which for
-- words mostly in books that sell little read the whole catalogue (catalog-suggest.repository.ts).
CREATE FUNCTION pustak_first_matches(query tsquery, n int)
RETURNS TABLE (id int, title text, author text, image_url text, selling_price int,
  sold_count int, rating_count int, named boolean)
LANGUAGE sql STABLE PARALLEL SAFE
SET enable_seqscan = off SET enable_indexscan = off
AS $$
  SELECT id, title, author, image_url, selling_price, sold_count, rating_count,
    ts_filter(search_vector, '{a,b,c}') @@ query
  FROM books WHERE archived_at IS NULL AND search_vector @@ query LIMIT n
$$;
--> statement-breakpoint
-- The first `n` live books of a category the category index finds, in no particular order,
-- through its bitmap always, as pustak_first_matches (catalog.repository.ts).
CREATE FUNCTION pustak_first_in_category(wanted text, n int)
RETURNS SETOF int
LANGUAGE sql STABLE PARALLEL SAFE
SET enable_seqscan = off SET enable_indexscan = off
AS $$
  SELECT id FROM books WHERE archived_at IS NULL AND category @> ARRAY[wanted] LIMIT n
$$;
