-- A day's notes are saved as they are typed: their index keeps new words in a small pending list that the save
-- filling it merges in one go, rather than putting every word of every save into the index at once (decision 13).
-- Set in place: the entries already in the index stay where they are.
ALTER INDEX "daily_plans_search_idx" SET (fastupdate = true, gin_pending_list_limit = 128);
