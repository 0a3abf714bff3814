import { extractPomodoroMarker } from '@shared/domain/pomodoro-marker';

/** The description without its `[pomodoro:N]` marker, and the count the marker or the field gave. */
export function descriptionAndPomodoros(description: string | null | undefined, pomodoros: number | undefined) {
  const extracted = extractPomodoroMarker(description);
  const count = pomodoros ?? extracted.pomodoros ?? undefined;
  return {
    ...(description !== undefined && { description: extracted.description }),
    ...(count !== undefined && { pomodoros: count }),
  };
}
