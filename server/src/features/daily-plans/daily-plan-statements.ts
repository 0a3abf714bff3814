// Daily-plan saves of many people, batched: one statement, one plan and one WAL flush for every save
// that arrives together. docs/decisions/0013.
import type { DailyPlan } from '@shared/schemas/daily-plans';
import { ITEM_SESSION } from '../../auth/sessions';
import { BATCHES_IN_FLIGHT } from '../../db/batch-limits';
import type { Database } from '../../db/client';
import { perDatabase } from '../../db/per-database';
import { isoTimestamp, rawQueryOf, type RawStatement } from '../../db/raw-query';
import { createStatementBatcher } from '../../db/statement-batcher';

export interface PlanSave {
  userId: number;
  /** The token hash of the session the save came with, checked in the statement: only while it is live and the user's. */
  sessionTokenHash?: string;
  date: string;
  notes: string;
  /** When the text was typed, by the writer's clock; null when the writer did not say. */
  editedAt: Date | null;
  /** The version the text was written on (0: the day had none); absent for a save that names none. */
  baseVersion?: number;
}

const PLAN_FIELDS = (p: string) => `${p}.user_id as "userId", ${p}.date, ${p}.notes, ${isoTimestamp(`${p}.updated_at`)} as "updatedAt",
  ${isoTimestamp(`${p}.edited_at`)} as "editedAt", ${p}.version`;

/**
 * Saves each day's notes as its save asks. A save written on a version replaces the notes only while
 * that version is stored (on version 0, only where the day has none yet). A save that names no
 * version inserts or replaces them unless the stored text was typed after it. A refused save returns
 * no row, as does a save whose session has ended. Each day is in a batch once (the batcher's conflict
 * key), so the three parts never meet.
 */
export const SAVE_PLANS: RawStatement = {
  name: 'save_daily_plans',
  text: `with c as (
      select c.user_id, c.date, c.notes, c.edited_at, c.base_version, ${ITEM_SESSION.endsAtMs} as session_ends_at_ms
      from unnest($1::int[], $2::text[], $3::text[], $4::timestamptz[], $5::int[], $6::text[])
        as c(user_id, date, notes, edited_at, base_version, token_hash)
        ${ITEM_SESSION.join('$7::timestamptz')}
      where ${ITEM_SESSION.owner} is not null
    ),
    on_version as (
      update daily_plans p set notes = c.notes, edited_at = c.edited_at, updated_at = now(), version = p.version + 1
      from c where c.base_version > 0 and p.user_id = c.user_id and p.date = c.date and p.version = c.base_version
      returning ${PLAN_FIELDS('p')}
    ),
    first_version as (
      insert into daily_plans as p (user_id, date, notes, edited_at)
      select c.user_id, c.date, c.notes, c.edited_at from c where c.base_version = 0
      on conflict (user_id, date) do nothing
      returning ${PLAN_FIELDS('p')}
    ),
    without_version as (
      insert into daily_plans as p (user_id, date, notes, edited_at)
      select c.user_id, c.date, c.notes, c.edited_at from c where c.base_version is null
      on conflict (user_id, date) do update
        set notes = excluded.notes, edited_at = excluded.edited_at, updated_at = now(), version = p.version + 1
        where excluded.edited_at is null or p.edited_at is null or p.edited_at <= excluded.edited_at
      returning ${PLAN_FIELDS('p')}
    )
    select p.*, c.session_ends_at_ms as "sessionEndsAtMs"
    from (select * from on_version union all select * from first_version union all select * from without_version) p
      join c on c.user_id = p."userId" and c.date = p.date`,
};

type SavedRow = DailyPlan & { userId: number; sessionEndsAtMs: number | null };

/** A save as stored, and when the session it came with ends (ms since the epoch; null for a save by user id). */
export interface SavedPlan {
  plan: DailyPlan;
  sessionEndsAtMs: number | null;
}

const saveBatchers = perDatabase((db) => {
  const query = rawQueryOf(db);
  const dayOf = (userId: number, date: string) => `${userId} ${date}`;
  return createStatementBatcher<PlanSave, SavedPlan | null>({
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
        saves.map((save) => save.baseVersion ?? null),
        saves.map((save) => save.sessionTokenHash ?? null),
        new Date().toISOString(),
      ]);
      const byDay = new Map(
        rows.map(({ userId, date, notes, updatedAt, editedAt, version, sessionEndsAtMs }) => [
          dayOf(userId, date),
          { plan: { date, notes, updatedAt, editedAt, version }, sessionEndsAtMs },
        ]),
      );
      return saves.map((save) => byDay.get(dayOf(save.userId, save.date)) ?? null);
    },
  });
});

/** Saves the day's notes as `SAVE_PLANS` says; null when the save was refused (nothing was written). */
export function savePlanBatched(db: Database, save: PlanSave): Promise<SavedPlan | null> {
  return saveBatchers(db)(save);
}
