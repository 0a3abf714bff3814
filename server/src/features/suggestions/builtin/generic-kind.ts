import type { GoalKind, StepInput } from './goal-kinds';
import { quoted } from './phrasing';
import { actionPhrase } from './step-helpers';

/** Longest "learn to play the guitar"-style phrase worth repeating inside a suggestion. */
const MAX_ACTION_LENGTH = 40;
/** Longest quoted title inside a suggestion, so every template below fits in 80 characters. */
const MAX_REFERENCE_LENGTH = 40;

const shortAction = ({ reading }: StepInput) => {
  const action = actionPhrase(reading);
  return action && reading.object && action.length <= MAX_ACTION_LENGTH ? action : null;
};

/**
 * Steps that fit any goal, naming it by its title: the whole answer for a goal no kind explains,
 * and the reserve that keeps every answer at three suggestions or more.
 */
export const genericKind: GoalKind = {
  id: 'generic',
  keywords: [],
  subject: (reading) => quoted(reading.title || 'this goal', MAX_REFERENCE_LENGTH),
  steps: [
    ['start', ({ subject }) => `Write down what done looks like for ${subject}`],
    ['start', (input) => {
      const action = shortAction(input);
      return action ? `List the first three steps to ${action}` : `List the first three steps toward ${input.subject}`;
    }],
    ['start', ({ subject, timing }) =>
      timing.daysLeft > 14 ? `Set a first milestone for ${subject}, due in ${Math.round(timing.daysLeft / 4)} days` : null],
    ['start', (input) => {
      const action = shortAction(input);
      return action ? `Gather what you need to ${action}` : `Gather what you need for ${input.subject}`;
    }],
    ['start', ({ subject }) => `Ask someone who has done it for one tip on ${subject}`],
    ['build', ({ subject }) => `Spend 25 focused minutes on the next step of ${subject}`],
    ['build', ({ subject }) => `Do the smallest next step on ${subject} today`],
    ['build', ({ subject }) => `Review progress on ${subject} and note one blocker`],
    ['finish', ({ subject }) => `List what's left on ${subject} before the deadline`],
    ['finish', ({ subject }) => `Cut one nice-to-have so ${subject} is done on time`],
    ['finish', ({ subject }) => `Finish the one step that moves ${subject} forward most`],
  ],
};

/** Leads the list once the deadline has passed: a plan needs a date it can still meet. */
export const recoveryStep = ({ subject }: StepInput) => `Set a new, realistic deadline for ${subject}`;
