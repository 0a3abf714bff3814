import type { SuggestionContext } from './suggestion-provider';
import { MAX_SUGGESTION_LENGTH, MAX_SUGGESTIONS } from './suggestion-titles';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Enough of a long list to show the goal's shape without sending the whole of it. */
const MAX_LISTED = 30;
const MAX_LISTED_LENGTH = 200;

export interface ChatMessage {
  role: 'system' | 'user';
  content: string;
}

const SYSTEM_PROMPT = [
  'You help a person turn one of their personal goals into next actions for their task list.',
  `Reply with a JSON object only, shaped {"suggestions": ["..."]}, holding 5 to ${MAX_SUGGESTIONS} task titles.`,
  'Each task title:',
  '- is one concrete action that can be done in a single sitting;',
  '- starts with a capitalised verb in the imperative, like "Book", "Write" or "Practise";',
  `- is at most ${MAX_SUGGESTION_LENGTH} characters, with no numbering, no quotes and no full stop at the end;`,
  "- fits this goal's own words, its description and its open subgoals;",
  '- is not one of the existing tasks, nor a rewording of one.',
  'When the deadline is close or has passed, give fewer steps: the ones that matter most now.',
  'Write the titles in the language the goal is written in.',
  'A subgoal serves the goals above it: suggest steps for the subgoal, in the spirit of its parents.',
].join('\n');

function deadlineLine(deadline: Date, now: Date): string {
  const date = deadline.toISOString().slice(0, 10);
  const days = Math.ceil((deadline.getTime() - now.getTime()) / DAY_MS);
  if (!Number.isFinite(days)) return date;
  if (deadline.getTime() < now.getTime()) {
    const ago = Math.max(1, Math.floor((now.getTime() - deadline.getTime()) / DAY_MS));
    return `${date} (passed ${ago} ${ago === 1 ? 'day' : 'days'} ago)`;
  }
  return `${date} (${days} ${days === 1 ? 'day' : 'days'} left)`;
}

function listed(titles: readonly string[]): string {
  if (titles.length === 0) return '(none)';
  const shown = titles.slice(0, MAX_LISTED).map((title) => `- ${title.replace(/\s+/g, ' ').trim().slice(0, MAX_LISTED_LENGTH)}`);
  const more = titles.length - shown.length;
  return [...shown, ...(more > 0 ? [`- …and ${more} more`] : [])].join('\n');
}

/** The system and user messages for one goal: what it is, when it is due, and what not to repeat. */
export function suggestionMessages(context: SuggestionContext): ChatMessage[] {
  const description = context.description?.trim();
  const user = [
    `Goal: ${context.title.trim()}`,
    `Description: ${description || '(none)'}`,
    `Deadline: ${deadlineLine(context.deadline, context.now)}`,
    `Part of: ${context.parentTitles.length > 0 ? [...context.parentTitles].reverse().map((title) => title.trim()).join(' › ') : '(a main goal)'}`,
    `Other goals beside it:\n${listed(context.siblingTitles)}`,
    `Open subgoals:\n${listed(context.openSubgoalTitles)}`,
    `Existing tasks, not to be repeated:\n${listed(context.existingTaskTitles)}`,
  ].join('\n');
  return [
    { role: 'system', content: SYSTEM_PROMPT },
    { role: 'user', content: user },
  ];
}
