import { describe, expect, it } from 'vitest';
import { dayKeysOfWindow, focusCardWindow, secondsToMinutes } from './focus-summary';

describe('dayKeysOfWindow', () => {
  it('lists every local day an instant of the half-open window falls on', () => {
    const from = new Date('2026-11-22T23:00:00Z');
    expect(dayKeysOfWindow(from, new Date('2026-11-25T23:00:00Z'), 'Europe/Berlin')).toEqual(['2026-11-23', '2026-11-24', '2026-11-25']);
    expect(dayKeysOfWindow(from, new Date('2026-11-25T23:00:01Z'), 'Europe/Berlin')).toEqual([
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
    ]);
    expect(dayKeysOfWindow(from, new Date('2026-11-22T23:30:00Z'), 'UTC')).toEqual(['2026-11-22']);
  });
});

describe('focusCardWindow', () => {
  // The shared tests run in America/New_York.
  it('covers the last seven local days, today included, midnight to midnight', () => {
    const window = focusCardWindow(new Date('2026-11-23T15:00:00Z'));
    expect(window.from.toISOString()).toBe('2026-11-17T05:00:00.000Z');
    expect(window.to.toISOString()).toBe('2026-11-24T05:00:00.000Z');
    expect(dayKeysOfWindow(window.from, window.to, 'America/New_York')).toEqual([
      '2026-11-17',
      '2026-11-18',
      '2026-11-19',
      '2026-11-20',
      '2026-11-21',
      '2026-11-22',
      '2026-11-23',
    ]);
  });

  it('spans a change of clocks without losing or adding a day', () => {
    const window = focusCardWindow(new Date('2026-11-03T12:00:00Z'));
    expect(window.from.toISOString()).toBe('2026-10-28T04:00:00.000Z');
    expect(window.to.toISOString()).toBe('2026-11-04T05:00:00.000Z');
    expect(dayKeysOfWindow(window.from, window.to, 'America/New_York')).toHaveLength(7);
  });
});

it('rounds seconds to whole minutes', () => {
  expect([0, 29, 30, 1500, 1529].map(secondsToMinutes)).toEqual([0, 0, 1, 25, 25]);
});
