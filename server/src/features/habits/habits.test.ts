// GET /api/habits over long histories: the streaks, counts and heatmap days the server answers are
// habitSummary's of the person's series and tasks as stored, whatever state each task is in.
import { describe, expect, it } from 'vitest';
import { habitSummary, heatmapWeeks, type HabitSegment, type OccurrenceState } from '@shared/domain/habit-streaks';
import { occurrenceDates } from '@shared/domain/recurrence';
import { addDaysToKey, zonedDateKey } from '@shared/domain/zoned-days';
import { HABIT_DAY_CODES } from '@shared/domain/habit-streaks';
import type { Habit, HabitList } from '@shared/schemas/habits';
import { eq } from 'drizzle-orm';
import { taskSeries, todos } from '../../db/schema';
import { signUp, startTestApp, type TestClient } from '../../test/test-app';
import { openTestDatabase } from '../../test/test-database';
import { forgetOccurrenceCheck } from '../recurrence/occurrences';
import { habitsAnswer } from './habits.service';

const { app, database } = await startTestApp();

const DAILY = 'FREQ=DAILY;INTERVAL=1';
const MON_WED_FRI = 'FREQ=WEEKLY;INTERVAL=1;BYDAY=MO,WE,FR';
// The read makes no tasks for these series: they are made far ahead already.
const MADE_THROUGH = '2099-12-31';

interface StoredSeries {
  rule: string;
  startDate: string;
  endDate?: string | null;
  timeZone?: string;
  previousId?: number | null;
  title?: string;
}

async function userIdOf(client: TestClient): Promise<number> {
  return (await client.get('/api/user')).json().id;
}

/** A series stored as the server keeps it, with a task in the given state for each listed day. */
async function storeSeries(userId: number, series: StoredSeries, tasks: ReadonlyMap<string, OccurrenceState>): Promise<{ id: number; taskIds: Map<string, number> }> {
  const [row] = await database.db
    .insert(taskSeries)
    .values({
      userId,
      rule: series.rule,
      startDate: series.startDate,
      endDate: series.endDate ?? null,
      timeZone: series.timeZone ?? 'UTC',
      generatedThrough: MADE_THROUGH,
      previousId: series.previousId ?? null,
      title: series.title ?? 'Stretch',
    })
    .returning({ id: taskSeries.id });
  const taskIds = new Map<string, number>();
  const days = [...tasks.keys()];
  for (let start = 0; start < days.length; start += 500) {
    const rows = await database.db
      .insert(todos)
      .values(
        days.slice(start, start + 500).map((day) => ({
          title: series.title ?? 'Stretch',
          dueDate: new Date(`${day}T12:00:00Z`),
          userId,
          seriesId: row!.id,
          occurrenceDate: day,
          completed: tasks.get(day) === 'completed',
          skipped: tasks.get(day) === 'skipped',
          failed: tasks.get(day) === 'failed',
        })),
      )
      .returning({ id: todos.id, day: todos.occurrenceDate });
    for (const task of rows) taskIds.set(task.day!, task.id);
  }
  return { id: row!.id, taskIds };
}

async function habitsOf(client: TestClient, query: string): Promise<HabitList> {
  const response = await client.get(`/api/habits?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

/** The days from `from` to `to`, each in the state `stateOf` gives it (undefined: no task). */
function tasksFrom(from: string, to: string, stateOf: (day: string, index: number) => OccurrenceState | undefined): Map<string, OccurrenceState> {
  const tasks = new Map<string, OccurrenceState>();
  let index = 0;
  for (let day = from; day <= to; day = addDaysToKey(day, 1)) {
    const state = stateOf(day, index++);
    if (state) tasks.set(day, state);
  }
  return tasks;
}

/** What the habit should show: habitSummary of the same segments and tasks. */
function expectedHabit(segments: HabitSegment[], tasks: ReadonlyMap<string, OccurrenceState>, today: string) {
  const summary = habitSummary(segments, tasks, today);
  return {
    currentStreak: summary.current,
    bestStreak: summary.best,
    done: summary.done,
    due: summary.due,
    firstDay: heatmapWeeks(today)[0]![0]!,
    days: summary.weeks.flat().map((day) => HABIT_DAY_CODES[day.state]).join(''),
  };
}

const figures = ({ currentStreak, bestStreak, done, due }: Habit) => ({ currentStreak, bestStreak, done, due });

describe('habits over a long history', () => {
  const today = '2026-11-11'; // a Wednesday; the heatmap starts on Monday 2026-08-24

  it('counts a streak that began before the heatmap’s weeks through today', async () => {
    const { client } = await signUp(app);
    const userId = await userIdOf(client);
    // Done every day since 2026-06-01 but for a failed day on 2026-07-15; today still open.
    const tasks = tasksFrom('2026-01-01', today, (day) => (day === '2026-07-15' ? 'failed' : day === today ? 'open' : 'completed'));
    const { id, taskIds } = await storeSeries(userId, { rule: DAILY, startDate: '2026-01-01' }, tasks);
    const { habits } = await habitsOf(client, `tz=UTC&today=${today}`);
    expect(habits).toHaveLength(1);
    const [habit] = habits;
    // 2026-07-16 through 2026-11-10: 118 days in a row, 79 of them before the heatmap's first day.
    expect(figures(habit!)).toEqual({ currentStreak: 118, bestStreak: 195, done: 313, due: 315 });
    expect(habit).toMatchObject({ seriesId: id, firstDay: '2026-08-24', todayTodoId: taskIds.get(today) });
    expect(habit!.days).toBe(`${'d'.repeat(79)}t${'u'.repeat(4)}`);
  });

  it('breaks the streak on the day before the heatmap’s first day, and on a day without a task', async () => {
    const { client } = await signUp(app);
    const userId = await userIdOf(client);
    const tasks = tasksFrom('2026-05-01', today, (day) => (day === '2026-08-23' ? 'open' : day === '2026-10-02' ? undefined : 'completed'));
    await storeSeries(userId, { rule: DAILY, startDate: '2026-05-01' }, tasks);
    const [habit] = (await habitsOf(client, `tz=UTC&today=${today}`)).habits;
    expect(habit).toMatchObject(expectedHabit([{ rule: DAILY, startDate: '2026-05-01', endDate: null }], tasks, today));
    // From 2026-10-03 through today: 40 days.
    expect(figures(habit!)).toEqual({ currentStreak: 40, bestStreak: 114, done: 193, due: 195 });
    expect(habit!.days.slice(0, 40)).toBe('d'.repeat(39) + 'm');
  });

  it('carries a streak over skipped days, failed and open ones breaking it, on the rule’s days only', async () => {
    const { client } = await signUp(app);
    const userId = await userIdOf(client);
    const start = '2025-09-01';
    const ruleDays = occurrenceDates(MON_WED_FRI, start, start, addDaysToKey(today, 14));
    const tasks = new Map<string, OccurrenceState>();
    ruleDays.forEach((day, index) => {
      const state: OccurrenceState = index % 17 === 5 ? 'skipped' : index % 29 === 7 ? 'failed' : index % 41 === 3 ? 'open' : 'completed';
      tasks.set(day, day > today ? 'open' : state);
    });
    // A task moved onto a Sunday and done, and a Tuesday one left open long ago.
    tasks.set('2026-09-06', 'completed');
    tasks.set('2025-10-07', 'open');
    await storeSeries(userId, { rule: MON_WED_FRI, startDate: start }, tasks);
    const [habit] = (await habitsOf(client, `tz=UTC&today=${today}`)).habits;
    expect(habit).toMatchObject(expectedHabit([{ rule: MON_WED_FRI, startDate: start, endDate: null }], tasks, today));
    expect(habit!.days).toContain('s');
    expect(habit!.days).toContain('m');
    expect(habit!.days).toContain('r');
  });

  it('counts a habit continued "this and following" under a new rule as one, over both series', async () => {
    const { client } = await signUp(app);
    const userId = await userIdOf(client);
    const firstTasks = tasksFrom('2026-02-01', '2026-09-30', (_day, index) => (index % 50 === 49 ? 'failed' : 'completed'));
    const first = await storeSeries(userId, { rule: DAILY, startDate: '2026-02-01', endDate: '2026-09-30' }, firstTasks);
    const secondTasks = new Map(occurrenceDates(MON_WED_FRI, '2026-10-01', '2026-10-01', today).map((day) => [day, 'completed' as const]));
    const second = await storeSeries(userId, { rule: MON_WED_FRI, startDate: '2026-10-01', previousId: first.id, title: 'Stretch more' }, secondTasks);
    const { habits } = await habitsOf(client, `tz=UTC&today=${today}`);
    expect(habits.map((habit) => habit.seriesId)).toEqual([second.id]);
    const segments: HabitSegment[] = [
      { rule: MON_WED_FRI, startDate: '2026-10-01', endDate: null },
      { rule: DAILY, startDate: '2026-02-01', endDate: '2026-09-30' },
    ];
    const all = new Map([...firstTasks, ...secondTasks]);
    expect(habits[0]).toMatchObject({ title: 'Stretch more', startDate: '2026-02-01', ...expectedHabit(segments, all, today) });
    // Daily in the heatmap's first weeks, Monday, Wednesday and Friday after the split; today done.
    expect(habits[0]!.days.slice(0, 7)).toBe('ddddddd');
    expect(habits[0]!.days.slice(-7)).toBe('drdrurr');
  });

  it('leaves out a habit that ended before the heatmap’s weeks and keeps one that ended within them', async () => {
    const { client } = await signUp(app);
    const userId = await userIdOf(client);
    await storeSeries(userId, { rule: DAILY, startDate: '2026-01-01', endDate: '2026-08-23', title: 'Old' }, tasksFrom('2026-01-01', '2026-08-23', () => 'completed'));
    const kept = await storeSeries(
      userId,
      { rule: DAILY, startDate: '2026-01-01', endDate: '2026-08-24', title: 'Ended' },
      tasksFrom('2026-01-01', '2026-08-24', () => 'completed'),
    );
    const { habits } = await habitsOf(client, `tz=UTC&today=${today}`);
    expect(habits.map((habit) => habit.title)).toEqual(['Ended']);
    expect(habits[0]).toMatchObject({ seriesId: kept.id, endDate: '2026-08-24', currentStreak: 236, bestStreak: 236, done: 236, due: 236, todayTodoId: null });
    expect(habits[0]!.days).toBe(`d${'r'.repeat(83)}`);
  });

  it('counts calendar days across a daylight-saving change in the series’ own time zone', async () => {
    const { client } = await signUp(app);
    const userId = await userIdOf(client);
    // New York leaves daylight saving on Sunday 2026-11-01; the task of that day was skipped.
    const dstToday = '2026-11-02';
    const tasks = tasksFrom('2026-10-01', '2026-11-16', (day) => (day === '2026-11-01' ? 'skipped' : day <= dstToday ? 'completed' : 'open'));
    await storeSeries(userId, { rule: DAILY, startDate: '2026-10-01', timeZone: 'America/New_York' }, tasks);
    const [habit] = (await habitsOf(client, `tz=${encodeURIComponent('America/New_York')}&today=${dstToday}`)).habits;
    expect(figures(habit!)).toEqual({ currentStreak: 32, bestStreak: 32, done: 32, due: 32 });
    expect(habit!.firstDay).toBe('2026-08-17');
    expect(habit!.days.slice(-14)).toBe('ddddddsduuuuuu');
  });

  it('ends the streaks on the day of the time zone asked for when no day is given', async () => {
    const { client } = await signUp(app);
    const userId = await userIdOf(client);
    const now = new Date();
    // Twenty-five hours apart: one of these is a day ahead of the other, whatever the time.
    const early = zonedDateKey(now, 'Pacific/Pago_Pago');
    const late = zonedDateKey(now, 'Pacific/Kiritimati');
    expect(late > early).toBe(true);
    const tasks = tasksFrom(addDaysToKey(early, -30), addDaysToKey(late, 14), (day) => (day < late ? 'completed' : 'open'));
    const { taskIds } = await storeSeries(userId, { rule: DAILY, startDate: addDaysToKey(early, -30) }, tasks);
    const behind = await habitsOf(client, `tz=${encodeURIComponent('Pacific/Pago_Pago')}`);
    const ahead = await habitsOf(client, `tz=${encodeURIComponent('Pacific/Kiritimati')}`);
    if (zonedDateKey(new Date(), 'Pacific/Pago_Pago') !== early || zonedDateKey(new Date(), 'Pacific/Kiritimati') !== late) return; // midnight passed meanwhile
    expect(behind.today).toBe(early);
    expect(ahead.today).toBe(late);
    expect(behind.habits[0]).toMatchObject({ todayTodoId: taskIds.get(early), currentStreak: 31 });
    expect(ahead.habits[0]).toMatchObject({ todayTodoId: taskIds.get(late), currentStreak: 31 + (late === addDaysToKey(early, 2) ? 1 : 0) });
  });
});

describe('habits asked for again', () => {
  it('answer alike while nothing changed, and follow a change to any of their tasks at once', async () => {
    const { client } = await signUp(app);
    const userId = await userIdOf(client);
    const today = '2026-11-11';
    const tasks = tasksFrom('2026-03-01', today, (day) => (day === today ? 'open' : 'completed'));
    const { taskIds } = await storeSeries(userId, { rule: DAILY, startDate: '2026-03-01' }, tasks);
    const query = `tz=UTC&today=${today}`;
    const first = await habitsOf(client, query);
    expect(await habitsOf(client, query)).toEqual(first);
    expect(figures(first.habits[0]!)).toEqual({ currentStreak: 255, bestStreak: 255, done: 255, due: 256 });

    // A task long before the heatmap's weeks, failed after all.
    expect((await client.patch(`/api/todos/${taskIds.get('2026-04-10')}`, { failed: true })).statusCode).toBe(200);
    const afterFailing = await habitsOf(client, query);
    expect(figures(afterFailing.habits[0]!)).toEqual({ currentStreak: 214, bestStreak: 214, done: 254, due: 256 });
    expect(afterFailing.habits[0]!.days).toBe(first.habits[0]!.days);

    // Today's task done.
    expect((await client.patch(`/api/todos/${taskIds.get(today)}`, { completed: true })).statusCode).toBe(200);
    const afterToday = await habitsOf(client, query);
    expect(figures(afterToday.habits[0]!)).toEqual({ currentStreak: 215, bestStreak: 215, done: 255, due: 256 });
    expect(afterToday.habits[0]!.days).not.toBe(first.habits[0]!.days);

    // Another day is another answer, and the first day's again its own.
    const nextDay = await habitsOf(client, `tz=UTC&today=2026-11-12`);
    expect(nextDay.today).toBe('2026-11-12');
    expect(figures(nextDay.habits[0]!)).toEqual({ currentStreak: 215, bestStreak: 215, done: 255, due: 257 });
    expect(await habitsOf(client, query)).toEqual(afterToday);

    // A task deleted: its day is missed.
    expect((await client.delete(`/api/todos/${taskIds.get('2026-11-01')}`)).statusCode).toBe(204);
    expect(figures((await habitsOf(client, query)).habits[0]!)).toEqual({ currentStreak: 10, bestStreak: 204, done: 254, due: 256 });
  });

  it('are each person’s own, even with the same data version', async () => {
    const owner = await signUp(app);
    const other = await signUp(app);
    await storeSeries(await userIdOf(owner.client), { rule: DAILY, startDate: '2026-10-01' }, tasksFrom('2026-10-01', '2026-11-11', () => 'completed'));
    expect((await habitsOf(owner.client, 'tz=UTC&today=2026-11-11')).habits).toHaveLength(1);
    expect((await habitsOf(other.client, 'tz=UTC&today=2026-11-11')).habits).toEqual([]);
  });
});

describe('habitsAnswer', () => {
  it('works the answer out again when the read made tasks after the data version was read', async () => {
    const { client } = await signUp(app);
    const userId = await userIdOf(client);
    const today = zonedDateKey(new Date(), 'UTC');
    const start = addDaysToKey(today, -5);
    const { id } = await storeSeries(userId, { rule: DAILY, startDate: start }, tasksFrom(start, addDaysToKey(today, -1), () => 'completed'));
    const version = 41;
    const first = await habitsAnswer(database.db, userId, version, { tz: 'UTC' });
    expect(first.habits[0]).toMatchObject({ todayTodoId: null, currentStreak: 5 });
    // The series falls behind (as the next day would find it), and the same version is brought
    // again: a request whose session was looked up before the read below made today's task.
    await database.db.update(taskSeries).set({ generatedThrough: addDaysToKey(today, -1) }).where(eq(taskSeries.id, id));
    forgetOccurrenceCheck(userId);
    const second = await habitsAnswer(database.db, userId, version, { tz: 'UTC' });
    expect(second.habits[0]!.todayTodoId).toEqual(expect.any(Number));
    expect(second).not.toBe(first);
  });

  it('answers from memory under the same version and day, and afresh under another', async () => {
    const { client } = await signUp(app);
    const userId = await userIdOf(client);
    await storeSeries(userId, { rule: DAILY, startDate: '2026-10-01' }, tasksFrom('2026-10-01', '2026-11-11', () => 'completed'));
    const query = { tz: 'UTC', today: '2026-11-11' };
    const first = await habitsAnswer(database.db, userId, 7, query);
    expect(await habitsAnswer(database.db, userId, 7, query)).toBe(first);
    expect(Object.isFrozen(first) && Object.isFrozen(first.habits[0])).toBe(true);
    const later = await habitsAnswer(database.db, userId, 8, query);
    expect(later).not.toBe(first);
    expect(later).toEqual(first);
    expect(await habitsAnswer(database.db, userId, 7, { tz: 'UTC', today: '2026-11-12' })).not.toEqual(first);
  });
});

describe('habitsAnswer in two databases', () => {
  it('keeps answers apart: ids and versions mean something only within one database', async () => {
    const other = await openTestDatabase();
    try {
      const { client } = await signUp(app);
      const userId = await userIdOf(client);
      await storeSeries(userId, { rule: DAILY, startDate: '2026-10-01' }, tasksFrom('2026-10-01', '2026-11-11', () => 'completed'));
      const query = { tz: 'UTC', today: '2026-11-11' };
      expect((await habitsAnswer(database.db, userId, 7, query)).habits).toHaveLength(1);
      expect((await habitsAnswer(other.db, userId, 7, query)).habits).toEqual([]);
    } finally {
      await other.close();
    }
  });
});
