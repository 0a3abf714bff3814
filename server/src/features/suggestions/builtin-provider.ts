import type { SuggestionProvider } from './suggestion-provider';

/**
 * Offline, deterministic suggestions: the goal read against our own table of kinds of goal (languages,
 * running, saving, growing an audience, family, errands…), worded with its own words, subgoals, parent
 * goals and deadline. Goals in Spanish, French and German get general steps in their language; goals in
 * other languages get none, and say so.
 */
export const builtinSuggestionProvider: SuggestionProvider = {
  async suggest(context) {
    const { explainSuggestions } = await import('./builtin/compose-suggestions');
    const answer = explainSuggestions(context);
    return {
      titles: answer.titles,
      source: { kind: 'built-in' },
      ...(answer.intent === 'other-language' && { unsupportedLanguage: true }),
    };
  },
};
