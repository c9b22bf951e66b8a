-- Staff roles (ADR 038): the ready-made ones are rows with a key, their permissions defined in
-- code; custom ones keep their permissions here. An owner is users.role = 'admin', other staff
-- 'staff' with a role.
CREATE TABLE IF NOT EXISTS "staff_roles" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text UNIQUE,
	"name" text NOT NULL,
	"permissions" text[] DEFAULT '{}' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "staff_roles_name_idx" ON "staff_roles" (lower("name"));--> statement-breakpoint
INSERT INTO "staff_roles" ("key", "name") VALUES
	('catalogue', 'Catalogue'), ('fulfilment', 'Fulfilment'), ('support', 'Support')
	ON CONFLICT DO NOTHING;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN IF NOT EXISTS "staff_role_id" integer REFERENCES "staff_roles"("id") ON DELETE RESTRICT;--> statement-breakpoint
-- Review moderation: published, pending (held for approval), hidden (by staff, with a reason).
ALTER TABLE "reviews" ADD COLUMN IF NOT EXISTS "status" text DEFAULT 'published' NOT NULL;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN IF NOT EXISTS "moderation_reason" text;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN IF NOT EXISTS "moderated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_status_check" CHECK ("status" IN ('published', 'pending', 'hidden'));--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "reviews_status_idx" ON "reviews" ("status", "created_at") WHERE "status" <> 'published';--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "review_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"review_id" integer NOT NULL REFERENCES "reviews"("id") ON DELETE CASCADE,
	"user_id" integer REFERENCES "users"("id") ON DELETE SET NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone,
	CONSTRAINT "review_reports_reason_length" CHECK (char_length("reason") BETWEEN 1 AND 500)
);--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "review_reports_once_idx" ON "review_reports" ("review_id", "user_id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "review_reports_open_idx" ON "review_reports" ("review_id") WHERE "resolved_at" IS NULL;
