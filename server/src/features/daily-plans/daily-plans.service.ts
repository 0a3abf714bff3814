import { and, eq, sql } from 'drizzle-orm';
import type { DailyPlan, DailyPlanUpsertInput } from '@shared/schemas/daily-plans';
import type { Database } from '../../db/client';
import { dailyPlans } from '../../db/schema';

const planColumns = { date: dailyPlans.date, notes: dailyPlans.notes, updatedAt: dailyPlans.updatedAt };

function toDailyPlanDto(row: { date: string; notes: string; updatedAt: Date }): DailyPlan {
  return { ...row, updatedAt: row.updatedAt.toISOString() };
}

/** The notes of one day; a day nobody wrote about yet has empty notes. */
export async function getDailyPlan(db: Database, userId: number, date: string): Promise<DailyPlan> {
  const [row] = await db
    .select(planColumns)
    .from(dailyPlans)
    .where(and(eq(dailyPlans.userId, userId), eq(dailyPlans.date, date)));
  return row ? toDailyPlanDto(row) : { date, notes: '', updatedAt: null };
}

export async function saveDailyPlan(db: Database, userId: number, input: DailyPlanUpsertInput): Promise<DailyPlan> {
  const [row] = await db
    .insert(dailyPlans)
    .values({ userId, date: input.date, notes: input.notes })
    .onConflictDoUpdate({
      target: [dailyPlans.userId, dailyPlans.date],
      set: { notes: input.notes, updatedAt: sql`now()` },
    })
    .returning(planColumns);
  return toDailyPlanDto(row as { date: string; notes: string; updatedAt: Date });
}
