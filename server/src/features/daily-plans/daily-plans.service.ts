import { and, eq, isNull, lte, or, sql } from 'drizzle-orm';
import type { DailyPlan, DailyPlanUpsertInput } from '@shared/schemas/daily-plans';
import type { PendingSession } from '../../auth/current-user';
import type { Database } from '../../db/client';
import { rawQueryOutsideTransaction } from '../../db/raw-query';
import { dailyPlans } from '../../db/schema';
import { staleChange } from '../../http/errors';
import { savePlanBatched, type PlanSave } from './daily-plan-statements';

const planColumns = {
  date: dailyPlans.date,
  notes: dailyPlans.notes,
  updatedAt: dailyPlans.updatedAt,
  editedAt: dailyPlans.editedAt,
  version: dailyPlans.version,
};
type PlanRow = { date: string; notes: string; updatedAt: Date; editedAt: Date | null; version: number };

function toDailyPlanDto(row: PlanRow): DailyPlan {
  return { ...row, updatedAt: row.updatedAt.toISOString(), editedAt: row.editedAt?.toISOString() ?? null };
}

const ofDay = (userId: number, date: string) => and(eq(dailyPlans.userId, userId), eq(dailyPlans.date, date));

/** The notes of one day; a day nobody wrote about yet has empty notes at version 0. */
export async function getDailyPlan(db: Database, userId: number, date: string): Promise<DailyPlan> {
  const [row] = await db.select(planColumns).from(dailyPlans).where(ofDay(userId, date));
  return row ? toDailyPlanDto(row) : { date, notes: '', updatedAt: null, editedAt: null, version: 0 };
}

/**
 * Saves the notes of a day. A save that names the version it was written on applies only while that
 * version is current, else it is refused as stale with the stored notes, so two editors never silently
 * overwrite each other. A save without one applies unless the stored text was typed after it (a save
 * that arrives late), and answers what is stored now either way.
 */
export async function saveDailyPlan(db: Database, session: PendingSession, input: DailyPlanUpsertInput): Promise<DailyPlan> {
  const fields = { date: input.date, notes: input.notes, editedAt: input.editedAt ?? null, baseVersion: input.baseVersion };
  // Outside a transaction (a save without an idempotency key), saves that arrive together share one
  // statement, which checks the session too when this process knows whose it is (the batch keeps two
  // saves of one person's day apart by that).
  let saved: DailyPlan | null;
  if (rawQueryOutsideTransaction(db)) {
    const batched = await savePlanBatched(db, { ...(await session.owner()), ...fields });
    if (batched) await session.confirm(batched.sessionEndsAtMs);
    saved = batched?.plan ?? null;
  } else {
    saved = await savePlanInTransaction(db, { userId: (await session.user()).id, ...fields });
  }
  if (saved) return saved;
  // Nothing saved: the session has ended (a 401), or the save was refused.
  const current = await getDailyPlan(db, (await session.user()).id, input.date);
  if (input.baseVersion !== undefined) throw staleChange('plan', current);
  return current;
}

/** What `SAVE_PLANS` does for one save, on a transaction's connection (a save sent with an idempotency key). */
async function savePlanInTransaction(db: Database, { userId, date, notes, editedAt, baseVersion }: PlanSave): Promise<DailyPlan | null> {
  const replaced = { notes, editedAt, updatedAt: sql`now()`, version: sql`${dailyPlans.version} + 1` };
  let rows: PlanRow[];
  if (baseVersion === 0) {
    rows = await db.insert(dailyPlans).values({ userId, date, notes, editedAt }).onConflictDoNothing().returning(planColumns);
  } else if (baseVersion !== undefined) {
    rows = await db
      .update(dailyPlans)
      .set(replaced)
      .where(and(ofDay(userId, date), eq(dailyPlans.version, baseVersion)))
      .returning(planColumns);
  } else {
    rows = await db
      .insert(dailyPlans)
      .values({ userId, date, notes, editedAt })
      .onConflictDoUpdate({
        target: [dailyPlans.userId, dailyPlans.date],
        set: replaced,
        setWhere: editedAt ? or(isNull(dailyPlans.editedAt), lte(dailyPlans.editedAt, editedAt)) : undefined,
      })
      .returning(planColumns);
  }
  const [row] = rows;
  return row ? toDailyPlanDto(row) : null;
}
