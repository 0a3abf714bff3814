// Demo and benchmark data: one heavy user with years of history and many light users.
// Rows go in with multi-row inserts in chunks, so 20,000 tasks take seconds, on PGlite or PostgreSQL.
import type { Priority } from '@shared/schemas/todos';
import { hashPassword } from '../../server/src/auth/passwords';
import type { Database } from '../../server/src/db/client';
import { dailyPlans, goalEmotions, goals, todos, users } from '../../server/src/db/schema';
import { createRandom, type Random } from './random';
import { EMOTIONS, mainGoalTitle, planNotes, shortDescription, subgoalTitle, taskTitle } from './texts';

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
}

export interface SeededUser {
  id: number;
  username: string;
}

export interface SeedResult {
  password: string;
  heavyUser: SeededUser;
  lightUsers: SeededUser[];
  counts: { users: number; goals: number; tasks: number; dailyPlans: number; emotions: number };
  /** Ids of the heavy user's tasks due within three days of `now`: what a person toggles. */
  heavyRecentTaskIds: number[];
  /** Ids of the heavy user's goals, main goals first. */
  heavyGoalIds: number[];
}

export const DEFAULT_PASSWORD = 'stepwise-demo-password';

type GoalRow = typeof goals.$inferInsert;
type TodoRow = typeof todos.$inferInsert;

function chunks<T>(rows: readonly T[], size = CHUNK_ROWS): T[][] {
  const out: T[][] = [];
  for (let start = 0; start < rows.length; start += size) out.push(rows.slice(start, start + size));
  return out;
}

/** Inserts rows in chunks and returns their ids in the order given. */
async function insertReturningIds(
  db: Database,
  table: typeof users | typeof goals | typeof todos,
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

async function insertAll(db: Database, table: typeof todos | typeof dailyPlans | typeof goalEmotions, rows: readonly object[]) {
  for (const chunk of chunks(rows)) await db.insert(table).values(chunk as never);
}

const at = (now: Date, days: number, hour = 12, minute = 0) => {
  const date = new Date(now.getTime() + days * DAY_MS);
  date.setUTCHours(hour, minute, 0, 0);
  return date;
};
const dayKey = (date: Date) => date.toISOString().slice(0, 10);

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

const PRIORITY_WEIGHTS: readonly (readonly [Priority, number])[] = [
  ['urgent', 10],
  ['high', 25],
  ['medium', 45],
  ['low', 20],
];

/** One task due on `dueDate`, completed the way people complete things: mostly, late or never. */
function plannedTask(random: Random, now: Date, dueDate: Date, goalId: number | null, userId: number): TodoRow {
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

/** The heavy user: thousands of nested goals, tens of thousands of tasks, a year of plans, feelings. */
export async function seedHeavyUser(
  db: Database,
  passwordHash: string,
  options: HeavyUserOptions & { now?: Date; seed?: number } = {},
): Promise<{ user: SeededUser; goalIds: number[]; recentTaskIds: number[]; counts: SeedResult['counts'] }> {
  const now = options.now ?? new Date();
  const random = createRandom(options.seed ?? 20_261_122);
  const username = options.username ?? 'heavy.user';
  const goalCount = options.goals ?? 2000;
  const taskCount = options.tasks ?? 20_000;
  const pastDays = options.pastDays ?? 730;
  const futureDays = options.futureDays ?? 28;
  const planDays = options.planDays ?? 365;
  const emotionCount = options.emotions ?? 400;

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

  const planRows = Array.from({ length: planDays }, (_, index) => {
    const day = at(now, index - planDays + 1, 7);
    return { date: dayKey(day), notes: planNotes(random), userId: user.id, createdAt: day, updatedAt: day, editedAt: day };
  });
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

  return {
    user,
    goalIds,
    recentTaskIds,
    counts: { users: 1, goals: goalCount, tasks: taskCount, dailyPlans: planDays, emotions: emotionCount },
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
    },
  };
}

/** The whole data set: the heavy user and the light users, all with one password. */
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
  const sum = (key: keyof SeedResult['counts']) => heavy.counts[key] + light.counts[key];
  return {
    password,
    heavyUser: heavy.user,
    lightUsers: light.users,
    counts: { users: sum('users'), goals: sum('goals'), tasks: sum('tasks'), dailyPlans: sum('dailyPlans'), emotions: sum('emotions') },
    heavyRecentTaskIds: heavy.recentTaskIds,
    heavyGoalIds: heavy.goalIds,
  };
}
