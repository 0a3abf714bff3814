import { describe, expect, it } from 'vitest';
import { parseQuickAdd } from './quick-add';

// Quick add reads dates in the browser's own time zone. This file runs three times (vitest.config.ts), in
// New York, Berlin and Auckland, each on the Saturday before its clocks change: a time typed for Sunday must
// land on Sunday's offset, not Saturday's.

interface Case {
  text: string;
  title: string;
  /** The instant the task is due. */
  due: string;
  plannedTime: string | null;
}

const ZONES: Record<string, { now: string; cases: Case[] }> = {
  // Summer time ends on Sunday, November 1, 2026: -04:00 becomes -05:00.
  'America/New_York': {
    now: '2026-10-31T10:00:00-04:00',
    cases: [
      { text: 'Run tomorrow 9am', title: 'Run', due: '2026-11-01T14:00:00.000Z', plannedTime: '09:00' },
      { text: 'Run tomorrow', title: 'Run', due: '2026-11-01T17:00:00.000Z', plannedTime: null },
      { text: 'Buy milk tonight', title: 'Buy milk', due: '2026-11-01T02:00:00.000Z', plannedTime: '22:00' },
      { text: 'Call the bank in 2 hours', title: 'Call the bank', due: '2026-10-31T16:00:00.000Z', plannedTime: '12:00' },
    ],
  },
  // Summer time starts on Sunday, March 28, 2027: +01:00 becomes +02:00.
  'Europe/Berlin': {
    now: '2027-03-27T10:00:00+01:00',
    cases: [
      { text: 'Run tomorrow 9am', title: 'Run', due: '2027-03-28T07:00:00.000Z', plannedTime: '09:00' },
      { text: 'Run tomorrow', title: 'Run', due: '2027-03-28T10:00:00.000Z', plannedTime: null },
      { text: 'Call Ana monday', title: 'Call Ana', due: '2027-03-29T10:00:00.000Z', plannedTime: null },
      { text: 'Buy milk tonight', title: 'Buy milk', due: '2027-03-27T21:00:00.000Z', plannedTime: '22:00' },
      // A time already past today is tomorrow's, on tomorrow's offset.
      { text: 'Dinner at 8am', title: 'Dinner', due: '2027-03-28T06:00:00.000Z', plannedTime: '08:00' },
      // Numeric dates are read month first, as English (US) writes them; March 4 has passed, so next year's.
      { text: 'Pay rent 3/4', title: 'Pay rent', due: '2028-03-04T11:00:00.000Z', plannedTime: null },
    ],
  },
  // Summer time ends on Sunday, April 4, 2027: +13:00 becomes +12:00.
  'Pacific/Auckland': {
    now: '2027-04-03T10:00:00+13:00',
    cases: [
      { text: 'Run tomorrow 9am', title: 'Run', due: '2027-04-03T21:00:00.000Z', plannedTime: '09:00' },
      { text: 'Run tomorrow', title: 'Run', due: '2027-04-04T00:00:00.000Z', plannedTime: null },
      { text: 'Call Ana monday', title: 'Call Ana', due: '2027-04-05T00:00:00.000Z', plannedTime: null },
      { text: 'Buy milk tonight', title: 'Buy milk', due: '2027-04-03T09:00:00.000Z', plannedTime: '22:00' },
      { text: 'Dinner at 8am', title: 'Dinner', due: '2027-04-03T20:00:00.000Z', plannedTime: '08:00' },
    ],
  },
};

const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;

describe(`quick add's dates in ${zone}`, () => {
  const setting = ZONES[zone];
  it('runs in one of the zones it has cases for', () => expect(Object.keys(ZONES)).toContain(zone));
  it.each(setting?.cases ?? [])('$text', ({ text, title, due, plannedTime }) => {
    const result = parseQuickAdd(text, { now: new Date(setting!.now), goals: [] });
    expect(result.title).toBe(title);
    expect(result.due?.toISOString()).toBe(due);
    expect(result.plannedTime).toBe(plannedTime);
  });
});
