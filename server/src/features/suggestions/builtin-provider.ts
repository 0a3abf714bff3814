import { composeSuggestions } from './builtin/compose-suggestions';
import type { SuggestionProvider } from './suggestion-provider';

/**
 * Offline, deterministic suggestions: the goal read against our own table of common goal kinds
 * (languages, running, saving, shipping software…), worded with its title, subgoals and deadline.
 */
export const builtinSuggestionProvider: SuggestionProvider = {
  async suggest(context) {
    return { titles: composeSuggestions(context) };
  },
};
