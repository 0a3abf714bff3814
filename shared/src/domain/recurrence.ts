/**
 * Repeat rules of recurring tasks: the form's choices, their RFC 5545 RRULE text, and the calendar
 * days they fall on. Dates are calendar days (`yyyy-MM-dd`): the rule is evaluated on plain days in
 * UTC (where every day is 24 hours long) and each occurrence takes its time of day in the series'
 * own time zone, so a 07:00 task stays at 07:00 across daylight-saving changes.
 */
import * as rruleModule from 'rrule';
import type { Options } from 'rrule';
import { tzOffset } from '@date-fns/tz';
import { addDaysToKey, dateKeyOfDayNumber, dayNumberOfKey } from './zoned-days';

export const WEEKDAYS = ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'] as const;
export type Weekday = (typeof WEEKDAYS)[number];
export const WEEKDAY_NAMES: Record<Weekday, string> = {
  MO: 'Monday',
  TU: 'Tuesday',
  WE: 'Wednesday',
  TH: 'Thursday',
  FR: 'Friday',
  SA: 'Saturday',
  SU: 'Sunday',
};
// rrule's ES module build (Vite, Vitest) exports its classes by name; Node's own loader (the built
// server, tsx) reads its CommonJS build, where they sit on the default export.
const { RRule, Weekday: RRuleWeekday } = 'RRule' in rruleModule ? rruleModule : (rruleModule as unknown as { default: typeof rruleModule }).default;
type RRuleWeekday = InstanceType<typeof RRuleWeekday>;

const WORKDAYS: Weekday[] = ['MO', 'TU', 'WE', 'TH', 'FR'];

export const REPEAT_FREQUENCIES = ['daily', 'weekly', 'monthly', 'yearly'] as const;
export type RepeatFrequency = (typeof REPEAT_FREQUENCIES)[number];

/** Which occurrence of a weekday in its month: 1st to 4th, or -1 for the last. */
export type WeekdayOrdinal = 1 | 2 | 3 | 4 | -1;
export type MonthlyOn = { kind: 'day'; day: number } | { kind: 'weekday'; ordinal: WeekdayOrdinal; weekday: Weekday };
export type RepeatEnd = { kind: 'never' } | { kind: 'count'; count: number } | { kind: 'until'; date: string };

/** A repeat rule as the task form edits it. */
export interface RepeatRule {
  frequency: RepeatFrequency;
  /** Every `interval` days, weeks, months or years. */
  interval: number;
  /** Weekly: the days of the week, at least one. */
  weekdays: Weekday[];
  /** Monthly: a day of the month (29–31 fall on the month's last day where it is shorter) or an nth weekday. */
  monthlyOn: MonthlyOn;
  /** Yearly: the month (1–12) and day; February 29 falls on the 28th outside leap years. */
  yearlyOn: { month: number; day: number };
  end: RepeatEnd;
}

export const REPEAT_LIMITS = { interval: 365, count: 1000, ruleText: 200 } as const;
/** How far ahead a series' tasks exist before anyone asks for them. */
export const OCCURRENCE_WINDOW_DAYS = 14;

const DAY_KEY = /^\d{4}-\d{2}-\d{2}$/;
const MONTH_NAMES = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const DAYS_IN_MONTH = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
const RRULE_FREQ: Record<RepeatFrequency, number> = { daily: RRule.DAILY, weekly: RRule.WEEKLY, monthly: RRule.MONTHLY, yearly: RRule.YEARLY };

const dayOf = (dateKey: string) => {
  const [year, month, day] = dateKey.split('-').map(Number) as [number, number, number];
  return { year, month, day };
};
const utcDate = (dateKey: string) => {
  const { year, month, day } = dayOf(dateKey);
  return new Date(Date.UTC(year, month - 1, day));
};
const dateKeyOf = (date: Date) => date.toISOString().slice(0, 10);
/** The weekday of a calendar day. */
export const weekdayOf = (dateKey: string): Weekday => WEEKDAYS[(utcDate(dateKey).getUTCDay() + 6) % 7]!;
export const isDateKey = (text: string) => DAY_KEY.test(text) && dateKeyOf(utcDate(text)) === text;

/** The rule the form starts from for a first day: weekly on its weekday, monthly on its day, yearly on its date. */
export function defaultRepeatRule(startDate: string, frequency: RepeatFrequency = 'daily'): RepeatRule {
  const { month, day } = dayOf(startDate);
  return { frequency, interval: 1, weekdays: [weekdayOf(startDate)], monthlyOn: { kind: 'day', day }, yearlyOn: { month, day }, end: { kind: 'never' } };
}

/** Every weekday (Monday to Friday): its own choice in the form, stored as a weekly rule. */
export function everyWeekday(startDate: string): RepeatRule {
  return { ...defaultRepeatRule(startDate, 'weekly'), weekdays: [...WORKDAYS] };
}

/** Days 29–31 as "that day, or the month's last where it is shorter": RFC 5545's BYSETPOS=-1 over the candidates. */
const clampedMonthDays = (day: number) => (day <= 28 ? [day] : Array.from({ length: day - 27 }, (_, index) => 28 + index));

function rruleOptions(rule: RepeatRule): Partial<Options> {
  const options: Partial<Options> = { freq: RRULE_FREQ[rule.frequency], interval: rule.interval };
  if (rule.frequency === 'weekly') options.byweekday = sortWeekdays(rule.weekdays).map((day) => WEEKDAYS.indexOf(day));
  if (rule.frequency === 'monthly') {
    if (rule.monthlyOn.kind === 'day') {
      options.bymonthday = clampedMonthDays(rule.monthlyOn.day);
      if (rule.monthlyOn.day > 28) options.bysetpos = [-1];
    } else {
      options.byweekday = [new RRuleWeekday(WEEKDAYS.indexOf(rule.monthlyOn.weekday), rule.monthlyOn.ordinal)];
    }
  }
  if (rule.frequency === 'yearly') {
    options.bymonth = [rule.yearlyOn.month];
    const leapDay = rule.yearlyOn.month === 2 && rule.yearlyOn.day === 29;
    options.bymonthday = leapDay ? [28, 29] : [rule.yearlyOn.day];
    if (leapDay) options.bysetpos = [-1];
  }
  if (rule.end.kind === 'count') options.count = rule.end.count;
  if (rule.end.kind === 'until') options.until = utcDate(rule.end.date);
  return options;
}

const sortWeekdays = (days: Weekday[]) => WEEKDAYS.filter((day) => days.includes(day));

/** The rule as RFC 5545 RRULE text (without DTSTART: the series keeps its first day apart). */
export function toRRuleText(rule: RepeatRule): string {
  const text = RRule.optionsToString(rruleOptions(rule)).replace(/^RRULE:/, '');
  // UNTIL as a plain date (RFC 5545 allows DATE), since the rule works on calendar days.
  return rule.end.kind === 'until' ? text.replace(/UNTIL=\d{8}T\d{6}Z/, `UNTIL=${rule.end.date.replaceAll('-', '')}`) : text;
}

/** One field's problem with a rule, with the form's field name. */
export interface RepeatRuleIssue {
  field: 'interval' | 'weekdays' | 'monthlyOn' | 'yearlyOn' | 'end';
  message: string;
}

const isWhole = (value: number, min: number, max: number) => Number.isInteger(value) && value >= min && value <= max;
const ordinalSuffix = (day: number) => (day % 10 === 1 && day !== 11 ? 'st' : day % 10 === 2 && day !== 12 ? 'nd' : day % 10 === 3 && day !== 13 ? 'rd' : 'th');

/** What is wrong with a rule that starts on `startDate`, field by field; empty when nothing is. */
export function repeatRuleIssues(rule: RepeatRule, startDate: string): RepeatRuleIssue[] {
  return ruleIssues(rule, startDate);
}

/** The rule's issues; without a first day (null), all but an end before it. */
function ruleIssues(rule: RepeatRule, startDate: string | null): RepeatRuleIssue[] {
  const issues: RepeatRuleIssue[] = [];
  if (!isWhole(rule.interval, 1, REPEAT_LIMITS.interval)) {
    issues.push({ field: 'interval', message: `Repeat every must be a whole number from 1 to ${REPEAT_LIMITS.interval}` });
  }
  if (rule.frequency === 'weekly' && (rule.weekdays.length === 0 || rule.weekdays.some((day) => !WEEKDAYS.includes(day)))) {
    issues.push({ field: 'weekdays', message: 'Choose at least one day of the week' });
  }
  if (rule.frequency === 'monthly') {
    const on = rule.monthlyOn;
    const valid =
      on.kind === 'day' ? isWhole(on.day, 1, 31) : [1, 2, 3, 4, -1].includes(on.ordinal) && WEEKDAYS.includes(on.weekday);
    if (!valid) issues.push({ field: 'monthlyOn', message: 'Choose a day of the month from 1 to 31' });
  }
  if (rule.frequency === 'yearly') {
    const { month, day } = rule.yearlyOn;
    if (!isWhole(month, 1, 12) || !isWhole(day, 1, 31)) {
      issues.push({ field: 'yearlyOn', message: 'Choose a month and a day' });
    } else if (day > DAYS_IN_MONTH[month - 1]!) {
      issues.push({ field: 'yearlyOn', message: `${MONTH_NAMES[month - 1]} has no ${day}${ordinalSuffix(day)}` });
    }
  }
  if (rule.end.kind === 'count' && !isWhole(rule.end.count, 1, REPEAT_LIMITS.count)) {
    issues.push({ field: 'end', message: `Repeat at most ${REPEAT_LIMITS.count} times, and at least once` });
  }
  if (rule.end.kind === 'until') {
    if (!isDateKey(rule.end.date)) issues.push({ field: 'end', message: 'Choose the last day' });
    else if (startDate !== null && rule.end.date < startDate) issues.push({ field: 'end', message: 'The end date must be on or after the first date' });
  }
  return issues;
}

const FREQUENCY_OF: Record<number, RepeatFrequency> = Object.fromEntries(
  Object.entries(RRULE_FREQ).map(([name, value]) => [value, name as RepeatFrequency]),
);

/**
 * Reads RRULE text back into the form's rule, or null when it is not one the form writes (the
 * server accepts only those, so every stored rule can be edited). `startDate` fills what the text
 * leaves to the first day.
 */
export function parseRRuleText(text: string, startDate: string): RepeatRule | null {
  const reading = readRRuleText(text, startDate);
  // Nor does the form write a rule with issues of its own, though its text round-trips: INTERVAL=-1
  // would never end the loop over its days, and COUNT=0, BYDAY=+5TU or BYMONTHDAY=0 are no choice of
  // the form. Only an end before the first day is left to where the first day is known.
  return reading && reading.issues.length === 0 ? reading.rule : null;
}

/**
 * RRULE text of the form's shape as the form's rule, with what is wrong with it (all but an end
 * before the first day), so that an interval of 0 or February 31st gets its own message; null for
 * text of any other shape.
 */
export function readRRuleText(text: string, startDate: string): { rule: RepeatRule; issues: RepeatRuleIssue[] } | null {
  if (text.length > REPEAT_LIMITS.ruleText || !/^[A-Z0-9=;,+-]+$/.test(text)) return null;
  let options: Partial<Options>;
  try {
    options = RRule.parseString(text);
  } catch {
    return null;
  }
  const frequency = options.freq === undefined ? undefined : FREQUENCY_OF[options.freq];
  if (!frequency) return null;
  const rule = defaultRepeatRule(startDate, frequency);
  rule.interval = options.interval ?? 1;
  const weekdays = toWeekdayList(options.byweekday);
  if (options.count != null) rule.end = { kind: 'count', count: options.count };
  if (options.until != null) rule.end = { kind: 'until', date: dateKeyOf(options.until) };
  const monthDays = toNumberList(options.bymonthday);
  if (frequency === 'weekly' && weekdays) {
    if (weekdays.some((day) => day.n)) return null;
    rule.weekdays = weekdays.map((day) => WEEKDAYS[day.weekday]!);
  }
  if (frequency === 'monthly') {
    if (weekdays?.length === 1 && weekdays[0]!.n) {
      rule.monthlyOn = { kind: 'weekday', ordinal: weekdays[0]!.n as WeekdayOrdinal, weekday: WEEKDAYS[weekdays[0]!.weekday]! };
    } else if (monthDays) {
      rule.monthlyOn = { kind: 'day', day: Math.max(...monthDays) };
    }
  }
  if (frequency === 'yearly') {
    const month = toNumberList(options.bymonth)?.[0];
    if (month !== undefined && monthDays) rule.yearlyOn = { month, day: Math.max(...monthDays) };
  }
  // Only what the form itself writes round-trips; anything else (BYHOUR, several months, …) is refused.
  if (toRRuleText(rule) !== text) return null;
  return { rule, issues: ruleIssues(rule, null) };
}

const toNumberList = (value: number | number[] | null | undefined) => (value == null ? undefined : Array.isArray(value) ? value : [value]);
function toWeekdayList(value: Options['byweekday'] | undefined): RRuleWeekday[] | undefined {
  if (value == null) return undefined;
  const list = Array.isArray(value) ? value : [value];
  return list.map((day) => (typeof day === 'number' ? new RRuleWeekday(day) : typeof day === 'string' ? RRuleWeekday.fromStr(day) : day));
}

/**
 * The days of the rule `ruleText` (first day `startDate`) from `from` to `to`, both included. The
 * first day counts only when the rule falls on it, as RFC 5545 says.
 */
export function occurrenceDates(ruleText: string, startDate: string, from: string, to: string): string[] {
  if (to < from) return [];
  const simple = simpleRuleOf(ruleText);
  return simple ? simpleOccurrenceDays(simple, startDate, from, to).map(dateKeyOfNumber) : occurrenceDatesByRRule(ruleText, startDate, from, to);
}

/**
 * `occurrenceDates` as day numbers (days since 1970-01-01), ascending: a habit's days since it began
 * are compared and counted, never shown, so a daily or weekly rule's are never made into text.
 */
export function occurrenceDayNumbers(ruleText: string, startDate: string, from: string, to: string): number[] {
  if (to < from) return [];
  const simple = simpleRuleOf(ruleText);
  return simple ? simpleOccurrenceDays(simple, startDate, from, to) : occurrenceDatesByRRule(ruleText, startDate, from, to).map(dayNumber);
}

/** `occurrenceDates` as the rrule library works them out, for every rule. */
export function occurrenceDatesByRRule(ruleText: string, startDate: string, from: string, to: string): string[] {
  if (to < from) return [];
  const rule = new RRule({ ...RRule.parseString(ruleText), dtstart: utcDate(startDate) });
  return rule.between(utcDate(from), utcDate(to), true).map(dateKeyOf);
}

/** Every n days, or every n weeks on some weekdays, up to an optional last day: most habits. */
interface SimpleRule {
  weekly: boolean;
  interval: number;
  /** Weekly: the weekdays as 0 (Monday) to 6; null for the first day's weekday. */
  weekdays: Set<number> | null;
  /** The day number (days since 1970-01-01) of UNTIL, or null. */
  until: number | null;
}

const simpleRules = new Map<string, SimpleRule | null>();

/**
 * The rule when it is a daily or weekly one with nothing but INTERVAL, BYDAY (weekly, plain
 * weekdays) and UNTIL as a date, else null. Its days are then counted on day numbers, which gives
 * what rrule gives (the tests compare the two) at a fraction of its cost: a habit's best streak
 * needs all of its days since it began.
 */
function simpleRuleOf(ruleText: string): SimpleRule | null {
  const known = simpleRules.get(ruleText);
  if (known !== undefined) return known;
  let rule: SimpleRule | null = { weekly: false, interval: 1, weekdays: null, until: null };
  const seen = new Set<string>();
  for (const part of ruleText.split(';')) {
    const [key = '', value = '', extra] = part.split('=');
    if (extra !== undefined || seen.has(key)) rule = null;
    else if (key === 'FREQ' && (value === 'DAILY' || value === 'WEEKLY')) rule.weekly = value === 'WEEKLY';
    else if (key === 'INTERVAL' && /^[1-9]\d{0,3}$/.test(value)) rule.interval = Number(value);
    else if (key === 'BYDAY' && /^(MO|TU|WE|TH|FR|SA|SU)(,(MO|TU|WE|TH|FR|SA|SU))*$/.test(value)) {
      rule.weekdays = new Set(value.split(',').map((day) => WEEKDAYS.indexOf(day as Weekday)));
    } else if (key === 'UNTIL' && /^\d{8}$/.test(value) && isDateKey(`${value.slice(0, 4)}-${value.slice(4, 6)}-${value.slice(6)}`)) {
      rule.until = dayNumber(`${value.slice(0, 4)}-${value.slice(4, 6)}-${value.slice(6)}`);
    } else rule = null;
    if (rule === null) break;
    seen.add(key);
  }
  // A daily rule limited to some weekdays, or one with no FREQ, is left to rrule.
  if (rule && (!seen.has('FREQ') || (!rule.weekly && rule.weekdays !== null))) rule = null;
  if (simpleRules.size > 1000) simpleRules.clear();
  simpleRules.set(ruleText, rule);
  return rule;
}

const dayNumber = (dateKey: string) => dayNumberOfKey(dateKey) ?? utcDate(dateKey).getTime() / DAY_MS;
const dateKeyOfNumber = (day: number) => dateKeyOfDayNumber(day) ?? new Date(day * DAY_MS).toISOString().slice(0, 10);
/** 0 for Monday to 6 for Sunday: day 0 (1970-01-01) was a Thursday. */
const weekdayOfNumber = (day: number) => (((day + 3) % 7) + 7) % 7;

function simpleOccurrenceDays(rule: SimpleRule, startDate: string, from: string, to: string): number[] {
  const start = dayNumber(startDate);
  const first = Math.max(start, dayNumber(from));
  const last = rule.until === null ? dayNumber(to) : Math.min(dayNumber(to), rule.until);
  const days: number[] = [];
  if (!rule.weekly) {
    // Every `interval` days counted from the first day.
    for (let day = first + ((((start - first) % rule.interval) + rule.interval) % rule.interval); day <= last; day += rule.interval) {
      days.push(day);
    }
    return days;
  }
  // Every `interval` weeks, Monday to Sunday, counted from the week of the first day.
  const weekdays = rule.weekdays ?? new Set([weekdayOfNumber(start)]);
  const firstMonday = start - weekdayOfNumber(start);
  for (let day = first; day <= last; day++) {
    if (!weekdays.has(weekdayOfNumber(day))) continue;
    if (Math.floor((day - firstMonday) / 7) % rule.interval !== 0) continue;
    days.push(day);
  }
  return days;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The instant a wall-clock time has in `timeZone`. As RFC 5545 says: a time that occurs twice (the
 * hour repeated when daylight saving ends) is the first of the two, and a time that doesn't occur
 * (skipped when it begins) is read with the offset before the change, so 02:30 becomes 03:30.
 * Worked out from the zone's offsets alone: TZDate goes through the machine's own zone and so
 * picked either of a repeated hour's two instants depending on where it ran.
 */
function zonedInstant(wallClock: number, timeZone: string): number {
  const offsetAt = (instant: number) => tzOffset(timeZone, new Date(instant)) * 60_000;
  // The offsets around the day: a wall-clock time is within a day of its instant.
  const before = offsetAt(wallClock - DAY_MS);
  const after = offsetAt(wallClock + DAY_MS);
  const instants = [wallClock - before, wallClock - after].filter((instant) => wallClock - offsetAt(instant) === instant);
  return instants.length > 0 ? Math.min(...instants) : wallClock - before;
}

/** The instant an occurrence is due: its day at the planned time (noon without one) in the series' time zone. */
export function occurrenceDueInstant(dateKey: string, plannedTime: string | null, timeZone: string): Date {
  const { year, month, day } = dayOf(dateKey);
  const [hours, minutes] = (plannedTime ?? '12:00').split(':').map(Number) as [number, number];
  return new Date(zonedInstant(Date.UTC(year, month - 1, day, hours, minutes), timeZone));
}

const ORDINAL_WORDS: Record<WeekdayOrdinal, string> = { 1: 'first', 2: 'second', 3: 'third', 4: 'fourth', [-1]: 'last' };
const UNIT: Record<RepeatFrequency, [string, string]> = {
  daily: ['day', 'days'],
  weekly: ['week', 'weeks'],
  monthly: ['month', 'months'],
  yearly: ['year', 'years'],
};
/** 'Mar 1, 2027': a calendar day, whatever the reader's time zone. */
export function formatDayKey(dateKey: string): string {
  const { year, month, day } = dayOf(dateKey);
  return `${MONTH_NAMES[month - 1]!.slice(0, 3)} ${day}, ${year}`;
}
const SHORT_WEEKDAY = (day: Weekday) => WEEKDAY_NAMES[day].slice(0, 3);

/** The rule in a few words: 'Every weekday', 'Every 2 weeks on Mon, Thu', 'Every month on the last Friday, 10 times'. */
export function describeRepeatRule(rule: RepeatRule): string {
  const [one, many] = UNIT[rule.frequency];
  const every = rule.interval === 1 ? `Every ${one}` : `Every ${rule.interval} ${many}`;
  let text = every;
  if (rule.frequency === 'weekly') {
    const days = sortWeekdays(rule.weekdays);
    if (rule.interval === 1 && days.join() === WORKDAYS.join()) text = 'Every weekday';
    else if (rule.interval === 1 && days.length === 7) text = 'Every day';
    else text = `${every} on ${days.map(SHORT_WEEKDAY).join(', ')}`;
  }
  if (rule.frequency === 'monthly') {
    const on = rule.monthlyOn;
    text += on.kind === 'day' ? ` on day ${on.day}` : ` on the ${ORDINAL_WORDS[on.ordinal]} ${WEEKDAY_NAMES[on.weekday]}`;
  }
  if (rule.frequency === 'yearly') text += ` on ${MONTH_NAMES[rule.yearlyOn.month - 1]!.slice(0, 3)} ${rule.yearlyOn.day}`;
  if (rule.end.kind === 'count') text += rule.end.count === 1 ? ', once' : `, ${rule.end.count} times`;
  if (rule.end.kind === 'until') text += `, until ${formatDayKey(rule.end.date)}`;
  return text;
}

/** The day before a day: where a series ends when it is split or stopped from a day on. */
export const dayBefore = (dateKey: string) => addDaysToKey(dateKey, -1);

/** The rule's first day on or after `from`, or null when it falls on none (its end has passed). */
export function nextOccurrence(ruleText: string, startDate: string, from: string): string | null {
  const rule = new RRule({ ...RRule.parseString(ruleText), dtstart: utcDate(startDate) });
  const next = rule.after(utcDate(from), true);
  return next ? dateKeyOf(next) : null;
}

/** The rule's last day, when it has one (an end after N times or on a day); null for a rule without an end, or without any day. */
export function lastOccurrence(ruleText: string, startDate: string): string | null {
  const rule = new RRule({ ...RRule.parseString(ruleText), dtstart: utcDate(startDate) });
  const { count, until } = rule.options;
  if (until != null) {
    const last = rule.before(until, true);
    return last ? dateKeyOf(last) : null;
  }
  if (count != null) return rule.all().map(dateKeyOf).at(-1) ?? null;
  return null;
}
