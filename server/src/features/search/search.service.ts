// Full-text search over the person's own goals, tasks, daily notes and feelings. docs/decisions/0021.
import { sql, type SQL } from 'drizzle-orm';
import { searchQueryParts } from '@shared/domain/search-query';
import { SNIPPET_MARK_END, SNIPPET_MARK_START } from '@shared/domain/search-query';
import { SEARCH_LIMITS, type SearchResult } from '@shared/schemas/search';
import type { Database } from '../../db/client';
import { executeRows } from '../../db/execute';
import { isoTimestamp } from '../../db/raw-query';
import { SEARCH_CONFIG, SEARCH_DOCUMENTS } from '../../db/search-documents';

interface HitRow {
  kind: SearchResult['kind'];
  id: number;
  title: string | null;
  progress: number | null;
  completed: boolean | null;
  goalId: number | null;
  day: string | null;
  at: string | null;
  snippet: string | null;
}

/** The tsquery of the search text, or null when it holds no word to look for. */
function tsqueryOf(text: string): SQL | null {
  const { websearch, prefix } = searchQueryParts(text);
  const whole = websearch === null ? null : sql`websearch_to_tsquery(${SEARCH_CONFIG}::regconfig, ${websearch})`;
  const started = prefix === null ? null : sql`to_tsquery(${SEARCH_CONFIG}::regconfig, ${`${prefix}:*`})`;
  if (whole && started) return sql`(${whole} && ${started})`;
  return whole ?? started;
}

/** How many of each kind's newest matches are ranked. */
const CANDIDATES = 200;

/** A few words around the first match, the matched words between the marks. */
const HEADLINE_OPTIONS = `StartSel=${SNIPPET_MARK_START}, StopSel=${SNIPPET_MARK_END}, MaxWords=16, MinWords=6, ShortWord=1, MaxFragments=1, FragmentDelimiter=" … "`;

/**
 * The best matches, at most `SEARCH_LIMITS.perKind` of each kind and `total` in all, by rank (a match in
 * a title before one in a body, more matches before fewer), the newest first among equals; of a kind
 * with more than `CANDIDATES` matches, the newest of them are ranked. Each kind is
 * found through its GIN index and scoped to the person in the same statement; snippets are made for
 * the few rows answered only.
 */
export async function search(db: Database, userId: number, text: string): Promise<SearchResult[]> {
  const query = tsqueryOf(text);
  if (query === null) return [];
  const { perKind, total } = SEARCH_LIMITS;
  const goal = SEARCH_DOCUMENTS.goals('g.');
  const task = SEARCH_DOCUMENTS.todos('t.');
  const note = SEARCH_DOCUMENTS.dailyPlans('p.');
  const feeling = SEARCH_DOCUMENTS.goalEmotions('e.');
  // Each kind ranks its newest CANDIDATES matches at most: a two-letter prefix can match thousands of
  // rows, and ranking reads each one's words again. Those newest are picked by sorting every match, so the
  // candidates carry only the columns answered and ranked: narrow rows sort faster (decision 21).
  const rows = await executeRows<HitRow>(
    db,
    sql`with q as (select ${query} as query),
      goal_hits as (select g.id, g.title, g.description, g.progress, g.deadline, q.query
        from goals g, q where g.user_id = ${userId} and ${goal} @@ q.query order by g.deadline desc limit ${CANDIDATES}),
      task_hits as (select t.id, t.title, t.description, t.completed, t.due_date, q.query
        from todos t, q where t.user_id = ${userId} and ${task} @@ q.query order by t.due_date desc limit ${CANDIDATES}),
      note_hits as (select p.id, p.notes, p.search_document, p.date, q.query
        from daily_plans p, q where p.user_id = ${userId} and ${note} @@ q.query order by p.date desc limit ${CANDIDATES}),
      feeling_hits as (select e.id, e.emotion, e.notes, e.goal_id, e.created_at, q.query
        from goal_emotions e, q where e.user_id = ${userId} and ${feeling} @@ q.query order by e.created_at desc limit ${CANDIDATES}),
      hits as (
        (select 'goal' as kind, g.id, g.title, g.description as body, g.progress, null::boolean as completed, null::int as goal_id,
            null::text as day, null::timestamptz as at, ts_rank_cd(${goal}, g.query) as rank
          from goal_hits g order by rank desc, g.id desc limit ${perKind})
        union all
        (select 'task', t.id, t.title, t.description, null, t.completed, null, null, t.due_date, ts_rank_cd(${task}, t.query) as rank
          from task_hits t order by rank desc, t.due_date desc limit ${perKind})
        union all
        (select 'note', p.id, null, p.notes, null, null, null, p.date, null, ts_rank_cd(${note}, p.query) as rank
          from note_hits p order by rank desc, p.date desc limit ${perKind})
        union all
        (select 'feeling', e.id, e.emotion, e.notes, null, null, e.goal_id, null, e.created_at, ts_rank_cd(${feeling}, e.query) as rank
          from feeling_hits e order by rank desc, e.created_at desc limit ${perKind})
        order by rank desc, at desc nulls last, day desc nulls last
        limit ${total}
      )
      select h.kind, h.id, h.title, h.progress, h.completed, h.goal_id as "goalId", h.day,
        ${sql.raw(isoTimestamp('h.at'))} as at,
        case when to_tsvector(${SEARCH_CONFIG}::regconfig, coalesce(h.body, '')) @@ q.query
          then ts_headline(${SEARCH_CONFIG}::regconfig, h.body, q.query, ${HEADLINE_OPTIONS}) end as snippet
      from hits h, q
      order by h.rank desc, h.at desc nulls last, h.day desc nulls last`,
  );
  return rows.map(toResult);
}

function toResult(row: HitRow): SearchResult {
  switch (row.kind) {
    case 'goal':
      return { kind: 'goal', id: row.id, title: row.title!, progress: row.progress!, snippet: row.snippet };
    case 'task':
      return { kind: 'task', id: row.id, title: row.title!, dueDate: row.at!, completed: row.completed!, snippet: row.snippet };
    case 'note':
      return { kind: 'note', date: row.day!, snippet: row.snippet };
    case 'feeling':
      return { kind: 'feeling', id: row.id, goalId: row.goalId!, emotion: row.title!, createdAt: row.at!, snippet: row.snippet };
  }
}
