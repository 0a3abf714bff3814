import { describe, expect, it } from 'vitest';
import {
  dayBefore,
  defaultRepeatRule,
  describeRepeatRule,
  everyWeekday,
  formatDayKey,
  isDateKey,
  lastOccurrence,
  occurrenceDates,
  occurrenceDatesByRRule,
  occurrenceDueInstant,
  parseRRuleText,
  REPEAT_LIMITS,
  repeatRuleIssues,
  toRRuleText,
  weekdayOf,
  type RepeatEnd,
  type RepeatFrequency,
  type RepeatRule,
} from './recurrence';
import { addDaysToKey } from './zoned-days';

// 2027-01-01 is a Friday, 2027-01-04 a Monday, 2027-03-01 a Monday; 2028 is a leap year.

/** The form's rule for a first day, with some choices changed. */
const ruleOf = (startDate: string, frequency: RepeatFrequency, changes: Partial<RepeatRule> = {}): RepeatRule => ({
  ...defaultRepeatRule(startDate, frequency),
  ...changes,
});
/** The days a rule falls on from `from` to `to`, through its RRULE text as the server stores it. */
const daysOf = (rule: RepeatRule, startDate: string, from: string, to: string) => occurrenceDates(toRRuleText(rule), startDate, from, to);

const nextDay = (dateKey: string) => addDaysToKey(dateKey, 1);

/** Wall-clock day and time of an instant in a zone: '2027-03-14 07:00'. */
function localTime(instant: Date, timeZone: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`;
}

describe('toRRuleText: the form writes RFC 5545 text without DTSTART', () => {
  it.each<[string, RepeatRule, string]>([
    ['every day', ruleOf('2027-01-01', 'daily'), 'FREQ=DAILY;INTERVAL=1'],
    ['every 3 days', ruleOf('2027-01-01', 'daily', { interval: 3 }), 'FREQ=DAILY;INTERVAL=3'],
    ['every weekday', everyWeekday('2027-01-01'), 'FREQ=WEEKLY;INTERVAL=1;BYDAY=MO,TU,WE,TH,FR'],
    ['every 2 weeks on days chosen out of order', ruleOf('2027-01-04', 'weekly', { interval: 2, weekdays: ['TH', 'MO'] }), 'FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,TH'],
    ['monthly on day 15', ruleOf('2027-01-15', 'monthly'), 'FREQ=MONTHLY;INTERVAL=1;BYMONTHDAY=15'],
    ['monthly on day 28, which every month has', ruleOf('2027-01-28', 'monthly'), 'FREQ=MONTHLY;INTERVAL=1;BYMONTHDAY=28'],
    ['monthly on day 29', ruleOf('2027-01-29', 'monthly'), 'FREQ=MONTHLY;INTERVAL=1;BYMONTHDAY=28,29;BYSETPOS=-1'],
    ['monthly on day 30', ruleOf('2027-01-30', 'monthly'), 'FREQ=MONTHLY;INTERVAL=1;BYMONTHDAY=28,29,30;BYSETPOS=-1'],
    ['monthly on day 31', ruleOf('2027-01-31', 'monthly'), 'FREQ=MONTHLY;INTERVAL=1;BYMONTHDAY=28,29,30,31;BYSETPOS=-1'],
    ['monthly on the 2nd Tuesday', ruleOf('2027-01-12', 'monthly', { monthlyOn: { kind: 'weekday', ordinal: 2, weekday: 'TU' } }), 'FREQ=MONTHLY;INTERVAL=1;BYDAY=+2TU'],
    ['monthly on the last Friday', ruleOf('2027-01-29', 'monthly', { monthlyOn: { kind: 'weekday', ordinal: -1, weekday: 'FR' } }), 'FREQ=MONTHLY;INTERVAL=1;BYDAY=-1FR'],
    ['yearly on Mar 10', ruleOf('2027-03-10', 'yearly'), 'FREQ=YEARLY;INTERVAL=1;BYMONTH=3;BYMONTHDAY=10'],
    ['yearly on Feb 29', ruleOf('2028-02-29', 'yearly'), 'FREQ=YEARLY;INTERVAL=1;BYMONTH=2;BYMONTHDAY=28,29;BYSETPOS=-1'],
    ['10 times', ruleOf('2027-01-01', 'daily', { end: { kind: 'count', count: 10 } }), 'FREQ=DAILY;INTERVAL=1;COUNT=10'],
    ['until a day, as a plain DATE', ruleOf('2027-01-01', 'daily', { end: { kind: 'until', date: '2027-06-01' } }), 'FREQ=DAILY;INTERVAL=1;UNTIL=20270601'],
  ])('%s', (_, rule, text) => {
    expect(toRRuleText(rule)).toBe(text);
  });

  it('stays within the stored length for the longest rule the form can write', () => {
    const longest = ruleOf('2027-01-01', 'weekly', {
      interval: REPEAT_LIMITS.interval,
      weekdays: ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'],
      end: { kind: 'until', date: '2099-12-31' },
    });
    const longestMonthly = ruleOf('2027-01-31', 'monthly', { interval: REPEAT_LIMITS.interval, end: { kind: 'count', count: REPEAT_LIMITS.count } });
    expect(toRRuleText(longest).length).toBeLessThanOrEqual(REPEAT_LIMITS.ruleText);
    expect(toRRuleText(longestMonthly).length).toBeLessThanOrEqual(REPEAT_LIMITS.ruleText);
  });
});

describe('parseRRuleText: reads back what the form writes', () => {
  const ends: [string, RepeatEnd][] = [
    ['never ending', { kind: 'never' }],
    ['10 times', { kind: 'count', count: 10 }],
    ['once', { kind: 'count', count: 1 }],
    ['until a later day', { kind: 'until', date: '2029-06-30' }],
  ];
  const rules: [string, string, RepeatRule][] = [
    ['every day', '2027-01-01', ruleOf('2027-01-01', 'daily')],
    ['every 3 days', '2027-01-01', ruleOf('2027-01-01', 'daily', { interval: 3 })],
    ['every weekday', '2027-01-04', everyWeekday('2027-01-04')],
    ['weekly on Mon, Thu', '2027-01-04', ruleOf('2027-01-04', 'weekly', { weekdays: ['MO', 'TH'] })],
    ['every 2 weeks on all seven days', '2027-01-04', ruleOf('2027-01-04', 'weekly', { interval: 2, weekdays: ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'] })],
    ['monthly on day 15', '2027-01-15', ruleOf('2027-01-15', 'monthly')],
    ['every 2 months on day 29', '2027-01-29', ruleOf('2027-01-29', 'monthly', { interval: 2 })],
    ['monthly on day 30', '2027-01-30', ruleOf('2027-01-30', 'monthly')],
    ['monthly on day 31', '2027-01-31', ruleOf('2027-01-31', 'monthly')],
    ['monthly on the 1st Monday', '2027-01-04', ruleOf('2027-01-04', 'monthly', { monthlyOn: { kind: 'weekday', ordinal: 1, weekday: 'MO' } })],
    ['monthly on the 4th Sunday', '2027-01-24', ruleOf('2027-01-24', 'monthly', { monthlyOn: { kind: 'weekday', ordinal: 4, weekday: 'SU' } })],
    ['monthly on the last Friday', '2027-01-29', ruleOf('2027-01-29', 'monthly', { monthlyOn: { kind: 'weekday', ordinal: -1, weekday: 'FR' } })],
    ['yearly on Mar 10', '2027-03-10', ruleOf('2027-03-10', 'yearly')],
    ['every 4 years on Feb 29', '2028-02-29', ruleOf('2028-02-29', 'yearly', { interval: 4 })],
    ['yearly on Dec 31', '2027-12-31', ruleOf('2027-12-31', 'yearly')],
  ];
  const cases = rules.flatMap(([name, start, rule]) => ends.map(([endName, end]) => [`${name}, ${endName}`, start, { ...rule, end }] as const));

  it.each(cases)('round-trips %s', (_, start, rule) => {
    expect(parseRRuleText(toRRuleText(rule), start)).toEqual(rule);
  });

  it('gives the weekdays in calendar order, whatever order they were chosen in', () => {
    const rule = ruleOf('2027-01-04', 'weekly', { weekdays: ['SU', 'TH', 'MO'] });
    expect(parseRRuleText(toRRuleText(rule), '2027-01-04')).toEqual({ ...rule, weekdays: ['MO', 'TH', 'SU'] });
  });

  it('fills what the text leaves to the first day from that day', () => {
    expect(parseRRuleText('FREQ=DAILY;INTERVAL=2', '2027-03-10')).toEqual({
      frequency: 'daily',
      interval: 2,
      weekdays: ['WE'],
      monthlyOn: { kind: 'day', day: 10 },
      yearlyOn: { month: 3, day: 10 },
      end: { kind: 'never' },
    });
  });

  it('reads days 29 to 31 back from their candidates and BYSETPOS', () => {
    expect(parseRRuleText('FREQ=MONTHLY;INTERVAL=1;BYMONTHDAY=28,29,30,31;BYSETPOS=-1', '2027-01-05')?.monthlyOn).toEqual({ kind: 'day', day: 31 });
    expect(parseRRuleText('FREQ=YEARLY;INTERVAL=1;BYMONTH=2;BYMONTHDAY=28,29;BYSETPOS=-1', '2027-01-05')?.yearlyOn).toEqual({ month: 2, day: 29 });
  });

  it('leaves an end before the first day to repeatRuleIssues, where the first day is known', () => {
    // The API checks rule text against a placeholder first day; the task's own day comes later.
    const rule = parseRRuleText('FREQ=DAILY;INTERVAL=1;UNTIL=19991231', '2027-01-01');
    expect(rule?.end).toEqual({ kind: 'until', date: '1999-12-31' });
    expect(repeatRuleIssues(rule!, '2027-01-01')).toEqual([{ field: 'end', message: 'The end date must be on or after the first date' }]);
  });
});

describe('parseRRuleText: refuses text the form never writes', () => {
  it.each([
    ['a time of day', 'FREQ=DAILY;INTERVAL=1;BYHOUR=7'],
    ['several months', 'FREQ=YEARLY;INTERVAL=1;BYMONTH=1,2;BYMONTHDAY=1'],
    ['a month on a monthly rule', 'FREQ=MONTHLY;INTERVAL=1;BYMONTH=3;BYMONTHDAY=1'],
    ['weekdays on a daily rule', 'FREQ=DAILY;INTERVAL=1;BYDAY=MO'],
    ['an hourly rule', 'FREQ=HOURLY;INTERVAL=1'],
    ['a minutely rule', 'FREQ=MINUTELY;INTERVAL=1'],
    ['no INTERVAL', 'FREQ=DAILY'],
    ['an INTERVAL with a leading zero', 'FREQ=DAILY;INTERVAL=01'],
    ['parts in another order', 'INTERVAL=1;FREQ=DAILY'],
    ['weekdays out of order', 'FREQ=WEEKLY;INTERVAL=1;BYDAY=TH,MO'],
    ['a weekday twice', 'FREQ=WEEKLY;INTERVAL=1;BYDAY=MO,MO'],
    ['a weekly rule without weekdays', 'FREQ=WEEKLY;INTERVAL=1'],
    ['an nth weekday on a weekly rule', 'FREQ=WEEKLY;INTERVAL=1;BYDAY=+1MO'],
    ['two nth weekdays', 'FREQ=MONTHLY;INTERVAL=1;BYDAY=+1MO,+3MO'],
    ['days 28 to 31 without BYSETPOS', 'FREQ=MONTHLY;INTERVAL=1;BYMONTHDAY=28,29,30,31'],
    ['a week start', 'FREQ=WEEKLY;INTERVAL=1;BYDAY=MO;WKST=SU'],
    ['UNTIL as a date and time', 'FREQ=DAILY;INTERVAL=1;UNTIL=20270104T000000Z'],
    ['UNTIL on a day that does not exist', 'FREQ=DAILY;INTERVAL=1;UNTIL=20270230'],
    ['both COUNT and UNTIL', 'FREQ=DAILY;INTERVAL=1;COUNT=2;UNTIL=20270104'],
    ['a DTSTART', 'DTSTART=20270101;FREQ=DAILY;INTERVAL=1'],
    ['the RRULE: prefix', 'RRULE:FREQ=DAILY;INTERVAL=1'],
    ['lowercase', 'freq=daily;interval=1'],
    ['spaces', 'FREQ=DAILY; INTERVAL=1'],
    ['a line break', 'FREQ=DAILY;INTERVAL=1\n'],
    ['garbage', 'not a rule'],
    ['garbage in capitals', 'HELLO=WORLD'],
    ['nothing', ''],
    ['over 200 characters', `FREQ=DAILY;INTERVAL=1;${'BYHOUR=7;'.repeat(25)}`],
  ])('%s', (_, text) => {
    expect(parseRRuleText(text, '2027-01-04')).toBeNull();
  });

  // These round-trip through toRRuleText, but the form never offers them, and a negative interval
  // would never end occurrenceDates' loop.
  it.each([
    ['an interval of 0', 'FREQ=DAILY;INTERVAL=0'],
    ['a negative interval', 'FREQ=DAILY;INTERVAL=-1'],
    ['an interval over 365', 'FREQ=WEEKLY;INTERVAL=366;BYDAY=MO'],
    ['COUNT=0', 'FREQ=DAILY;INTERVAL=1;COUNT=0'],
    ['a negative COUNT', 'FREQ=DAILY;INTERVAL=1;COUNT=-1'],
    ['COUNT over 1000', 'FREQ=DAILY;INTERVAL=1;COUNT=1001'],
    ['a 5th weekday', 'FREQ=MONTHLY;INTERVAL=1;BYDAY=+5TU'],
    ['the second-to-last weekday', 'FREQ=MONTHLY;INTERVAL=1;BYDAY=-2FR'],
    ['day 0 of the month', 'FREQ=MONTHLY;INTERVAL=1;BYMONTHDAY=0'],
    ['the last day counted from the end', 'FREQ=MONTHLY;INTERVAL=1;BYMONTHDAY=-1'],
    ['month 13', 'FREQ=YEARLY;INTERVAL=1;BYMONTH=13;BYMONTHDAY=1'],
    ['Feb 30', 'FREQ=YEARLY;INTERVAL=1;BYMONTH=2;BYMONTHDAY=30'],
    ['Apr 31', 'FREQ=YEARLY;INTERVAL=1;BYMONTH=4;BYMONTHDAY=31'],
  ])('%s, though its text round-trips', (_, text) => {
    expect(parseRRuleText(text, '2027-01-04')).toBeNull();
  });
});

describe('occurrenceDates: daily and weekly', () => {
  it('falls on every day, across the end of February', () => {
    expect(daysOf(ruleOf('2027-02-26', 'daily'), '2027-02-26', '2027-02-26', '2027-03-02')).toEqual([
      '2027-02-26',
      '2027-02-27',
      '2027-02-28',
      '2027-03-01',
      '2027-03-02',
    ]);
  });

  it('keeps whole calendar days across daylight-saving changes of the machine zone', () => {
    // The tests run in America/New_York, which changes its clocks on these days.
    const daily = ruleOf('2027-03-01', 'daily');
    expect(daysOf(daily, '2027-03-01', '2027-03-13', '2027-03-15')).toEqual(['2027-03-13', '2027-03-14', '2027-03-15']);
    expect(daysOf(daily, '2027-03-01', '2027-11-06', '2027-11-08')).toEqual(['2027-11-06', '2027-11-07', '2027-11-08']);
    expect(daysOf(daily, '2027-03-01', '2027-03-01', '2027-12-31')).toHaveLength(306);
  });

  it('falls on every weekday, the weekend left out', () => {
    expect(daysOf(everyWeekday('2027-01-01'), '2027-01-01', '2027-01-01', '2027-01-12')).toEqual([
      '2027-01-01',
      '2027-01-04',
      '2027-01-05',
      '2027-01-06',
      '2027-01-07',
      '2027-01-08',
      '2027-01-11',
      '2027-01-12',
    ]);
  });

  it('falls on every 3rd day counted from the first', () => {
    expect(daysOf(ruleOf('2027-01-01', 'daily', { interval: 3 }), '2027-01-01', '2027-01-01', '2027-01-12')).toEqual([
      '2027-01-01',
      '2027-01-04',
      '2027-01-07',
      '2027-01-10',
    ]);
    // Counted from the first day, not from the window.
    expect(daysOf(ruleOf('2027-01-01', 'daily', { interval: 3 }), '2027-01-01', '2027-01-11', '2027-01-20')).toEqual([
      '2027-01-13',
      '2027-01-16',
      '2027-01-19',
    ]);
  });

  it('falls weekly on the chosen days', () => {
    const rule = ruleOf('2027-01-04', 'weekly', { weekdays: ['TH', 'MO'] });
    expect(daysOf(rule, '2027-01-04', '2026-12-01', '2027-01-20')).toEqual(['2027-01-04', '2027-01-07', '2027-01-11', '2027-01-14', '2027-01-18']);
  });

  it('leaves out a first day that is not one of the chosen days', () => {
    const rule = ruleOf('2027-01-06', 'weekly', { weekdays: ['MO', 'TH'] });
    expect(daysOf(rule, '2027-01-06', '2027-01-01', '2027-01-15')).toEqual(['2027-01-07', '2027-01-11', '2027-01-14']);
  });

  it('falls every 2 weeks on the chosen days, weeks counted from the first', () => {
    const rule = ruleOf('2027-01-04', 'weekly', { interval: 2, weekdays: ['MO', 'TH'] });
    expect(daysOf(rule, '2027-01-04', '2027-01-01', '2027-02-20')).toEqual([
      '2027-01-04',
      '2027-01-07',
      '2027-01-18',
      '2027-01-21',
      '2027-02-01',
      '2027-02-04',
      '2027-02-15',
      '2027-02-18',
    ]);
  });

  it('counts the weeks from the week of the first day, Monday to Sunday', () => {
    // First day a Wednesday: its week's Thursday, then the Monday and Thursday two weeks on.
    const rule = ruleOf('2027-01-06', 'weekly', { interval: 2, weekdays: ['MO', 'TH'] });
    expect(daysOf(rule, '2027-01-06', '2027-01-01', '2027-01-31')).toEqual(['2027-01-07', '2027-01-18', '2027-01-21']);
  });
});

describe('occurrenceDates: daily and weekly rules counted on day numbers', () => {
  /** A fixed sequence (linear congruential), so a failure shows the same case every run. */
  function sequence(seed: number) {
    let state = seed;
    return (count: number) => {
      state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
      return Math.floor((state / 2_147_483_648) * count);
    };
  }
  const WEEKDAY_CODES = ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'];

  it('gives what rrule gives for every interval, set of weekdays, end and window', () => {
    const pick = sequence(20_261_124);
    for (let run = 0; run < 600; run++) {
      const startDate = addDaysToKey('2026-01-01', pick(900));
      const weekly = pick(2) === 1;
      const interval = 1 + pick(run % 3 === 0 ? 1 : 9);
      const parts = [`FREQ=${weekly ? 'WEEKLY' : 'DAILY'}`, `INTERVAL=${interval}`];
      if (weekly && pick(5) > 0) parts.push(`BYDAY=${WEEKDAY_CODES.filter(() => pick(2) === 1).join(',') || 'WE'}`);
      if (pick(3) === 0) parts.push(`UNTIL=${addDaysToKey(startDate, pick(200) - 20).replaceAll('-', '')}`);
      const rule = parts.join(';');
      const from = addDaysToKey(startDate, pick(120) - 60);
      const to = addDaysToKey(from, pick(400) - 5);
      expect(occurrenceDates(rule, startDate, from, to), `${rule} from ${startDate}, ${from} to ${to}`).toEqual(
        occurrenceDatesByRRule(rule, startDate, from, to),
      );
    }
  });

  it('gives what rrule gives for weekly text without BYDAY and with the parts in another order', () => {
    for (const rule of ['FREQ=WEEKLY', 'FREQ=WEEKLY;INTERVAL=3', 'INTERVAL=2;FREQ=DAILY', 'FREQ=WEEKLY;BYDAY=SU,MO;INTERVAL=2', 'FREQ=DAILY']) {
      expect(occurrenceDates(rule, '2027-01-06', '2026-12-01', '2027-06-30'), rule).toEqual(
        occurrenceDatesByRRule(rule, '2027-01-06', '2026-12-01', '2027-06-30'),
      );
    }
  });

  it('leaves any other rule to rrule', () => {
    for (const rule of ['FREQ=DAILY;BYDAY=MO,FR', 'FREQ=DAILY;COUNT=5', 'FREQ=WEEKLY;BYDAY=1MO', 'FREQ=MONTHLY;INTERVAL=1;BYMONTHDAY=15']) {
      expect(occurrenceDates(rule, '2027-01-04', '2027-01-01', '2027-12-31'), rule).toEqual(
        occurrenceDatesByRRule(rule, '2027-01-04', '2027-01-01', '2027-12-31'),
      );
    }
  });
});

describe('occurrenceDates: monthly and yearly', () => {
  it('falls monthly on day 15', () => {
    expect(daysOf(ruleOf('2027-01-15', 'monthly'), '2027-01-15', '2027-01-01', '2027-05-20')).toEqual([
      '2027-01-15',
      '2027-02-15',
      '2027-03-15',
      '2027-04-15',
      '2027-05-15',
    ]);
  });

  it('falls every 2 months, counted from the first', () => {
    expect(daysOf(ruleOf('2027-01-15', 'monthly', { interval: 2 }), '2027-01-15', '2027-01-01', '2027-07-31')).toEqual([
      '2027-01-15',
      '2027-03-15',
      '2027-05-15',
      '2027-07-15',
    ]);
  });

  it('falls from January 31 on each month’s last day where the month is shorter', () => {
    expect(daysOf(ruleOf('2027-01-31', 'monthly'), '2027-01-31', '2027-01-01', '2027-12-31')).toEqual([
      '2027-01-31',
      '2027-02-28',
      '2027-03-31',
      '2027-04-30',
      '2027-05-31',
      '2027-06-30',
      '2027-07-31',
      '2027-08-31',
      '2027-09-30',
      '2027-10-31',
      '2027-11-30',
      '2027-12-31',
    ]);
  });

  it('falls on February 29 in a leap year', () => {
    expect(daysOf(ruleOf('2028-01-31', 'monthly'), '2028-01-31', '2028-01-01', '2028-04-30')).toEqual([
      '2028-01-31',
      '2028-02-29',
      '2028-03-31',
      '2028-04-30',
    ]);
  });

  it('falls monthly on day 30, February on its last day', () => {
    expect(daysOf(ruleOf('2027-01-30', 'monthly'), '2027-01-30', '2027-01-01', '2027-04-30')).toEqual([
      '2027-01-30',
      '2027-02-28',
      '2027-03-30',
      '2027-04-30',
    ]);
    expect(daysOf(ruleOf('2028-01-30', 'monthly'), '2028-01-30', '2028-02-01', '2028-03-31')).toEqual(['2028-02-29', '2028-03-30']);
  });

  it('falls monthly on day 29, February on the 28th outside leap years', () => {
    expect(daysOf(ruleOf('2027-01-29', 'monthly'), '2027-01-29', '2027-02-01', '2027-03-31')).toEqual(['2027-02-28', '2027-03-29']);
    expect(daysOf(ruleOf('2028-01-29', 'monthly'), '2028-01-29', '2028-02-01', '2028-03-31')).toEqual(['2028-02-29', '2028-03-29']);
  });

  it('falls on day 31 from a first day earlier in a short month', () => {
    const rule = ruleOf('2027-02-10', 'monthly', { monthlyOn: { kind: 'day', day: 31 } });
    expect(daysOf(rule, '2027-02-10', '2027-01-01', '2027-04-30')).toEqual(['2027-02-28', '2027-03-31', '2027-04-30']);
  });

  it('falls on the 2nd Tuesday of each month', () => {
    const rule = ruleOf('2027-01-01', 'monthly', { monthlyOn: { kind: 'weekday', ordinal: 2, weekday: 'TU' } });
    expect(daysOf(rule, '2027-01-01', '2027-01-01', '2027-04-30')).toEqual(['2027-01-12', '2027-02-09', '2027-03-09', '2027-04-13']);
  });

  it('falls on the last Friday of each month', () => {
    const rule = ruleOf('2027-01-01', 'monthly', { monthlyOn: { kind: 'weekday', ordinal: -1, weekday: 'FR' } });
    expect(daysOf(rule, '2027-01-01', '2027-01-01', '2027-04-30')).toEqual(['2027-01-29', '2027-02-26', '2027-03-26', '2027-04-30']);
  });

  it('falls yearly on its day', () => {
    expect(daysOf(ruleOf('2027-03-10', 'yearly'), '2027-03-10', '2027-01-01', '2030-12-31')).toEqual([
      '2027-03-10',
      '2028-03-10',
      '2029-03-10',
      '2030-03-10',
    ]);
    expect(daysOf(ruleOf('2027-03-10', 'yearly', { interval: 2 }), '2027-03-10', '2027-01-01', '2031-12-31')).toEqual([
      '2027-03-10',
      '2029-03-10',
      '2031-03-10',
    ]);
  });

  it('falls yearly from February 29 on the 28th outside leap years', () => {
    expect(daysOf(ruleOf('2028-02-29', 'yearly'), '2028-02-29', '2028-01-01', '2032-12-31')).toEqual([
      '2028-02-29',
      '2029-02-28',
      '2030-02-28',
      '2031-02-28',
      '2032-02-29',
    ]);
  });

  it('falls on a yearly day later than the first day the same year, or else the next', () => {
    const rule = ruleOf('2027-06-10', 'yearly', { yearlyOn: { month: 3, day: 1 } });
    expect(daysOf(rule, '2027-06-10', '2027-01-01', '2029-12-31')).toEqual(['2028-03-01', '2029-03-01']);
  });
});

describe('occurrenceDates: ends and windows', () => {
  it('counts COUNT from the first day', () => {
    const rule = ruleOf('2027-01-01', 'daily', { end: { kind: 'count', count: 3 } });
    expect(daysOf(rule, '2027-01-01', '2026-12-01', '2027-12-31')).toEqual(['2027-01-01', '2027-01-02', '2027-01-03']);
  });

  it('counts the first day only when the rule falls on it', () => {
    const fromSaturday = { ...everyWeekday('2027-01-02'), end: { kind: 'count', count: 3 } } satisfies RepeatRule;
    expect(daysOf(fromSaturday, '2027-01-02', '2027-01-01', '2027-12-31')).toEqual(['2027-01-04', '2027-01-05', '2027-01-06']);
    const fromMonday = { ...everyWeekday('2027-01-04'), end: { kind: 'count', count: 3 } } satisfies RepeatRule;
    expect(daysOf(fromMonday, '2027-01-04', '2027-01-01', '2027-12-31')).toEqual(['2027-01-04', '2027-01-05', '2027-01-06']);
    const secondTuesday = ruleOf('2027-01-01', 'monthly', { monthlyOn: { kind: 'weekday', ordinal: 2, weekday: 'TU' }, end: { kind: 'count', count: 2 } });
    expect(daysOf(secondTuesday, '2027-01-01', '2027-01-01', '2027-12-31')).toEqual(['2027-01-12', '2027-02-09']);
  });

  it('falls once for COUNT=1', () => {
    expect(daysOf(ruleOf('2027-01-31', 'monthly', { end: { kind: 'count', count: 1 } }), '2027-01-31', '2027-01-01', '2027-12-31')).toEqual([
      '2027-01-31',
    ]);
  });

  it('counts COUNT from the first day, not from the window', () => {
    const rule = ruleOf('2027-01-01', 'daily', { end: { kind: 'count', count: 10 } });
    expect(daysOf(rule, '2027-01-01', '2027-01-08', '2027-01-20')).toEqual(['2027-01-08', '2027-01-09', '2027-01-10']);
    expect(daysOf(rule, '2027-01-01', '2027-01-11', '2027-01-20')).toEqual([]);
  });

  it('counts months that fall on their last day like any other', () => {
    const rule = ruleOf('2027-01-31', 'monthly', { end: { kind: 'count', count: 4 } });
    expect(daysOf(rule, '2027-01-31', '2027-01-01', '2028-12-31')).toEqual(['2027-01-31', '2027-02-28', '2027-03-31', '2027-04-30']);
  });

  it('includes the UNTIL day', () => {
    expect(daysOf(ruleOf('2027-01-01', 'daily', { end: { kind: 'until', date: '2027-01-04' } }), '2027-01-01', '2026-12-01', '2027-01-20')).toEqual([
      '2027-01-01',
      '2027-01-02',
      '2027-01-03',
      '2027-01-04',
    ]);
    const mondays = ruleOf('2027-01-04', 'weekly', { end: { kind: 'until', date: '2027-01-18' } });
    expect(daysOf(mondays, '2027-01-04', '2026-12-01', '2027-01-31')).toEqual(['2027-01-04', '2027-01-11', '2027-01-18']);
  });

  it('stops before an UNTIL day the rule does not fall on', () => {
    const mondays = ruleOf('2027-01-04', 'weekly', { end: { kind: 'until', date: '2027-01-17' } });
    expect(daysOf(mondays, '2027-01-04', '2026-12-01', '2027-01-31')).toEqual(['2027-01-04', '2027-01-11']);
  });

  it('falls on the first day alone when UNTIL is the first day', () => {
    expect(daysOf(ruleOf('2027-01-04', 'daily', { end: { kind: 'until', date: '2027-01-04' } }), '2027-01-04', '2027-01-01', '2027-01-31')).toEqual([
      '2027-01-04',
    ]);
  });

  it('gives only the window’s days in the middle of a series', () => {
    const daily = ruleOf('2027-01-01', 'daily');
    expect(daysOf(daily, '2027-01-01', '2027-03-10', '2027-03-12')).toEqual(['2027-03-10', '2027-03-11', '2027-03-12']);
    const monthly = ruleOf('2027-01-15', 'monthly');
    expect(daysOf(monthly, '2027-01-15', '2027-06-01', '2027-07-31')).toEqual(['2027-06-15', '2027-07-15']);
    expect(daysOf(monthly, '2027-01-15', '2027-06-16', '2027-07-14')).toEqual([]);
  });

  it('includes both ends of the window', () => {
    const daily = ruleOf('2027-01-01', 'daily');
    expect(daysOf(daily, '2027-01-01', '2027-03-10', '2027-03-10')).toEqual(['2027-03-10']);
    const mondays = ruleOf('2027-01-04', 'weekly');
    expect(daysOf(mondays, '2027-01-04', '2027-01-11', '2027-01-18')).toEqual(['2027-01-11', '2027-01-18']);
  });

  it('gives nothing before the first day', () => {
    const daily = ruleOf('2027-01-10', 'daily');
    expect(daysOf(daily, '2027-01-10', '2027-01-01', '2027-01-09')).toEqual([]);
    expect(daysOf(daily, '2027-01-10', '2027-01-01', '2027-01-11')).toEqual(['2027-01-10', '2027-01-11']);
  });

  it('is empty when the window ends before it starts', () => {
    expect(daysOf(ruleOf('2027-01-01', 'daily'), '2027-01-01', '2027-03-10', '2027-03-09')).toEqual([]);
  });
});

describe('lastOccurrence', () => {
  const lastOf = (rule: RepeatRule, startDate: string) => lastOccurrence(toRRuleText(rule), startDate);

  it('is the Nth day of a rule that ends after N times, counted from the first day', () => {
    expect(lastOf(ruleOf('2027-01-01', 'daily', { end: { kind: 'count', count: 3 } }), '2027-01-01')).toBe('2027-01-03');
    const fromSaturday = { ...everyWeekday('2027-01-02'), end: { kind: 'count', count: 3 } } satisfies RepeatRule;
    expect(lastOf(fromSaturday, '2027-01-02')).toBe('2027-01-06');
    expect(lastOf(ruleOf('2027-01-31', 'monthly', { end: { kind: 'count', count: 2 } }), '2027-01-31')).toBe('2027-02-28');
  });

  it('is the last day the rule falls on up to its end day', () => {
    expect(lastOf(ruleOf('2027-01-04', 'weekly', { end: { kind: 'until', date: '2027-01-18' } }), '2027-01-04')).toBe('2027-01-18');
    expect(lastOf(ruleOf('2027-01-04', 'weekly', { end: { kind: 'until', date: '2027-01-17' } }), '2027-01-04')).toBe('2027-01-11');
  });

  it('is null for a rule without an end, or whose end comes before its first day', () => {
    expect(lastOf(ruleOf('2027-01-01', 'daily'), '2027-01-01')).toBeNull();
    expect(lastOf(ruleOf('2027-01-04', 'weekly', { end: { kind: 'until', date: '2027-01-10' } }), '2027-01-11')).toBeNull();
  });
});

describe('occurrenceDueInstant: the planned time in the series’ zone, across daylight saving', () => {
  // A daily 07:00 series over the day before, the day of and the day after each change; the UTC
  // instants show the offset moving while the local time stays.
  const changes: [string, string, string, [string, string, string]][] = [
    ['America/New_York', 'spring forward', '2027-03-14', ['2027-03-13T12:00:00.000Z', '2027-03-14T11:00:00.000Z', '2027-03-15T11:00:00.000Z']],
    ['America/New_York', 'fall back', '2027-11-07', ['2027-11-06T11:00:00.000Z', '2027-11-07T12:00:00.000Z', '2027-11-08T12:00:00.000Z']],
    ['Europe/Berlin', 'spring forward', '2027-03-28', ['2027-03-27T06:00:00.000Z', '2027-03-28T05:00:00.000Z', '2027-03-29T05:00:00.000Z']],
    ['Europe/Berlin', 'fall back', '2027-10-31', ['2027-10-30T05:00:00.000Z', '2027-10-31T06:00:00.000Z', '2027-11-01T06:00:00.000Z']],
    ['Pacific/Auckland', 'fall back', '2027-04-04', ['2027-04-02T18:00:00.000Z', '2027-04-03T19:00:00.000Z', '2027-04-04T19:00:00.000Z']],
    ['Pacific/Auckland', 'spring forward', '2027-09-26', ['2027-09-24T19:00:00.000Z', '2027-09-25T18:00:00.000Z', '2027-09-26T18:00:00.000Z']],
  ];

  it.each(changes)('%s, %s on %s: a daily 07:00 task stays at 07:00 local', (timeZone, _, change, instants) => {
    const days = occurrenceDates(toRRuleText(ruleOf('2027-01-01', 'daily')), '2027-01-01', dayBefore(change), nextDay(change));
    expect(days).toEqual([dayBefore(change), change, nextDay(change)]);
    const due = days.map((day) => occurrenceDueInstant(day, '07:00', timeZone));
    expect(due.map((instant) => localTime(instant, timeZone))).toEqual(days.map((day) => `${day} 07:00`));
    expect(due.map((instant) => instant.toISOString())).toEqual(instants);
  });

  it.each(changes)('%s, %s on %s: without a planned time the task is due at noon local', (timeZone, _, change) => {
    const days = [dayBefore(change), change, nextDay(change)];
    expect(days.map((day) => localTime(occurrenceDueInstant(day, null, timeZone), timeZone))).toEqual(days.map((day) => `${day} 12:00`));
  });

  it('puts noon on the hour in each zone', () => {
    expect(occurrenceDueInstant('2027-03-14', null, 'America/New_York').toISOString()).toBe('2027-03-14T16:00:00.000Z');
    expect(occurrenceDueInstant('2027-01-15', null, 'Europe/Berlin').toISOString()).toBe('2027-01-15T11:00:00.000Z');
    expect(occurrenceDueInstant('2027-01-15', null, 'Pacific/Auckland').toISOString()).toBe('2027-01-14T23:00:00.000Z');
  });

  it('reads a time skipped by spring forward with the offset before the change: 02:30 becomes 03:30', () => {
    // RFC 5545 3.3.5: a local time that doesn't occur is read with the UTC offset before the gap.
    const newYork = occurrenceDueInstant('2027-03-14', '02:30', 'America/New_York');
    expect(newYork.toISOString()).toBe('2027-03-14T07:30:00.000Z');
    expect(localTime(newYork, 'America/New_York')).toBe('2027-03-14 03:30');
    const berlin = occurrenceDueInstant('2027-03-28', '02:30', 'Europe/Berlin');
    expect(berlin.toISOString()).toBe('2027-03-28T01:30:00.000Z');
    expect(localTime(berlin, 'Europe/Berlin')).toBe('2027-03-28 03:30');
    const auckland = occurrenceDueInstant('2027-09-26', '02:30', 'Pacific/Auckland');
    expect(auckland.toISOString()).toBe('2027-09-25T14:30:00.000Z');
    expect(localTime(auckland, 'Pacific/Auckland')).toBe('2027-09-26 03:30');
  });

  it('takes the first of the two instants of a time repeated by fall back', () => {
    // RFC 5545 3.3.5: a local time that occurs twice refers to its first occurrence (still daylight
    // saving). The answer must not depend on the machine's own zone (these tests run in New York).
    const newYork = occurrenceDueInstant('2027-11-07', '01:30', 'America/New_York');
    expect(newYork.toISOString()).toBe('2027-11-07T05:30:00.000Z');
    const berlin = occurrenceDueInstant('2027-10-31', '02:30', 'Europe/Berlin');
    expect(berlin.toISOString()).toBe('2027-10-31T00:30:00.000Z');
    const auckland = occurrenceDueInstant('2027-04-04', '02:30', 'Pacific/Auckland');
    expect(auckland.toISOString()).toBe('2027-04-03T13:30:00.000Z');
    for (const [instant, timeZone, local] of [
      [newYork, 'America/New_York', '2027-11-07 01:30'],
      [berlin, 'Europe/Berlin', '2027-10-31 02:30'],
      [auckland, 'Pacific/Auckland', '2027-04-04 02:30'],
    ] as const) {
      expect(localTime(instant, timeZone)).toBe(local);
      // An hour later the clock shows the same time again: this was the first of the two.
      expect(localTime(new Date(instant.getTime() + 3_600_000), timeZone)).toBe(local);
    }
  });

  it('takes the times just around a change as they are', () => {
    expect(localTime(occurrenceDueInstant('2027-03-14', '01:59', 'America/New_York'), 'America/New_York')).toBe('2027-03-14 01:59');
    expect(localTime(occurrenceDueInstant('2027-03-14', '03:00', 'America/New_York'), 'America/New_York')).toBe('2027-03-14 03:00');
    expect(occurrenceDueInstant('2027-11-07', '02:00', 'America/New_York').toISOString()).toBe('2027-11-07T07:00:00.000Z');
    expect(occurrenceDueInstant('2027-11-07', '00:30', 'America/New_York').toISOString()).toBe('2027-11-07T04:30:00.000Z');
  });

  it('uses the series’ zone, not the machine’s, offsets of half and three quarters of an hour included', () => {
    expect(occurrenceDueInstant('2027-03-14', '07:00', 'Asia/Tokyo').toISOString()).toBe('2027-03-13T22:00:00.000Z');
    expect(occurrenceDueInstant('2027-03-14', '07:00', 'Asia/Kolkata').toISOString()).toBe('2027-03-14T01:30:00.000Z');
    expect(occurrenceDueInstant('2027-03-14', '07:00', 'Asia/Kathmandu').toISOString()).toBe('2027-03-14T01:15:00.000Z');
    expect(occurrenceDueInstant('2027-03-14', '07:00', 'UTC').toISOString()).toBe('2027-03-14T07:00:00.000Z');
  });

  it('keeps the calendar day at the ends of the day', () => {
    expect(localTime(occurrenceDueInstant('2027-12-31', '23:59', 'Pacific/Auckland'), 'Pacific/Auckland')).toBe('2027-12-31 23:59');
    expect(localTime(occurrenceDueInstant('2028-01-01', '00:00', 'America/New_York'), 'America/New_York')).toBe('2028-01-01 00:00');
    expect(localTime(occurrenceDueInstant('2028-02-29', '00:00', 'Europe/Berlin'), 'Europe/Berlin')).toBe('2028-02-29 00:00');
  });
});

describe('repeatRuleIssues', () => {
  const start = '2027-01-04';
  const daily = ruleOf(start, 'daily');

  it('finds nothing wrong with the form’s first rule for any frequency', () => {
    for (const frequency of ['daily', 'weekly', 'monthly', 'yearly'] as const) expect(repeatRuleIssues(defaultRepeatRule(start, frequency), start)).toEqual([]);
    expect(repeatRuleIssues(everyWeekday(start), start)).toEqual([]);
  });

  it.each([0, 1.5, 366, -1, Number.NaN])('refuses an interval of %s', (interval) => {
    expect(repeatRuleIssues({ ...daily, interval }, start)).toEqual([{ field: 'interval', message: 'Repeat every must be a whole number from 1 to 365' }]);
  });

  it.each([1, 2, 365])('accepts an interval of %s', (interval) => {
    expect(repeatRuleIssues({ ...daily, interval }, start)).toEqual([]);
  });

  it('wants at least one weekday on a weekly rule', () => {
    expect(repeatRuleIssues(ruleOf(start, 'weekly', { weekdays: [] }), start)).toEqual([{ field: 'weekdays', message: 'Choose at least one day of the week' }]);
    expect(repeatRuleIssues(ruleOf(start, 'weekly', { weekdays: ['XX' as never] }), start)).toEqual([
      { field: 'weekdays', message: 'Choose at least one day of the week' },
    ]);
  });

  it('checks only the fields of the rule’s own frequency', () => {
    const odd = { weekdays: [], monthlyOn: { kind: 'day', day: 0 }, yearlyOn: { month: 2, day: 31 } } satisfies Partial<RepeatRule>;
    expect(repeatRuleIssues(ruleOf(start, 'daily', odd), start)).toEqual([]);
    expect(repeatRuleIssues(ruleOf(start, 'weekly', { ...odd, weekdays: ['MO'] }), start)).toEqual([]);
  });

  it.each([0, 32, 1.5])('refuses day %s of the month', (day) => {
    expect(repeatRuleIssues(ruleOf(start, 'monthly', { monthlyOn: { kind: 'day', day } }), start)).toEqual([
      { field: 'monthlyOn', message: 'Choose a day of the month from 1 to 31' },
    ]);
  });

  it.each([1, 28, 29, 30, 31])('accepts day %s of the month', (day) => {
    expect(repeatRuleIssues(ruleOf(start, 'monthly', { monthlyOn: { kind: 'day', day } }), start)).toEqual([]);
  });

  it('accepts the 1st to 4th and the last weekday of the month, and nothing else', () => {
    for (const ordinal of [1, 2, 3, 4, -1] as const) {
      expect(repeatRuleIssues(ruleOf(start, 'monthly', { monthlyOn: { kind: 'weekday', ordinal, weekday: 'TU' } }), start)).toEqual([]);
    }
    expect(repeatRuleIssues(ruleOf(start, 'monthly', { monthlyOn: { kind: 'weekday', ordinal: 5 as never, weekday: 'TU' } }), start)).toHaveLength(1);
  });

  it.each<[number, number, string]>([
    [2, 30, 'February has no 30th'],
    [2, 31, 'February has no 31st'],
    [4, 31, 'April has no 31st'],
    [6, 31, 'June has no 31st'],
    [9, 31, 'September has no 31st'],
    [11, 31, 'November has no 31st'],
  ])('refuses month %s day %s: %s', (month, day, message) => {
    expect(repeatRuleIssues(ruleOf(start, 'yearly', { yearlyOn: { month, day } }), start)).toEqual([{ field: 'yearlyOn', message }]);
  });

  it.each([
    [2, 29],
    [1, 31],
    [12, 31],
    [4, 30],
  ])('accepts month %s day %s', (month, day) => {
    expect(repeatRuleIssues(ruleOf(start, 'yearly', { yearlyOn: { month, day } }), start)).toEqual([]);
  });

  it.each([
    [0, 10],
    [13, 10],
    [3, 0],
    [3, 32],
  ])('wants a month and a day, not month %s day %s', (month, day) => {
    expect(repeatRuleIssues(ruleOf(start, 'yearly', { yearlyOn: { month, day } }), start)).toEqual([{ field: 'yearlyOn', message: 'Choose a month and a day' }]);
  });

  it.each([0, 1001, 2.5, -3])('refuses a count of %s', (count) => {
    expect(repeatRuleIssues({ ...daily, end: { kind: 'count', count } }, start)).toEqual([
      { field: 'end', message: 'Repeat at most 1000 times, and at least once' },
    ]);
  });

  it.each([1, 1000])('accepts a count of %s', (count) => {
    expect(repeatRuleIssues({ ...daily, end: { kind: 'count', count } }, start)).toEqual([]);
  });

  it('wants the end date on or after the first date', () => {
    expect(repeatRuleIssues({ ...daily, end: { kind: 'until', date: '2027-01-03' } }, start)).toEqual([
      { field: 'end', message: 'The end date must be on or after the first date' },
    ]);
    expect(repeatRuleIssues({ ...daily, end: { kind: 'until', date: start } }, start)).toEqual([]);
    expect(repeatRuleIssues({ ...daily, end: { kind: 'until', date: '2027-01-05' } }, start)).toEqual([]);
  });

  it.each(['2027-02-30', '2027-13-01', '2027-1-5', 'tomorrow', ''])('wants a real last day, not %j', (date) => {
    expect(repeatRuleIssues({ ...daily, end: { kind: 'until', date } }, start)).toEqual([{ field: 'end', message: 'Choose the last day' }]);
  });

  it('lists every field’s issue at once, in the form’s order', () => {
    const rule = ruleOf(start, 'weekly', { interval: 0, weekdays: [], end: { kind: 'count', count: 0 } });
    expect(repeatRuleIssues(rule, start).map((issue) => issue.field)).toEqual(['interval', 'weekdays', 'end']);
  });
});

describe('describeRepeatRule', () => {
  it.each<[string, RepeatRule]>([
    ['Every day', ruleOf('2027-01-04', 'daily')],
    ['Every 3 days', ruleOf('2027-01-04', 'daily', { interval: 3 })],
    ['Every week on Mon', ruleOf('2027-01-04', 'weekly')],
    ['Every weekday', everyWeekday('2027-01-04')],
    ['Every weekday', ruleOf('2027-01-04', 'weekly', { weekdays: ['FR', 'TH', 'WE', 'TU', 'MO'] })],
    ['Every day', ruleOf('2027-01-04', 'weekly', { weekdays: ['SU', 'MO', 'TU', 'WE', 'TH', 'FR', 'SA'] })],
    ['Every 2 weeks on Mon, Thu', ruleOf('2027-01-04', 'weekly', { interval: 2, weekdays: ['TH', 'MO'] })],
    ['Every 2 weeks on Mon, Tue, Wed, Thu, Fri', ruleOf('2027-01-04', 'weekly', { interval: 2, weekdays: ['MO', 'TU', 'WE', 'TH', 'FR'] })],
    ['Every week on Sat, Sun', ruleOf('2027-01-04', 'weekly', { weekdays: ['SU', 'SA'] })],
    ['Every month on day 15', ruleOf('2027-01-15', 'monthly')],
    ['Every 3 months on day 31', ruleOf('2027-01-31', 'monthly', { interval: 3 })],
    ['Every month on the second Tuesday', ruleOf('2027-01-12', 'monthly', { monthlyOn: { kind: 'weekday', ordinal: 2, weekday: 'TU' } })],
    ['Every month on the last Friday', ruleOf('2027-01-29', 'monthly', { monthlyOn: { kind: 'weekday', ordinal: -1, weekday: 'FR' } })],
    ['Every year on Mar 10', ruleOf('2027-03-10', 'yearly')],
    ['Every 2 years on Feb 29', ruleOf('2028-02-29', 'yearly', { interval: 2 })],
    ['Every day, 10 times', ruleOf('2027-01-04', 'daily', { end: { kind: 'count', count: 10 } })],
    ['Every day, once', ruleOf('2027-01-04', 'daily', { end: { kind: 'count', count: 1 } })],
    ['Every day, until Jun 1, 2027', ruleOf('2027-01-04', 'daily', { end: { kind: 'until', date: '2027-06-01' } })],
    [
      'Every month on the last Friday, 10 times',
      ruleOf('2027-01-29', 'monthly', { monthlyOn: { kind: 'weekday', ordinal: -1, weekday: 'FR' }, end: { kind: 'count', count: 10 } }),
    ],
    ['Every weekday, until Dec 31, 2027', { ...everyWeekday('2027-01-04'), end: { kind: 'until', date: '2027-12-31' } }],
  ])('%s', (text, rule) => {
    expect(describeRepeatRule(rule)).toBe(text);
  });

  it('writes the end date as the calendar day, whatever the machine’s zone', () => {
    // These tests run in America/New_York, where the first of January starts five hours after UTC's:
    // a day read as UTC midnight and shown in local time would be Dec 31, 2026.
    expect(describeRepeatRule(ruleOf('2026-12-01', 'daily', { end: { kind: 'until', date: '2027-01-01' } }))).toBe('Every day, until Jan 1, 2027');
    expect(formatDayKey('2027-01-01')).toBe('Jan 1, 2027');
    expect(formatDayKey('2027-12-31')).toBe('Dec 31, 2027');
    expect(formatDayKey('2028-02-29')).toBe('Feb 29, 2028');
  });
});

describe('the form’s first rules and calendar days', () => {
  it('starts from the first day: weekly on its weekday, monthly on its day, yearly on its date, never ending', () => {
    expect(defaultRepeatRule('2027-03-10')).toEqual({
      frequency: 'daily',
      interval: 1,
      weekdays: ['WE'],
      monthlyOn: { kind: 'day', day: 10 },
      yearlyOn: { month: 3, day: 10 },
      end: { kind: 'never' },
    });
    expect(defaultRepeatRule('2027-03-10', 'yearly').frequency).toBe('yearly');
  });

  it('makes every weekday a weekly rule from Monday to Friday', () => {
    expect(everyWeekday('2027-03-13')).toEqual({ ...defaultRepeatRule('2027-03-13', 'weekly'), weekdays: ['MO', 'TU', 'WE', 'TH', 'FR'] });
  });

  it('knows the weekday of a day', () => {
    expect(weekdayOf('2027-01-01')).toBe('FR');
    expect(weekdayOf('2027-01-04')).toBe('MO');
    expect(weekdayOf('2027-01-03')).toBe('SU');
    expect(weekdayOf('2028-02-29')).toBe('TU');
  });

  it('knows a real calendar day from text that only looks like one', () => {
    expect(isDateKey('2028-02-29')).toBe(true);
    expect(isDateKey('2027-12-31')).toBe(true);
    expect(isDateKey('2027-02-29')).toBe(false);
    expect(isDateKey('2027-04-31')).toBe(false);
    expect(isDateKey('2027-13-01')).toBe(false);
    expect(isDateKey('2027-1-01')).toBe(false);
    expect(isDateKey('2027-01-01T00:00')).toBe(false);
  });

  it('gives the day before, across months, years and leap days', () => {
    expect(dayBefore('2027-03-01')).toBe('2027-02-28');
    expect(dayBefore('2028-03-01')).toBe('2028-02-29');
    expect(dayBefore('2027-01-01')).toBe('2026-12-31');
    expect(dayBefore('2027-03-15')).toBe('2027-03-14');
  });
});
