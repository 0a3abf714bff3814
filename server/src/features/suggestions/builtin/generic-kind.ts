import type { GoalKind, StepInput } from './goal-kinds';
import { actionPhrase } from './step-helpers';

/**
 * Steps that fit any goal: the whole answer for a goal no kind explains, and the reserve that keeps every
 * answer at three suggestions or more. They name the goal by what it acts on ("the kitchen", "your CV") or
 * by what it asks ("to improve your golf handicap to 15"), never by quoting its title, and say "this goal"
 * when its words can't be fitted in whole.
 */
const THIS_GOAL = 'this goal';

/** "to improve your posture" or, without a usable verb phrase, "toward this goal". */
const toward = ({ reading }: StepInput) => {
  const action = actionPhrase(reading);
  return action ? `to ${action}` : `toward ${THIS_GOAL}`;
};

export const genericKind: GoalKind = {
  id: 'generic',
  keywords: [],
  subject: () => THIS_GOAL,
  steps: [
    ['start', (input) => `List the first three steps ${toward(input)}`],
    ['start', () => 'Write down in one sentence what done looks like'],
    ['start', (input) => `Gather what you need ${toward(input)}`],
    ['start', ({ timing }) => (timing.daysLeft > 14 ? 'Set a first milestone halfway to the deadline and put it in your calendar' : null)],
    ['start', (input) => `Ask someone who has done it for one tip ${toward(input)}`],
    ['build', (input) => `Spend 25 focused minutes today on the next step ${toward(input)}`],
    ['build', () => 'Do the smallest next step today, even if it takes five minutes'],
    ['build', () => 'Review your progress this week and note one blocker'],
    ['finish', () => "List what's left before the deadline and cut one nice-to-have"],
    ['finish', (input) => `Finish the one step that matters most ${toward(input)}`],
  ],
};

/** Leads the list once the deadline has passed: a plan needs a date it can still meet. */
export const recoveryStep = () => 'Set a new, realistic deadline for this goal';
