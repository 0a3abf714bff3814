-- A goal's progress may follow its habits' completion rate instead of the person's hand (decision 20).
ALTER TABLE "goals" ADD COLUMN "progress_from_habits" boolean DEFAULT false NOT NULL;
