-- Each listing sort reads its first page straight off an index (no sort of the whole catalogue):
-- the ORDER BY clauses in catalog.repository.ts match these column lists exactly.
CREATE INDEX IF NOT EXISTS "books_listing_bestselling_idx" ON "books" ("sold_count" DESC, "id") WHERE "archived_at" IS NULL;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "books_listing_newest_idx" ON "books" ("created_at" DESC, "id" DESC) WHERE "archived_at" IS NULL;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "books_listing_price_idx" ON "books" ("selling_price", "id") WHERE "archived_at" IS NULL;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "books_listing_rating_idx" ON "books" ("avg_rating" DESC, "rating_count" DESC, "id") WHERE "archived_at" IS NULL;
