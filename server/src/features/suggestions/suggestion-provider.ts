/** What a provider knows about the goal it suggests tasks for. */
export interface SuggestionContext {
  title: string;
  description: string | null;
  deadline: Date;
  /** Titles of the goal's subgoals that are not complete yet. */
  openSubgoalTitles: string[];
  /** Titles of tasks the goal already has: never suggested again. */
  existingTaskTitles: string[];
  /** The moment "now" for deadline-aware wording; passed in so results are reproducible. */
  now: Date;
}

export interface Suggestions {
  /** Task titles, each a next action starting with a verb. */
  titles: string[];
  /**
   * Set when a stand-in answered because the configured service failed, so the answer is kept only
   * briefly and the service is asked again soon.
   */
  provisional?: boolean;
}

export interface SuggestionProvider {
  suggest(context: SuggestionContext): Promise<Suggestions>;
}
