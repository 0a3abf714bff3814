CREATE TABLE "calendar_feeds" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"time_zone" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calendar_feeds_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "goals" ADD COLUMN "reminder_days_before" integer;--> statement-breakpoint
ALTER TABLE "goals" ADD COLUMN "reminder_shown_for" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "goals" ADD COLUMN "reminder_snoozed_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "task_series" ADD COLUMN "reminder_minutes_before" integer;--> statement-breakpoint
ALTER TABLE "todos" ADD COLUMN "reminder_minutes_before" integer;--> statement-breakpoint
ALTER TABLE "todos" ADD COLUMN "reminder_shown_for" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "todos" ADD COLUMN "reminder_snoozed_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goals" ADD CONSTRAINT "goals_reminder_days_range" CHECK ("goals"."reminder_days_before" is null or "goals"."reminder_days_before" between 0 and 365);--> statement-breakpoint
ALTER TABLE "todos" ADD CONSTRAINT "todos_reminder_minutes_range" CHECK ("todos"."reminder_minutes_before" is null or "todos"."reminder_minutes_before" between -1439 and 1439);