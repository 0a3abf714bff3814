import type { SuggestionContext } from '../suggestion-provider';
import { MAX_SUGGESTION_LENGTH, usableSuggestions } from '../suggestion-titles';
import { genericKind, recoveryStep } from './generic-kind';
import { matchKinds, type GoalKind, type KindMatch, type Phase, type Stage, type Timing } from './goal-kinds';
import { KNOWLEDGE_TABLE } from './knowledge-table';
import { definite, quoted, shortenPhrase } from './phrasing';
import { readGoal, type GoalReading } from './read-goal';

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

export function timingOf(deadline: Date, now: Date): Timing {
  const ms = deadline.getTime() - now.getTime();
  if (!Number.isFinite(ms)) return { daysLeft: 0, stage: 'early' };
  const daysLeft = Math.ceil(ms / DAY_MS);
  const stage: Stage = ms < 0 ? 'overdue' : daysLeft <= 7 ? 'final' : daysLeft <= 30 ? 'middle' : 'early';
  return { daysLeft, stage };
}

/** Shorter ways to say the subject, tried in turn when a step would run past 80 characters. */
function subjectVariants(subject: string): string[] {
  if (subject.startsWith('“')) {
    const inner = subject.slice(1, -1).replace(/…$/, '');
    return [subject, quoted(inner, 30), quoted(inner, 20)];
  }
  const afterOf = / of (.+)$/.exec(subject)?.[1];
  const shorter = [...(afterOf ? [definite(afterOf)] : []), shortenPhrase(subject, 32), shortenPhrase(subject, 24)];
  return [...new Set([subject, ...shorter])].filter(Boolean);
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
  type Write = (title: string) => string;
  const [first, second]: [Write, Write] = closing
    ? [(title) => `Finish the key part of ${title} today`, (title) => `Decide what ${title} still needs before the deadline`]
    : [(title) => `Start ${title} with a 25-minute session`, (title) => `List the next three steps for ${title}`];
  return subgoalTitles
    .map((title) => title.trim())
    .filter(Boolean)
    .slice(0, MAX_SUBGOALS)
    .map((title, index) => {
      const write = index === 0 ? first : second;
      const room = MAX_SUGGESTION_LENGTH - write('').length;
      return write(quoted(title, room));
    });
}

/** Puts the second kind's steps third and sixth, so they show without crowding out the main kind. */
function interleave(main: string[], extra: string[]): string[] {
  const merged = [...main];
  extra.slice(0, MAX_SECONDARY_STEPS).forEach((step, index) => merged.splice(2 + index * 3, 0, step));
  return merged;
}

/**
 * The built-in provider's answer: next actions for the goal from the knowledge table, worded with its
 * own title, amounts and deadline, after the next moves on its open subgoals. Pure and deterministic.
 */
export function composeSuggestions(context: SuggestionContext): string[] {
  const reading = readGoal(context.title, context.description);
  const timing = timingOf(context.deadline, context.now);
  const [primary, ...others] = matchKinds(reading, KNOWLEDGE_TABLE);
  const secondary = primary ? others.find((candidate) => isSecondary(candidate, primary)) : undefined;

  const generic = stepsOf(genericKind, reading, timing);
  const main = primary ? stepsOf(primary.kind, reading, timing) : [];
  const extra = secondary ? stepsOf(secondary.kind, reading, timing) : [];
  const reference = genericKind.subject(reading);
  const count = timing.stage === 'early' && timing.daysLeft > FAR_AHEAD_DAYS ? FAR_AHEAD_COUNT : STEP_COUNT[timing.stage];

  const candidates = [
    ...(timing.stage === 'overdue' ? [recoveryStep({ subject: reference, reading, timing })] : []),
    ...subgoalSteps(context.openSubgoalTitles, timing),
    ...interleave(main, extra),
    ...generic,
  ];
  return usableSuggestions(candidates, context.existingTaskTitles, count);
}
