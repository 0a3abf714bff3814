import type { SuggestionProvider } from './suggestion-provider';

const MAX_SUGGESTION_LENGTH = 80;
const MAX_SUGGESTIONS = 8;
const DAY_MS = 24 * 60 * 60 * 1000;

function fit(text: string): string {
  return text.length <= MAX_SUGGESTION_LENGTH ? text : `${text.slice(0, MAX_SUGGESTION_LENGTH - 1).trimEnd()}…`;
}

/**
 * Offline, deterministic suggestions from the goal's own words. Plain templates for now:
 * the next steps of the goal's open subgoals first, then steps that fit any goal.
 */
export const builtinSuggestionProvider: SuggestionProvider = {
  async suggest(context) {
    const goal = context.title.trim();
    const daysLeft = Math.ceil((context.deadline.getTime() - context.now.getTime()) / DAY_MS);
    const candidates = [
      ...context.openSubgoalTitles.map((subgoal) => `Take the next step on "${subgoal}"`),
      `Write down the first concrete step toward "${goal}"`,
      `Block 25 minutes today to work on "${goal}"`,
      daysLeft <= 7
        ? `List what must be finished before the deadline of "${goal}"`
        : `Break "${goal}" into milestones for the weeks ahead`,
      `Review progress on "${goal}" and note what is blocking it`,
    ];
    const existing = new Set(context.existingTaskTitles.map((title) => title.trim().toLowerCase()));
    const unique = [...new Set(candidates.map(fit))].filter((title) => !existing.has(title.toLowerCase()));
    return unique.slice(0, MAX_SUGGESTIONS);
  },
};
