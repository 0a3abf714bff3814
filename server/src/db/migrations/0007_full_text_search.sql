-- Full-text search over goals, tasks, daily notes and feelings: GIN indexes on the documents of db/search-documents.ts (decision 21).
CREATE INDEX "daily_plans_search_idx" ON "daily_plans" USING gin (to_tsvector('simple', notes)) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "goal_emotions_search_idx" ON "goal_emotions" USING gin ((setweight(to_tsvector('simple', emotion), 'A') || setweight(to_tsvector('simple', coalesce(notes, '')), 'B'))) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "goals_search_idx" ON "goals" USING gin ((setweight(to_tsvector('simple', title), 'A') || setweight(to_tsvector('simple', coalesce(description, '')), 'B'))) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "todos_search_idx" ON "todos" USING gin ((setweight(to_tsvector('simple', title), 'A') || setweight(to_tsvector('simple', coalesce(description, '')), 'B'))) WITH (fastupdate=false);
