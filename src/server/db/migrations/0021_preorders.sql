-- Pre-orders (ADR 035): an order line of an edition published after the day it was ordered
-- records that date. Such a line took no stock, gives none back when cancelled, and its order
-- does not ship before the date.
ALTER TABLE "order_items" ADD COLUMN "preorder_until" date;
--> statement-breakpoint
CREATE INDEX "order_items_preorder_idx" ON "order_items" ("book_id") WHERE "preorder_until" IS NOT NULL;
