/** What a provider knows about the goal it suggests tasks for. */
export interface SuggestionContext {
  title: string;
  description: string | null;
  deadline: Date;
  /** Titles of the goal's subgoals that are not complete yet. */
  openSubgoalTitles: string[];
  /** Titles of tasks the goal already has: never suggested again. */
  existingTaskTitles: string[];
  /** Titles of the goals above it, the nearest first: what a subgoal is part of. */
  parentTitles: string[];
  /** Titles of the other goals under the same parent. */
  siblingTitles: string[];
  /** The moment "now" for deadline-aware wording; passed in so results are reproducible. */
  now: Date;
}

/** Who wrote an answer: the built-in engine, or the named model of the configured service. */
export type SuggestionSource = { kind: 'built-in' } | { kind: 'model'; model: string };

export interface Suggestions {
  /** Task titles, each a next action starting with a verb. */
  titles: string[];
  source: SuggestionSource;
  /** Set when there is nothing to suggest because the goal is in a language the built-in engine doesn't write. */
  unsupportedLanguage?: boolean;
  /**
   * Set when a stand-in answered because the configured service failed, so the answer is kept only
   * briefly and the service is asked again soon.
   */
  provisional?: boolean;
}

export interface SuggestionProvider {
  suggest(context: SuggestionContext): Promise<Suggestions>;
}
