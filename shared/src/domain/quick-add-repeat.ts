/**
 * How a task repeats, as typed in quick add: 'every day', 'every other week', 'every Mon, Wed and Fri',
 * 'every 3 months on the 15th', 'every last Friday', 'yearly', with an end ('for 10 times',
 * 'until March 1'). What the words leave open (the weekday of 'every week', the day of 'every month')
 * comes from the task's first day, as in the task form (decision 20).
 */
import * as chrono from 'chrono-node';
import { defaultRepeatRule, WEEKDAYS, type MonthlyOn, type RepeatEnd, type RepeatFrequency, type RepeatRule, type Weekday, type WeekdayOrdinal } from './recurrence';
import { toLocalDateValue } from './task-due';

/** What typed words fix of a rule. */
export interface TypedRepeat {
  frequency: RepeatFrequency;
  interval: number;
  weekdays?: Weekday[];
  monthlyOn?: MonthlyOn;
  end: RepeatEnd;
}

/** The words that say how the task repeats, where they are in the text. */
export interface TypedRepeatMatch {
  start: number;
  end: number;
  text: string;
  repeat: TypedRepeat;
}

const NUMBER_WORDS: Record<string, number> = {
  other: 2,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
};
const ORDINALS: Record<string, WeekdayOrdinal> = { first: 1, '1st': 1, second: 2, '2nd': 2, third: 3, '3rd': 3, fourth: 4, '4th': 4, last: -1 };
const UNITS: Record<string, RepeatFrequency> = { day: 'daily', week: 'weekly', month: 'monthly', year: 'yearly' };
const ADVERBS: Record<string, RepeatFrequency> = { everyday: 'daily', daily: 'daily', weekly: 'weekly', monthly: 'monthly', yearly: 'yearly', annually: 'yearly' };
const WORKDAYS: Weekday[] = ['MO', 'TU', 'WE', 'TH', 'FR'];

// Pieces of the patterns. Each word must end where a word ends: 'mon' is Monday, 'month' is not.
const END_OF_WORD = String.raw`(?![\p{L}\p{N}])`;
const COUNT = String.raw`(\d{1,3}|${Object.keys(NUMBER_WORDS).join('|')})`;
const DAY = String.raw`(?:mon(?:day)?|tue(?:s(?:day)?)?|wed(?:nesday)?|thu(?:r(?:s(?:day)?)?)?|fri(?:day)?|sat(?:urday)?|sun(?:day)?)s?${END_OF_WORD}`;
const DAY_LIST = String.raw`${DAY}(?:(?:\s*,\s*(?:and\s+)?|\s+and\s+|\s*&\s*)${DAY})*`;
const ORDINAL = String.raw`(first|1st|second|2nd|third|3rd|fourth|4th|last)`;
const MONTH_DAY = String.raw`(\d{1,2})(?:st|nd|rd|th)`;
const OF_THE_MONTH = String.raw`(?:\s+of\s+(?:the|each|every)\s+month)?`;

const numberOf = (word: string | undefined) => (word === undefined ? 1 : (NUMBER_WORDS[word.toLowerCase()] ?? Number(word)));
const weekdayOfWord = (word: string): Weekday => {
  const lower = word.toLowerCase();
  return WEEKDAYS.find((day) => lower.startsWith(day.toLowerCase()))!;
};
const weekdaysIn = (list: string): Weekday[] => {
  const named = new Set([...list.matchAll(new RegExp(DAY, 'giu'))].map((found) => weekdayOfWord(found[0])));
  return WEEKDAYS.filter((day) => named.has(day));
};
const FOREVER: RepeatEnd = { kind: 'never' };

/** A way of saying how a task repeats: the pattern of its words, and the rule they say. */
interface Saying<Pattern> {
  pattern: Pattern;
  read(match: RegExpExecArray): Omit<TypedRepeat, 'end'>;
}

/** The ways, most specific first: the first that matches is taken. */
const SAYINGS: Saying<RegExp>[] = ([
  {
    // every 2 weeks on Mon and Thu
    pattern: String.raw`every\s+(?:${COUNT}\s+)?weeks?\s+on\s+(${DAY_LIST})`,
    read: (match) => ({ frequency: 'weekly', interval: numberOf(match[1]), weekdays: weekdaysIn(match[2]!) }),
  },
  {
    // every month on the last Friday
    pattern: String.raw`every\s+(?:${COUNT}\s+)?months?\s+on\s+the\s+${ORDINAL}\s+(${DAY})`,
    read: (match) => ({
      frequency: 'monthly',
      interval: numberOf(match[1]),
      monthlyOn: { kind: 'weekday', ordinal: ORDINALS[match[2]!.toLowerCase()]!, weekday: weekdayOfWord(match[3]!) },
    }),
  },
  {
    // every 3 months on the 15th
    pattern: String.raw`every\s+(?:${COUNT}\s+)?months?\s+on\s+the\s+${MONTH_DAY}`,
    read: (match) => ({ frequency: 'monthly', interval: numberOf(match[1]), monthlyOn: { kind: 'day', day: Number(match[2]) } }),
  },
  {
    // every day, every other week, every 3 months, every year
    pattern: String.raw`every\s+(?:${COUNT}\s+)?(day|week|month|year)s?`,
    read: (match) => ({ frequency: UNITS[match[2]!.toLowerCase()]!, interval: numberOf(match[1]) }),
  },
  {
    pattern: String.raw`every\s+(weekday|workday|weekend)s?`,
    read: (match) => ({ frequency: 'weekly', interval: 1, weekdays: match[1]!.toLowerCase() === 'weekend' ? ['SA', 'SU'] : [...WORKDAYS] }),
  },
  {
    // every last Friday (of the month)
    pattern: String.raw`every\s+${ORDINAL}\s+(${DAY})${OF_THE_MONTH}`,
    read: (match) => ({
      frequency: 'monthly',
      interval: 1,
      monthlyOn: { kind: 'weekday', ordinal: ORDINALS[match[1]!.toLowerCase()]!, weekday: weekdayOfWord(match[2]!) },
    }),
  },
  {
    // every 15th (of the month)
    pattern: String.raw`every\s+${MONTH_DAY}${OF_THE_MONTH}`,
    read: (match) => ({ frequency: 'monthly', interval: 1, monthlyOn: { kind: 'day', day: Number(match[1]) } }),
  },
  {
    // every Monday, every other Tuesday, every Mon, Wed and Fri
    pattern: String.raw`every\s+(?:(other)\s+)?(${DAY_LIST})`,
    read: (match) => ({ frequency: 'weekly', interval: numberOf(match[1]), weekdays: weekdaysIn(match[2]!) }),
  },
  {
    // daily, weekly…: only as the last words, or before what quick add reads apart ('daily at 7am !high'),
    // since 'the weekly report' names a task and repeats nothing.
    pattern: String.raw`(everyday|daily|weekly|monthly|yearly|annually)(?=\s*$|\s+(?:at|from|starting|until|for|today|tomorrow|\d|[!#]))`,
    read: (match) => ({ frequency: ADVERBS[match[1]!.toLowerCase()]!, interval: 1 }),
  },
] satisfies Saying<string>[]).map(({ pattern, read }) => ({ pattern: new RegExp(String.raw`(?<=^|\s)${pattern}${END_OF_WORD}`, 'giu'), read }));

const COUNT_END = new RegExp(String.raw`^,?\s+(?:for\s+)?${COUNT}\s+times${END_OF_WORD}`, 'iu');
const UNTIL = /^,?\s+until\s+/iu;

/** An end typed right after the rule ('for 10 times', 'until May 3'): how many characters it takes, and what it says. */
function endAfter(rest: string, now: Date): { length: number; end: RepeatEnd } {
  const count = COUNT_END.exec(rest);
  if (count) return { length: count[0].length, end: { kind: 'count', count: numberOf(count[1]) } };
  const until = UNTIL.exec(rest);
  if (until) {
    const [date] = chrono.parse(rest.slice(until[0].length), now, { forwardDate: true });
    if (date && date.index === 0) return { length: until[0].length + date.text.length, end: { kind: 'until', date: toLocalDateValue(date.start.date()) } };
  }
  return { length: 0, end: FOREVER };
}

/**
 * The first way of saying how the task repeats in `text` that `isFree` lets be taken (the words are
 * not part of something else already), with the end typed after it; null when there is none.
 */
export function findTypedRepeat(text: string, now: Date, isFree: (start: number, end: number) => boolean = () => true): TypedRepeatMatch | null {
  for (const { pattern, read } of SAYINGS) {
    pattern.lastIndex = 0;
    for (let match = pattern.exec(text); match; match = pattern.exec(text)) {
      const start = match.index;
      const { length, end } = endAfter(text.slice(start + match[0].length), now);
      const stop = start + match[0].length + length;
      if (isFree(start, stop)) return { start, end: stop, text: text.slice(start, stop), repeat: { ...read(match), end } };
    }
  }
  return null;
}

/** The rule the typed words make for a task whose first day is `firstDay`: what they leave open is that day's. */
export function typedRepeatRule(repeat: TypedRepeat, firstDay: string): RepeatRule {
  return {
    ...defaultRepeatRule(firstDay, repeat.frequency),
    interval: repeat.interval,
    ...(repeat.weekdays && { weekdays: repeat.weekdays }),
    ...(repeat.monthlyOn && { monthlyOn: repeat.monthlyOn }),
    end: repeat.end,
  };
}
