import type { SuggestionContext } from '../suggestion-provider';
import { MAX_SUGGESTION_LENGTH, usableSuggestions } from '../suggestion-titles';
import { genericKind, recoveryStep } from './generic-kind';
import { matchKinds, type GoalKind, type KindMatch, type Phase, type Stage, type Timing } from './goal-kinds';
import { KNOWLEDGE_TABLE } from './knowledge-table';
import { asYours, definite, fitPhrase } from './grammar';
import { detectLanguage, type GoalLanguage } from './language';
import { isWritten, stepsInLanguage } from './other-languages';
import { readGoal, type GoalReading } from './read-goal';
import { actionPhrase, lowerFirst } from './step-helpers';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Fewer, more pressing steps as the deadline nears: a long list is no help with days to go. */
const STEP_COUNT: Record<Stage, number> = { early: 7, middle: 6, final: 4, overdue: 4 };
const FAR_AHEAD_DAYS = 90;
const FAR_AHEAD_COUNT = 8;

/** Which phases lead at each stage: starting steps early on, finishing steps near the deadline. */
const PHASE_ORDER: Record<Stage, readonly Phase[]> = {
  early: ['start', 'build', 'finish'],
  middle: ['build', 'start', 'finish'],
  final: ['finish', 'build'],
  overdue: ['finish', 'build'],
};

const MAX_SUBGOALS = 2;
const MAX_SECONDARY_STEPS = 2;

const DEADLINE_FORMAT = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', timeZone: 'UTC' });

export function timingOf(deadline: Date, now: Date): Timing {
  const ms = deadline.getTime() - now.getTime();
  if (!Number.isFinite(ms)) return { daysLeft: 0, stage: 'early', deadlineText: 'the deadline' };
  const daysLeft = Math.ceil(ms / DAY_MS);
  const stage: Stage = ms < 0 ? 'overdue' : daysLeft <= 7 ? 'final' : daysLeft <= 30 ? 'middle' : 'early';
  return { daysLeft, stage, deadlineText: DEADLINE_FORMAT.format(deadline) };
}

/** Shorter ways to say the subject, tried in turn when a step would run past 80 characters: whole phrases only. */
function subjectVariants(subject: string): string[] {
  const afterOf = / of (.+)$/.exec(subject)?.[1];
  const shorter = [...(afterOf ? [definite(afterOf)] : []), fitPhrase(subject, 32), fitPhrase(subject, 24)];
  return [...new Set([subject, ...shorter])].filter((variant): variant is string => Boolean(variant));
}

/** The kind's steps for this goal, leading phases first, each at most 80 characters. */
function stepsOf(kind: GoalKind, reading: GoalReading, timing: Timing): string[] {
  const variants = subjectVariants(kind.subject(reading));
  const texts: string[] = [];
  for (const phase of PHASE_ORDER[timing.stage]) {
    for (const [stepPhase, write] of kind.steps) {
      if (stepPhase !== phase) continue;
      for (const subject of variants) {
        const text = write({ subject, reading, timing });
        if (text === null) break;
        if (text.length <= MAX_SUGGESTION_LENGTH) {
          texts.push(text);
          break;
        }
      }
    }
  }
  return texts;
}

/**
 * A second kind earns a place only when the title itself names it and for something the first did not
 * already explain: a city in the description is no reason to plan a trip.
 */
function isSecondary(candidate: KindMatch, primary: KindMatch): boolean {
  if (!candidate.kind.secondary || !candidate.byTitle || candidate.kind === primary.kind) return false;
  if (candidate.matched.length === 0) return true;
  return candidate.matched.some((keyword) => !primary.matched.includes(keyword));
}

/** The next move on each open subgoal, the first ones first: they are the person's own plan. */
function subgoalSteps(subgoalTitles: readonly string[], timing: Timing): string[] {
  const closing = timing.stage === 'final' || timing.stage === 'overdue';
  return subgoalTitles
    .map((title) => readGoal(title, null))
    .slice(0, MAX_SUBGOALS)
    .map((subgoal, index) => {
      const action = actionPhrase(subgoal, 40);
      const thing = fitPhrase(asYours(lowerFirst(subgoal.title)), 40);
      if (action) {
        if (closing) return index === 0 ? `Finish what's left today to ${action}` : `Decide what it still takes to ${action}`;
        return index === 0 ? `Block 25 minutes today to ${action}` : `List the next three steps to ${action}`;
      }
      if (!thing) return null;
      return index === 0 ? `Take the first step on ${definite(thing)} today` : `List the next three steps for ${definite(thing)}`;
    })
    .filter((step): step is string => step !== null);
}

/** Puts the second kind's steps third and sixth, so they show without crowding out the main kind. */
function interleave(main: string[], extra: string[]): string[] {
  const merged = [...main];
  extra.slice(0, MAX_SECONDARY_STEPS).forEach((step, index) => merged.splice(2 + index * 3, 0, step));
  return merged;
}

/** The built-in answer and how it was reached: the kind of goal it read ('generic' for none) and the goal's language. */
export interface BuiltinAnswer {
  titles: string[];
  intent: string;
  language: GoalLanguage;
  /** Whether the kind came from the goals around it rather than the goal's own words. */
  fromContext: boolean;
}

/**
 * The kind a goal's own words point to; else the one its parent goals point to (nearest first), then its
 * sibling goals together, then its tasks: "Build base mileage" under "Run a half marathon" is about running.
 */
function kindInContext(
  reading: GoalReading,
  ownMatches: readonly KindMatch[],
  context: SuggestionContext,
): { match: KindMatch; reading: GoalReading; fromContext: boolean } | null {
  const [own] = ownMatches;
  if (own) return { match: own, reading, fromContext: false };
  const around = [...context.parentTitles, context.siblingTitles.join(', '), context.existingTaskTitles.join(', ')].filter((text) => text.trim() !== '');
  for (const text of around) {
    const aroundReading = readGoal(text, null);
    const [match] = matchKinds(aroundReading, KNOWLEDGE_TABLE);
    if (match) return { match, reading: aroundReading, fromContext: true };
  }
  return null;
}

/**
 * The built-in provider's answer: next actions for the goal from the knowledge table, worded with its
 * own words, amounts and deadline, after the next moves on its open subgoals. Pure and deterministic.
 */
export function explainSuggestions(context: SuggestionContext): BuiltinAnswer {
  const language = detectLanguage(`${context.title} ${context.description ?? ''}`);
  const timing = timingOf(context.deadline, context.now);
  const count = timing.stage === 'early' && timing.daysLeft > FAR_AHEAD_DAYS ? FAR_AHEAD_COUNT : STEP_COUNT[timing.stage];
  if (language === 'other') return { titles: [], intent: 'other-language', language, fromContext: false };
  if (isWritten(language)) {
    const titles = usableSuggestions(stepsInLanguage(language, timing.stage, count), context.existingTaskTitles, count);
    return { titles, intent: 'generic', language, fromContext: false };
  }

  const reading = readGoal(context.title, context.description);
  const ownMatches = matchKinds(reading, KNOWLEDGE_TABLE);
  const found = kindInContext(reading, ownMatches, context);
  const primary = found?.match;
  const others = found && !found.fromContext ? ownMatches.slice(1) : [];
  const secondary = primary ? others.find((candidate) => isSecondary(candidate, primary)) : undefined;

  const generic = stepsOf(genericKind, reading, timing);
  const main = primary && found ? stepsOf(primary.kind, found.reading, timing) : [];
  const extra = secondary ? stepsOf(secondary.kind, reading, timing) : [];
  // A subgoal's own next move comes first when its kind was read from the goals around it.
  const own = found?.fromContext ? generic.slice(0, 1) : [];

  const candidates = [
    ...(timing.stage === 'overdue' ? [recoveryStep()] : []),
    ...subgoalSteps(context.openSubgoalTitles, timing),
    ...own,
    ...interleave(main, extra),
    ...generic,
  ];
  return {
    titles: usableSuggestions(candidates, context.existingTaskTitles, count),
    intent: primary?.kind.id ?? 'generic',
    language,
    fromContext: found?.fromContext ?? false,
  };
}
