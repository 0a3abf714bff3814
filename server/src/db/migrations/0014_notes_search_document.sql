DROP INDEX "daily_plans_search_idx";--> statement-breakpoint
ALTER TABLE "daily_plans" ADD COLUMN "search_document" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple', notes)) STORED;--> statement-breakpoint
CREATE INDEX "daily_plans_search_idx" ON "daily_plans" USING gin (search_document) WITH (fastupdate=false);