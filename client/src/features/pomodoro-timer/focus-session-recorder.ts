import { markFor, periodConfirmedByServer, type ServerTimer } from '@shared/domain/pomodoro-sync';
import { periodSeconds, type PeriodCompleted, type TimerSettings } from '@shared/domain/pomodoro-timer';
import type { StoredTimer } from '@shared/schemas/pomodoro';
import { ApiError, apiRequest } from '@/lib/api-client';
import { loadSyncMark } from './timer-storage';

const FOCUS_SESSIONS_URL = '/api/focus-sessions';

/**
 * Records a finished period on the server. The server keeps one per end and mode, so a second tab or
 * device recording the same one changes nothing. A task deleted meanwhile records the period without it.
 */
async function recordFinishedPeriod(period: PeriodCompleted, settings: TimerSettings, taskId: number | null): Promise<void> {
  const body = {
    startedAt: new Date(period.at - periodSeconds(period.finished, settings) * 1000).toISOString(),
    endedAt: new Date(period.at).toISOString(),
    mode: period.finished,
  };
  try {
    await apiRequest('POST', FOCUS_SESSIONS_URL, taskId === null ? body : { ...body, todoId: taskId });
  } catch (error) {
    if (!(taskId !== null && error instanceof ApiError && error.status === 404)) throw error;
    await apiRequest('POST', FOCUS_SESSIONS_URL, body);
  }
}

/**
 * Records the periods this browser saw end, leaving out any that another device stopped first (it paused
 * or changed the timer since this browser last heard from the server).
 */
export async function recordFinishedPeriods(
  completed: PeriodCompleted[],
  timer: { settings: TimerSettings; selectedTaskId: number | null },
  userId: number | undefined,
): Promise<void> {
  try {
    const stored = await apiRequest<StoredTimer>('GET', '/api/pomodoro/timer');
    const server: ServerTimer = { state: stored.state as ServerTimer['state'], version: stored.version };
    const mark = userId === undefined ? null : markFor(loadSyncMark(), userId);
    for (const period of completed) {
      if (periodConfirmedByServer(mark, server, period, Date.now())) await recordFinishedPeriod(period, timer.settings, timer.selectedTaskId);
    }
  } catch (error) {
    // Offline or signed out: the period still counts on this device; the server misses it.
    console.warn('Could not record the finished period', error);
  }
}
