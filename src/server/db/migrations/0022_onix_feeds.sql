-- ONIX feeds fetched on a schedule (issue #33), and the history of their runs.
CREATE TABLE "onix_feeds" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"url" text NOT NULL,
	"username" text,
	"password" text,
	"every_hours" integer DEFAULT 24 NOT NULL,
	"paused" boolean DEFAULT false NOT NULL,
	"next_run_at" timestamp with time zone DEFAULT now() NOT NULL,
	"leased_until" timestamp with time zone,
	"created_by" integer REFERENCES "users"("id") ON DELETE SET NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "onix_feeds_every_hours_range" CHECK ("every_hours" BETWEEN 1 AND 720)
);
--> statement-breakpoint
CREATE INDEX "onix_feeds_due_idx" ON "onix_feeds" ("next_run_at");
--> statement-breakpoint
CREATE TABLE "onix_feed_runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"feed_id" integer NOT NULL REFERENCES "onix_feeds"("id") ON DELETE CASCADE,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"status" text NOT NULL,
	"import_id" uuid,
	"products" integer DEFAULT 0 NOT NULL,
	"withdrawn" integer DEFAULT 0 NOT NULL,
	"failed" integer DEFAULT 0 NOT NULL,
	"message" text
);
--> statement-breakpoint
CREATE INDEX "onix_feed_runs_feed_idx" ON "onix_feed_runs" ("feed_id", "started_at");
