CREATE TABLE "search_terms" (
	"word" text PRIMARY KEY NOT NULL,
	"book_count" integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX "search_terms_word_trgm_idx" ON "search_terms" USING gist ("word" gist_trgm_ops);--> statement-breakpoint
CREATE INDEX "search_terms_word_prefix_idx" ON "search_terms" USING btree ("word" text_pattern_ops);