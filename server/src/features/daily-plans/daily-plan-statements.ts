// Daily-plan saves of many people, batched: one statement, one plan and one WAL flush for every save
// that arrives together. docs/decisions/0013.
import type { DailyPlan } from '@shared/schemas/daily-plans';
import { BATCHES_IN_FLIGHT } from '../../db/batch-limits';
import type { Database } from '../../db/client';
import { perDatabase } from '../../db/per-database';
import { isoTimestamp, rawQueryOf, type RawStatement } from '../../db/raw-query';
import { createStatementBatcher } from '../../db/statement-batcher';

export interface PlanSave {
  userId: number;
  date: string;
  notes: string;
  /** When the text was typed, by the writer's clock; null when the writer did not say. */
  editedAt: Date | null;
}

/**
 * Inserts each day's notes, or replaces them unless the stored text was typed after this save's.
 * A save that was refused for being older returns no row.
 */
const SAVE_PLANS: RawStatement = {
  name: 'save_daily_plans',
  text: `insert into daily_plans as p (user_id, date, notes, edited_at)
    select c.user_id, c.date, c.notes, c.edited_at
    from unnest($1::int[], $2::text[], $3::text[], $4::timestamptz[]) as c(user_id, date, notes, edited_at)
    on conflict (user_id, date) do update
      set notes = excluded.notes, edited_at = excluded.edited_at, updated_at = now(), version = p.version + 1
      where excluded.edited_at is null or p.edited_at is null or p.edited_at <= excluded.edited_at
    returning p.user_id as "userId", p.date, p.notes, ${isoTimestamp('p.updated_at')} as "updatedAt",
      ${isoTimestamp('p.edited_at')} as "editedAt", p.version`,
};

type SavedRow = DailyPlan & { userId: number };

const saveBatchers = perDatabase((db) => {
  const query = rawQueryOf(db);
  const dayOf = (userId: number, date: string) => `${userId} ${date}`;
  return createStatementBatcher<PlanSave, DailyPlan | null>({
    maxInFlight: BATCHES_IN_FLIGHT.planSaves,
    maxBatchSize: 200,
    // One statement can change a row only once: two saves of one day wait for each other, in order.
    conflictKey: (save) => dayOf(save.userId, save.date),
    async run(saves) {
      const rows = await query<SavedRow>(SAVE_PLANS, [
        saves.map((save) => save.userId),
        saves.map((save) => save.date),
        saves.map((save) => save.notes),
        saves.map((save) => save.editedAt?.toISOString() ?? null),
      ]);
      const byDay = new Map(
        rows.map(({ userId, date, notes, updatedAt, editedAt, version }) => [dayOf(userId, date), { date, notes, updatedAt, editedAt, version }]),
      );
      return saves.map((save) => byDay.get(dayOf(save.userId, save.date)) ?? null);
    },
  });
});

/** Saves the day's notes unless newer ones are stored; null when they are (nothing was written). */
export function savePlanBatched(db: Database, save: PlanSave): Promise<DailyPlan | null> {
  return saveBatchers(db)(save);
}
