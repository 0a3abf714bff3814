import { z } from 'zod';
import { SEARCH_QUERY_MAX_LENGTH } from '../domain/search-query';
import { typedTextSchema } from './common';

/** GET /api/search?q=: the person's goals, tasks, daily notes and feelings that match, best first. */
export const searchQuerySchema = z.object({
  q: typedTextSchema('Type something to search for')
    .trim()
    .min(1, 'Type something to search for')
    .max(SEARCH_QUERY_MAX_LENGTH, `Search for at most ${SEARCH_QUERY_MAX_LENGTH} characters`),
});
export type SearchQuery = z.infer<typeof searchQuerySchema>;

const common = {
  /** A few words around the match, the matched words between the marks; null when only the title matched. */
  snippet: z.string().nullable(),
};

export const searchResultSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('goal'), id: z.number().int(), title: z.string(), progress: z.number().int(), ...common }),
  z.object({
    kind: z.literal('task'),
    id: z.number().int(),
    title: z.string(),
    /** ISO 8601 */
    dueDate: z.string(),
    completed: z.boolean(),
    ...common,
  }),
  /** A day's notes of the daily plan. */
  z.object({ kind: z.literal('note'), date: z.string(), ...common }),
  /** A feeling logged on a goal. */
  z.object({
    kind: z.literal('feeling'),
    id: z.number().int(),
    goalId: z.number().int(),
    emotion: z.string(),
    /** ISO 8601 */
    createdAt: z.string(),
    ...common,
  }),
]);
export type SearchResult = z.infer<typeof searchResultSchema>;

/** At most this many of each kind, and this many in all. */
export const SEARCH_LIMITS = { perKind: 10, total: 25 } as const;
export const searchResultListSchema = z.array(searchResultSchema);
