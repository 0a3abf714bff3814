import { describe, expect, it } from 'vitest';
import { toRRuleText } from './recurrence';
import {
  chooseRepeat,
  describeRuleText,
  repeatChoiceLabel,
  repeatFormIssues,
  repeatFormValues,
  repeatRuleOf,
  repeatRuleTextOf,
  repeatStartDay,
  REPEAT_CHOICES,
  type RepeatFormValues,
} from './repeat-form';

// 2026-03-31 is a Tuesday, the last of its month.
const start = '2026-03-31';
const none = repeatFormValues(null, start);
const custom = (fields: Partial<RepeatFormValues>): RepeatFormValues => ({ ...none, choice: 'custom', ...fields });

describe('repeatChoiceLabel', () => {
  it('names each choice from the first day', () => {
    expect(REPEAT_CHOICES.map((choice) => repeatChoiceLabel(choice, start))).toEqual([
      'Does not repeat',
      'Every day',
      'Every weekday',
      'Every week on Tuesday',
      'Every month on day 31',
      'Every year on Mar 31',
      'Custom…',
    ]);
  });
});

describe('repeatRuleTextOf', () => {
  it('makes the presets from the first day', () => {
    const text = (choice: RepeatFormValues['choice']) => repeatRuleTextOf({ ...none, choice }, start);
    expect(text('none')).toBeNull();
    expect(text('daily')).toBe('FREQ=DAILY;INTERVAL=1');
    expect(text('weekdays')).toBe('FREQ=WEEKLY;INTERVAL=1;BYDAY=MO,TU,WE,TH,FR');
    expect(text('weekly')).toBe('FREQ=WEEKLY;INTERVAL=1;BYDAY=TU');
    expect(text('monthly')).toBe('FREQ=MONTHLY;INTERVAL=1;BYMONTHDAY=28,29,30,31;BYSETPOS=-1');
    expect(text('yearly')).toBe('FREQ=YEARLY;INTERVAL=1;BYMONTH=3;BYMONTHDAY=31');
  });

  it('makes a custom rule from its fields', () => {
    expect(repeatRuleTextOf(custom({ frequency: 'weekly', interval: 2, weekdays: ['TH', 'MO'], end: 'count', count: 5 }), start)).toBe(
      'FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,TH;COUNT=5',
    );
    expect(
      repeatRuleTextOf(custom({ frequency: 'monthly', monthlyOn: 'weekday', ordinal: -1, ordinalWeekday: 'FR', end: 'until', until: '2026-12-31' }), start),
    ).toBe('FREQ=MONTHLY;INTERVAL=1;BYDAY=-1FR;UNTIL=20261231');
  });

  it('gives no rule while a custom field is wrong', () => {
    expect(repeatRuleTextOf(custom({ interval: Number.NaN }), start)).toBeNull();
  });
});

describe('repeatFormValues', () => {
  it('opens a rule a preset makes as that preset', () => {
    for (const choice of ['daily', 'weekdays', 'weekly', 'monthly', 'yearly'] as const) {
      const text = repeatRuleTextOf({ ...none, choice }, start)!;
      expect(repeatFormValues(text, start).choice).toBe(choice);
      expect(repeatRuleTextOf(repeatFormValues(text, start), start)).toBe(text);
    }
  });

  it('opens any other rule as Custom, with its own fields, unchanged', () => {
    const text = 'FREQ=MONTHLY;INTERVAL=3;BYDAY=+2WE;COUNT=4';
    const values = repeatFormValues(text, start);
    expect(values).toMatchObject({ choice: 'custom', frequency: 'monthly', interval: 3, monthlyOn: 'weekday', ordinal: 2, ordinalWeekday: 'WE', end: 'count', count: 4 });
    expect(repeatRuleTextOf(values, start)).toBe(text);
  });

  it('keeps a yearly rule on its own day when the series day differs (Feb 29 in a common year)', () => {
    const text = 'FREQ=YEARLY;INTERVAL=1;BYMONTH=2;BYMONTHDAY=28,29;BYSETPOS=-1';
    const values = repeatFormValues(text, '2027-02-28');
    expect(values.choice).toBe('custom');
    expect(repeatRuleTextOf(values, '2027-02-28')).toBe(text);
  });

  it('opens an unreadable rule as not repeating', () => {
    expect(repeatFormValues('FREQ=HOURLY', start).choice).toBe('none');
  });

  it('starts Custom on the first day: weekly on its weekday, monthly on its day or its last weekday', () => {
    expect(none).toMatchObject({ frequency: 'weekly', interval: 1, weekdays: ['TU'], monthDay: 31, ordinal: -1, ordinalWeekday: 'TU', end: 'never', until: '' });
    expect(repeatFormValues(null, '2026-03-10')).toMatchObject({ ordinal: 2, ordinalWeekday: 'TU', monthDay: 10 });
  });
});

describe('chooseRepeat', () => {
  it('starts Custom from the preset chosen before', () => {
    const weekdays = chooseRepeat({ ...none, choice: 'weekdays' }, 'custom', start);
    expect(weekdays).toMatchObject({ choice: 'custom', frequency: 'weekly', weekdays: ['MO', 'TU', 'WE', 'TH', 'FR'] });
    expect(chooseRepeat({ ...none, choice: 'daily' }, 'custom', start)).toMatchObject({ frequency: 'daily', interval: 1 });
  });

  it('keeps the custom fields while another choice is shown', () => {
    const edited = custom({ frequency: 'daily', interval: 3 });
    expect(chooseRepeat(chooseRepeat(edited, 'none', start), 'custom', start)).toEqual(edited);
  });
});

describe('repeatFormIssues', () => {
  it('puts the rule’s problems on the custom fields', () => {
    expect(repeatFormIssues(custom({ interval: 0, weekdays: [] }), start)).toEqual([
      { field: 'interval', message: 'Repeat every must be a whole number from 1 to 365' },
      { field: 'weekdays', message: 'Choose at least one day of the week' },
    ]);
    expect(repeatFormIssues(custom({ frequency: 'monthly', monthDay: 32 }), start)).toEqual([
      { field: 'monthDay', message: 'Choose a day of the month from 1 to 31' },
    ]);
    expect(repeatFormIssues(custom({ end: 'count', count: Number.NaN }), start)).toEqual([
      { field: 'count', message: 'Repeat at most 1000 times, and at least once' },
    ]);
    expect(repeatFormIssues(custom({ end: 'until', until: '' }), start)).toEqual([{ field: 'until', message: 'Choose the last day' }]);
    expect(repeatFormIssues(custom({ end: 'until', until: '2026-03-30' }), start)).toEqual([
      { field: 'until', message: 'The end date must be on or after the first date' },
    ]);
  });

  it('finds nothing wrong with a preset, or with custom fields it doesn’t show', () => {
    expect(repeatFormIssues({ ...none, choice: 'weekly', interval: Number.NaN }, start)).toEqual([]);
    expect(repeatFormIssues(custom({ frequency: 'daily', weekdays: [] }), start)).toEqual([]);
  });
});

describe('repeatRuleOf', () => {
  it('is null for a task that does not repeat', () => {
    expect(repeatRuleOf(none, start)).toBeNull();
  });

  it('gives a custom yearly rule the day kept in the fields', () => {
    const rule = repeatRuleOf(custom({ frequency: 'yearly', interval: 2 }), start)!;
    expect(toRRuleText(rule)).toBe('FREQ=YEARLY;INTERVAL=2;BYMONTH=3;BYMONTHDAY=31');
  });
});

describe('repeatStartDay', () => {
  const now = new Date(2026, 2, 31, 23, 30);

  it('counts from the series’ day when there is one', () => {
    expect(repeatStartDay({ dueOption: 'tomorrow', customDate: '' }, '2026-03-02', now)).toBe('2026-03-02');
  });

  it('else from the form’s due day, local', () => {
    expect(repeatStartDay({ dueOption: 'today', customDate: '' }, null, now)).toBe('2026-03-31');
    expect(repeatStartDay({ dueOption: 'tomorrow', customDate: '' }, null, now)).toBe('2026-04-01');
    expect(repeatStartDay({ dueOption: 'custom', customDate: '2026-05-04' }, null, now)).toBe('2026-05-04');
    expect(repeatStartDay({ dueOption: 'custom', customDate: 'nope' }, null, now)).toBe('2026-03-31');
  });
});

describe('describeRuleText', () => {
  it('reads a task’s rule in a few words', () => {
    expect(describeRuleText('FREQ=WEEKLY;INTERVAL=1;BYDAY=MO,TU,WE,TH,FR', '2026-03-31')).toBe('Every weekday');
    expect(describeRuleText('FREQ=MONTHLY;INTERVAL=1;BYMONTHDAY=15', null)).toBe('Every month on day 15');
    expect(describeRuleText(null, start)).toBeNull();
    expect(describeRuleText('FREQ=HOURLY', start)).toBe('Repeats');
  });
});
