CREATE TABLE "habit_goal_tallies" (
	"goal_id" integer PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"due" integer NOT NULL,
	"done" integer NOT NULL,
	"skipped" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "habit_series_days" (
	"series_id" integer PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"goal_id" integer NOT NULL,
	"start_date" date NOT NULL,
	"due_mask" "varbit" NOT NULL
);
--> statement-breakpoint
ALTER TABLE "habit_goal_tallies" ADD CONSTRAINT "habit_goal_tallies_goal_fk" FOREIGN KEY ("goal_id","user_id") REFERENCES "public"."goals"("id","user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "habit_series_days" ADD CONSTRAINT "habit_series_days_series_fk" FOREIGN KEY ("series_id","user_id") REFERENCES "public"."task_series"("id","user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "habit_series_days_goal_idx" ON "habit_series_days" USING btree ("goal_id");--> statement-breakpoint
-- A habit goal's tallies and rate follow each tick of its series' tasks in the statement that ticks
-- (decision 20), for every writer of todos alike (a tick, a skip, a delete, a restore, a cascade).
-- Once per statement, like the other triggers of todos. Under the goal rules' lock in its shared mode
-- (class 20 and the person, see lockGoalRules): a refresh, or a change of a series or a goal, holds it
-- whole, so no mask changes under a tick and a refresh's count sees every tick that took it before.
-- A rate that reaches 100 or leaves it is left to the refresh (a complete goal pauses its series).
CREATE FUNCTION "keep_habit_tallies"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  moved_series int[];
  moved_users int[];
  moved_days date[];
  done_moves int[];
  skipped_moves int[];
  moved_goals int[];
  goal_done_moves int[];
  goal_skipped_moves int[];
  rated_goals int[];
  rates int[];
BEGIN
  -- Each task of a series that counts (completed or skipped) as it is now (+1) or counted as it was (-1).
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(n.series_id), array_agg(n.user_id), array_agg(n.occurrence_date),
        array_agg(n.completed::int), array_agg((n.skipped AND NOT n.completed)::int)
      INTO moved_series, moved_users, moved_days, done_moves, skipped_moves
      FROM new_rows n WHERE n.series_id IS NOT NULL AND (n.completed OR n.skipped);
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(o.series_id), array_agg(o.user_id), array_agg(o.occurrence_date),
        array_agg(-o.completed::int), array_agg(-(o.skipped AND NOT o.completed)::int)
      INTO moved_series, moved_users, moved_days, done_moves, skipped_moves
      FROM old_rows o WHERE o.series_id IS NOT NULL AND (o.completed OR o.skipped);
  ELSE
    IF NOT EXISTS (SELECT 1 FROM new_rows WHERE series_id IS NOT NULL) AND NOT EXISTS (SELECT 1 FROM old_rows WHERE series_id IS NOT NULL) THEN
      RETURN NULL;
    END IF;
    SELECT array_agg(m.series_id), array_agg(m.user_id), array_agg(m.day), array_agg(m.done), array_agg(m.skipped)
      INTO moved_series, moved_users, moved_days, done_moves, skipped_moves
      FROM old_rows o JOIN new_rows n ON n.id = o.id
      CROSS JOIN LATERAL (
        SELECT o.series_id, o.user_id, o.occurrence_date AS day, -o.completed::int AS done, -(o.skipped AND NOT o.completed)::int AS skipped
          WHERE o.series_id IS NOT NULL AND (o.completed OR o.skipped)
        UNION ALL
        SELECT n.series_id, n.user_id, n.occurrence_date, n.completed::int, (n.skipped AND NOT n.completed)::int
          WHERE n.series_id IS NOT NULL AND (n.completed OR n.skipped)
      ) m
      WHERE (o.series_id, o.occurrence_date, o.completed, o.skipped) IS DISTINCT FROM (n.series_id, n.occurrence_date, n.completed, n.skipped);
  END IF;
  IF moved_series IS NULL THEN
    RETURN NULL;
  END IF;

  PERFORM pg_advisory_xact_lock_shared(20, person) FROM (SELECT DISTINCT unnest(moved_users) AS person ORDER BY 1) persons;
  -- Of those, the days that count toward a kept goal's rate (the series' due days), by goal.
  SELECT array_agg(m.goal_id ORDER BY m.goal_id), array_agg(m.done ORDER BY m.goal_id), array_agg(m.skipped ORDER BY m.goal_id)
    INTO moved_goals, goal_done_moves, goal_skipped_moves
    FROM (
      SELECT d.goal_id, sum(c.done)::int AS done, sum(c.skipped)::int AS skipped
      FROM unnest(moved_series, moved_days, done_moves, skipped_moves) AS c(series_id, day, done, skipped)
      JOIN habit_series_days d ON d.series_id = c.series_id
      WHERE c.day >= d.start_date AND c.day - d.start_date < length(d.due_mask) AND get_bit(d.due_mask, c.day - d.start_date) = 1
      GROUP BY d.goal_id
      HAVING sum(c.done) <> 0 OR sum(c.skipped) <> 0
    ) m;
  IF moved_goals IS NULL THEN
    RETURN NULL;
  END IF;

  -- The goals' tallies in goal order, so that two statements moving the same goals can't deadlock.
  PERFORM 1 FROM habit_goal_tallies t WHERE t.goal_id = ANY (moved_goals) ORDER BY t.goal_id FOR UPDATE;
  WITH tallied AS (
    UPDATE habit_goal_tallies t SET done = t.done + m.done, skipped = t.skipped + m.skipped
    FROM unnest(moved_goals, goal_done_moves, goal_skipped_moves) AS m(goal_id, done, skipped)
    WHERE t.goal_id = m.goal_id
    RETURNING t.goal_id, t.user_id, CASE WHEN t.due - t.skipped <= 0 THEN 0 ELSE (100 * t.done::bigint / (t.due - t.skipped))::int END AS rate
  )
  SELECT array_agg(tallied.goal_id), array_agg(tallied.rate) INTO rated_goals, rates
    FROM tallied JOIN goals g ON g.id = tallied.goal_id AND g.user_id = tallied.user_id
    WHERE g.progress_from_habits AND g.progress < 100 AND tallied.rate < 100 AND g.progress <> tallied.rate;
  -- Most ticks of a long habit leave its whole percent as it was, and the goal's row with it.
  IF rated_goals IS NOT NULL THEN
    UPDATE goals g SET progress = r.rate, version = g.version + 1
      FROM unnest(rated_goals, rates) AS r(goal_id, rate)
      WHERE g.id = r.goal_id;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "todos_inserted_keep_habit_tallies" AFTER INSERT ON "todos" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION keep_habit_tallies();--> statement-breakpoint
CREATE TRIGGER "todos_updated_keep_habit_tallies" AFTER UPDATE ON "todos" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION keep_habit_tallies();--> statement-breakpoint
CREATE TRIGGER "todos_deleted_keep_habit_tallies" AFTER DELETE ON "todos" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION keep_habit_tallies();
