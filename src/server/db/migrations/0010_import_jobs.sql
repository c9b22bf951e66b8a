-- A book import runs as a background job (docs/decisions/021-imports-as-background-jobs.md): the
-- job records how far it got in the same transaction as each batch it writes.
CREATE TABLE "import_jobs" (
	"id" uuid PRIMARY KEY NOT NULL,
	"actor_user_id" integer REFERENCES "users"("id") ON DELETE SET NULL,
	"file_name" text NOT NULL,
	"mode" text NOT NULL,
	"duplicates" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created" integer DEFAULT 0 NOT NULL,
	"updated" integer DEFAULT 0 NOT NULL,
	"skipped" integer DEFAULT 0 NOT NULL,
	"error" text,
	"locked_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "import_jobs_open_idx" ON "import_jobs" USING btree ("created_at") WHERE "status" IN ('queued', 'running');
