import { describe, expect, it } from 'vitest';
import { MODE_QUOTES, quoteOfTheDay, randomQuote } from './timer-texts';

// The client tests run in America/New_York.
describe('quoteOfTheDay', () => {
  const quotes = MODE_QUOTES.pomodoro;

  it('gives the same line all day long, in the device’s zone', () => {
    const morning = quoteOfTheDay(quotes, new Date('2026-12-07T00:00:00-05:00'));
    expect(quoteOfTheDay(quotes, new Date('2026-12-07T12:30:00-05:00'))).toBe(morning);
    expect(quoteOfTheDay(quotes, new Date('2026-12-07T23:59:59-05:00'))).toBe(morning);
  });

  it('gives the next line the next day, and starts over after the last', () => {
    const days = Array.from({ length: quotes.length + 1 }, (_, day) => quoteOfTheDay(quotes, new Date(2026, 11, 7 + day, 9)));
    expect(new Set(days.slice(0, quotes.length)).size).toBe(quotes.length);
    expect(days[quotes.length]).toBe(days[0]);
    const index = quotes.indexOf(days[0] as string);
    expect(days[1]).toBe(quotes[(index + 1) % quotes.length]);
  });

  it('turns at the local midnight, not at UTC’s', () => {
    // 7 pm in New York is already the next day in UTC.
    expect(quoteOfTheDay(quotes, new Date('2026-12-07T19:00:00-05:00'))).toBe(quoteOfTheDay(quotes, new Date('2026-12-07T08:00:00-05:00')));
    expect(quoteOfTheDay(quotes, new Date('2026-12-08T00:00:00-05:00'))).not.toBe(quoteOfTheDay(quotes, new Date('2026-12-07T23:59:00-05:00')));
  });
});

describe('randomQuote', () => {
  it('gives one of the lines', () => {
    for (const quotes of Object.values(MODE_QUOTES)) expect(quotes).toContain(randomQuote(quotes));
  });
});
