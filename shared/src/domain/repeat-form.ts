/**
 * The task form's Repeat field: its choices, the fields of a custom rule, and the rule they make.
 * Choices count from a first day: the form's due day for a task that doesn't repeat yet, the series'
 * own day (the occurrence's `occurrenceDate`) for a task of a series, so that moving one task to
 * another day leaves its series as it was.
 */
import {
  defaultRepeatRule,
  describeRepeatRule,
  everyWeekday,
  formatDayKey,
  parseRRuleText,
  repeatRuleIssues,
  toRRuleText,
  WEEKDAY_NAMES,
  weekdayOf,
  type RepeatFrequency,
  type RepeatRule,
  type Weekday,
  type WeekdayOrdinal,
} from './recurrence';
import { dueDateFor, toLocalDateValue, type DueOption } from './task-due';

export const REPEAT_CHOICES = ['none', 'daily', 'weekdays', 'weekly', 'monthly', 'yearly', 'custom'] as const;
export type RepeatChoice = (typeof REPEAT_CHOICES)[number];
/** The few the quick-add offers. */
export const QUICK_REPEAT_CHOICES = ['none', 'daily', 'weekdays', 'weekly'] as const satisfies readonly RepeatChoice[];

export const WEEKDAY_ORDINALS = [1, 2, 3, 4, -1] as const satisfies readonly WeekdayOrdinal[];
export const ORDINAL_NAMES: Record<WeekdayOrdinal, string> = { 1: 'first', 2: 'second', 3: 'third', 4: 'fourth', [-1]: 'last' };

export type MonthlyKind = 'day' | 'weekday';
export type RepeatEndKind = 'never' | 'count' | 'until';

/** The Repeat field's values: the choice, and the fields Custom shows (kept while another choice is shown). */
export interface RepeatFormValues {
  choice: RepeatChoice;
  frequency: RepeatFrequency;
  /** As typed: NaN when the field is empty. */
  interval: number;
  weekdays: Weekday[];
  monthlyOn: MonthlyKind;
  monthDay: number;
  ordinal: WeekdayOrdinal;
  ordinalWeekday: Weekday;
  /** Yearly rules fall on this month and day: the first day's, or the rule's own when it was read from one. */
  yearlyMonth: number;
  yearlyDay: number;
  end: RepeatEndKind;
  count: number;
  /** `yyyy-MM-dd`, or empty. */
  until: string;
}

/** How many times a custom rule ends after, until the person says otherwise. */
const DEFAULT_COUNT = 10;

const PRESET_FREQUENCY: Partial<Record<RepeatChoice, RepeatFrequency>> = { daily: 'daily', weekly: 'weekly', monthly: 'monthly', yearly: 'yearly' };

/** The rule a preset choice makes from the first day; null for 'none' and 'custom'. */
export function presetRule(choice: RepeatChoice, start: string): RepeatRule | null {
  if (choice === 'weekdays') return everyWeekday(start);
  const frequency = PRESET_FREQUENCY[choice];
  return frequency ? defaultRepeatRule(start, frequency) : null;
}

const dayOfMonth = (start: string) => Number(start.slice(8, 10));
/** The first day's place among its month's weekdays: days 29–31 are always that weekday's last. */
const ordinalOf = (start: string): WeekdayOrdinal => {
  const nth = Math.ceil(dayOfMonth(start) / 7);
  return nth >= 5 ? -1 : (nth as WeekdayOrdinal);
};

/** The custom fields that make `rule`; whatever it leaves open comes from the first day. */
function customFieldsOf(rule: RepeatRule, start: string): Omit<RepeatFormValues, 'choice'> {
  const on = rule.monthlyOn;
  return {
    frequency: rule.frequency,
    interval: rule.interval,
    weekdays: [...rule.weekdays],
    monthlyOn: on.kind,
    monthDay: on.kind === 'day' ? on.day : dayOfMonth(start),
    ordinal: on.kind === 'weekday' ? on.ordinal : ordinalOf(start),
    ordinalWeekday: on.kind === 'weekday' ? on.weekday : weekdayOf(start),
    yearlyMonth: rule.yearlyOn.month,
    yearlyDay: rule.yearlyOn.day,
    end: rule.end.kind,
    count: rule.end.kind === 'count' ? rule.end.count : DEFAULT_COUNT,
    until: rule.end.kind === 'until' ? rule.end.date : '',
  };
}

const PRESETS = REPEAT_CHOICES.filter((choice) => choice !== 'none' && choice !== 'custom');

/**
 * The Repeat field as it opens for a task with the rule `ruleText` (null: it doesn't repeat). A rule a
 * preset makes from the first day shows as that preset; any other as Custom. A rule the form can't
 * read (the server takes only the form's own) shows as 'Does not repeat'; the form sends a rule only
 * when the person changed the field, so it is never dropped by accident.
 */
export function repeatFormValues(ruleText: string | null, start: string): RepeatFormValues {
  const rule = ruleText === null ? null : parseRRuleText(ruleText, start);
  if (!rule) return { choice: 'none', ...customFieldsOf(defaultRepeatRule(start, 'weekly'), start) };
  const text = toRRuleText(rule);
  const preset = PRESETS.find((choice) => toRRuleText(presetRule(choice, start)!) === text);
  return { choice: preset ?? 'custom', ...customFieldsOf(rule, start) };
}

/** Another choice. Custom starts from the preset chosen before it, so 'Every weekday' becomes five ticked days. */
export function chooseRepeat(values: RepeatFormValues, choice: RepeatChoice, start: string): RepeatFormValues {
  const before = presetRule(values.choice, start);
  if (choice === 'custom' && before) return { ...values, ...customFieldsOf(before, start), choice };
  return { ...values, choice };
}

function customRule(values: RepeatFormValues): RepeatRule {
  return {
    frequency: values.frequency,
    interval: values.interval,
    weekdays: values.weekdays,
    monthlyOn:
      values.monthlyOn === 'day'
        ? { kind: 'day', day: values.monthDay }
        : { kind: 'weekday', ordinal: values.ordinal, weekday: values.ordinalWeekday },
    yearlyOn: { month: values.yearlyMonth, day: values.yearlyDay },
    end:
      values.end === 'count'
        ? { kind: 'count', count: values.count }
        : values.end === 'until'
          ? { kind: 'until', date: values.until }
          : { kind: 'never' },
  };
}

/** The rule the field stands for; null when the task doesn't repeat. Check it with `repeatFormIssues` first. */
export function repeatRuleOf(values: RepeatFormValues, start: string): RepeatRule | null {
  return values.choice === 'custom' ? customRule(values) : presetRule(values.choice, start);
}

/** The field's rule as RRULE text, or null; null too for a custom rule with problems. */
export function repeatRuleTextOf(values: RepeatFormValues, start: string): string | null {
  const rule = repeatRuleOf(values, start);
  return rule && repeatRuleIssues(rule, start).length === 0 ? toRRuleText(rule) : null;
}

/** 'Every week on Tuesday', 'Every month on day 31', 'Every year on Mar 31': a choice as the list shows it. */
export function repeatChoiceLabel(choice: RepeatChoice, start: string): string {
  switch (choice) {
    case 'none':
      return 'Does not repeat';
    case 'daily':
      return 'Every day';
    case 'weekdays':
      return 'Every weekday';
    case 'weekly':
      return `Every week on ${WEEKDAY_NAMES[weekdayOf(start)]}`;
    case 'monthly':
      return `Every month on day ${dayOfMonth(start)}`;
    case 'yearly':
      return `Every year on ${formatDayKey(start).replace(/, \d+$/, '')}`;
    case 'custom':
      return 'Custom…';
  }
}

/** One custom field's problem, named as the form names it. */
export interface RepeatFieldIssue {
  field: 'interval' | 'weekdays' | 'monthDay' | 'frequency' | 'count' | 'until';
  message: string;
}

/** What is wrong with a custom rule, field by field (`repeatRuleIssues`'s messages); presets have nothing wrong. */
export function repeatFormIssues(values: RepeatFormValues, start: string): RepeatFieldIssue[] {
  if (values.choice !== 'custom') return [];
  return repeatRuleIssues(customRule(values), start).map(({ field, message }) => ({
    field:
      field === 'end'
        ? values.end === 'count'
          ? 'count'
          : 'until'
        : field === 'monthlyOn'
          ? 'monthDay'
          : field === 'yearlyOn'
            ? 'frequency'
            : field,
    message,
  }));
}

/**
 * The day the Repeat field counts from: the series' day for a task of a series, else the form's due
 * day (today's when the chosen date is not a day at all, which the due date field says already).
 */
export function repeatStartDay(form: { dueOption: DueOption; customDate: string }, seriesDay: string | null, now: Date): string {
  if (seriesDay !== null) return seriesDay;
  return toLocalDateValue(dueDateFor(form.dueOption, form.customDate, now) ?? now);
}

/**
 * Rules already read, by first day and text: parsing a rule costs about half a millisecond, and a day's
 * list of habits shows many rows of the same few rules on the same day.
 */
const describedRules = new Map<string, string>();
const DESCRIBED_RULES_KEPT = 1_000;

/**
 * A task's rule in a few words ('Every weekday'), for its row; null when it doesn't repeat. The rules
 * the form writes name all their days, so any first day reads them alike.
 */
export function describeRuleText(ruleText: string | null, start: string | null): string | null {
  if (ruleText === null) return null;
  const key = `${start} ${ruleText}`;
  let described = describedRules.get(key);
  if (described === undefined) {
    const rule = parseRRuleText(ruleText, start ?? '2000-01-01');
    described = rule ? describeRepeatRule(rule) : 'Repeats';
    if (describedRules.size >= DESCRIBED_RULES_KEPT) describedRules.clear();
    describedRules.set(key, described);
  }
  return described;
}
