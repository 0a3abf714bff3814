-- Links to a goal name the goal's owner too, so the database itself refuses a link to another person's goal.
CREATE UNIQUE INDEX "goals_id_user_unique" ON "goals" USING btree ("id","user_id");
--> statement-breakpoint
-- Links that already cross from one person to another (none should exist) are cut rather than followed.
UPDATE "todos" SET "goal_id" = NULL WHERE "goal_id" IS NOT NULL AND NOT EXISTS (SELECT 1 FROM "goals" g WHERE g."id" = "todos"."goal_id" AND g."user_id" = "todos"."user_id");
--> statement-breakpoint
UPDATE "goals" SET "parent_id" = NULL WHERE "parent_id" IS NOT NULL AND NOT EXISTS (SELECT 1 FROM "goals" p WHERE p."id" = "goals"."parent_id" AND p."user_id" = "goals"."user_id");
--> statement-breakpoint
DELETE FROM "goal_emotions" WHERE NOT EXISTS (SELECT 1 FROM "goals" g WHERE g."id" = "goal_emotions"."goal_id" AND g."user_id" = "goal_emotions"."user_id");
--> statement-breakpoint
ALTER TABLE "goal_emotions" DROP CONSTRAINT "goal_emotions_goal_id_goals_id_fk";
--> statement-breakpoint
ALTER TABLE "goals" DROP CONSTRAINT "goals_parent_id_goals_id_fk";
--> statement-breakpoint
ALTER TABLE "todos" DROP CONSTRAINT "todos_goal_id_goals_id_fk";
--> statement-breakpoint
ALTER TABLE "goal_emotions" ADD CONSTRAINT "goal_emotions_goal_owned_fk" FOREIGN KEY ("goal_id","user_id") REFERENCES "public"."goals"("id","user_id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "goals" ADD CONSTRAINT "goals_parent_owned_fk" FOREIGN KEY ("parent_id","user_id") REFERENCES "public"."goals"("id","user_id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "todos" ADD CONSTRAINT "todos_goal_owned_fk" FOREIGN KEY ("goal_id","user_id") REFERENCES "public"."goals"("id","user_id") ON DELETE cascade ON UPDATE no action;
