-- The edition a listing shows for its work (docs/decisions/034-works-editions-contributors.md):
-- of a work's live editions, one in stock first, then the most sold, then the first added. A
-- storefront listing asks for one edition per work (GET /api/books?editions=work) and lists the
-- leads alone; a filter that an edition may meet and its lead not (format, language, publisher,
-- price) lists every edition instead. Kept by triggers as stock, archiving and works change.
ALTER TABLE "books" ADD COLUMN "work_lead" boolean NOT NULL DEFAULT true;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION pustak_lead_works(work_ids integer[]) RETURNS void
  LANGUAGE sql AS $$
    UPDATE "books" b SET "work_lead" = (b."id" = l."id")
    FROM (SELECT DISTINCT ON ("work_id") "work_id", "id" FROM "books"
          WHERE "work_id" = ANY (work_ids)
          ORDER BY "work_id", ("archived_at" IS NULL) DESC, ("stock_quantity" > 0) DESC,
                   "sold_count" DESC, "id") l
    WHERE b."work_id" = l."work_id" AND b."work_lead" IS DISTINCT FROM (b."id" = l."id")
  $$;
--> statement-breakpoint
UPDATE "books" SET "work_lead" = false
  WHERE "id" NOT IN (SELECT DISTINCT ON ("work_id") "id" FROM "books"
    ORDER BY "work_id", ("archived_at" IS NULL) DESC, ("stock_quantity" > 0) DESC, "sold_count" DESC, "id");
--> statement-breakpoint
CREATE OR REPLACE FUNCTION pustak_books_lead_inserted() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  -- A book that is its work's only edition leads it, as its column's default says.
  PERFORM pustak_lead_works(ARRAY(
    SELECT DISTINCT n."work_id" FROM new_books n
    WHERE EXISTS (SELECT 1 FROM "books" o WHERE o."work_id" = n."work_id" AND o."id" <> n."id")));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "books_lead_inserted" AFTER INSERT ON "books"
  REFERENCING NEW TABLE AS new_books FOR EACH STATEMENT EXECUTE FUNCTION pustak_books_lead_inserted();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION pustak_book_lead_changed() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pustak_lead_works(ARRAY[NEW."work_id", OLD."work_id"]);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "books_lead_changed" AFTER UPDATE OF "stock_quantity", "archived_at", "work_id" ON "books"
  FOR EACH ROW WHEN (OLD."work_id" IS DISTINCT FROM NEW."work_id"
    OR (OLD."archived_at" IS NULL) IS DISTINCT FROM (NEW."archived_at" IS NULL)
    OR (OLD."stock_quantity" > 0) IS DISTINCT FROM (NEW."stock_quantity" > 0))
  EXECUTE FUNCTION pustak_book_lead_changed();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION pustak_books_lead_deleted() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pustak_lead_works(ARRAY(SELECT DISTINCT "work_id" FROM old_books));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "books_lead_deleted" AFTER DELETE ON "books"
  REFERENCING OLD TABLE AS old_books FOR EACH STATEMENT EXECUTE FUNCTION pustak_books_lead_deleted();
