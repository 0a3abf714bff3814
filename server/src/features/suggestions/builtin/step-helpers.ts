import type { Timing } from './goal-kinds';
import { definite, shortenPhrase } from './phrasing';
import { isProperName } from './proper-names';
import type { GoalReading } from './read-goal';
import { gerund } from './verb-forms';

const DAYS_PER_MONTH = 30.44;

export const weeksLeft = (timing: Timing) => Math.floor(timing.daysLeft / 7);
export const monthsLeft = (timing: Timing) => timing.daysLeft / DAYS_PER_MONTH;

/**
 * A title without a verb is all object, capitalised only because it opens the title: "Daily meditation"
 * becomes "daily meditation", while "AWS exam" and "Japan trip" keep their capitals.
 */
function lowerFirst(text: string): string {
  const first = /^\p{Lu}\p{Ll}*(?=\s|$)/u.exec(text)?.[0];
  return first && !isProperName(first) ? text.charAt(0).toLowerCase() + text.slice(1) : text;
}

/** Task titles speak to the person: "Update my CV" becomes "update your CV" inside a suggestion. */
export function asYours(phrase: string): string {
  return phrase.replace(/\bmy\b/g, 'your').replace(/\bMy\b/g, 'Your').replace(/\bmyself\b/gi, 'yourself').replace(/\bmine\b/gi, 'yours');
}

/** The goal as something to do: "lose 10 kg", "quit smoking"; null without a leading verb. */
export function actionPhrase(reading: GoalReading): string | null {
  return reading.verb ? asYours(`${reading.verb} ${reading.object}`.trim()) : null;
}

/** The goal as an activity: "losing 10 kg", "meditating"; the bare words when there is no verb. */
export function gerundPhrase(reading: GoalReading): string | null {
  if (reading.verb) return asYours(`${gerund(reading.verb)} ${reading.object}`.trim());
  return reading.object ? asYours(lowerFirst(reading.object)) : null;
}

/** Longest object worth repeating in a step; longer ones lose their trailing clause ("… and find an agent"). */
const MAX_OBJECT_LENGTH = 36;

/** The goal's object as a definite noun phrase ("a novel" → "the novel"), or the fallback. */
export function objectSubject(reading: GoalReading, fallback: string): string {
  const object = shortenPhrase(asYours(lowerFirst(reading.object)), MAX_OBJECT_LENGTH);
  return object ? definite(object) : fallback;
}
