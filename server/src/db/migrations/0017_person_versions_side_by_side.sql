-- A person's data version is the sum of their rows here (decision 29), read with every session lookup. A row
-- was made when a connection first raised the person, wherever the table had room then, so a person's rows lay
-- on as many pages as there were rows: the lookup read seven pages for one number. Each person now has all
-- sixteen (the shards of raise_person_versions, the process id modulo 16) from the start, made together and
-- so side by side on one page, where each raise rewrites its row in place (fillfactor 50, a HOT update).
CREATE FUNCTION "open_person_versions"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO person_versions (user_id, shard, version)
    SELECT n.id, shard, 0 FROM new_users n CROSS JOIN generate_series(0, 15) AS shard
    ORDER BY n.id, shard
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "users_inserted_open_versions" AFTER INSERT ON "users" REFERENCING NEW TABLE AS new_users FOR EACH STATEMENT EXECUTE FUNCTION open_person_versions();--> statement-breakpoint
-- The people there are: their missing rows, then the table rewritten in the key's order, each person's rows together.
INSERT INTO person_versions (user_id, shard, version)
  SELECT u.id, shard, 0 FROM users u CROSS JOIN generate_series(0, 15) AS shard
  ON CONFLICT DO NOTHING;--> statement-breakpoint
CLUSTER person_versions USING person_versions_user_id_shard_pk;
--> statement-breakpoint
-- As in migration 0011, but each person looked up by their key: planned once per connection, the join read the
-- whole users table for every statement that changed anything (a thousand people: a fifth of a millisecond).
CREATE OR REPLACE FUNCTION "raise_person_versions"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO person_versions AS v (user_id, shard, version)
    SELECT changed.user_id, pg_backend_pid() % 16, 1
    FROM (SELECT DISTINCT user_id FROM changed_rows) changed
    CROSS JOIN LATERAL (SELECT FROM users u WHERE u.id = changed.user_id LIMIT 1) present
    ORDER BY changed.user_id
  ON CONFLICT (user_id, shard) DO UPDATE SET version = v.version + 1;
  RETURN NULL;
END $$;
