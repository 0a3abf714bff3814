// What full-text search reads of each table (decision 21). The GIN indexes of schema.ts are on these
// very expressions, and a query must spell them the same way for PostgreSQL to use them.
import { sql, type SQL } from 'drizzle-orm';

/**
 * The GIN indexes take each change at once rather than in a pending list that every search reads
 * through until a vacuum merges it: a planner's writes are single rows, and its searches come per key.
 */
export const SEARCH_INDEX_OPTIONS = { fastupdate: false };

/**
 * Except a day's notes: saved as they are typed, each save of hundreds of words put an entry for every word
 * into the index at once, half of a save's time in the database. Their new entries wait in a pending list of
 * at most 128 kB (16 pages) that the save which fills it merges in one go; a search reads through no more than
 * that, and measured no slower (decision 13).
 */
export const NOTES_SEARCH_INDEX_OPTIONS = { fastupdate: true, gin_pending_list_limit: 128 };

/** The text search configuration: 'simple' lower-cases and splits words in any language, and stems none. */
export const SEARCH_CONFIG = 'simple';

/**
 * A day's notes run to hundreds of words, and parsing them is most of what ranking a search's matches costs
 * (200 days' notes, 8–13 ms), so the parsed words are a stored column of daily_plans, computed on each save.
 * Titles and descriptions are short: their documents are computed where read, which keeps Undo's row copies
 * and the export as they were.
 */
export const NOTES_SEARCH_DOCUMENT = sql.raw(`to_tsvector('${SEARCH_CONFIG}', notes)`);

/** A title (weight A, ranks first) and a body (weight B), as one document; `alias` is the table's, or none in an index. */
const titled = (title: string, body: string) => (alias = '') =>
  sql.raw(
    `(setweight(to_tsvector('${SEARCH_CONFIG}', ${alias}${title}), 'A') || setweight(to_tsvector('${SEARCH_CONFIG}', coalesce(${alias}${body}, '')), 'B'))`,
  );

export const SEARCH_DOCUMENTS: Record<'goals' | 'todos' | 'dailyPlans' | 'goalEmotions', (alias?: string) => SQL> = {
  goals: titled('title', 'description'),
  todos: titled('title', 'description'),
  dailyPlans: (alias = '') => sql.raw(`${alias}search_document`),
  goalEmotions: titled('emotion', 'notes'),
};
