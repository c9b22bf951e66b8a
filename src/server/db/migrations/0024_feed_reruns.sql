-- A feed sent again (issue #33): its records that would change nothing are left alone and
-- counted, and a book a feed took off sale comes back when a later record offers it again.
ALTER TABLE "import_jobs" ADD COLUMN "unchanged" integer NOT NULL DEFAULT 0;
--> statement-breakpoint
-- Whether the book was taken off sale by a feed (a withdrawal, or a record not for sale), not
-- by staff: only such a book is put back on sale by a feed.
ALTER TABLE "books" ADD COLUMN "hidden_by_feed" boolean NOT NULL DEFAULT false;
--> statement-breakpoint
-- Whoever archives or restores a book other than a feed's import (staff, one at a time or in
-- bulk) makes it theirs: the import sets pustak.feed_hiding while it takes books off sale.
CREATE OR REPLACE FUNCTION pustak_book_hidden_by() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  NEW."hidden_by_feed" := NEW."archived_at" IS NOT NULL
    AND coalesce(current_setting('pustak.feed_hiding', true), '') = 'on';
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "books_hidden_by" BEFORE UPDATE OF "archived_at" ON "books"
  FOR EACH ROW WHEN (OLD."archived_at" IS DISTINCT FROM NEW."archived_at")
  EXECUTE FUNCTION pustak_book_hidden_by();
