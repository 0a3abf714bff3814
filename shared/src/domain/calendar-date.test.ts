import { describe, expect, it } from 'vitest';
import { isCalendarDate } from './calendar-date';

describe('isCalendarDate', () => {
  it.each(['2026-11-22', '2028-02-29', '2000-02-29', '0001-01-01', '9999-12-31'])('accepts %s', (text) => {
    expect(isCalendarDate(text)).toBe(true);
  });

  it.each([
    '2026-02-29',
    '1900-02-29',
    '2026-13-01',
    '2026-00-10',
    '2026-04-31',
    '2026-11-00',
    '2026-1-5',
    '26-11-22',
    '2026/11/22',
    '2026-11-22T00:00:00Z',
    ' 2026-11-22',
    '',
    '0000-01-01',
  ])('refuses %j', (text) => {
    expect(isCalendarDate(text)).toBe(false);
  });
});
