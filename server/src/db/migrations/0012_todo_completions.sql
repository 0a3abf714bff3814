-- Completion times beside the tasks (decision 13): with no index of todos on a column a tick changes,
-- PostgreSQL rewrites a ticked task in place on its page (a HOT update) instead of adding an entry to
-- each of the table's six indexes, the full-text one among them. Kept by the triggers below, so every
-- writer of todos (a tick, a create, an import, a restore, a cascade) keeps it without knowing of it.
CREATE TABLE "todo_completions" (
	"todo_id" integer PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"completed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
INSERT INTO "todo_completions" ("todo_id", "user_id", "completed_at")
  SELECT "id", "user_id", "completed_at" FROM "todos" WHERE "completed" AND "completed_at" IS NOT NULL;--> statement-breakpoint
DROP INDEX "todos_user_completed_at_idx";--> statement-breakpoint
CREATE INDEX "todo_completions_user_completed_at_idx" ON "todo_completions" USING btree ("user_id","completed_at","todo_id");--> statement-breakpoint
-- Room on each new page for the next version of its rows, which a HOT update must find on the same page.
ALTER TABLE "todos" SET (fillfactor = 90);--> statement-breakpoint
-- Once per statement, like the data versions' trigger: a batch of ticks is one delete and one insert here.
-- A task counts as completed with a time, as the Completed tab and the statistics always counted it.
CREATE FUNCTION "keep_todo_completions"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    DELETE FROM todo_completions c USING changed_rows r WHERE c.todo_id = r.id;
    RETURN NULL;
  END IF;
  IF TG_OP = 'UPDATE' THEN
    DELETE FROM todo_completions c USING changed_rows r
      WHERE c.todo_id = r.id AND NOT (r.completed AND r.completed_at IS NOT NULL);
  END IF;
  INSERT INTO todo_completions AS c (todo_id, user_id, completed_at)
    SELECT r.id, r.user_id, r.completed_at FROM changed_rows r WHERE r.completed AND r.completed_at IS NOT NULL
  ON CONFLICT (todo_id) DO UPDATE SET completed_at = excluded.completed_at
    WHERE c.completed_at IS DISTINCT FROM excluded.completed_at;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "todos_inserted_keep_completions" AFTER INSERT ON "todos" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION keep_todo_completions();--> statement-breakpoint
CREATE TRIGGER "todos_updated_keep_completions" AFTER UPDATE ON "todos" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION keep_todo_completions();--> statement-breakpoint
CREATE TRIGGER "todos_deleted_keep_completions" AFTER DELETE ON "todos" REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION keep_todo_completions();
