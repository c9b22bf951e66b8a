-- Returns of delivered books (issue #35): a request, its lines and its history.
CREATE TABLE IF NOT EXISTS "returns" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" uuid NOT NULL REFERENCES "orders"("id") ON DELETE CASCADE,
	"user_id" integer REFERENCES "users"("id") ON DELETE SET NULL,
	"status" text DEFAULT 'requested' NOT NULL,
	"reason" text NOT NULL,
	"details" text DEFAULT '' NOT NULL,
	"refund_paise" integer NOT NULL,
	"refund_method" text NOT NULL,
	"bank_details" text,
	"refund_reference" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "returns_status_known" CHECK ("status" IN ('requested', 'approved', 'declined', 'received', 'refunded')),
	CONSTRAINT "returns_refund_nonnegative" CHECK ("refund_paise" >= 0)
);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "returns_order_idx" ON "returns" ("order_id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "returns_status_idx" ON "returns" ("status", "created_at");--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "return_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"return_id" integer NOT NULL REFERENCES "returns"("id") ON DELETE CASCADE,
	"order_item_id" integer NOT NULL REFERENCES "order_items"("id") ON DELETE CASCADE,
	"quantity" integer NOT NULL,
	"refund_paise" integer NOT NULL,
	"restocked" integer,
	CONSTRAINT "return_lines_quantity_positive" CHECK ("quantity" > 0)
);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "return_lines_return_idx" ON "return_lines" ("return_id");--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "return_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"return_id" integer NOT NULL REFERENCES "returns"("id") ON DELETE CASCADE,
	"status" text NOT NULL,
	"note" text,
	"actor_user_id" integer REFERENCES "users"("id") ON DELETE SET NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "return_events_return_idx" ON "return_events" ("return_id", "created_at");
--> statement-breakpoint
-- A return's photo, as the shopper sent it re-encoded to WebP (no metadata), kept in the
-- database so that backups carry it and only the shopper and staff can read it.
CREATE TABLE IF NOT EXISTS "return_photos" (
	"return_id" integer PRIMARY KEY NOT NULL REFERENCES "returns"("id") ON DELETE CASCADE,
	"webp_base64" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
