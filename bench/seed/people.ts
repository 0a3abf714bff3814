// Many ordinary people at once: each with a few dozen goals, a few hundred tasks around today and a
// month of daily plans. The bench's many-people cases sign in as them, one person after another.
import type { Database } from '../../server/src/db/client';
import { dailyPlans, goals, todos, users } from '../../server/src/db/schema';
import { createRandom } from './random';
import { at, insertAll, insertReturningIds, plannedTask, seededPlan, type SeededUser } from './seed';
import { mainGoalTitle, planNotes, shortDescription, subgoalTitle } from './texts';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface PeopleOptions {
  count?: number;
  /** People are named `${prefix}0001` and on. */
  prefix?: string;
  /** Goals per person, main goals and their subgoals together. */
  goals?: number;
  /** Tasks per person, due from `pastDays` ago to `futureDays` ahead. */
  tasks?: number;
  pastDays?: number;
  futureDays?: number;
  /** Daily plans for this many days, ending today. */
  planDays?: number;
  now?: Date;
  seed?: number;
}

export interface SeededPerson extends SeededUser {
  /** The person's tasks due within a day of now: the ones they tick. */
  recentTaskIds: number[];
}

export interface SeededPeople {
  people: SeededPerson[];
  counts: { users: number; goals: number; tasks: number; dailyPlans: number };
}

/**
 * `count` people, each with `goals` goals (a main goal for about every eight, the rest below them),
 * `tasks` tasks spread evenly over the days around today (most on a goal) and a daily plan for
 * each of the last `planDays` days.
 */
export async function seedPeople(db: Database, passwordHash: string, options: PeopleOptions = {}): Promise<SeededPeople> {
  const now = options.now ?? new Date();
  const random = createRandom(options.seed ?? 11);
  const count = options.count ?? 200;
  const prefix = options.prefix ?? 'person.';
  const goalsEach = options.goals ?? 30;
  const tasksEach = options.tasks ?? 300;
  const pastDays = options.pastDays ?? 60;
  const futureDays = options.futureDays ?? 30;
  const planDays = options.planDays ?? 30;

  const names = Array.from({ length: count }, (_, index) => `${prefix}${String(index + 1).padStart(4, '0')}`);
  const userIds = await insertReturningIds(
    db,
    users,
    names.map((username) => ({ username, password: passwordHash, createdAt: at(now, -pastDays - random.int(1, 200)) })),
  );

  const mainEach = Math.max(1, Math.round(goalsEach / 8));
  const mainRows = userIds.flatMap((userId) =>
    Array.from({ length: mainEach }, (_, index) => ({
      title: mainGoalTitle(random, random.int(0, 19) + index),
      description: random.chance(0.5) ? shortDescription(random) : null,
      deadline: at(now, random.int(-20, 240)),
      progress: random.int(0, 80),
      userId,
    })),
  );
  const mainIds = await insertReturningIds(db, goals, mainRows);
  const subRows = userIds.flatMap((userId, person) =>
    Array.from({ length: goalsEach - mainEach }, (_, index) => ({
      title: subgoalTitle(random),
      description: random.chance(0.3) ? shortDescription(random) : null,
      deadline: at(now, random.int(-20, 120)),
      progress: random.int(0, 100),
      parentId: mainIds[person * mainEach + (index % mainEach)] as number,
      userId,
    })),
  );
  const subIds = await insertReturningIds(db, goals, subRows);
  const subgoalsEach = goalsEach - mainEach;

  const span = pastDays + futureDays + 1;
  const taskRows = userIds.flatMap((userId, person) =>
    Array.from({ length: tasksEach }, (_, index) => {
      const day = -pastDays + Math.floor((index * span) / tasksEach);
      const dueDate = at(now, day, random.int(7, 21), random.pick([0, 15, 30, 45]));
      const goalId = random.chance(0.8) ? (subIds[person * subgoalsEach + random.int(0, subgoalsEach - 1)] as number) : null;
      return plannedTask(random, now, dueDate, goalId, userId);
    }),
  );
  const taskIds = await insertReturningIds(db, todos, taskRows);

  const planRows = userIds.flatMap((userId) =>
    Array.from({ length: planDays }, (_, index) => seededPlan(now, index - planDays + 1, userId, planNotes(random))),
  );
  await insertAll(db, dailyPlans, planRows);

  const people = names.map((username, person): SeededPerson => {
    const own = taskIds.slice(person * tasksEach, (person + 1) * tasksEach);
    const recentTaskIds = own.filter((_, index) => {
      const due = taskRows[person * tasksEach + index]?.dueDate as Date;
      return Math.abs(due.getTime() - now.getTime()) <= DAY_MS;
    });
    return { id: userIds[person] as number, username, recentTaskIds };
  });
  return {
    people,
    counts: { users: count, goals: mainRows.length + subRows.length, tasks: taskRows.length, dailyPlans: planRows.length },
  };
}
