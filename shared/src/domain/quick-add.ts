/**
 * Natural-language quick add (decision 22): 'Call the physio tomorrow 9am !high #half marathon 2p'
 * becomes the title 'Call the physio', due tomorrow at 09:00, priority High, the person's goal that
 * '#half marathon' names, and 2 pomodoros. Each recognised part keeps where it was typed, so the
 * field can show it as a chip and the person can take it back (it then stays in the title).
 */
import * as chrono from 'chrono-node';
import type { Priority } from '../schemas/todos';
import { findTypedRepeat, type TypedRepeat } from './quick-add-repeat';

export type QuickAddPartKind = 'date' | 'priority' | 'goal' | 'pomodoros' | 'repeat';

/** A recognised part of the text: `start`–`end` in the typed text. */
export interface QuickAddPart {
  kind: QuickAddPartKind;
  start: number;
  end: number;
  text: string;
}

/** A goal quick add may name: an open goal of the person, with the titles above it. */
export interface QuickAddGoal {
  id: number;
  title: string;
  /** 'Run a half marathon › Build base mileage', or '' for a main goal. */
  path: string;
}

export interface QuickAddResult {
  title: string;
  parts: QuickAddPart[];
  /** The due instant, or null when no date was typed. */
  due: Date | null;
  /** 'HH:mm' when a time of day was typed. */
  plannedTime: string | null;
  priority: Priority | null;
  /** The goal '#…' names, or the name of one that doesn't exist yet (offered to be created). */
  goal: { kind: 'existing'; goal: QuickAddGoal } | { kind: 'new'; name: string } | null;
  pomodoros: number | null;
  /** How the task repeats, as typed ('every other day'); the rest of the rule comes from its first day. */
  repeat: TypedRepeat | null;
}

export interface QuickAddOptions {
  now: Date;
  goals: readonly QuickAddGoal[];
  /** Parts the person took back (`partKey`): they stay plain words of the title. */
  dismissed?: ReadonlySet<string>;
}

/** How a taken-back part is remembered while the text around it changes. */
export const partKey = (part: Pick<QuickAddPart, 'kind' | 'text'>) => `${part.kind}:${part.text.trim().toLowerCase()}`;

const PRIORITY_WORDS: Record<string, Priority> = {
  urgent: 'urgent',
  u: 'urgent',
  '1': 'urgent',
  high: 'high',
  h: 'high',
  '2': 'high',
  medium: 'medium',
  med: 'medium',
  m: 'medium',
  '3': 'medium',
  low: 'low',
  l: 'low',
  '4': 'low',
};
const PRIORITY = /(?<=^|\s)!(urgent|high|medium|med|low|[uhml1-4])(?=$|\s)/giu;
const POMODOROS = /(?<=^|\s)(\d{1,2})\s?(?:p|pomo|pomos|pomodoro|pomodoros|🍅)(?=$|\s)/giu;
/** '#' and the words after it; how many of them name the goal is decided against the goals. */
const GOAL = /(?<=^|\s)#([^\s#!]+(?:\s+[^\s#!]+){0,7})/gu;
const MONTH_ALONE = /^(jan(uary)?|feb(ruary)?|mar(ch)?|apr(il)?|may|june?|july?|aug(ust)?|sep(t(ember)?)?|oct(ober)?|nov(ember)?|dec(ember)?)$/i;
/** What chrono reads as a date but people write as words: 'the year', 'a day'. */
const NOT_A_DATE = /^(?:the|a)\s+(?:year|month|week|day)$/i;
/** A word that ties a date to the title ('on Friday', 'at noon', 'by Monday'): it goes with the date. */
const DATE_CONNECTOR = /(?:^|\s)((?:on|at|by|due|from|starting)\s+)$/i;
/** chrono's hour for a day without a time: such a task is due at noon with no planned time, as quick add always did. */
const IMPLIED_NOON = 12;
const MAX_POMODOROS = 20;

const normalize = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase();
const wordsOf = (text: string) => normalize(text).split(/[^\p{L}\p{N}]+/u).filter(Boolean);

/**
 * How well typed words name a goal, 0 when not every word starts a word of its title. More of the
 * title covered, and the words in the title's order, rank higher.
 */
export function goalMatchScore(typed: string, goalTitle: string): number {
  const query = wordsOf(typed);
  const title = wordsOf(goalTitle);
  if (query.length === 0 || title.length === 0) return 0;
  let lastIndex = -1;
  let inOrder = true;
  let covered = 0;
  for (const word of query) {
    const index = title.findIndex((candidate) => candidate.startsWith(word));
    if (index === -1) return 0;
    if (index < lastIndex) inOrder = false;
    lastIndex = index;
    covered += word.length / title[index]!.length;
  }
  return covered / title.length + (inOrder ? 0.5 : 0) + (title.join(' ') === query.join(' ') ? 1 : 0);
}

/** The goals that typed words name, best first. */
export function matchGoals(typed: string, goals: readonly QuickAddGoal[]): QuickAddGoal[] {
  return goals
    .map((goal) => ({ goal, score: goalMatchScore(typed, goal.title) }))
    .filter((match) => match.score > 0)
    .sort((a, b) => b.score - a.score)
    .map((match) => match.goal);
}

function* matchesOf(pattern: RegExp, text: string) {
  pattern.lastIndex = 0;
  for (let match = pattern.exec(text); match; match = pattern.exec(text)) yield match;
}

/** Reads the typed text; what isn't recognised is the title. */
export function parseQuickAdd(text: string, { now, goals, dismissed = new Set() }: QuickAddOptions): QuickAddResult {
  const parts: QuickAddPart[] = [];
  const result: Omit<QuickAddResult, 'title' | 'parts'> = { due: null, plannedTime: null, priority: null, goal: null, pomodoros: null, repeat: null };
  const taken = (start: number, end: number) => parts.some((part) => start < part.end && part.start < end);
  const add = (part: QuickAddPart) => {
    if (dismissed.has(partKey(part)) || taken(part.start, part.end)) return false;
    parts.push(part);
    return true;
  };
  // Nothing typed yet (every quick-add field as its page opens): the date parser's first run alone takes tens of ms.
  if (!text.trim()) return { title: '', parts, ...result };

  for (const match of matchesOf(GOAL, text)) {
    if (result.goal) break;
    const words = [...match[1]!.matchAll(/[^\s#!]+/gu)].map((word) => ({ text: word[0], end: word.index + word[0].length }));
    // The most words that still name a goal; a name no goal has is its first word, offered as a new goal.
    for (let count = words.length; count >= 1 && !result.goal; count -= 1) {
      const typed = words.slice(0, count).map((word) => word.text).join(' ');
      const partText = `#${match[1]!.slice(0, words[count - 1]!.end)}`;
      const part: QuickAddPart = { kind: 'goal', start: match.index, end: match.index + partText.length, text: partText };
      const [best] = matchGoals(typed, goals);
      if (best && add(part)) result.goal = { kind: 'existing', goal: best };
      else if (count === 1 && add(part)) result.goal = { kind: 'new', name: typed };
    }
  }
  for (const match of matchesOf(PRIORITY, text)) {
    if (result.priority) break;
    if (add({ kind: 'priority', start: match.index, end: match.index + match[0].length, text: match[0] })) {
      result.priority = PRIORITY_WORDS[match[1]!.toLowerCase()]!;
    }
  }
  for (const match of matchesOf(POMODOROS, text)) {
    const count = Number(match[1]);
    if (result.pomodoros || count < 1 || count > MAX_POMODOROS) continue;
    if (add({ kind: 'pomodoros', start: match.index, end: match.index + match[0].length, text: match[0] })) result.pomodoros = count;
  }

  // Before the dates, which would read 'every Monday' as next Monday. A taken-back rule leaves the
  // words to the title, and no other way of reading them as a rule is tried.
  const repeat = findTypedRepeat(text, now, (start, end) => !taken(start, end));
  if (repeat && add({ kind: 'repeat', start: repeat.start, end: repeat.end, text: repeat.text })) result.repeat = repeat.repeat;

  // Dates last, on the text with the other parts blanked out (same length, so the positions hold).
  const blanked = parts.reduce((current, part) => current.slice(0, part.start) + ' '.repeat(part.end - part.start) + current.slice(part.end), text);
  for (const found of chrono.parse(blanked, now, { forwardDate: true })) {
    const words = found.text.trim();
    if (MONTH_ALONE.test(words) || NOT_A_DATE.test(words)) continue;
    const connector = DATE_CONNECTOR.exec(blanked.slice(0, found.index))?.[1] ?? '';
    const start = found.index - connector.length;
    if (!add({ kind: 'date', start, end: found.index + found.text.length, text: text.slice(start, found.index + found.text.length) })) continue;
    const date = found.start.date();
    // A time typed ('9am', 'noon') or meant by a word ('tonight'); else the day, at noon.
    const hour = found.start.get('hour');
    const meantTime = found.start.isCertain('hour') || (hour !== IMPLIED_NOON && hour !== now.getHours());
    if (meantTime) result.plannedTime = `${String(date.getHours()).padStart(2, '0')}:${String(date.getMinutes()).padStart(2, '0')}`;
    else date.setHours(12, 0, 0, 0);
    result.due = date;
    break;
  }

  parts.sort((a, b) => a.start - b.start);
  const title = parts
    .reduceRight((current, part) => current.slice(0, part.start) + ' ' + current.slice(part.end), text)
    .replace(/\s+/g, ' ')
    .trim();
  return { title, parts, ...result };
}
