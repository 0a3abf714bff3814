import { describe, expect, it } from 'vitest';
import { parseQuickAdd } from './quick-add';
import { findTypedRepeat, typedRepeatRule } from './quick-add-repeat';
import { describeRepeatRule, repeatRuleIssues, toRRuleText } from './recurrence';

/** Tuesday, November 24, 2026, 10:00 in New York (the shared project's zone). */
const NOW = new Date('2026-11-24T10:00:00-05:00');
const TODAY = '2026-11-24';
const parse = (text: string, dismissed: string[] = []) => parseQuickAdd(text, { now: NOW, goals: [], dismissed: new Set(dismissed) });
/** How the typed rule reads for a task whose first day is `firstDay`. */
const described = (text: string, firstDay = TODAY) => {
  const { repeat } = parse(text);
  return repeat && describeRepeatRule(typedRepeatRule(repeat, firstDay));
};

describe('typed repeat rules', () => {
  it.each([
    ['Meditate every day', 'Meditate', 'Every day'],
    ['Meditate everyday', 'Meditate', 'Every day'],
    ['Meditate daily', 'Meditate', 'Every day'],
    ['Water the plants every other day', 'Water the plants', 'Every 2 days'],
    ['Water the plants every 3 days', 'Water the plants', 'Every 3 days'],
    ['Stand-up every weekday', 'Stand-up', 'Every weekday'],
    ['Stand-up every workday', 'Stand-up', 'Every weekday'],
    ['Long walk every weekend', 'Long walk', 'Every week on Sat, Sun'],
    ['Review the week every week', 'Review the week', 'Every week on Tue'],
    ['Review the week weekly', 'Review the week', 'Every week on Tue'],
    ['Gym every Monday', 'Gym', 'Every week on Mon'],
    ['Gym every mon, wed and fri', 'Gym', 'Every week on Mon, Wed, Fri'],
    ['Gym every Tuesday & Thursday', 'Gym', 'Every week on Tue, Thu'],
    ['Gym every Mondays', 'Gym', 'Every week on Mon'],
    ['Piano lesson every other Thursday', 'Piano lesson', 'Every 2 weeks on Thu'],
    ['Clean the bathroom every 2 weeks', 'Clean the bathroom', 'Every 2 weeks on Tue'],
    ['Run every 2 weeks on Sat and Sun', 'Run', 'Every 2 weeks on Sat, Sun'],
    ['Pay rent every month', 'Pay rent', 'Every month on day 24'],
    ['Pay rent monthly', 'Pay rent', 'Every month on day 24'],
    ['Pay rent every month on the 1st', 'Pay rent', 'Every month on day 1'],
    ['Pay rent every 1st', 'Pay rent', 'Every month on day 1'],
    ['Pay rent every 31st of the month', 'Pay rent', 'Every month on day 31'],
    ['Book club every last Friday', 'Book club', 'Every month on the last Friday'],
    ['Book club every second Tuesday of the month', 'Book club', 'Every month on the second Tuesday'],
    ['Book club every 3 months on the first Monday', 'Book club', 'Every 3 months on the first Monday'],
    ['Dentist every 6 months', 'Dentist', 'Every 6 months on day 24'],
    ['Renew the passport every year', 'Renew the passport', 'Every year on Nov 24'],
    ['Renew insurance yearly', 'Renew insurance', 'Every year on Nov 24'],
    ['Renew insurance annually', 'Renew insurance', 'Every year on Nov 24'],
    ['Meditate every day for 30 times', 'Meditate', 'Every day, 30 times'],
    ['Book club every month on the last Friday for 6 times', 'Book club', 'Every month on the last Friday, 6 times'],
    ['Meditate every day 10 times', 'Meditate', 'Every day, 10 times'],
    ['Meditate every day until December 31', 'Meditate', 'Every day, until Dec 31, 2026'],
    ['EVERY DAY stretch', 'stretch', 'Every day'],
  ])('%s', (text, title, rule) => {
    const result = parse(text);
    expect(result.title).toBe(title);
    expect(result.parts.map((part) => part.kind)).toEqual(['repeat']);
    expect(described(text)).toBe(rule);
  });

  it('takes what the words leave open from the task’s first day', () => {
    expect(described('Review every week', '2026-11-27')).toBe('Every week on Fri');
    expect(described('Pay rent every month', '2026-01-31')).toBe('Every month on day 31');
    expect(described('Birthday card yearly', '2028-02-29')).toBe('Every year on Feb 29');
  });

  it('makes RRULE text the server reads as the task form’s', () => {
    const { repeat } = parse('Gym every mon, wed and fri for 12 times');
    expect(toRRuleText(typedRepeatRule(repeat!, TODAY))).toBe('FREQ=WEEKLY;INTERVAL=1;BYDAY=MO,WE,FR;COUNT=12');
  });

  it('reads a rule with the other parts around it, and a day and time apart from it', () => {
    const result = parse('Run every other day at 7am !high 2p');
    expect(result).toMatchObject({ title: 'Run', plannedTime: '07:00', priority: 'high', pomodoros: 2 });
    expect(result.parts.map((part) => [part.kind, part.text])).toEqual([
      ['repeat', 'every other day'],
      ['date', 'at 7am'],
      ['priority', '!high'],
      ['pomodoros', '2p'],
    ]);
    expect(describeRepeatRule(typedRepeatRule(result.repeat!, TODAY))).toBe('Every 2 days');
  });

  it('starts from a day typed with it', () => {
    const result = parse('Gym every Monday starting next week');
    expect(result.title).toBe('Gym');
    expect(result.parts.map((part) => part.kind)).toEqual(['repeat', 'date']);
    expect(result.due?.toDateString()).toBe('Tue Dec 01 2026');
  });

  it('leaves words that only look like a rule in the title', () => {
    for (const text of [
      'Write the weekly report',
      'Read the daily news digest',
      'Read every chapter',
      'Everyday carry list',
      'Monthly budget review with Sam',
    ]) {
      const result = parse(text);
      expect(result.repeat, text).toBeNull();
      expect(result.parts.filter((part) => part.kind === 'repeat'), text).toEqual([]);
    }
  });

  it('keeps a rule taken back in the title, and reads no date into it', () => {
    const result = parse('Call every day', ['repeat:every day']);
    expect(result).toMatchObject({ title: 'Call every day', repeat: null });
  });

  it('reads one rule only', () => {
    const result = parse('Stretch every day every week');
    expect(result.title).toBe('Stretch every week');
    expect(described('Stretch every day every week')).toBe('Every day');
  });

  it('passes a rule the form refuses on to its checks, which say why', () => {
    const { repeat } = parse('Stretch every 0 days');
    expect(repeatRuleIssues(typedRepeatRule(repeat!, TODAY), TODAY).map((issue) => issue.field)).toEqual(['interval']);
    const early = parse('Stretch every day until yesterday');
    expect(repeatRuleIssues(typedRepeatRule(early.repeat!, TODAY), TODAY).map((issue) => issue.field)).toEqual(['end']);
  });

  it('reads a weekday list up to where the names stop', () => {
    const match = findTypedRepeat('every mon, wed and fri with Sam', NOW);
    expect(match).toMatchObject({ start: 0, text: 'every mon, wed and fri' });
    expect(findTypedRepeat('every month', NOW)?.repeat).toMatchObject({ frequency: 'monthly', interval: 1 });
  });
});
