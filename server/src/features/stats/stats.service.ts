import { sql } from 'drizzle-orm';
import { RECENT_GOALS_LIMIT, STATS_WINDOW_DAYS, ratio, type DashboardStats } from '@shared/domain/dashboard-stats';
import { dayKeysEndingWith, zonedDateKey } from '@shared/domain/zoned-days';
import type { Database } from '../../db/client';
import { perDatabase } from '../../db/per-database';
import { KeptAnswers } from '../../http/kept-answers';

interface Row extends Record<string, unknown> {
  [key: string]: unknown;
}

async function rows<T extends Row>(db: Database, query: ReturnType<typeof sql>): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

const count = (value: unknown) => Number(value ?? 0);
const iso = (value: unknown) => (value instanceof Date ? value : new Date(String(value))).toISOString();

/**
 * The dashboard's figures, aggregated in PostgreSQL so that no list of goals or tasks leaves
 * the database. Agrees with `computeDashboardStats` in shared/ (a test checks it). Day limits
 * are local midnights in `timeZone`, turned into instants by PostgreSQL (daylight saving included),
 * so every filter can use the (user, date) indexes.
 */
export async function dashboardStats(db: Database, userId: number, timeZone: string, now: Date): Promise<DashboardStats> {
  const today = zonedDateKey(now, timeZone);
  const windowDays = dayKeysEndingWith(today, STATS_WINDOW_DAYS);
  const windowStart = sql`(${windowDays[0]}::date)::timestamp at time zone ${timeZone}`;
  const todayStart = sql`(${today}::date)::timestamp at time zone ${timeZone}`;
  const tomorrowStart = sql`(${today}::date + 1)::timestamp at time zone ${timeZone}`;

  const [goalCounts, completions, dueInWindow, workToday, recent] = await Promise.all([
    rows(
      db,
      sql`select
            count(*) filter (where parent_id is null) as main_total,
            count(*) filter (where parent_id is null and progress >= 100) as main_completed,
            count(*) filter (where parent_id is not null and progress < 100) as active_subgoals,
            count(*) filter (where progress < 100 and deadline > ${now}) as upcoming
          from goals where user_id = ${userId}`,
    ),
    rows(
      db,
      sql`select to_char(completed_at at time zone ${timeZone}, 'YYYY-MM-DD') as day, count(*) as completed
          from todo_completions
          where user_id = ${userId} and completed_at >= ${windowStart} and completed_at < ${tomorrowStart}
          group by 1`,
    ),
    rows(
      db,
      sql`select count(*) as total, count(*) filter (where completed) as completed
          from todos
          where user_id = ${userId} and due_date >= ${windowStart} and due_date < ${tomorrowStart} and not skipped`,
    ),
    rows(
      db,
      sql`with recursive tree(root_id, id) as (
            select id, id from goals where user_id = ${userId} and parent_id is null and progress < 100
            union
            select tree.root_id, goals.id from goals join tree on goals.parent_id = tree.id where goals.user_id = ${userId}
          )
          select
            (select count(*) from goals where user_id = ${userId} and parent_id is null and progress < 100) as open_main,
            count(distinct tree.root_id) as with_work
          from tree
          join todos on todos.goal_id = tree.id
          where todos.user_id = ${userId} and todos.due_date >= ${todayStart} and todos.due_date < ${tomorrowStart}
            and not todos.skipped`,
    ),
    rows(
      db,
      sql`select id, title, deadline, progress from goals
          where user_id = ${userId} and parent_id is null
          order by deadline asc, id asc limit ${RECENT_GOALS_LIMIT}`,
    ),
  ]);

  const goalRow = goalCounts[0] ?? {};
  const perDay = new Map(completions.map((row) => [String(row.day), count(row.completed)]));
  const completionsByDay = windowDays.map((date) => ({ date, completed: perDay.get(date) ?? 0 }));
  const due = dueInWindow[0] ?? {};
  const work = workToday[0] ?? {};
  return {
    mainGoals: ratio(count(goalRow.main_completed), count(goalRow.main_total)),
    activeSubgoals: count(goalRow.active_subgoals),
    upcomingDeadlines: count(goalRow.upcoming),
    mainGoalsWithWorkToday: ratio(count(work.with_work), count(work.open_main)),
    completionsByDay,
    completedInWindow: completionsByDay.reduce((sum, day) => sum + day.completed, 0),
    completionRate: ratio(count(due.completed), count(due.total)),
    recentGoals: recent.map((row) => ({
      id: count(row.id),
      title: String(row.title),
      deadline: iso(row.deadline),
      progress: count(row.progress),
    })),
  };
}

/** Figures already worked out, by person, data version, time zone and minute. */
const answersOf = perDatabase(() => new KeptAnswers<DashboardStats>({ max: 5_000, maxBytes: 32 * 2 ** 20, bytesOf: () => 4_096 }));

/**
 * GET /api/stats: `dashboardStats`, from memory while the person's data version is the one their
 * session lookup read (decision 29) and the minute the same: the figures follow from the person's
 * goals and tasks, the time zone and the minute alone.
 */
export function dashboardStatsAnswer(db: Database, userId: number, dataVersion: number, timeZone: string, now: Date): Promise<DashboardStats> {
  return answersOf(db).answer(`${userId}.${dataVersion}.${timeZone}.${now.getTime()}`, () => dashboardStats(db, userId, timeZone, now));
}
