import { describe, expect, it } from 'vitest';
import { addDaysToKey, canonicalTimeZone, dayKeysEndingWith, isKnownTimeZone, localMidnight, zonedDateKey } from './zoned-days';

describe('zoned days', () => {
  it('gives the calendar day of an instant in a named zone', () => {
    const instant = new Date('2026-11-22T23:30:00Z');
    expect(zonedDateKey(instant, 'UTC')).toBe('2026-11-22');
    expect(zonedDateKey(instant, 'Asia/Tokyo')).toBe('2026-11-23');
    expect(zonedDateKey(instant, 'America/Los_Angeles')).toBe('2026-11-22');
  });

  it('follows daylight saving: New York midnight is 05:00Z in winter and 04:00Z in summer', () => {
    expect(zonedDateKey(new Date('2026-03-08T04:59:00Z'), 'America/New_York')).toBe('2026-03-07');
    expect(zonedDateKey(new Date('2026-03-08T05:00:00Z'), 'America/New_York')).toBe('2026-03-08');
    expect(zonedDateKey(new Date('2026-03-09T03:59:00Z'), 'America/New_York')).toBe('2026-03-08');
    expect(zonedDateKey(new Date('2026-03-09T04:00:00Z'), 'America/New_York')).toBe('2026-03-09');
  });

  it('adds days across months, years and leap days', () => {
    expect(addDaysToKey('2026-02-28', 1)).toBe('2026-03-01');
    expect(addDaysToKey('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDaysToKey('2027-01-01', -1)).toBe('2026-12-31');
  });

  it('lists the days of a window, oldest first', () => {
    expect(dayKeysEndingWith('2026-03-02', 4)).toEqual(['2026-02-27', '2026-02-28', '2026-03-01', '2026-03-02']);
  });

  it('knows real zone names only', () => {
    expect(isKnownTimeZone('Europe/Berlin')).toBe(true);
    expect(isKnownTimeZone('Mars/Olympus_Mons')).toBe(false);
  });

  it('names a known zone as the runtime does', () => {
    expect(canonicalTimeZone('europe/berlin')).toBe('Europe/Berlin');
    expect(canonicalTimeZone('America/New_York')).toBe('America/New_York');
    expect(canonicalTimeZone('UTC')).toBe('UTC');
  });
});

describe('localMidnight', () => {
  it('is the first moment of the day in the zone, daylight saving included', () => {
    expect(localMidnight('2026-11-23', 'Europe/Berlin').toISOString()).toBe('2026-11-22T23:00:00.000Z');
    expect(localMidnight('2026-07-01', 'Europe/Berlin').toISOString()).toBe('2026-06-30T22:00:00.000Z');
    expect(localMidnight('2026-03-08', 'America/New_York').toISOString()).toBe('2026-03-08T05:00:00.000Z');
    expect(localMidnight('2026-03-09', 'America/New_York').toISOString()).toBe('2026-03-09T04:00:00.000Z');
    expect(localMidnight('2026-11-23', 'UTC').toISOString()).toBe('2026-11-23T00:00:00.000Z');
    expect(localMidnight('2026-11-23', 'Asia/Kolkata').toISOString()).toBe('2026-11-22T18:30:00.000Z');
    // Havana skips midnight when daylight saving begins: the day starts at 01:00.
    expect(localMidnight('2026-03-08', 'America/Havana').toISOString()).toBe('2026-03-08T05:00:00.000Z');
  });
});
