import { and, eq, isNull, lte, or, sql } from 'drizzle-orm';
import type { DailyPlan, DailyPlanUpsertInput } from '@shared/schemas/daily-plans';
import type { Database } from '../../db/client';
import { dailyPlans } from '../../db/schema';

const planColumns = {
  date: dailyPlans.date,
  notes: dailyPlans.notes,
  updatedAt: dailyPlans.updatedAt,
  editedAt: dailyPlans.editedAt,
};
type PlanRow = { date: string; notes: string; updatedAt: Date; editedAt: Date | null };

function toDailyPlanDto(row: PlanRow): DailyPlan {
  return { ...row, updatedAt: row.updatedAt.toISOString(), editedAt: row.editedAt?.toISOString() ?? null };
}

/** The notes of one day; a day nobody wrote about yet has empty notes. */
export async function getDailyPlan(db: Database, userId: number, date: string): Promise<DailyPlan> {
  const [row] = await db
    .select(planColumns)
    .from(dailyPlans)
    .where(and(eq(dailyPlans.userId, userId), eq(dailyPlans.date, date)));
  return row ? toDailyPlanDto(row) : { date, notes: '', updatedAt: null, editedAt: null };
}

/**
 * Saves the notes of a day, unless the stored text was typed after this one (a save that
 * arrives late). Either way it answers what is stored now.
 */
export async function saveDailyPlan(db: Database, userId: number, input: DailyPlanUpsertInput): Promise<DailyPlan> {
  const editedAt = input.editedAt ?? null;
  const [row] = await db
    .insert(dailyPlans)
    .values({ userId, date: input.date, notes: input.notes, editedAt })
    .onConflictDoUpdate({
      target: [dailyPlans.userId, dailyPlans.date],
      set: { notes: input.notes, editedAt, updatedAt: sql`now()` },
      setWhere: editedAt
        ? or(isNull(dailyPlans.editedAt), lte(dailyPlans.editedAt, editedAt))
        : undefined,
    })
    .returning(planColumns);
  return row ? toDailyPlanDto(row) : getDailyPlan(db, userId, input.date);
}
