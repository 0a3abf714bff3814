import { randomBytes } from 'node:crypto';
import { asc, eq, or, sql } from 'drizzle-orm';
import type { User } from '@shared/schemas/auth';
import type { Database } from '../db/client';
import { passwordCheckKeyPrefixesOf } from '../auth/auth-throttle';
import { hashToken } from '../auth/sessions';
import {
  dailyPlans,
  deletedRecords,
  focusSessions,
  goalEmotions,
  goals,
  pomodoroTimers,
  rateLimits,
  sessions,
  taskSeries,
  todos,
  users,
} from '../db/schema';

/**
 * Every stored row that belongs to one user, straight from the tables, in a fixed order: to prove
 * that a refused request changed nothing, or that a deleted account left nothing behind.
 */
export async function rowsOf(db: Database, user: User) {
  return {
    users: await db.select().from(users).where(eq(users.id, user.id)),
    sessions: await db.select().from(sessions).where(eq(sessions.userId, user.id)).orderBy(asc(sessions.tokenHash)),
    goals: await db.select().from(goals).where(eq(goals.userId, user.id)).orderBy(asc(goals.id)),
    taskSeries: await db.select().from(taskSeries).where(eq(taskSeries.userId, user.id)).orderBy(asc(taskSeries.id)),
    todos: await db.select().from(todos).where(eq(todos.userId, user.id)).orderBy(asc(todos.id)),
    dailyPlans: await db.select().from(dailyPlans).where(eq(dailyPlans.userId, user.id)).orderBy(asc(dailyPlans.id)),
    goalEmotions: await db.select().from(goalEmotions).where(eq(goalEmotions.userId, user.id)).orderBy(asc(goalEmotions.id)),
    focusSessions: await db.select().from(focusSessions).where(eq(focusSessions.userId, user.id)).orderBy(asc(focusSessions.id)),
    pomodoroTimers: await db.select().from(pomodoroTimers).where(eq(pomodoroTimers.userId, user.id)),
    deletedRecords: await db.select().from(deletedRecords).where(eq(deletedRecords.userId, user.id)).orderBy(asc(deletedRecords.id)),
    rateLimits: await db
      .select({ key: rateLimits.key })
      .from(rateLimits)
      .where(or(...passwordCheckKeyPrefixesOf(user).map((prefix) => sql`starts_with(${rateLimits.key}, ${prefix})`)))
      .orderBy(asc(rateLimits.key)),
  };
}

export type UserRows = Awaited<ReturnType<typeof rowsOf>>;

/** How many rows of each table belong to the user. */
export async function rowCountsOf(db: Database, user: User): Promise<Record<keyof UserRows, number>> {
  const rows = await rowsOf(db, user);
  return Object.fromEntries(Object.entries(rows).map(([table, list]) => [table, list.length])) as Record<
    keyof UserRows,
    number
  >;
}

const TABLES_WITH_USER_ID = [
  'sessions',
  'goals',
  'task_series',
  'todos',
  'daily_plans',
  'goal_emotions',
  'focus_sessions',
  'pomodoro_timers',
  'deleted_records',
  'idempotency_keys',
];

/**
 * One short text that changes whenever any stored row of the user changes: cheap enough to
 * take before and after each of hundreds of requests. Sign-in counters are left out: counting
 * refused attempts is their job.
 */
export async function fingerprintOf(db: Database, userId: number): Promise<string> {
  const rowsOfTable = (table: string, owner: string) =>
    sql`(select coalesce(string_agg(md5(t::text), ',' order by md5(t::text)), '') from ${sql.identifier(table)} t
         where ${sql.identifier('t')}.${sql.identifier(owner)} = ${userId})`;
  const parts = [rowsOfTable('users', 'id'), ...TABLES_WITH_USER_ID.map((table) => rowsOfTable(table, 'user_id'))];
  const [row] = await db
    .select({ fingerprint: sql<string>`md5(concat_ws('|', ${sql.join(parts, sql`, `)}))` })
    .from(sql`(select 1) as one`);
  return row?.fingerprint ?? '';
}

/**
 * `count` people straight into the table, with no password anyone could sign in with: a population for the
 * planner to see (a few pages of users), at a fraction of what signing each up costs.
 */
export async function insertPeople(db: Database, count: number): Promise<{ id: number }[]> {
  const run = randomBytes(4).toString('hex');
  return db
    .insert(users)
    .values(Array.from({ length: count }, (_, index) => ({ username: `person-${run}-${index}`, password: 'not a hash' })))
    .returning({ id: users.id });
}

/**
 * A thousand people and `count` live sessions of `userId` straight into the tables, as a small server has: few enough
 * that reading every session looks cheap to the planner, as it did for a join. Answers the sessions' token hashes.
 */
export async function insertPeopleAndSessions(db: Database, userId: number, count = 400): Promise<string[]> {
  await insertPeople(db, 1000);
  const tokenHashes = Array.from({ length: count }, () => hashToken(randomBytes(32).toString('base64url')));
  await db.insert(sessions).values(tokenHashes.map((tokenHash) => ({ tokenHash, userId, expiresAt: new Date(Date.now() + 86_400_000) })));
  return tokenHashes;
}
