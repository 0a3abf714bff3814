/** What the planned-time field says when it can't read what was typed. */
export const PLANNED_TIME_MESSAGE = 'Enter a time like 9:30, 9:30 pm or 21:30';

export type PlannedTimeReading = { ok: true; time: string | null } | { ok: false; message: string };

// Hours, then optional minutes (after ':', '.', 'h' or a space, or run together as in '1015'), then am/pm.
const TYPED_TIME = /^(\d{1,2})(?:(?:[:.h]|\s+)?(\d{2}))?\s*(?:([ap])\.?\s*m?\.?)?$/i;
const RUN_TOGETHER = /^(\d{1,2})(\d{2})\s*(?:([ap])\.?\s*m?\.?)?$/i;

const pad = (value: number) => String(value).padStart(2, '0');

/**
 * Reads a time of day as people type it: '1015', '10:15', '10.15 pm', '9am', '21:30', '12 a.m.'.
 * Answers `HH:MM` (24-hour), null for an empty field (no planned time), or the message to show.
 * With am/pm the hour is 1–12; without, 0–23.
 */
export function parsePlannedTime(typed: string): PlannedTimeReading {
  const text = typed.trim();
  if (text === '') return { ok: true, time: null };
  const match = RUN_TOGETHER.exec(text) ?? TYPED_TIME.exec(text);
  if (!match) return { ok: false, message: PLANNED_TIME_MESSAGE };
  let hours = Number(match[1]);
  const minutes = match[2] === undefined ? 0 : Number(match[2]);
  const half = match[3]?.toLowerCase();
  if (minutes > 59) return { ok: false, message: PLANNED_TIME_MESSAGE };
  if (half) {
    if (hours < 1 || hours > 12) return { ok: false, message: PLANNED_TIME_MESSAGE };
    hours = (hours % 12) + (half === 'p' ? 12 : 0);
  } else if (hours > 23) {
    return { ok: false, message: PLANNED_TIME_MESSAGE };
  }
  return { ok: true, time: `${pad(hours)}:${pad(minutes)}` };
}
