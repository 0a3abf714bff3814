import type { Timing } from './goal-kinds';
import { asYours, definite, fitPhrase, gerund } from './grammar';
import { isProperName } from './proper-names';
import type { GoalReading } from './read-goal';

const DAYS_PER_MONTH = 30.44;

export const weeksLeft = (timing: Timing) => Math.floor(timing.daysLeft / 7);
export const monthsLeft = (timing: Timing) => timing.daysLeft / DAYS_PER_MONTH;

/**
 * A title without a verb is all object, capitalised only because it opens the title: "Daily meditation"
 * becomes "daily meditation", while "AWS exam" and "Japan trip" keep their capitals.
 */
export function lowerFirst(text: string): string {
  const first = /^\p{Lu}\p{Ll}*(?=\s|$)/u.exec(text)?.[0];
  return first && !isProperName(first) ? text.charAt(0).toLowerCase() + text.slice(1) : text;
}

/** Longest verb phrase worth repeating in a step ("improve your golf handicap to 15"). */
const MAX_ACTION_LENGTH = 44;
/** Longest object worth repeating in a step; longer ones lose a trailing clause whole, or are not used. */
const MAX_OBJECT_LENGTH = 36;

/** The goal as something to do: "lose 10 kg", "quit smoking"; null without a leading verb or when too long to repeat. */
export function actionPhrase(reading: GoalReading, max = MAX_ACTION_LENGTH): string | null {
  if (!reading.verb) return null;
  return fitPhrase(asYours(`${reading.verb} ${reading.object}`.trim()), max);
}

/** The goal as an activity: "losing 10 kg", "meditating"; the bare words when there is no verb. */
export function gerundPhrase(reading: GoalReading, max = MAX_ACTION_LENGTH): string | null {
  if (reading.verb) return fitPhrase(asYours(`${gerund(reading.verb)} ${reading.object}`.trim()), max);
  return reading.object ? fitPhrase(asYours(lowerFirst(reading.object)), max) : null;
}

/** The goal's object as a definite noun phrase ("a novel" → "the novel"), or the fallback. */
export function objectSubject(reading: GoalReading, fallback: string, max = MAX_OBJECT_LENGTH): string {
  const object = fitPhrase(asYours(lowerFirst(reading.object)), max);
  return object ? definite(object) : fallback;
}
