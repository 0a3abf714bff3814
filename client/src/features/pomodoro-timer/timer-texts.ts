import type { TimerMode } from '@shared/domain/pomodoro-timer';

export const MODE_LABELS: Record<TimerMode, string> = {
  pomodoro: 'Pomodoro',
  shortBreak: 'Short Break',
  longBreak: 'Long Break',
};

/** What the mini timer's badge and notifications call each period. */
export const MODE_SHORT_LABELS: Record<TimerMode, string> = {
  pomodoro: 'Focus',
  shortBreak: 'Short break',
  longBreak: 'Long break',
};

/** A few lines of encouragement for each mode: the day's when the page opens, one at random when the mode changes. */
export const MODE_QUOTES: Record<TimerMode, readonly string[]> = {
  pomodoro: [
    'One task, one timer. Everything else can wait 25 minutes.',
    'Small steps, taken daily, are how big goals get done.',
    'Start before you feel ready; momentum does the rest.',
    'Focus is a choice you make again every minute.',
    'Done a little today beats perfect some other day.',
  ],
  shortBreak: [
    'Stand up, stretch, look at something far away.',
    'A short rest now keeps the next session sharp.',
    'Breathe out. You earned these minutes.',
    'Refill your water. Your brain will thank you.',
  ],
  longBreak: [
    'Four sessions done. Take a real break: walk, eat, rest.',
    'Step away properly; the work will be clearer when you return.',
    'Rest is part of the plan, not a break from it.',
  ],
};

/** The line of `quotes` for `date`'s day in the device's zone: each day the next one. */
export function quoteOfTheDay(quotes: readonly string[], date: Date): string {
  const day = Math.floor((date.getTime() - date.getTimezoneOffset() * 60_000) / 86_400_000);
  return quotes[day % quotes.length] as string;
}

/** A line of `quotes` at random. */
export const randomQuote = (quotes: readonly string[]): string => quotes[Math.floor(Math.random() * quotes.length)] as string;

/** What a finished period says: the toast, and the notification when the tab is hidden. */
export function completionMessage(finished: TimerMode, next: TimerMode): { title: string; description: string } {
  if (finished === 'pomodoro') {
    return {
      title: 'Great job!',
      description: `Focus session complete. Time for a ${next === 'longBreak' ? 'long' : 'short'} break.`,
    };
  }
  return { title: 'Focus time!', description: 'Break is over. Ready for the next session?' };
}

/** The toast for periods that ended while the person was away (the page closed, the laptop asleep). */
export function awayMessage(focusSessions: number): { title: string; description: string } {
  if (focusSessions === 0) return { title: 'Break finished while you were away', description: 'Ready for the next session?' };
  if (focusSessions === 1) return { title: 'Focus session finished while you were away', description: 'Great job! It has been counted.' };
  return { title: `${focusSessions} focus sessions finished while you were away`, description: 'Great job! They have been counted.' };
}

/** Shown when another device changed the timer first and the person's own change did not apply. */
export const LOST_CHANGE_MESSAGE = {
  title: 'The timer was changed on another device',
  description: 'Your last change was not applied; the timer shows the other device’s.',
};
