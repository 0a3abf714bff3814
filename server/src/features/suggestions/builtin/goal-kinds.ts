import type { GoalReading } from './read-goal';

/** Where a step belongs in the life of a goal. */
export type Phase = 'start' | 'build' | 'finish';

/** How close the deadline is, which decides how many steps and which phases come first. */
export type Stage = 'early' | 'middle' | 'final' | 'overdue';

export interface Timing {
  /** Whole days until the deadline, counting a part day as one; 0 or less once it has passed. */
  daysLeft: number;
  stage: Stage;
  /** 'March 25': the deadline's day, for steps that name it. */
  deadlineText: string;
}

export interface StepInput {
  /** What the kind calls the goal's focus: "Spanish", "the half marathon", "the novel". */
  subject: string;
  reading: GoalReading;
  timing: Timing;
}

/** A task title template; null when the goal lacks what it needs (an amount, a destination…). */
export type Step = readonly [Phase, (input: StepInput) => string | null];

/** One entry of the knowledge table: a common kind of goal and the next actions that suit it. */
export interface GoalKind {
  id: string;
  /** Lower-case words or phrases that point to this kind; plural forms match too. */
  keywords: readonly string[];
  /** Leading verbs that strengthen a keyword match but never make one alone ("Run a bakery" is no race). */
  verbs?: readonly string[];
  /** Claims goals by their shape rather than their words: any "Learn X" for the skill kind, "Save …" for saving. */
  claims?: (reading: GoalReading) => boolean;
  subject: (reading: GoalReading) => string;
  steps: readonly Step[];
  /**
   * May add a step or two beside another kind when the goal also names it ("Save $5,000 for a trip" is
   * saving first, travel second). Kinds whose words often appear in passing stay out.
   */
  secondary?: boolean;
}

export interface KindMatch {
  kind: GoalKind;
  score: number;
  /** The keywords that matched, so a second kind is only added for something the first did not explain. */
  matched: string[];
  /** Whether the title itself points to the kind (a keyword or its shape), not just the description. */
  byTitle: boolean;
}

/** Whether the padded word text contains the phrase, alone or as a plural. */
export function mentions(text: string, phrase: string): boolean {
  return text.includes(` ${phrase} `) || text.includes(` ${phrase}s `) || text.includes(` ${phrase}es `);
}

/** The first of the phrases the text mentions, if any. */
export function firstMentioned<T extends string>(text: string, phrases: readonly T[]): T | undefined {
  return phrases.find((phrase) => mentions(text, phrase));
}

const TITLE_WEIGHT = 3;
const DESCRIPTION_WEIGHT = 1;
const VERB_BONUS = 2;
const CLAIM_SCORE = 2;

/** Scores every kind for the goal; the best first, ties in table order. Kinds that don't match are left out. */
export function matchKinds(reading: GoalReading, table: readonly GoalKind[]): KindMatch[] {
  const matches: KindMatch[] = [];
  for (const kind of table) {
    const inTitle = kind.keywords.filter((keyword) => mentions(reading.titleText, keyword));
    const inDescription = kind.keywords.filter((keyword) => !inTitle.includes(keyword) && mentions(reading.descriptionText, keyword));
    const claimed = kind.claims?.(reading) ?? false;
    // Counted once each however many keywords match: "for my trip to Madrid" must not outweigh "Learn Spanish".
    let score = (inTitle.length > 0 ? TITLE_WEIGHT : 0) + (inDescription.length > 0 ? DESCRIPTION_WEIGHT : 0) + (claimed ? CLAIM_SCORE : 0);
    const matched = [...inTitle, ...inDescription];
    const byTitle = inTitle.length > 0 || claimed;
    if (score > 0 && reading.verb && kind.verbs?.includes(reading.verb)) score += VERB_BONUS;
    if (score > 0) matches.push({ kind, score, matched, byTitle });
  }
  // Array.prototype.sort is stable, so equal scores keep the table's order.
  return matches.sort((a, b) => b.score - a.score);
}
