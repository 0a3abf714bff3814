import { describe, expect, it } from 'vitest';
import { occurrenceDueInstant } from '@shared/domain/recurrence';
import { addDaysToKey, zonedDateKey } from '@shared/domain/zoned-days';
import type { Goal } from '@shared/schemas/goals';
import type { Todo } from '@shared/schemas/todos';
import { buildGoal, signUp, startTestApp, type TestClient } from '../../test/test-app';

const { app } = await startTestApp();

const TZ = 'Europe/Berlin';
const today = () => zonedDateKey(new Date(), TZ);
/** 23:00 in Berlin, `days` days from today: the habit's days through it are today and the `days` after. */
const deadlineIn = (days: number) => occurrenceDueInstant(addDaysToKey(today(), days), '23:00', TZ).toISOString();

/** A goal that follows its habits, due in 4 days, with a daily habit from today: five days are due. */
async function habitGoal(client: TestClient, fields: Record<string, unknown> = {}) {
  const goal = await buildGoal(client, { title: 'Meditate for a month', deadline: deadlineIn(4), progressFromHabits: true, ...fields });
  const created = await client.post('/api/todos', {
    title: 'Meditate',
    dueDate: occurrenceDueInstant(today(), null, TZ).toISOString(),
    goalId: goal.id,
    repeat: { rule: 'FREQ=DAILY;INTERVAL=1', timeZone: TZ },
  });
  expect(created.statusCode, created.body).toBe(201);
  const list = (await client.get('/api/todos')).json() as Todo[];
  const tasks = list.filter((task) => task.seriesId === (created.json() as Todo).seriesId).sort((a, b) => (a.occurrenceDate! < b.occurrenceDate! ? -1 : 1));
  return { goal, tasks };
}

async function goalOf(client: TestClient, id: number): Promise<Goal> {
  return ((await client.get('/api/goals')).json() as Goal[]).find((goal) => goal.id === id)!;
}

const tick = (client: TestClient, task: Todo, fields: Record<string, unknown> = { completed: true }) =>
  client.patch(`/api/todos/${task.id}`, fields).then((response) => {
    expect(response.statusCode, response.body).toBe(200);
  });

describe('a goal whose progress follows its habits', () => {
  it('starts at 0 and says so in the goal list', async () => {
    const { client } = await signUp(app);
    const { goal } = await habitGoal(client, { progress: 40 });
    expect(goal).toMatchObject({ progress: 0, progressFromHabits: true });
    expect(await goalOf(client, goal.id)).toMatchObject({ progress: 0, progressFromHabits: true });
    expect(await buildGoal(client)).toMatchObject({ progressFromHabits: false });
  });

  it('moves with each day done, a skipped day off the count, and back when a tick is taken back', async () => {
    const { client } = await signUp(app);
    const { goal, tasks } = await habitGoal(client);
    await tick(client, tasks[0]!);
    expect((await goalOf(client, goal.id)).progress).toBe(20);
    await tick(client, tasks[1]!, { skipped: true });
    expect((await goalOf(client, goal.id)).progress).toBe(25);
    await tick(client, tasks[2]!, { failed: true });
    expect((await goalOf(client, goal.id)).progress).toBe(25);
    await tick(client, tasks[0]!, { completed: false });
    expect((await goalOf(client, goal.id)).progress).toBe(0);
  });

  it('is complete once every day through the deadline is done, and reopens with its series when one is taken back', async () => {
    const { client } = await signUp(app);
    const { goal, tasks } = await habitGoal(client);
    for (const task of tasks.slice(0, 5)) await tick(client, task);
    expect((await goalOf(client, goal.id)).progress).toBe(100);
    // Complete: the series' open tasks after today went, as they do for a goal completed by hand.
    const afterCompletion = ((await client.get('/api/todos')).json() as Todo[]).filter((task) => task.seriesId === tasks[0]!.seriesId);
    expect(afterCompletion).toHaveLength(5);

    await tick(client, tasks[4]!, { completed: false });
    expect((await goalOf(client, goal.id)).progress).toBe(80);
    const resumed = ((await client.get('/api/todos')).json() as Todo[]).filter((task) => task.seriesId === tasks[0]!.seriesId);
    expect(resumed.length).toBeGreaterThan(5);
  });

  it('counts every tick of ticks made at once, across two goals that follow their habits', async () => {
    const { client } = await signUp(app);
    const first = await habitGoal(client);
    const second = await habitGoal(client, { title: 'Run twice a week' });
    // Refreshes asked for while another runs gather in the next one: each goal must still see all of its ticks.
    await Promise.all([...first.tasks.slice(0, 3), ...second.tasks.slice(0, 2)].map((task) => tick(client, task)));
    expect((await goalOf(client, first.goal.id)).progress).toBe(60);
    expect((await goalOf(client, second.goal.id)).progress).toBe(40);
    await Promise.all([...first.tasks.slice(0, 3), ...second.tasks.slice(0, 2)].map((task) => tick(client, task, { completed: false })));
    expect((await goalOf(client, first.goal.id)).progress).toBe(0);
    expect((await goalOf(client, second.goal.id)).progress).toBe(0);
  });

  it('stays at 99 while a one-off task of the goal is open', async () => {
    const { client } = await signUp(app);
    const { goal, tasks } = await habitGoal(client);
    const oneOff = await client.post('/api/todos', { title: 'Buy a cushion', dueDate: new Date().toISOString(), goalId: goal.id });
    expect(oneOff.statusCode).toBe(201);
    for (const task of tasks.slice(0, 5)) await tick(client, task);
    expect((await goalOf(client, goal.id)).progress).toBe(99);
  });

  it('refuses a change by hand while it follows, and takes one once it no longer does', async () => {
    const { client } = await signUp(app);
    const { goal, tasks } = await habitGoal(client);
    await tick(client, tasks[0]!);
    const refused = await client.patch(`/api/goals/${goal.id}`, { progress: 60 });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'progress_follows_habits' });
    expect((await goalOf(client, goal.id)).progress).toBe(20);

    const off = await client.patch(`/api/goals/${goal.id}`, { progressFromHabits: false, progress: 60 });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json()).toMatchObject({ progress: 60, progressFromHabits: false });
    // Ticking no longer moves it.
    await tick(client, tasks[1]!);
    expect((await goalOf(client, goal.id)).progress).toBe(60);
    // Following again takes the habits' rate at once.
    const on = await client.patch(`/api/goals/${goal.id}`, { progressFromHabits: true });
    expect(on.json()).toMatchObject({ progress: 40, progressFromHabits: true });
  });

  it('takes a new deadline into the count of due days', async () => {
    const { client } = await signUp(app);
    const { goal, tasks } = await habitGoal(client);
    await tick(client, tasks[0]!);
    const later = await client.patch(`/api/goals/${goal.id}`, { deadline: deadlineIn(9) });
    expect(later.json()).toMatchObject({ progress: 10 });
    const sooner = await client.patch(`/api/goals/${goal.id}`, { deadline: deadlineIn(1) });
    expect(sooner.json()).toMatchObject({ progress: 50 });
  });

  it('follows deletes and their undo, and the end of a series', async () => {
    const { client } = await signUp(app);
    const { goal, tasks } = await habitGoal(client);
    await tick(client, tasks[0]!);
    await tick(client, tasks[1]!);
    expect((await goalOf(client, goal.id)).progress).toBe(40);
    expect((await client.delete(`/api/todos/${tasks[1]!.id}`)).statusCode).toBe(204);
    expect((await goalOf(client, goal.id)).progress).toBe(20);
    expect((await client.post(`/api/todos/${tasks[1]!.id}/restore`)).statusCode).toBe(200);
    expect((await goalOf(client, goal.id)).progress).toBe(40);
    // Ending the series after two days: those two are all that is due, and both are done.
    expect((await client.delete(`/api/todos/${tasks[2]!.id}?scope=following`)).statusCode).toBe(204);
    expect((await goalOf(client, goal.id)).progress).toBe(100);
  });

  it('counts only the days a rule falls on, when a rule changed from a day already done', async () => {
    const { client } = await signUp(app);
    const { goal, tasks } = await habitGoal(client);
    for (const task of tasks.slice(0, 3)) await tick(client, task);
    expect((await goalOf(client, goal.id)).progress).toBe(60);
    // From the second day on, weekly on the fourth day's weekday: the second and third days stay done, but
    // no longer fall on the rule; of the new rule's days only the fourth is due before the deadline.
    const weekday = ['SU', 'MO', 'TU', 'WE', 'TH', 'FR', 'SA'][new Date(`${tasks[3]!.occurrenceDate}T12:00:00Z`).getUTCDay()];
    const changed = await client.patch(`/api/todos/${tasks[1]!.id}`, { repeat: { rule: `FREQ=WEEKLY;INTERVAL=1;BYDAY=${weekday}`, timeZone: TZ }, scope: 'following' });
    expect(changed.statusCode, changed.body).toBe(200);
    const kept = ((await client.get('/api/todos')).json() as Todo[]).filter((task) => task.goalId === goal.id && task.completed);
    expect(kept).toHaveLength(3);
    // Due: the first day (done) and the fourth (not yet).
    expect((await goalOf(client, goal.id)).progress).toBe(50);
  });

  it('is the owner’s alone to switch', async () => {
    const { client } = await signUp(app);
    const other = await signUp(app);
    const goal = await buildGoal(client);
    expect((await other.client.patch(`/api/goals/${goal.id}`, { progressFromHabits: true })).statusCode).toBe(404);
    expect((await goalOf(client, goal.id)).progressFromHabits).toBe(false);
    const invalid = await client.patch(`/api/goals/${goal.id}`, { progressFromHabits: 'yes' });
    expect(invalid.statusCode).toBe(400);
  });
});
