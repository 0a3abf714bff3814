-- What a person deleted, kept for a few minutes so that Undo can put back the very same rows.
CREATE TABLE "deleted_records" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "deleted_records_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"record_id" integer NOT NULL,
	"rows" jsonb NOT NULL,
	"deleted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "deleted_records_kind" CHECK ("deleted_records"."kind" in ('goal', 'todo'))
);
--> statement-breakpoint
ALTER TABLE "deleted_records" ADD CONSTRAINT "deleted_records_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "deleted_records_user_record_idx" ON "deleted_records" USING btree ("user_id","kind","record_id");--> statement-breakpoint
CREATE INDEX "deleted_records_expires_at_idx" ON "deleted_records" USING btree ("expires_at");