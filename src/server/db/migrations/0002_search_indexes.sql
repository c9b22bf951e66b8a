-- Instant suggestions: prefix matches through btree on the lower-cased text, and the nearest
-- titles and authors for a misspelt query through GiST trigram KNN (ORDER BY q <<-> title).
CREATE INDEX IF NOT EXISTS "books_title_prefix_idx" ON "books" (lower("title") text_pattern_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "books_author_prefix_idx" ON "books" (lower("author") text_pattern_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "books_title_trgm_gist_idx" ON "books" USING gist ("title" gist_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "books_author_trgm_gist_idx" ON "books" USING gist ("author" gist_trgm_ops);
--> statement-breakpoint
-- "More by this author" on the book page.
CREATE INDEX IF NOT EXISTS "books_author_idx" ON "books" ("author");
