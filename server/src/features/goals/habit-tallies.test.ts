// A habit goal's rate is kept with it and moved by each tick's own statement (migration 0015): these
// tests hold the kept rate against a count from scratch after every kind of change, and under ticks at once.
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { occurrenceDueInstant } from '@shared/domain/recurrence';
import { addDaysToKey, zonedDateKey } from '@shared/domain/zoned-days';
import type { Goal } from '@shared/schemas/goals';
import type { Todo } from '@shared/schemas/todos';
import { goals, habitGoalTallies } from '../../db/schema';
import { buildGoal, signUp, startTestApp, type TestClient } from '../../test/test-app';
import { refreshHabitProgress } from './goal-progress';
import { lockGoalRules } from './goal-reopening';

const { app, database } = await startTestApp();
const { db } = database;

const TZ = 'America/New_York';
const today = () => zonedDateKey(new Date(), TZ);
const deadlineIn = (days: number) => occurrenceDueInstant(addDaysToKey(today(), days), '23:00', TZ).toISOString();

/** A goal that follows its habits, due in `days`, with one daily series per title from `daysBack` days ago. */
async function habitGoal(client: TestClient, titles: string[], days = 9, daysBack = 3) {
  const goal = await buildGoal(client, { title: 'Meditate for a month', deadline: deadlineIn(days), progressFromHabits: true });
  const series: Todo[][] = [];
  for (const title of titles) {
    const created = await client.post('/api/todos', {
      title,
      dueDate: occurrenceDueInstant(addDaysToKey(today(), -daysBack), null, TZ).toISOString(),
      goalId: goal.id,
      repeat: { rule: 'FREQ=DAILY;INTERVAL=1', timeZone: TZ },
    });
    expect(created.statusCode, created.body).toBe(201);
    const seriesId = (created.json() as Todo).seriesId;
    const list = (await client.get('/api/todos')).json() as Todo[];
    series.push(list.filter((task) => task.seriesId === seriesId).sort((a, b) => (a.occurrenceDate! < b.occurrenceDate! ? -1 : 1)));
  }
  return { goal, series };
}

/** The goal's progress and the tallies kept with it. */
async function keptRate(goalId: number) {
  const [row] = await db
    .select({ progress: goals.progress, due: habitGoalTallies.due, done: habitGoalTallies.done, skipped: habitGoalTallies.skipped })
    .from(goals)
    .leftJoin(habitGoalTallies, eq(habitGoalTallies.goalId, goals.id))
    .where(eq(goals.id, goalId));
  return row!;
}

/** What a count from scratch makes of the goal: its progress and tallies once the refresh has counted. */
async function countedRate(userId: number, goalId: number) {
  await db.transaction(async (tx) => {
    await lockGoalRules(tx, userId, { habitRates: true });
    await refreshHabitProgress(tx, userId, goalId);
  });
  return keptRate(goalId);
}

async function progressOf(client: TestClient, goalId: number): Promise<number> {
  return ((await client.get('/api/goals')).json() as Goal[]).find((goal) => goal.id === goalId)!.progress;
}

const patch = (client: TestClient, task: Todo, fields: Record<string, unknown>) =>
  client.patch(`/api/todos/${task.id}`, fields).then((response) => {
    expect(response.statusCode, response.body).toBe(200);
  });

/** A small fixed sequence of choices, so that a failure can be replayed. */
function randomOf(seed: number) {
  let state = seed;
  return (count: number) => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return Math.floor((state / 2_147_483_648) * count);
  };
}

describe('the rate kept with a goal that follows its habits', () => {
  it('is kept once the series is made, and a tick written by any statement moves it', async () => {
    const { client } = await signUp(app);
    const { goal, series } = await habitGoal(client, ['Meditate'], 4, 0);
    // Today through the deadline's day: five days due.
    expect(await keptRate(goal.id)).toEqual({ progress: 0, due: 5, done: 0, skipped: 0 });

    // A statement that knows nothing of habits: the triggers move the tallies and the progress with it.
    const [first, second] = series[0]!;
    await db.execute(sql`update todos set completed = true, completed_at = now() where id = ${first!.id}`);
    expect(await keptRate(goal.id)).toEqual({ progress: 20, due: 5, done: 1, skipped: 0 });
    await db.execute(sql`update todos set skipped = true where id = ${second!.id}`);
    expect(await keptRate(goal.id)).toEqual({ progress: 25, due: 5, done: 1, skipped: 1 });
    await db.execute(sql`delete from todos where id = ${first!.id}`);
    expect(await keptRate(goal.id)).toEqual({ progress: 0, due: 5, done: 0, skipped: 1 });
    expect(await progressOf(client, goal.id)).toBe(0);
  });

  it('agrees with a count from scratch after ticks, skips, failures, deletes, restores and new deadlines', async () => {
    const { client, user } = await signUp(app);
    const habit = await habitGoal(client, ['Meditate', 'Stretch']);
    const other = await habitGoal(client, ['Run']);
    const tasks = [...habit.series.flat(), ...other.series.flat()];
    const deleted: Todo[] = [];
    const pick = randomOf(20_261_201);
    for (let step = 0; step < 60; step++) {
      const task = tasks[pick(tasks.length)]!;
      const move = pick(8);
      if (move === 0 && !deleted.includes(task)) {
        expect((await client.delete(`/api/todos/${task.id}`)).statusCode).toBe(204);
        deleted.push(task);
      } else if (move === 1 && deleted.length > 0) {
        const restored = deleted.splice(pick(deleted.length), 1)[0]!;
        expect((await client.post(`/api/todos/${restored.id}/restore`)).statusCode).toBe(200);
      } else if (move === 2 && step % 20 === 2) {
        expect((await client.patch(`/api/goals/${habit.goal.id}`, { deadline: deadlineIn(6 + pick(8)) })).statusCode).toBe(200);
      } else if (!deleted.includes(task)) {
        const fields = [{ completed: true }, { completed: false }, { skipped: true }, { skipped: false }, { failed: true }][pick(5)]!;
        await patch(client, task, fields);
      }
      for (const goal of [habit.goal, other.goal]) {
        const kept = await keptRate(goal.id);
        expect(await countedRate(user.id, goal.id), `step ${step}`).toEqual(kept);
      }
    }
  });

  it('counts every one of many ticks sent at once, some to the same task', async () => {
    const { client, user } = await signUp(app);
    const habit = await habitGoal(client, ['Meditate', 'Stretch', 'Journal']);
    const other = await habitGoal(client, ['Run']);
    const tasks = [...habit.series.flat(), ...other.series.flat()];
    const pick = randomOf(7);
    const changes = Array.from({ length: 40 }, () => ({ task: tasks[pick(tasks.length)]!, fields: [{ completed: true }, { completed: false }, { skipped: true }][pick(3)]! }));
    await Promise.all(changes.map(({ task, fields }) => client.patch(`/api/todos/${task.id}`, fields)));
    for (const goal of [habit.goal, other.goal]) {
      const kept = await keptRate(goal.id);
      expect(kept.done! + kept.skipped!).toBeGreaterThan(0);
      expect(await countedRate(user.id, goal.id)).toEqual(kept);
      expect(await progressOf(client, goal.id)).toBe(kept.progress);
    }
  });

  // One connection on the embedded database: a transaction held open there holds every request back.
  it.runIf(database.engine === 'postgres')('moves on a tick made while a refresh counts, once the refresh is done', async () => {
    const { client, user } = await signUp(app);
    const { goal, series } = await habitGoal(client, ['Meditate'], 4, 0);
    let ticked = false;
    let ticking: Promise<void> | undefined;
    await db.transaction(async (tx) => {
      await lockGoalRules(tx, user.id, { habitRates: true });
      ticking = patch(client, series[0]![0]!, { completed: true }).then(() => {
        ticked = true;
      });
      await new Promise((resolve) => setTimeout(resolve, 300));
      // The tick's statement waits for the goal rules' lock; the count doesn't see it.
      expect(ticked).toBe(false);
      await refreshHabitProgress(tx, user.id, goal.id);
    });
    await ticking;
    expect(await keptRate(goal.id)).toEqual({ progress: 20, due: 5, done: 1, skipped: 0 });
    expect(await countedRate(user.id, goal.id)).toEqual(await keptRate(goal.id));
  });

  it('is forgotten when the goal stops following its habits, and counted anew when it follows again', async () => {
    const { client } = await signUp(app);
    const { goal, series } = await habitGoal(client, ['Meditate'], 4, 0);
    await patch(client, series[0]![0]!, { completed: true });
    expect((await client.patch(`/api/goals/${goal.id}`, { progressFromHabits: false, progress: 70 })).statusCode).toBe(200);
    expect(await keptRate(goal.id)).toEqual({ progress: 70, due: null, done: null, skipped: null });
    await patch(client, series[0]![1]!, { completed: true });
    expect(await keptRate(goal.id)).toMatchObject({ progress: 70, due: null });
    expect((await client.patch(`/api/goals/${goal.id}`, { progressFromHabits: true })).statusCode).toBe(200);
    expect(await keptRate(goal.id)).toEqual({ progress: 40, due: 5, done: 2, skipped: 0 });
  });

  it('is counted anew for a goal brought back by Undo, whose tallies went with it', async () => {
    const { client, user } = await signUp(app);
    const { goal, series } = await habitGoal(client, ['Meditate'], 4, 0);
    await patch(client, series[0]![0]!, { completed: true });
    await patch(client, series[0]![1]!, { completed: true });
    expect((await client.delete(`/api/goals/${goal.id}`)).statusCode).toBe(204);
    expect((await client.post(`/api/goals/${goal.id}/restore`)).statusCode).toBe(200);
    // Back as it was, its tallies not yet kept: the next tick counts.
    expect(await keptRate(goal.id)).toEqual({ progress: 40, due: null, done: null, skipped: null });
    await patch(client, series[0]![2]!, { completed: true });
    expect(await keptRate(goal.id)).toEqual({ progress: 60, due: 5, done: 3, skipped: 0 });
    expect(await countedRate(user.id, goal.id)).toEqual(await keptRate(goal.id));
    const tallies = await db.select().from(habitGoalTallies).where(and(eq(habitGoalTallies.goalId, goal.id), eq(habitGoalTallies.userId, user.id)));
    expect(tallies).toHaveLength(1);
  });
});
