import { and, eq, sql } from 'drizzle-orm';
import { dayKeysOfWindow, secondsToMinutes } from '@shared/domain/focus-summary';
import type { FocusSession, FocusSummary } from '@shared/schemas/pomodoro';
import type { Database } from '../../db/client';
import { focusSessions, goals, todos } from '../../db/schema';
import { notFound } from '../../http/errors';

/** The most goals a summary names, the busiest first. */
export const SUMMARY_GOALS_LIMIT = 20;

const sessionColumns = {
  id: focusSessions.id,
  startedAt: focusSessions.startedAt,
  endedAt: focusSessions.endedAt,
  mode: focusSessions.mode,
  todoId: focusSessions.todoId,
  goalId: focusSessions.goalId,
};
type SessionRow = { id: number; startedAt: Date; endedAt: Date; mode: FocusSession['mode']; todoId: number | null; goalId: number | null };

const toFocusSessionDto = (row: SessionRow): FocusSession => ({
  ...row,
  startedAt: row.startedAt.toISOString(),
  endedAt: row.endedAt.toISOString(),
});

export interface FocusSessionInput {
  startedAt: Date;
  endedAt: Date;
  mode: FocusSession['mode'];
  todoId?: number | null | undefined;
  goalId?: number | null | undefined;
}

/** The goal a session counts towards: the one named, else its task's goal. Both must be the person's own. */
async function goalOfSession(db: Database, userId: number, input: FocusSessionInput): Promise<number | null> {
  let goalId = input.goalId ?? null;
  if (input.todoId != null) {
    const [task] = await db.select({ goalId: todos.goalId }).from(todos).where(and(eq(todos.id, input.todoId), eq(todos.userId, userId)));
    if (!task) throw notFound('Task');
    goalId ??= task.goalId;
  }
  if (input.goalId != null) {
    const [goal] = await db.select({ id: goals.id }).from(goals).where(and(eq(goals.id, input.goalId), eq(goals.userId, userId)));
    if (!goal) throw notFound('Goal');
  }
  return goalId;
}

/**
 * Records a finished period once: every tab and device that saw it end may send it, and all but the
 * first get the row that is already there (`created: false`).
 */
export async function recordFocusSession(
  db: Database,
  userId: number,
  input: FocusSessionInput,
): Promise<{ session: FocusSession; created: boolean }> {
  const goalId = await goalOfSession(db, userId, input);
  const [inserted] = await db
    .insert(focusSessions)
    .values({ userId, startedAt: input.startedAt, endedAt: input.endedAt, mode: input.mode, todoId: input.todoId ?? null, goalId })
    .onConflictDoNothing({ target: [focusSessions.userId, focusSessions.endedAt, focusSessions.mode] })
    .returning(sessionColumns);
  if (inserted) return { session: toFocusSessionDto(inserted), created: true };
  const [existing] = await db
    .select(sessionColumns)
    .from(focusSessions)
    .where(and(eq(focusSessions.userId, userId), eq(focusSessions.endedAt, input.endedAt), eq(focusSessions.mode, input.mode)));
  if (!existing) throw new Error('a focus session conflicted with a row that is gone');
  return { session: toFocusSessionDto(existing), created: false };
}

interface Row extends Record<string, unknown> {
  [key: string]: unknown;
}

async function rows<T extends Row>(db: Database, query: ReturnType<typeof sql>): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/**
 * Focus minutes (focus periods only, breaks left out) of the periods that ended in [from, to): per local
 * day in `timeZone`, and per goal. Summed in PostgreSQL over the (user, ended_at) index.
 */
export async function focusSummary(db: Database, userId: number, from: Date, to: Date, timeZone: string): Promise<FocusSummary> {
  const inWindow = sql`f.user_id = ${userId} and f.mode = 'pomodoro' and f.ended_at >= ${from} and f.ended_at < ${to}`;
  const seconds = sql`sum(extract(epoch from f.ended_at - f.started_at))`;
  const [perDay, perGoal] = await Promise.all([
    rows(
      db,
      sql`select to_char(f.ended_at at time zone ${timeZone}, 'YYYY-MM-DD') as day, ${seconds} as seconds
          from focus_sessions f where ${inWindow} group by 1`,
    ),
    rows(
      db,
      sql`select g.id, g.title, ${seconds} as seconds
          from focus_sessions f join goals g on g.id = f.goal_id and g.user_id = f.user_id
          where ${inWindow}
          group by g.id, g.title
          order by seconds desc, g.id
          limit ${SUMMARY_GOALS_LIMIT}`,
    ),
  ]);
  const secondsByDay = new Map(perDay.map((row) => [String(row.day), Number(row.seconds)]));
  const days = dayKeysOfWindow(from, to, timeZone).map((date) => ({ date, minutes: secondsToMinutes(secondsByDay.get(date) ?? 0) }));
  const totalSeconds = [...secondsByDay.values()].reduce((sum, value) => sum + value, 0);
  return {
    days,
    goals: perGoal.map((row) => ({ id: Number(row.id), title: String(row.title), minutes: secondsToMinutes(Number(row.seconds)) })),
    totalMinutes: secondsToMinutes(totalSeconds),
  };
}
