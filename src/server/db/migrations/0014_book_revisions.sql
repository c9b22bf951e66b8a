-- Each server keeps the live books' search vectors and listing columns in memory to count and
-- rank a search's listing (catalog/search-index.repository.ts), and follows the table by
-- revision: every insert or update of a book takes the next number of one sequence, so a server
-- reads only the books changed since it last looked. A deletion (or a restore's TRUNCATE) moves a
-- second sequence, which makes each server read the books again.
CREATE SEQUENCE IF NOT EXISTS "books_revision_seq";
--> statement-breakpoint
ALTER TABLE "books" ADD COLUMN IF NOT EXISTS "revision" bigint;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION pustak_book_revision() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  NEW.revision := nextval('books_revision_seq');
  RETURN NEW;
END
$$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS "books_revision" ON "books";
--> statement-breakpoint
CREATE TRIGGER "books_revision" BEFORE INSERT OR UPDATE ON "books"
  FOR EACH ROW EXECUTE FUNCTION pustak_book_revision();
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "books_revision_idx" ON "books" ("revision");
--> statement-breakpoint
CREATE SEQUENCE IF NOT EXISTS "books_deletions_seq";
--> statement-breakpoint
CREATE OR REPLACE FUNCTION pustak_books_deleted() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  PERFORM nextval('books_deletions_seq');
  RETURN NULL;
END
$$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS "books_deleted" ON "books";
--> statement-breakpoint
CREATE TRIGGER "books_deleted" AFTER DELETE ON "books"
  FOR EACH STATEMENT EXECUTE FUNCTION pustak_books_deleted();
--> statement-breakpoint
DROP TRIGGER IF EXISTS "books_truncated" ON "books";
--> statement-breakpoint
CREATE TRIGGER "books_truncated" AFTER TRUNCATE ON "books"
  FOR EACH STATEMENT EXECUTE FUNCTION pustak_books_deleted();
