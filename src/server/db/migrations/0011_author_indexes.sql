-- Authors with many books (a prolific writer, "Anonymous", a large catalogue's bestsellers):
-- their books by sales and their names' totals are read from the index alone, not from every
-- book's row (ADR 019). The surname and key indexes of migration 0008 become covering ones for
-- live books.
CREATE INDEX "books_author_sold_idx" ON "books" ("author", "sold_count" DESC, "id")
  WHERE "archived_at" IS NULL;
--> statement-breakpoint
DROP INDEX IF EXISTS "books_author_surname_idx";
--> statement-breakpoint
CREATE INDEX "books_author_surname_idx" ON "books" ("author_surname")
  INCLUDE ("author_key", "sold_count") WHERE "archived_at" IS NULL;
--> statement-breakpoint
DROP INDEX IF EXISTS "books_author_key_prefix_idx";
--> statement-breakpoint
CREATE INDEX "books_author_key_prefix_idx" ON "books" ("author_key" text_pattern_ops)
  INCLUDE ("sold_count", "author") WHERE "archived_at" IS NULL;
--> statement-breakpoint
-- The words of authors' names, for suggesting authors as a shopper types: read from this index
-- rather than from every book whose title or description holds the words.
CREATE INDEX "books_author_words_idx" ON "books" USING gin (to_tsvector('simple', "author_key"))
  WHERE "archived_at" IS NULL;
