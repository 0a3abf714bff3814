-- Recurring tasks: series, and the occurrences (real tasks) they make, one per day (decision 20).
CREATE TABLE "task_series" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "task_series_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"goal_id" integer,
	"rule" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date,
	"time_zone" text NOT NULL,
	"generated_through" date NOT NULL,
	"previous_id" integer,
	"title" text NOT NULL,
	"description" text,
	"priority" "todo_priority" DEFAULT 'medium' NOT NULL,
	"planned_time" text,
	"pomodoros" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "task_series_pomodoros_min" CHECK ("task_series"."pomodoros" >= 1),
	CONSTRAINT "task_series_ends_after_start" CHECK ("task_series"."end_date" is null or "task_series"."end_date" >= "task_series"."start_date" - 1)
);
--> statement-breakpoint
ALTER TABLE "todos" ADD COLUMN "skipped" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "todos" ADD COLUMN "series_id" integer;--> statement-breakpoint
ALTER TABLE "todos" ADD COLUMN "occurrence_date" date;--> statement-breakpoint
ALTER TABLE "task_series" ADD CONSTRAINT "task_series_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_series" ADD CONSTRAINT "task_series_goal_owned_fk" FOREIGN KEY ("goal_id","user_id") REFERENCES "public"."goals"("id","user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "task_series_user_generated_idx" ON "task_series" USING btree ("user_id","generated_through");--> statement-breakpoint
CREATE INDEX "task_series_goal_id_idx" ON "task_series" USING btree ("goal_id");--> statement-breakpoint
CREATE UNIQUE INDEX "task_series_id_user_unique" ON "task_series" USING btree ("id","user_id");--> statement-breakpoint
ALTER TABLE "todos" ADD CONSTRAINT "todos_series_owned_fk" FOREIGN KEY ("series_id","user_id") REFERENCES "public"."task_series"("id","user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "todos_series_occurrence_unique" ON "todos" USING btree ("series_id","occurrence_date");--> statement-breakpoint
ALTER TABLE "todos" ADD CONSTRAINT "todos_occurrence_of_series" CHECK (("todos"."series_id" is null) = ("todos"."occurrence_date" is null));