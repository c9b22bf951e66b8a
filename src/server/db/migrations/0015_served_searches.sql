-- The searches the catalogue served each visitor in the last hour: a Search event a browser posts
-- counts in the admin's "top searches" only against one of them (modules/events, docs/
-- threat-model.md "Made-up analytics"). Rows older than the hour are deleted as new ones come.
CREATE TABLE IF NOT EXISTS "served_searches" (
	"visitor_id" text NOT NULL,
	"term" text NOT NULL,
	"result_count" integer NOT NULL,
	"served" integer DEFAULT 1 NOT NULL,
	"counted" integer DEFAULT 0 NOT NULL,
	"served_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "served_searches_visitor_id_term_pk" PRIMARY KEY("visitor_id","term")
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "served_searches_served_at_idx" ON "served_searches" USING btree ("served_at");
