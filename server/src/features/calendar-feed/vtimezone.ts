// VTIMEZONE components (RFC 5545 §3.6.5) worked out from the runtime's own time zone data, so a feed
// says exactly what the server computed with, and no second copy of the zone database can drift from it.
import { tzOffset } from '@date-fns/tz';
import { LRUCache } from 'lru-cache';

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;
/** Years of changes written out: from the year before the feed's window to well past its end. */
const YEARS_BEFORE = 1;
const YEARS_AFTER = 10;

/** A change of a zone's UTC offset: at `at` (ms since the epoch), from `from` to `to` minutes. */
export interface OffsetChange {
  at: number;
  from: number;
  to: number;
}

const offsetAt = (timeZone: string, instant: number) => tzOffset(timeZone, new Date(instant));

/**
 * Every change of the zone's offset from `start` to `end`, to the minute. Looked for a day at a time:
 * no zone changes its offset twice within a day.
 */
export function offsetChanges(timeZone: string, start: number, end: number): OffsetChange[] {
  const changes: OffsetChange[] = [];
  let before = offsetAt(timeZone, start);
  for (let day = start + DAY_MS; day - DAY_MS < end; day += DAY_MS) {
    const after = offsetAt(timeZone, day);
    if (after === before) continue;
    // The first minute of the day with the new offset.
    let low = (day - DAY_MS) / MINUTE_MS;
    let high = day / MINUTE_MS;
    while (high - low > 1) {
      const middle = Math.floor((low + high) / 2);
      if (offsetAt(timeZone, middle * MINUTE_MS) === before) low = middle;
      else high = middle;
    }
    if (high * MINUTE_MS <= end) changes.push({ at: high * MINUTE_MS, from: before, to: after });
    before = after;
  }
  return changes;
}

const pad = (value: number, length = 2) => String(value).padStart(length, '0');

/** '+0530', '-0400'. */
function formatOffset(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+';
  const whole = Math.abs(minutes);
  return `${sign}${pad(Math.floor(whole / 60))}${pad(whole % 60)}`;
}

/** The wall-clock time of an instant at a UTC offset, as a floating DATE-TIME ('20260308T020000'). */
function localDateTime(instant: number, offsetMinutes: number): string {
  const wall = new Date(instant + offsetMinutes * MINUTE_MS);
  return (
    `${pad(wall.getUTCFullYear(), 4)}${pad(wall.getUTCMonth() + 1)}${pad(wall.getUTCDate())}` +
    `T${pad(wall.getUTCHours())}${pad(wall.getUTCMinutes())}${pad(wall.getUTCSeconds())}`
  );
}

/**
 * The zone's VTIMEZONE from `start` to `end`: the offset at `start` as the first observance, then one
 * observance per change, each starting at the local time it happens at (the old offset's wall clock,
 * as RFC 5545 has it). An offset above the zone's lowest is daylight time, the lowest standard time.
 */
export function vtimezone(timeZone: string, start: number, end: number): string {
  const initial = offsetAt(timeZone, start);
  const changes = offsetChanges(timeZone, start, end);
  const lowest = Math.min(initial, ...changes.map((change) => change.to));
  const observance = (onset: string, from: number, to: number) => {
    const kind = to > lowest ? 'DAYLIGHT' : 'STANDARD';
    return [`BEGIN:${kind}`, `DTSTART:${onset}`, `TZOFFSETFROM:${formatOffset(from)}`, `TZOFFSETTO:${formatOffset(to)}`, `END:${kind}`];
  };
  return [
    'BEGIN:VTIMEZONE',
    `TZID:${timeZone}`,
    ...observance('19700101T000000', initial, initial),
    ...changes.flatMap((change) => observance(localDateTime(change.at, change.from), change.from, change.to)),
    'END:VTIMEZONE',
  ].join('\r\n');
}

/** Worked out once per zone and year: a zone's changes cost a few thousand offset look-ups. */
const byZoneAndYear = new LRUCache<string, string>({ max: 1000 });

/** The zone's VTIMEZONE for feeds made in the year of `now`. */
export function vtimezoneFor(timeZone: string, now: Date): string {
  const year = now.getUTCFullYear();
  const key = `${timeZone} ${year}`;
  let block = byZoneAndYear.get(key);
  if (block === undefined) {
    block = vtimezone(timeZone, Date.UTC(year - YEARS_BEFORE, 0, 1), Date.UTC(year + YEARS_AFTER + 1, 0, 1));
    byZoneAndYear.set(key, block);
  }
  return block;
}
