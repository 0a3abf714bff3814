import { periodSeconds, type PeriodCompleted, type TimerSettings } from '@shared/domain/pomodoro-timer';
import { ApiError, apiRequest } from '@/lib/api-client';

const FOCUS_SESSIONS_URL = '/api/focus-sessions';

/**
 * Records a finished period on the server. The server keeps one per end and mode, so a second tab or
 * device recording the same one changes nothing. A task deleted meanwhile records the period without it.
 */
export async function recordFinishedPeriod(period: PeriodCompleted, settings: TimerSettings, taskId: number | null): Promise<void> {
  const body = {
    startedAt: new Date(period.at - periodSeconds(period.finished, settings) * 1000).toISOString(),
    endedAt: new Date(period.at).toISOString(),
    mode: period.finished,
  };
  try {
    try {
      await apiRequest('POST', FOCUS_SESSIONS_URL, taskId === null ? body : { ...body, todoId: taskId });
    } catch (error) {
      if (!(taskId !== null && error instanceof ApiError && error.status === 404)) throw error;
      await apiRequest('POST', FOCUS_SESSIONS_URL, body);
    }
  } catch (error) {
    // Offline or signed out: the period still counts on this device; the server misses it.
    console.warn('Could not record the finished period', error);
  }
}
