-- Live books in order of popularity (sales, then ratings, then id), the order suggestions and a
-- search's ties are listed in: a suggestion walks it and stops at its sixth match. By sales
-- alone (books_sold_count_idx) it had to read every book of each tied sales figure to order them
-- by ratings — all the unsold books of a shop, 78,000 books for "sharma" at 1,000,000 (ADR 019).
CREATE INDEX IF NOT EXISTS "books_popularity_idx" ON "books" ("sold_count" DESC, "rating_count" DESC, "id")
  WHERE "archived_at" IS NULL;
