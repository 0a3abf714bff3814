import { and, eq, isNull, lte, or, sql } from 'drizzle-orm';
import type { DailyPlan, DailyPlanUpsertInput } from '@shared/schemas/daily-plans';
import type { Database } from '../../db/client';
import { rawQueryOutsideTransaction } from '../../db/raw-query';
import { dailyPlans } from '../../db/schema';
import { staleChange } from '../../http/errors';
import { savePlanBatched } from './daily-plan-statements';

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
export async function saveDailyPlan(db: Database, userId: number, input: DailyPlanUpsertInput): Promise<DailyPlan> {
  const editedAt = input.editedAt ?? null;
  const { baseVersion } = input;
  // Outside a transaction (a save without an idempotency key), saves that arrive together share one statement.
  const saved = rawQueryOutsideTransaction(db)
    ? await savePlanBatched(db, { userId, date: input.date, notes: input.notes, editedAt, baseVersion })
    : await savePlanInTransaction(db, userId, input);
  if (saved) return saved;
  const current = await getDailyPlan(db, userId, input.date);
  if (baseVersion !== undefined) throw staleChange('plan', current);
  return current;
}

/** What `SAVE_PLANS` does for one save, on a transaction's connection (a save sent with an idempotency key). */
async function savePlanInTransaction(db: Database, userId: number, input: DailyPlanUpsertInput): Promise<DailyPlan | null> {
  const editedAt = input.editedAt ?? null;
  const [row] =
    input.baseVersion === 0
      ? await db.insert(dailyPlans).values({ userId, date: input.date, notes: input.notes, editedAt }).onConflictDoNothing().returning(planColumns)
      : input.baseVersion !== undefined
        ? await db
            .update(dailyPlans)
            .set({ notes: input.notes, editedAt, updatedAt: sql`now()`, version: sql`${dailyPlans.version} + 1` })
            .where(and(ofDay(userId, input.date), eq(dailyPlans.version, input.baseVersion)))
            .returning(planColumns)
        : await db
            .insert(dailyPlans)
            .values({ userId, date: input.date, notes: input.notes, editedAt })
            .onConflictDoUpdate({
              target: [dailyPlans.userId, dailyPlans.date],
              set: { notes: input.notes, editedAt, updatedAt: sql`now()`, version: sql`${dailyPlans.version} + 1` },
              setWhere: editedAt ? or(isNull(dailyPlans.editedAt), lte(dailyPlans.editedAt, editedAt)) : undefined,
            })
            .returning(planColumns);
  return row ? toDailyPlanDto(row) : null;
}
