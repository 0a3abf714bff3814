import { storedTaskCountsSchema } from '@shared/schemas/pomodoro';

/** Spec section 9's storage key for each task's estimated pomodoros. */
export const TASK_COUNTS_STORAGE_KEY = 'pomodoroTaskCounts';

function readCounts(): Record<string, number> {
  try {
    const raw = window.localStorage.getItem(TASK_COUNTS_STORAGE_KEY);
    if (raw === null) return {};
    const parsed = storedTaskCountsSchema.safeParse(JSON.parse(raw));
    if (parsed.success) return parsed.data;
    console.warn('Ignoring stored pomodoro counts that are not valid', parsed.error.issues);
  } catch (error) {
    console.warn('Could not load the pomodoro counts', error);
  }
  return {};
}

/**
 * Keeps the local copy of the counts in step with what the page shows. The server's `pomodoros`
 * is the truth that follows the person to another device; this copy answers while it loads.
 */
export function rememberTaskCounts(counts: Record<number, number>): void {
  try {
    window.localStorage.setItem(TASK_COUNTS_STORAGE_KEY, JSON.stringify({ ...readCounts(), ...counts }));
  } catch (error) {
    console.warn('Could not save the pomodoro counts', error);
  }
}

