import { describe, expect, it } from 'vitest';
import { explainSuggestions } from './builtin/compose-suggestions';
import { GOAL_CORPUS, type CorpusGoal } from './corpus/goal-corpus';
import { suggestionProblems } from './suggestion-checks';
import type { SuggestionContext } from './suggestion-provider';

// Every goal of the corpus, answered by the built-in engine and held to the rules of a good suggestion.
// The test prints which kind of goal each answer read and how many fell back to the generic steps.

const NOW = new Date('2026-11-25T09:00:00.000Z');
const DAY_MS = 24 * 60 * 60 * 1000;
/** The generic steps may answer at most this share of the corpus. */
const MAX_FALLBACK_SHARE = 0.1;

function contextOf(goal: CorpusGoal): SuggestionContext {
  return {
    title: goal.title,
    description: goal.description ?? null,
    deadline: new Date(NOW.getTime() + DAYS_LEFT * DAY_MS),
    openSubgoalTitles: [],
    existingTaskTitles: [],
    parentTitles: goal.parent ? [goal.parent] : [],
    siblingTitles: GOAL_CORPUS.filter((other) => goal.parent && other.parent === goal.parent && other !== goal).map((other) => other.title),
    now: NOW,
  };
}

const DAYS_LEFT = 120;
const PERIOD_DAYS: Record<string, number> = { day: 1, week: 7, month: 30.44, year: 365.25 };

/** Numbers with what they count: "$5,000" → [5000, '$'], "24 books" → [24, 'book'], "3 books a month" → [3, 'book', 'month']. */
function amountsIn(text: string): { value: number; unit: string; per: string | null }[] {
  const amounts = [];
  for (const match of text.matchAll(/([$€£])?\s?(\d[\d,]*(?:\.\d+)?)\s?(k\b)?\s*([a-z]+)?(?:\s+(?:a|per)\s+(day|week|month|year))?/gi)) {
    const [, currency, digits = '', thousands, word, per] = match;
    const value = Number(digits.replace(/,/g, '')) * (thousands ? 1000 : 1);
    const unit = currency ?? (word ?? '').toLowerCase().replace(/(?:es|s)$/, '');
    if (unit) amounts.push({ value, unit, per: per?.toLowerCase() ?? null });
  }
  return amounts;
}

/**
 * A suggestion's number for what the goal counts is never above the goal's, and a pace ("3 books a month")
 * kept until the deadline reaches the goal's number without running far past it (a quarter over, for tidy rounding).
 */
function numberProblems(goalTitle: string, suggestion: string): string[] {
  const targets = amountsIn(goalTitle).filter((amount) => amount.per === null);
  const problems: string[] = [];
  for (const amount of amountsIn(suggestion)) {
    const target = targets.find((candidate) => candidate.unit === amount.unit);
    if (!target) continue;
    if (amount.value > target.value) problems.push(`${amount.value} ${amount.unit} is more than the goal's ${target.value}`);
    if (amount.per) {
      const reached = amount.value * (DAYS_LEFT / PERIOD_DAYS[amount.per]!);
      if (reached < target.value * 0.9 || reached > target.value * 1.25 + amount.value) problems.push(`${amount.value} ${amount.unit} a ${amount.per} does not pace ${target.value}`);
    }
  }
  return problems;
}

const answers = GOAL_CORPUS.map((goal) => ({ goal, answer: explainSuggestions(contextOf(goal)) }));

describe(`the built-in suggestions for ${GOAL_CORPUS.length} goals people write`, () => {
  it('the corpus is large and varied enough to mean something', () => {
    expect(GOAL_CORPUS.length).toBeGreaterThanOrEqual(300);
    expect(new Set(GOAL_CORPUS.map((goal) => goal.title)).size).toBe(GOAL_CORPUS.length);
  });

  it('gives every English goal three to eight suggestions that each read right, with numbers true to the goal', () => {
    const failures: string[] = [];
    for (const { goal, answer } of answers) {
      if (goal.language) continue;
      if (answer.titles.length < 3 || answer.titles.length > 8) failures.push(`${goal.title}: ${answer.titles.length} suggestions`);
      for (const title of answer.titles) {
        const problems = [...suggestionProblems(title), ...numberProblems(goal.title, title)];
        if (problems.length > 0) failures.push(`${goal.title} → “${title}”: ${problems.join(', ')}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('answers Spanish, French and German goals in their language, and other languages with none', () => {
    for (const { goal, answer } of answers) {
      if (!goal.language) continue;
      if (goal.language === 'es' || goal.language === 'fr' || goal.language === 'de') {
        expect(answer.language, goal.title).toBe(goal.language);
        expect(answer.titles.length, goal.title).toBeGreaterThanOrEqual(3);
        for (const title of answer.titles) expect(title.length, title).toBeLessThanOrEqual(80);
      } else {
        expect(answer, goal.title).toMatchObject({ intent: 'other-language', titles: [] });
      }
    }
  });

  it('answers at most a tenth of the goals with the generic steps, and says how it read them', () => {
    const byIntent = new Map<string, number>();
    for (const { answer } of answers) byIntent.set(answer.intent, (byIntent.get(answer.intent) ?? 0) + 1);
    const share = (count: number) => `${((100 * count) / answers.length).toFixed(1)}%`;
    const lines = [...byIntent.entries()].sort((a, b) => b[1] - a[1]).map(([intent, count]) => `  ${intent.padEnd(16)} ${String(count).padStart(3)}  ${share(count)}`);
    const fallback = byIntent.get('generic') ?? 0;
    process.stdout.write(`Intents read in the corpus (${answers.length} goals):\n${lines.join('\n')}\nGeneric fallback: ${fallback} of ${answers.length} (${share(fallback)})\n`);
    expect(fallback / answers.length).toBeLessThanOrEqual(MAX_FALLBACK_SHARE);
  });
});

describe('the number check of the corpus test', () => {
  it('catches a pace that overshoots or falls short, and a number above the goal’s', () => {
    expect(numberProblems('Read 24 books this year', 'Read 12 books a month to stay on pace')).not.toEqual([]);
    expect(numberProblems('Read 24 books this year', 'Read 1 book a month')).not.toEqual([]);
    expect(numberProblems('Save $5,000 for a trip', 'Set up an automatic transfer of $6,000 a month')).not.toEqual([]);
    expect(numberProblems('Read 24 books this year', 'Aim for 7 books a month to finish all 24 by March 25')).toEqual([]);
    expect(numberProblems('Save $5,000 for a trip', 'Set up an automatic transfer of $1,250 a month for the trip')).toEqual([]);
  });
});
