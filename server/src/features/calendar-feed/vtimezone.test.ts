import { describe, expect, it } from 'vitest';
import { offsetChanges, vtimezone, vtimezoneFor } from './vtimezone';

const HOUR_MS = 60 * 60_000;
const utc = (text: string) => Date.parse(text);

/** The UTC offset (minutes) a VTIMEZONE gives an instant, read as a calendar reads it. */
function offsetFromBlock(block: string, instant: number): number {
  const observances = [...block.matchAll(/DTSTART:(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})\r\nTZOFFSETFROM:([+-])(\d{2})(\d{2})\r\nTZOFFSETTO:([+-])(\d{2})(\d{2})/g)].map(
    (match) => {
      const [year, month, day, hour, minute, second] = match.slice(1, 7).map(Number) as [number, number, number, number, number, number];
      const minutesOf = (sign: string, hours: string, minutes: string) => (sign === '-' ? -1 : 1) * (Number(hours) * 60 + Number(minutes));
      const from = minutesOf(match[7]!, match[8]!, match[9]!);
      const to = minutesOf(match[10]!, match[11]!, match[12]!);
      // The onset is a wall-clock time of the offset before it.
      return { onset: Date.UTC(year, month - 1, day, hour, minute, second) - from * 60_000, to };
    },
  );
  const current = observances.filter((observance) => observance.onset <= instant).at(-1);
  if (!current) throw new Error('no observance covers the instant');
  return current.to;
}

const offsetFormats = new Map<string, Intl.DateTimeFormat>();

/** The offset the runtime gives an instant in a zone (minutes). */
function runtimeOffset(timeZone: string, instant: number): number {
  let format = offsetFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' });
    offsetFormats.set(timeZone, format);
  }
  const name = format.formatToParts(instant).find((part) => part.type === 'timeZoneName')!.value;
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name);
  return match ? (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3])) : 0;
}

describe('offsetChanges', () => {
  it('finds New York’s changes of 2026 to the minute', () => {
    expect(offsetChanges('America/New_York', utc('2026-01-01T00:00:00Z'), utc('2027-01-01T00:00:00Z'))).toEqual([
      { at: utc('2026-03-08T07:00:00Z'), from: -300, to: -240 },
      { at: utc('2026-11-01T06:00:00Z'), from: -240, to: -300 },
    ]);
  });

  it('finds none in a zone without daylight saving', () => {
    expect(offsetChanges('Asia/Kolkata', utc('2026-01-01T00:00:00Z'), utc('2030-01-01T00:00:00Z'))).toEqual([]);
  });
});

describe('vtimezone', () => {
  it('writes each change as an observance starting at the old offset’s wall clock', () => {
    const block = vtimezone('America/New_York', utc('2026-01-01T00:00:00Z'), utc('2027-01-01T00:00:00Z'));
    expect(block.split('\r\n')).toEqual([
      'BEGIN:VTIMEZONE',
      'TZID:America/New_York',
      'BEGIN:STANDARD',
      'DTSTART:19700101T000000',
      'TZOFFSETFROM:-0500',
      'TZOFFSETTO:-0500',
      'END:STANDARD',
      'BEGIN:DAYLIGHT',
      'DTSTART:20260308T020000',
      'TZOFFSETFROM:-0500',
      'TZOFFSETTO:-0400',
      'END:DAYLIGHT',
      'BEGIN:STANDARD',
      'DTSTART:20261101T020000',
      'TZOFFSETFROM:-0400',
      'TZOFFSETTO:-0500',
      'END:STANDARD',
      'END:VTIMEZONE',
    ]);
  });

  it('calls the summer of the southern hemisphere daylight time, and writes half-hour offsets', () => {
    const sydney = vtimezone('Australia/Sydney', utc('2026-01-01T00:00:00Z'), utc('2026-12-31T00:00:00Z'));
    expect(sydney).toContain('BEGIN:DAYLIGHT\r\nDTSTART:19700101T000000\r\nTZOFFSETFROM:+1100\r\nTZOFFSETTO:+1100');
    expect(sydney).toContain('BEGIN:STANDARD\r\nDTSTART:20260405T030000\r\nTZOFFSETFROM:+1100\r\nTZOFFSETTO:+1000');
    expect(vtimezone('Asia/Kolkata', utc('2026-01-01T00:00:00Z'), utc('2027-01-01T00:00:00Z'))).toContain('TZOFFSETTO:+0530');
  });

  it.each([
    'America/New_York',
    'Europe/Berlin',
    'Europe/Dublin',
    'Australia/Sydney',
    'Australia/Lord_Howe',
    'Pacific/Chatham',
    'America/St_Johns',
    'America/Sao_Paulo',
    'Africa/Casablanca',
    'Asia/Tokyo',
    'UTC',
  ])('gives %s the runtime’s offset at every hour around each change and every six hours between', (timeZone) => {
    const start = utc('2026-01-01T00:00:00Z');
    const end = utc('2029-01-01T00:00:00Z');
    const block = vtimezone(timeZone, start, end);
    const instants: number[] = [];
    for (let instant = start; instant < end; instant += 6 * HOUR_MS) instants.push(instant);
    for (const change of offsetChanges(timeZone, start, end)) {
      for (let hour = -3; hour <= 3; hour++) instants.push(change.at + hour * HOUR_MS, change.at - 60_000);
    }
    const wrong = instants.filter((instant) => offsetFromBlock(block, instant) !== runtimeOffset(timeZone, instant));
    expect(wrong.map((instant) => new Date(instant).toISOString())).toEqual([]);
  });
});

describe('vtimezoneFor', () => {
  it('covers the year before the feed’s and ten after, the same block all year', () => {
    const block = vtimezoneFor('Europe/Berlin', new Date('2026-06-01T00:00:00Z'));
    expect(block).toContain('DTSTART:20250330T020000');
    expect(block).toContain('DTSTART:20361026T030000');
    expect(block).not.toContain('DTSTART:2037');
    expect(vtimezoneFor('Europe/Berlin', new Date('2026-12-31T00:00:00Z'))).toBe(block);
  });
});
