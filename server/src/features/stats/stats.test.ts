import { describe, expect, it } from 'vitest';
import { computeDashboardStats, type StatsGoal, type StatsTask } from '@shared/domain/dashboard-stats';
import { goals, todos } from '../../db/schema';
import { buildGoal, buildTodo, inDays, signUp, startTestApp } from '../../test/test-app';
import { dashboardStats } from './stats.service';

const { app, database } = await startTestApp();

/** A small seeded random generator, so the generated data is the same on every run. */
function seededRandom(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe('GET /api/stats', () => {
  it('answers the dashboard figures for the signed-in user only', async () => {
    const { client } = await signUp(app);
    const main = await buildGoal(client, { title: 'Main', deadline: inDays(5) });
    await buildGoal(client, { title: 'Sub', parentId: main.id, deadline: inDays(3) });
    await buildTodo(client, { goalId: main.id, dueDate: new Date().toISOString(), completed: true });
    await buildGoal((await signUp(app)).client, { title: 'Not mine' });

    const response = await client.get('/api/stats?tz=Europe/Berlin');
    expect(response.statusCode).toBe(200);
    const stats = response.json();
    expect(stats.mainGoals).toEqual({ part: 0, whole: 1, percent: 0 });
    expect(stats.activeSubgoals).toBe(1);
    expect(stats.upcomingDeadlines).toBe(2);
    expect(stats.completionsByDay).toHaveLength(14);
    expect(stats.completedInWindow).toBe(1);
    expect(stats.completionRate).toEqual({ part: 1, whole: 1, percent: 100 });
    expect(stats.mainGoalsWithWorkToday).toEqual({ part: 1, whole: 1, percent: 100 });
    expect(stats.recentGoals).toEqual([{ id: main.id, title: 'Main', deadline: main.deadline, progress: 0 }]);
  });

  it('follows a change at once, though the figures are kept for the minute', async () => {
    const { client } = await signUp(app);
    const task = await buildTodo(client, { dueDate: new Date().toISOString() });
    const before = (await client.get('/api/stats?tz=UTC')).json();
    expect((await client.get('/api/stats?tz=UTC')).json()).toEqual(before);
    expect(before.completionRate).toEqual({ part: 0, whole: 1, percent: 0 });
    expect((await client.patch(`/api/todos/${task.id}`, { completed: true })).statusCode).toBe(200);
    expect((await client.get('/api/stats?tz=UTC')).json().completionRate).toEqual({ part: 1, whole: 1, percent: 100 });
  });

  it('refuses an unknown time zone and answers 401 without a session', async () => {
    const { client } = await signUp(app);
    const response = await client.get('/api/stats?tz=Mars/Base');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('tz must be a time zone name such as Europe/Berlin');
    expect((await app.inject({ method: 'GET', url: '/api/stats?tz=UTC' })).statusCode).toBe(401);
  });
});

describe('the SQL and the definitions in shared/ agree', () => {
  it.each([
    ['America/New_York', '2026-03-10T13:00:00Z'],
    ['Asia/Kolkata', '2026-03-01T19:00:00Z'],
    ['UTC', '2026-12-31T23:30:00Z'],
    ['Pacific/Auckland', '2026-04-05T10:00:00Z'],
  ])('on generated data in %s at %s', async (timeZone, nowText) => {
    const now = new Date(nowText);
    const random = seededRandom(timeZone.length * 7919);
    const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)] as T;
    const hoursFromNow = (span: number) => new Date(now.getTime() + (random() * 2 - 1) * span * 3_600_000);
    const { user } = await signUp(app);

    const goalRows: StatsGoal[] = [];
    for (let index = 0; index < 60; index++) {
      const [row] = await database.db
        .insert(goals)
        .values({
          title: `Goal ${index}`,
          deadline: hoursFromNow(24 * 40),
          progress: random() < 0.3 ? 100 : Math.floor(random() * 100),
          parentId: goalRows.length > 0 && random() < 0.7 ? pick(goalRows).id : null,
          userId: user.id,
        })
        .returning();
      if (!row) throw new Error('insert failed');
      goalRows.push({ ...row, deadline: row.deadline.toISOString() });
    }
    const taskValues = Array.from({ length: 400 }, (_, index) => {
      const completed = random() < 0.5;
      // Some open tasks are skipped occurrences: they count for neither the rate nor today's work.
      const skipped = !completed && random() < 0.2;
      return {
        title: `Task ${index}`,
        dueDate: hoursFromNow(24 * 20),
        completed,
        skipped,
        completedAt: completed ? hoursFromNow(24 * 18) : null,
        goalId: random() < 0.8 ? pick(goalRows).id : null,
        userId: user.id,
      };
    });
    await database.db.insert(todos).values(taskValues);
    const taskRows: StatsTask[] = taskValues.map((task) => ({
      dueDate: task.dueDate.toISOString(),
      completed: task.completed,
      skipped: task.skipped,
      completedAt: task.completedAt?.toISOString() ?? null,
      goalId: task.goalId,
    }));

    const fromSql = await dashboardStats(database.db, user.id, timeZone, now);
    const fromDefinition = computeDashboardStats(goalRows, taskRows, now, timeZone);
    expect(fromSql).toEqual(fromDefinition);
    // The data must exercise the figures, or agreeing would prove little.
    expect(fromDefinition.completedInWindow).toBeGreaterThan(20);
    expect(fromDefinition.mainGoalsWithWorkToday.part).toBeGreaterThan(0);
    expect(fromDefinition.completionRate.whole).toBeGreaterThan(50);
  });
});
