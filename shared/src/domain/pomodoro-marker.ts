/** A task takes at least one focus session; more than 99 is not a daily task. */
export const POMODORO_COUNT_MIN = 1;
export const POMODORO_COUNT_MAX = 99;

/** `[pomodoro:N]`, the marker older clients write into a task's description. */
const MARKER = /\s*\[pomodoro:\s*(\d+)\s*\]\s*/gi;

export interface ExtractedPomodoroMarker {
  /** The description without any marker; null when nothing else was written. */
  description: string | null;
  /** N from the last marker, clamped to 1–99; null when there was no marker. */
  pomodoros: number | null;
}

/** Splits a description into the person's own text and the pomodoro count its marker carried. */
export function extractPomodoroMarker(description: string | null | undefined): ExtractedPomodoroMarker {
  if (description == null) return { description: null, pomodoros: null };
  let pomodoros: number | null = null;
  const text = description.replace(MARKER, (_marker, count: string) => {
    pomodoros = clampPomodoroCount(Number(count));
    return ' ';
  });
  if (pomodoros === null) return { description, pomodoros: null };
  const trimmed = text.trim();
  return { description: trimmed === '' ? null : trimmed, pomodoros };
}

export function clampPomodoroCount(count: number): number {
  if (!Number.isFinite(count)) return POMODORO_COUNT_MIN;
  return Math.min(POMODORO_COUNT_MAX, Math.max(POMODORO_COUNT_MIN, Math.trunc(count)));
}
