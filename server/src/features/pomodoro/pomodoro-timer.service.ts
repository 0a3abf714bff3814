import { and, eq, sql } from 'drizzle-orm';
import { STALE_CODE } from '@shared/schemas/common';
import { STALE_TIMER_MESSAGE, sharedTimerStateSchema, type StoredTimer, type TimerUpdate } from '@shared/schemas/pomodoro';
import type { Database } from '../../db/client';
import { pomodoroTimers } from '../../db/schema';
import { HttpError } from '../../http/errors';

const timerColumns = { state: pomodoroTimers.state, version: pomodoroTimers.version, updatedAt: pomodoroTimers.updatedAt };
type TimerRow = { state: unknown; version: number; updatedAt: Date };

const NO_TIMER: StoredTimer = { state: null, version: 0, updatedAt: null };

function toStoredTimer(row: TimerRow | undefined): StoredTimer {
  if (!row) return NO_TIMER;
  // A state written by an older release that no longer fits reads as "none", but keeps its version,
  // so the next change replaces it.
  const parsed = sharedTimerStateSchema.safeParse(row.state);
  return { state: parsed.success ? parsed.data : null, version: row.version, updatedAt: row.updatedAt.toISOString() };
}

export async function getTimer(db: Database, userId: number): Promise<StoredTimer> {
  const [row] = await db.select(timerColumns).from(pomodoroTimers).where(eq(pomodoroTimers.userId, userId));
  return toStoredTimer(row);
}

/**
 * Stores a change made on `version`, only while that is still the stored version: the check and the
 * write are one statement, so of two changes made on the same version exactly one applies. The other
 * gets a 409 carrying the timer as it is now.
 */
export async function saveTimer(db: Database, userId: number, { state, version }: TimerUpdate): Promise<StoredTimer> {
  const [row] =
    version === 0
      ? await db.insert(pomodoroTimers).values({ userId, state, version: 1 }).onConflictDoNothing().returning(timerColumns)
      : await db
          .update(pomodoroTimers)
          .set({ state, version: sql`${pomodoroTimers.version} + 1`, updatedAt: sql`now()` })
          .where(and(eq(pomodoroTimers.userId, userId), eq(pomodoroTimers.version, version)))
          .returning(timerColumns);
  if (row) return toStoredTimer(row);
  throw new HttpError(409, STALE_TIMER_MESSAGE, { code: STALE_CODE, current: await getTimer(db, userId) });
}
