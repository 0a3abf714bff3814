// Demo and benchmark data: one heavy user with years of history and many light users.
// Rows go in with multi-row inserts in chunks, so 20,000 tasks take seconds, on PGlite or PostgreSQL.
import { and, eq, gte, inArray, isNotNull, lte } from 'drizzle-orm';
import { habitProgress, type HabitProgressTask } from '@shared/domain/habit-progress';
import { occurrenceDates, occurrenceDueInstant, OCCURRENCE_WINDOW_DAYS } from '@shared/domain/recurrence';
import type { OccurrenceState } from '@shared/domain/habit-streaks';
import type { Priority } from '@shared/schemas/todos';
import { hashPassword } from '../../server/src/auth/passwords';
import type { Database } from '../../server/src/db/client';
import { rawQueryOf } from '../../server/src/db/raw-query';
import { dailyPlans, goalEmotions, goals, taskSeries, todos, users } from '../../server/src/db/schema';
import { seedPeople, type PeopleOptions, type SeededPeople, type SeededPerson } from './people';
import { createRandom, type Random } from './random';
import { EMOTIONS, habitTitle, mainGoalTitle, planNotes, shortDescription, subgoalTitle, taskTitle } from './texts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Rows per INSERT: 1,000 tasks of 13 columns stay far below PostgreSQL's 65,535 parameters. */
const CHUNK_ROWS = 1000;

export interface HeavyUserOptions {
  username?: string;
  goals?: number;
  /** Deepest nesting, counting the main goal as level 1. */
  maxDepth?: number;
  tasks?: number;
  /** Tasks are due from this many days ago ... */
  pastDays?: number;
  /** ... up to this many days ahead. */
  futureDays?: number;
  /** Daily plans for this many days, ending today. */
  planDays?: number;
  emotions?: number;
  /** Recurring tasks still going, each with its occurrences from `seriesDays` ago through the window ahead. */
  series?: number;
  seriesDays?: number;
}

export interface SeedOptions {
  /** "Today" for the data; defaults to the current time. */
  now?: Date;
  /** Everyone gets this password; it is hashed once. */
  password?: string;
  /** Same seed, same data. */
  seed?: number;
  heavy?: HeavyUserOptions;
  lightUsers?: number;
  /** Light users are named `${prefix}0001` and on. */
  lightUserPrefix?: string;
  /** The many people the bench loads one after another (`seedPeople`). */
  people?: PeopleOptions;
}

export interface SeededUser {
  id: number;
  username: string;
}

export interface SeedResult {
  password: string;
  heavyUser: SeededUser;
  lightUsers: SeededUser[];
  /** People with a few dozen goals and a few hundred tasks each, for load spread over many people. */
  people: SeededPerson[];
  /** `tasks` counts every task, the series' occurrences among them. */
  counts: { users: number; goals: number; tasks: number; dailyPlans: number; emotions: number; series: number; occurrences: number };
  /**
   * Ids of the heavy user's tasks a person toggles: one-off tasks due within three days of `now`
   * and the series' occurrences of the last two days and today, interleaved.
   */
  heavyRecentTaskIds: number[];
  /** Of those, the occurrences whose goal follows its habits (a toggle recomputes that goal's progress). */
  heavyHabitGoalTaskIds: number[];
  /** Ids of the heavy user's goals, main goals first. */
  heavyGoalIds: number[];
}

export const DEFAULT_PASSWORD = 'stepwise-demo-password';

type GoalRow = typeof goals.$inferInsert;
type TodoRow = typeof todos.$inferInsert;

/** a[0], b[0], a[1], b[1] … and then the rest of the longer one. */
function interleave<T>(a: readonly T[], b: readonly T[]): T[] {
  const out: T[] = [];
  for (let index = 0; index < Math.max(a.length, b.length); index++) {
    if (index < a.length) out.push(a[index] as T);
    if (index < b.length) out.push(b[index] as T);
  }
  return out;
}

function chunks<T>(rows: readonly T[], size = CHUNK_ROWS): T[][] {
  const out: T[][] = [];
  for (let start = 0; start < rows.length; start += size) out.push(rows.slice(start, start + size));
  return out;
}

/** Inserts rows in chunks and returns their ids in the order given. */
export async function insertReturningIds(
  db: Database,
  table: typeof users | typeof goals | typeof todos | typeof taskSeries,
  rows: readonly Record<string, unknown>[],
): Promise<number[]> {
  const ids: number[] = [];
  for (const chunk of chunks(rows)) {
    // PostgreSQL returns the rows of a multi-row VALUES insert in the order they were given.
    const inserted = (await db
      .insert(table)
      .values(chunk as never)
      .returning({ id: table.id })) as { id: number }[];
    ids.push(...inserted.map((row) => row.id));
  }
  return ids;
}

export async function insertAll(db: Database, table: typeof todos | typeof dailyPlans | typeof goalEmotions, rows: readonly object[]) {
  for (const chunk of chunks(rows)) await db.insert(table).values(chunk as never);
}

export const at = (now: Date, days: number, hour = 12, minute = 0) => {
  const date = new Date(now.getTime() + days * DAY_MS);
  date.setUTCHours(hour, minute, 0, 0);
  return date;
};
export const dayKey = (date: Date) => date.toISOString().slice(0, 10);

/**
 * A daily plan written at 07:00 of its day, or a minute ago for today's before 07:00: a plan typed in
 * the future would turn away every save the load makes of today's plan (the later text wins).
 */
export function seededPlan(now: Date, days: number, userId: number, notes: string) {
  const day = at(now, days, 7);
  const written = day.getTime() > now.getTime() ? new Date(now.getTime() - 60_000) : day;
  return { date: dayKey(day), notes, userId, createdAt: written, updatedAt: written, editedAt: written };
}

interface PlannedGoal {
  level: number;
  /** Index of the parent in the same plan; -1 for a main goal. */
  parent: number;
  title: string;
  description: string | null;
  deadline: Date;
  progress: number;
  createdAt: Date;
}

/**
 * A forest of `count` goals: about one main goal in thirty, each with a subtree whose deepest
 * branch reaches up to `maxDepth` levels. Progress is filled in from the leaves up, so a parent
 * is complete only when all its subgoals are.
 */
function planGoalForest(random: Random, now: Date, count: number, maxDepth: number): PlannedGoal[] {
  const mainCount = Math.max(1, Math.round(count / 33));
  const plan: PlannedGoal[] = [];
  const mainIndexes: number[] = [];
  for (let index = 0; index < mainCount; index++) {
    const deadline = at(now, random.int(-300, 400));
    mainIndexes.push(plan.length);
    plan.push({
      level: 1,
      parent: -1,
      title: mainGoalTitle(random, index),
      description: random.chance(0.6) ? shortDescription(random) : null,
      deadline,
      progress: 0,
      createdAt: new Date(Math.min(now.getTime(), deadline.getTime()) - random.int(30, 400) * DAY_MS),
    });
  }
  const child = (parent: number): PlannedGoal => {
    const above = plan[parent] as PlannedGoal;
    const deadline = new Date(above.deadline.getTime() - random.int(0, 45) * DAY_MS);
    return {
      level: above.level + 1,
      parent,
      title: subgoalTitle(random),
      description: random.chance(0.3) ? shortDescription(random) : null,
      deadline,
      progress: 0,
      createdAt: new Date(above.createdAt.getTime() + random.int(0, 20) * DAY_MS),
    };
  };
  // Every main goal gets one branch as deep as allowed (some shallower), then goals hang off random nodes.
  for (const [tree, mainIndex] of mainIndexes.entries()) {
    const depth = tree % 4 === 0 ? maxDepth : random.int(2, maxDepth);
    let parent = mainIndex;
    for (let level = 2; level <= depth && plan.length < count; level++) {
      plan.push(child(parent));
      parent = plan.length - 1;
    }
  }
  while (plan.length < count) {
    let parent = random.int(0, plan.length - 1);
    if ((plan[parent] as PlannedGoal).level >= maxDepth) parent = (plan[parent] as PlannedGoal).parent;
    plan.push(child(parent));
  }
  // Leaves: past deadlines are mostly done; parents follow their children.
  const children = new Map<number, number[]>();
  plan.forEach((goal, index) => {
    if (goal.parent >= 0) children.set(goal.parent, [...(children.get(goal.parent) ?? []), index]);
  });
  for (let index = plan.length - 1; index >= 0; index--) {
    const goal = plan[index] as PlannedGoal;
    const below = children.get(index);
    if (!below) {
      const overdue = goal.deadline.getTime() < now.getTime();
      goal.progress = overdue ? (random.chance(0.75) ? 100 : random.int(40, 95)) : random.chance(0.15) ? 100 : random.int(0, 90);
    } else {
      const progresses = below.map((i) => (plan[i] as PlannedGoal).progress);
      const done = progresses.every((p) => p >= 100);
      goal.progress = done ? 100 : Math.min(99, Math.round(progresses.reduce((a, b) => a + b, 0) / progresses.length));
    }
  }
  return plan;
}

/** Inserts a planned forest level by level, so that each parent's id is known before its children. */
async function insertGoalForest(db: Database, userId: number, plan: PlannedGoal[]): Promise<number[]> {
  const ids = new Array<number>(plan.length);
  const deepest = Math.max(...plan.map((goal) => goal.level));
  for (let level = 1; level <= deepest; level++) {
    const indexes = plan.flatMap((goal, index) => (goal.level === level ? [index] : []));
    const rows: GoalRow[] = indexes.map((index) => {
      const goal = plan[index] as PlannedGoal;
      return {
        title: goal.title,
        description: goal.description,
        deadline: goal.deadline,
        progress: goal.progress,
        parentId: goal.parent >= 0 ? (ids[goal.parent] as number) : null,
        userId,
        createdAt: goal.createdAt,
      };
    });
    const inserted = await insertReturningIds(db, goals, rows);
    indexes.forEach((planIndex, i) => (ids[planIndex] = inserted[i] as number));
  }
  return ids;
}

export const PRIORITY_WEIGHTS: readonly (readonly [Priority, number])[] = [
  ['urgent', 10],
  ['high', 25],
  ['medium', 45],
  ['low', 20],
];

/** One task due on `dueDate`, completed the way people complete things: mostly, late or never. */
export function plannedTask(random: Random, now: Date, dueDate: Date, goalId: number | null, userId: number): TodoRow {
  const isPast = dueDate.getTime() < now.getTime() - 12 * 60 * 60 * 1000;
  const isToday = !isPast && dueDate.getTime() < now.getTime() + 12 * 60 * 60 * 1000;
  const completedShare = isPast ? 0.88 : isToday ? 0.4 : 0.03;
  const completed = random.chance(completedShare);
  const failed = !completed && isPast && random.chance(0.6);
  const completedAt = completed
    ? new Date(Math.min(now.getTime(), dueDate.getTime() + random.int(-36, 30) * 60 * 60 * 1000))
    : null;
  return {
    title: taskTitle(random),
    description: random.chance(0.3) ? shortDescription(random) : null,
    dueDate,
    completed,
    failed,
    delayed: !completed && !failed && isPast && random.chance(0.3),
    priority: random.weighted(PRIORITY_WEIGHTS),
    plannedTime: random.chance(0.3) ? `${String(random.int(7, 20)).padStart(2, '0')}:${random.pick(['00', '15', '30', '45'])}` : null,
    goalId,
    pomodoros: random.weighted([
      [1, 50],
      [2, 30],
      [3, 12],
      [4, 8],
    ]),
    userId,
    createdAt: new Date(Math.min(now.getTime(), dueDate.getTime()) - random.int(0, 14) * DAY_MS),
    completedAt,
  };
}

/** Rules people pick, by weight: mostly every day, then workdays, a few days a week, every few days. */
const RULE_WEIGHTS: readonly (readonly [() => string, number])[] = [
  [() => 'FREQ=DAILY;INTERVAL=1', 60],
  [() => 'FREQ=WEEKLY;INTERVAL=1;BYDAY=MO,TU,WE,TH,FR', 15],
  [() => 'FREQ=WEEKLY;INTERVAL=1;BYDAY=MO,WE,FR', 7],
  [() => 'FREQ=WEEKLY;INTERVAL=1;BYDAY=TU,TH', 5],
  [() => 'FREQ=WEEKLY;INTERVAL=1;BYDAY=SA,SU', 3],
  [() => 'FREQ=DAILY;INTERVAL=2', 6],
  [() => 'FREQ=DAILY;INTERVAL=3', 4],
];

/**
 * One occurrence statement per this many rows: fourteen arrays as parameters, however many rows,
 * so the parameter limit never comes near. The statement runs on the batch pool, whose statement
 * timeout (9.5 s) a chunk of 20,000 rows overran on a busy machine; 5,000 take a quarter as long.
 */
const OCCURRENCE_CHUNK_ROWS = 5_000;

const INSERT_OCCURRENCES = {
  name: 'seed_insert_occurrences',
  text: `insert into todos (title, due_date, completed, failed, skipped, priority, planned_time, goal_id, pomodoros,
      user_id, created_at, completed_at, series_id, occurrence_date)
    select title, due_date, completed, failed, skipped, priority::todo_priority, planned_time, goal_id, pomodoros,
      user_id, created_at, completed_at, series_id, occurrence_date
    from unnest($1::text[], $2::timestamptz[], $3::bool[], $4::bool[], $5::bool[], $6::text[], $7::text[], $8::int[],
      $9::int[], $10::int[], $11::timestamptz[], $12::timestamptz[], $13::int[], $14::date[])
      as o(title, due_date, completed, failed, skipped, priority, planned_time, goal_id, pomodoros,
        user_id, created_at, completed_at, series_id, occurrence_date)`,
};

interface OccurrenceRow {
  title: string;
  dueDate: Date;
  completed: boolean;
  failed: boolean;
  skipped: boolean;
  priority: Priority;
  plannedTime: string | null;
  goalId: number;
  pomodoros: number;
  createdAt: Date;
  completedAt: Date | null;
  seriesId: number;
  occurrenceDate: string;
}

/**
 * The heavy user's habits: `count` recurring tasks still going, on open leaf goals (one to five a
 * goal), each started `days` ago in UTC with a task for every day its rule falls on through the
 * window ahead, as the server would have made them. Each habit is kept up with its own
 * steadiness: past days mostly done, some skipped, the rest failed or left open. About a tenth
 * of their goals follow their habits, with the progress those habits give.
 */
async function seedRecurringSeries(
  db: Database,
  random: Random,
  now: Date,
  userId: number,
  goalIds: readonly number[],
  count: number,
  days: number,
): Promise<{ series: number; occurrences: number; habitGoalIds: number[] }> {
  if (count === 0) return { series: 0, occurrences: 0, habitGoalIds: [] };
  const today = dayKey(now);
  const startDate = dayKey(at(now, -days));
  const generatedThrough = dayKey(at(now, OCCURRENCE_WINDOW_DAYS));
  // Open leaf goals whose deadline is still ahead: where a person keeps habits going.
  const goalRows = await db
    .select({ id: goals.id, parentId: goals.parentId, progress: goals.progress, deadline: goals.deadline })
    .from(goals)
    .where(and(eq(goals.userId, userId), inArray(goals.id, [...goalIds])));
  const parents = new Set(goalRows.map((goal) => goal.parentId));
  const open = goalRows.filter((goal) => !parents.has(goal.id) && goal.progress < 100 && goal.deadline.getTime() > now.getTime() + 30 * DAY_MS);
  const candidates = open.length > 0 ? open : goalRows;
  const goalCount = Math.min(candidates.length, Math.max(1, Math.round(count / 3)));
  const chosen: typeof candidates = [];
  const pool = [...candidates];
  while (chosen.length < goalCount) chosen.push(...pool.splice(random.int(0, pool.length - 1), 1));
  const seriesGoals = chosen.map((goal) => goal.id);
  for (let index = seriesGoals.length; index < count; index++) seriesGoals.push(random.pick(chosen).id);

  const seriesRows = seriesGoals.map((goalId) => ({
    userId,
    goalId,
    rule: random.weighted(RULE_WEIGHTS)(),
    startDate,
    endDate: null,
    timeZone: 'UTC',
    generatedThrough,
    title: habitTitle(random),
    priority: random.weighted(PRIORITY_WEIGHTS),
    plannedTime: random.chance(0.6) ? `${String(random.int(6, 21)).padStart(2, '0')}:${random.pick(['00', '30'])}` : null,
    pomodoros: random.weighted([
      [1, 70],
      [2, 30],
    ] as const),
    createdAt: at(now, -days, 8),
  }));
  const seriesIds = await insertReturningIds(db, taskSeries, seriesRows);

  const rows: OccurrenceRow[] = [];
  const statesByGoal = new Map<number, HabitProgressTask[]>();
  seriesRows.forEach((series, index) => {
    const seriesId = seriesIds[index] as number;
    // How steadily this habit is kept: most fairly well, a few hardly at all.
    const steadiness = random.weighted([
      [0.95, 30],
      [0.85, 35],
      [0.7, 25],
      [0.4, 10],
    ] as const);
    for (const day of occurrenceDates(series.rule, startDate, startDate, generatedThrough)) {
      const dueDate = occurrenceDueInstant(day, series.plannedTime, 'UTC');
      const roll = random.next();
      let state: OccurrenceState = 'open';
      if (day < today) state = roll < steadiness ? 'completed' : roll < steadiness + 0.04 ? 'skipped' : random.chance(0.6) ? 'failed' : 'open';
      else if (day === today) state = roll < 0.4 ? 'completed' : 'open';
      rows.push({
        title: series.title,
        dueDate,
        completed: state === 'completed',
        failed: state === 'failed',
        skipped: state === 'skipped',
        priority: series.priority,
        plannedTime: series.plannedTime,
        goalId: series.goalId,
        pomodoros: series.pomodoros,
        createdAt: new Date(Math.max(series.createdAt.getTime(), Math.min(now.getTime(), dueDate.getTime() - OCCURRENCE_WINDOW_DAYS * DAY_MS))),
        completedAt: state === 'completed' ? new Date(Math.min(now.getTime(), dueDate.getTime() + random.int(-120, 360) * 60_000)) : null,
        seriesId,
        occurrenceDate: day,
      });
      const states = statesByGoal.get(series.goalId) ?? [];
      states.push({ seriesId, date: day, state });
      statesByGoal.set(series.goalId, states);
    }
  });
  const query = rawQueryOf(db);
  for (const chunk of chunks(rows, OCCURRENCE_CHUNK_ROWS)) {
    const column = <T>(pick: (row: OccurrenceRow) => T) => chunk.map(pick);
    await query(INSERT_OCCURRENCES, [
      column((row) => row.title),
      column((row) => row.dueDate.toISOString()),
      column((row) => row.completed),
      column((row) => row.failed),
      column((row) => row.skipped),
      column((row) => row.priority),
      column((row) => row.plannedTime),
      column((row) => row.goalId),
      column((row) => row.pomodoros),
      column(() => userId),
      column((row) => row.createdAt.toISOString()),
      column((row) => row.completedAt?.toISOString() ?? null),
      column((row) => row.seriesId),
      column((row) => row.occurrenceDate),
    ]);
  }

  // About a tenth of the goals with habits follow them, at the progress their habits give.
  const habitGoals = chosen.filter((_, index) => index % 10 === 0);
  for (const goal of habitGoals) {
    const series = seriesRows.flatMap((row, index) =>
      row.goalId === goal.id ? [{ id: seriesIds[index] as number, rule: row.rule, startDate, endDate: null, timeZone: 'UTC' }] : [],
    );
    const progress = Math.min(99, habitProgress(series, statesByGoal.get(goal.id) ?? [], goal.deadline));
    await db.update(goals).set({ progressFromHabits: true, progress }).where(and(eq(goals.id, goal.id), eq(goals.userId, userId)));
  }
  return { series: seriesRows.length, occurrences: rows.length, habitGoalIds: habitGoals.map((goal) => goal.id) };
}

/** The heavy user: thousands of nested goals, tens of thousands of tasks, a year of plans, feelings. */
export async function seedHeavyUser(
  db: Database,
  passwordHash: string,
  options: HeavyUserOptions & { now?: Date; seed?: number } = {},
): Promise<{ user: SeededUser; goalIds: number[]; recentTaskIds: number[]; habitGoalTaskIds: number[]; counts: SeedResult['counts'] }> {
  const now = options.now ?? new Date();
  const random = createRandom(options.seed ?? 20_261_122);
  const username = options.username ?? 'heavy.user';
  const goalCount = options.goals ?? 2000;
  const taskCount = options.tasks ?? 20_000;
  const pastDays = options.pastDays ?? 730;
  const futureDays = options.futureDays ?? 28;
  const planDays = options.planDays ?? 365;
  const emotionCount = options.emotions ?? 400;
  const seriesCount = options.series ?? 200;
  const seriesDays = options.seriesDays ?? 730;

  const [user] = await db
    .insert(users)
    .values({ username, password: passwordHash, createdAt: new Date(now.getTime() - (pastDays + 7) * DAY_MS) })
    .returning({ id: users.id, username: users.username });
  if (!user) throw new Error('the heavy user was not created');

  const plan = planGoalForest(random, now, goalCount, options.maxDepth ?? 8);
  const goalIds = await insertGoalForest(db, user.id, plan);
  // Tasks mostly advance the small goals at the bottom of a tree.
  const hasChildren = new Set(plan.map((goal) => goal.parent));
  const leafIds = goalIds.filter((_, index) => !hasChildren.has(index));

  const span = pastDays + futureDays + 1;
  const taskRows: TodoRow[] = Array.from({ length: taskCount }, (_, index) => {
    // Spread evenly over the days, at a random time between 07:00 and 21:45 UTC.
    const day = -pastDays + Math.floor((index * span) / taskCount);
    const dueDate = at(now, day, random.int(7, 21), random.pick([0, 15, 30, 45]));
    const goalId = random.chance(0.85) ? (random.chance(0.8) ? random.pick(leafIds) : random.pick(goalIds)) : null;
    return plannedTask(random, now, dueDate, goalId, user.id);
  });
  const taskIds = await insertReturningIds(db, todos, taskRows);
  const recentTaskIds = taskIds.filter((_, index) => {
    const due = (taskRows[index] as TodoRow).dueDate as Date;
    return Math.abs(due.getTime() - now.getTime()) <= 3 * DAY_MS;
  });

  const planRows = Array.from({ length: planDays }, (_, index) => seededPlan(now, index - planDays + 1, user.id, planNotes(random)));
  await insertAll(db, dailyPlans, planRows);

  const emotionRows = Array.from({ length: emotionCount }, () => ({
    goalId: random.pick(goalIds),
    userId: user.id,
    emotion: random.pick(EMOTIONS),
    intensity: random.int(1, 5),
    notes: random.chance(0.4) ? shortDescription(random) : null,
    createdAt: at(now, -random.int(0, 365), random.int(6, 22)),
  }));
  await insertAll(db, goalEmotions, emotionRows);

  // Its own random source, so the data above stays the same whatever the habits are.
  const habits = await seedRecurringSeries(db, createRandom((options.seed ?? 20_261_122) + 3), now, user.id, goalIds, seriesCount, seriesDays);
  const recentOccurrences = await db
    .select({ id: todos.id, goalId: todos.goalId })
    .from(todos)
    .where(
      and(
        eq(todos.userId, user.id),
        isNotNull(todos.seriesId),
        gte(todos.occurrenceDate, dayKey(at(now, -2))),
        lte(todos.occurrenceDate, dayKey(now)),
      ),
    )
    .orderBy(todos.id);
  const habitGoals = new Set(habits.habitGoalIds);

  return {
    user,
    goalIds,
    recentTaskIds: interleave(recentTaskIds, recentOccurrences.map((task) => task.id)),
    habitGoalTaskIds: recentOccurrences.filter((task) => task.goalId !== null && habitGoals.has(task.goalId)).map((task) => task.id),
    counts: {
      users: 1,
      goals: goalCount,
      tasks: taskCount + habits.occurrences,
      dailyPlans: planDays,
      emotions: emotionCount,
      series: habits.series,
      occurrences: habits.occurrences,
    },
  };
}

/** Many people with a few goals and tasks each: what most accounts look like. */
export async function seedLightUsers(
  db: Database,
  passwordHash: string,
  options: { count?: number; prefix?: string; now?: Date; seed?: number } = {},
): Promise<{ users: SeededUser[]; counts: SeedResult['counts'] }> {
  const now = options.now ?? new Date();
  const random = createRandom(options.seed ?? 7);
  const count = options.count ?? 1000;
  const prefix = options.prefix ?? 'light.';
  const names = Array.from({ length: count }, (_, index) => `${prefix}${String(index + 1).padStart(4, '0')}`);
  const userIds = await insertReturningIds(
    db,
    users,
    names.map((username) => ({ username, password: passwordHash, createdAt: at(now, -random.int(1, 200)) })),
  );

  const mainRows: GoalRow[] = userIds.map((userId, index) => ({
    title: mainGoalTitle(random, index % 20),
    deadline: at(now, random.int(-10, 120)),
    progress: random.int(0, 60),
    userId,
  }));
  const mainIds = await insertReturningIds(db, goals, mainRows);
  const subRows: GoalRow[] = mainIds.flatMap((parentId, index) =>
    Array.from({ length: random.int(1, 3) }, () => ({
      title: subgoalTitle(random),
      deadline: at(now, random.int(-10, 60)),
      progress: random.int(0, 100),
      parentId,
      userId: userIds[index] as number,
    })),
  );
  const subIds = await insertReturningIds(db, goals, subRows);

  const taskRows: TodoRow[] = subRows.flatMap((goal, index) =>
    Array.from({ length: random.int(1, 4) }, () =>
      plannedTask(random, now, at(now, random.int(-14, 14), random.int(7, 21)), subIds[index] as number, goal.userId),
    ),
  );
  await insertAll(db, todos, taskRows);

  const planRows = userIds
    .filter(() => random.chance(0.3))
    .map((userId) => ({ date: dayKey(now), notes: planNotes(random), userId }));
  await insertAll(db, dailyPlans, planRows);

  return {
    users: names.map((username, index) => ({ id: userIds[index] as number, username })),
    counts: {
      users: count,
      goals: mainRows.length + subRows.length,
      tasks: taskRows.length,
      dailyPlans: planRows.length,
      emotions: 0,
      series: 0,
      occurrences: 0,
    },
  };
}

/** The whole data set: the heavy user, the light users and the people, all with one password. */
export async function seedDemoData(db: Database, options: SeedOptions = {}): Promise<SeedResult> {
  const now = options.now ?? new Date();
  const password = options.password ?? DEFAULT_PASSWORD;
  const passwordHash = await hashPassword(password);
  const heavy = await seedHeavyUser(db, passwordHash, { ...options.heavy, now, seed: options.seed });
  const light = await seedLightUsers(db, passwordHash, {
    count: options.lightUsers,
    prefix: options.lightUserPrefix,
    now,
    seed: (options.seed ?? 1) + 1,
  });
  const people = await seedPeople(db, passwordHash, { ...options.people, now, seed: (options.seed ?? 1) + 2 });
  const sum = (key: keyof SeedResult['counts']) =>
    heavy.counts[key] + light.counts[key] + (key in people.counts ? people.counts[key as keyof SeededPeople['counts']] : 0);
  return {
    password,
    heavyUser: heavy.user,
    lightUsers: light.users,
    people: people.people,
    counts: {
      users: sum('users'),
      goals: sum('goals'),
      tasks: sum('tasks'),
      dailyPlans: sum('dailyPlans'),
      emotions: sum('emotions'),
      series: sum('series'),
      occurrences: sum('occurrences'),
    },
    heavyRecentTaskIds: heavy.recentTaskIds,
    heavyHabitGoalTaskIds: heavy.habitGoalTaskIds,
    heavyGoalIds: heavy.goalIds,
  };
}
