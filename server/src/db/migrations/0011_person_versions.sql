-- Each person's data version, raised by triggers with every change a list could show (decision 29).
CREATE TABLE "person_versions" (
	"user_id" integer NOT NULL,
	"shard" smallint NOT NULL,
	"version" bigint NOT NULL,
	CONSTRAINT "person_versions_user_id_shard_pk" PRIMARY KEY("user_id","shard")
);
--> statement-breakpoint
ALTER TABLE "person_versions" ADD CONSTRAINT "person_versions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Kept on the page it is on: each change rewrites a row of this small table, and free room lets PostgreSQL
-- write the new version beside the old one (a HOT update) without touching the index.
ALTER TABLE "person_versions" SET (fillfactor = 50);--> statement-breakpoint
-- Raises the version of every person whose rows the statement changed, once per statement and person
-- (decision 29): a cascade that deletes 20,000 tasks is one change. The person must still exist: when an
-- account goes, the cascades that delete its rows find it gone and leave its version to go with it.
-- Persons in id order, so that two statements raising the same shards can't deadlock.
CREATE FUNCTION "raise_person_versions"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO person_versions AS v (user_id, shard, version)
    SELECT changed.user_id, pg_backend_pid() % 16, 1
    FROM (SELECT DISTINCT user_id FROM changed_rows) changed
    JOIN users u ON u.id = changed.user_id
    ORDER BY changed.user_id
  ON CONFLICT (user_id, shard) DO UPDATE SET version = v.version + 1;
  RETURN NULL;
END $$;--> statement-breakpoint
-- Every table a list reads, for inserts, updates and deletes alike (PostgreSQL gives a trigger with
-- transition tables one event only). A row's user_id never changes, so an update's new rows name its persons.
DO $$
DECLARE
  planner_table text;
BEGIN
  FOREACH planner_table IN ARRAY ARRAY['goals', 'goal_emotions', 'task_series', 'todos', 'daily_plans', 'focus_sessions'] LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION raise_person_versions()',
      planner_table || '_inserted_raise_version', planner_table);
    EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %I REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION raise_person_versions()',
      planner_table || '_updated_raise_version', planner_table);
    EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION raise_person_versions()',
      planner_table || '_deleted_raise_version', planner_table);
  END LOOP;
END $$;
