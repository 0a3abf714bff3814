import { markFor, periodConfirmedByServer, type ServerTimer } from '@shared/domain/pomodoro-sync';
import { periodSeconds, type PeriodCompleted, type TimerSettings } from '@shared/domain/pomodoro-timer';
import type { StoredTimer } from '@shared/schemas/pomodoro';
import { ApiError, apiRequest, NetworkError } from '@/lib/api-client';
import { sendChange } from '@/lib/outbox/outbox';
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
  const record = (fields: Record<string, unknown>) =>
    sendChange({ method: 'POST', path: FOCUS_SESSIONS_URL, body: fields, label: `Focus session ended ${new Date(period.at).toLocaleTimeString()}`, provisional: () => undefined });
  try {
    await record(taskId === null ? body : { ...body, todoId: taskId });
  } catch (error) {
    if (!(taskId !== null && error instanceof ApiError && error.status === 404)) throw error;
    await record(body);
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
  let stored: StoredTimer;
  try {
    stored = await apiRequest<StoredTimer>('GET', '/api/pomodoro/timer');
  } catch (error) {
    if (!(error instanceof NetworkError)) return console.warn('Could not record the finished period', error);
    // Offline: recorded when the network returns (decision 28); the server keeps one per end and mode.
    for (const period of completed) await recordFinishedPeriod(period, timer.settings, timer.selectedTaskId);
    return;
  }
  try {
    const server: ServerTimer = { state: stored.state as ServerTimer['state'], version: stored.version };
    const mark = userId === undefined ? null : markFor(loadSyncMark(), userId);
    for (const period of completed) {
      if (periodConfirmedByServer(mark, server, period, Date.now())) await recordFinishedPeriod(period, timer.settings, timer.selectedTaskId);
    }
  } catch (error) {
    // Signed out: the period still counts on this device; the server misses it.
    console.warn('Could not record the finished period', error);
  }
}
