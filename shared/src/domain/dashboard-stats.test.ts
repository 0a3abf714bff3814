import { describe, expect, it } from 'vitest';
import { computeDashboardStats, ratio, type StatsGoal, type StatsTask } from './dashboard-stats';

const zone = 'America/New_York';
// 10 March 2026, 09:00 in New York: the 14-day window runs 25 Feb – 10 Mar, across the end of
// February and the 8 March change to daylight saving time.
const now = new Date('2026-03-10T13:00:00Z');

const goal = (id: number, parentId: number | null, progress: number, deadline = '2026-04-01T12:00:00Z'): StatsGoal => ({
  id,
  title: `Goal ${id}`,
  deadline,
  progress,
  parentId,
});
const task = (dueDate: string, fields: Partial<StatsTask> = {}): StatsTask => ({
  dueDate,
  completed: false,
  completedAt: null,
  goalId: null,
  ...fields,
});

describe('ratio', () => {
  it('rounds the percent and is 0 for nothing', () => {
    expect(ratio(1, 3)).toEqual({ part: 1, whole: 3, percent: 33 });
    expect(ratio(2, 3)).toEqual({ part: 2, whole: 3, percent: 67 });
    expect(ratio(0, 0)).toEqual({ part: 0, whole: 0, percent: 0 });
  });
});

describe('computeDashboardStats', () => {
  const goals = [
    goal(1, null, 100, '2026-02-01T12:00:00Z'),
    goal(2, null, 40, '2026-03-20T12:00:00Z'),
    goal(3, 2, 50),
    goal(4, 3, 100),
    goal(5, null, 0, '2026-03-01T12:00:00Z'),
    goal(6, 5, 10, '2026-03-05T12:00:00Z'),
  ];

  it('counts main goals, open subgoals and upcoming deadlines', () => {
    const stats = computeDashboardStats(goals, [], now, zone);
    expect(stats.mainGoals).toEqual({ part: 1, whole: 3, percent: 33 });
    expect(stats.activeSubgoals).toBe(2);
    // Goals 2 and 3 are open and due after now; 5 and 6 are open but past due.
    expect(stats.upcomingDeadlines).toBe(2);
  });

  it('counts open main goals with a task due today anywhere below them', () => {
    const tasks = [
      task('2026-03-10T20:00:00Z', { goalId: 4 }),
      task('2026-03-11T04:30:00Z', { goalId: 6 }),
      task('2026-03-10T15:00:00Z', { goalId: 1 }),
    ];
    // Goal 4 (under 2) has a task today; 04:30Z on the 11th is 00:30 on the 11th in New York, so not today.
    const stats = computeDashboardStats(goals, tasks, now, zone);
    expect(stats.mainGoalsWithWorkToday).toEqual({ part: 1, whole: 2, percent: 50 });
  });

  it('counts completions per local day over a window that crosses a month end and a clock change', () => {
    const tasks = [
      task('2026-02-25T12:00:00Z', { completed: true, completedAt: '2026-02-25T05:00:00Z' }), // 00:00 EST, 25 Feb: in
      task('2026-02-25T12:00:00Z', { completed: true, completedAt: '2026-02-25T04:59:00Z' }), // 24 Feb: out
      task('2026-03-01T12:00:00Z', { completed: true, completedAt: '2026-03-01T04:00:00Z' }), // 23:00 EST, 28 Feb
      task('2026-03-08T12:00:00Z', { completed: true, completedAt: '2026-03-09T03:30:00Z' }), // 23:30 EDT, 8 Mar
      task('2026-03-08T12:00:00Z', { completed: true, completedAt: '2026-03-09T04:00:00Z' }), // 00:00 EDT, 9 Mar
      task('2026-03-10T12:00:00Z', { completed: true, completedAt: '2026-03-10T12:59:00Z' }), // today
      task('2026-03-10T12:00:00Z', { completed: false }),
    ];
    const stats = computeDashboardStats(goals, tasks, now, zone);
    expect(stats.completionsByDay).toHaveLength(14);
    expect(stats.completionsByDay[0]).toEqual({ date: '2026-02-25', completed: 1 });
    const byDate = Object.fromEntries(stats.completionsByDay.map((day) => [day.date, day.completed]));
    expect(byDate).toMatchObject({ '2026-02-28': 1, '2026-03-01': 0, '2026-03-08': 1, '2026-03-09': 1, '2026-03-10': 1 });
    expect(stats.completionsByDay.at(-1)?.date).toBe('2026-03-10');
    expect(stats.completedInWindow).toBe(5);
  });

  it('rates completion over the tasks due in the window, today included', () => {
    const tasks = [
      task('2026-02-25T05:00:00Z', { completed: true, completedAt: '2026-02-25T06:00:00Z' }), // first day: in
      task('2026-02-25T04:59:00Z', { completed: true, completedAt: '2026-02-25T06:00:00Z' }), // 24 Feb: out
      task('2026-03-10T20:00:00Z'), // today, open: counts
      task('2026-03-11T04:00:00Z'), // tomorrow: out
      task('2026-03-05T12:00:00Z', { completed: true, completedAt: '2026-03-05T13:00:00Z' }),
    ];
    expect(computeDashboardStats(goals, tasks, now, zone).completionRate).toEqual({ part: 2, whole: 3, percent: 67 });
  });

  it('leaves skipped occurrences out of the completion rate and of today’s work', () => {
    const tasks = [
      task('2026-03-09T12:00:00Z', { completed: true, completedAt: '2026-03-09T13:00:00Z' }),
      task('2026-03-08T12:00:00Z', { skipped: true }),
      task('2026-03-10T20:00:00Z', { skipped: true, goalId: 3 }),
    ];
    const stats = computeDashboardStats(goals, tasks, now, zone);
    expect(stats.completionRate).toEqual({ part: 1, whole: 1, percent: 100 });
    expect(stats.mainGoalsWithWorkToday.part).toBe(0);
  });

  it('lists main goals by deadline, nearest first, at most five', () => {
    const many = [...goals, goal(7, null, 0, '2026-01-01T00:00:00Z'), goal(8, null, 0, '2027-01-01T00:00:00Z'), goal(9, null, 0, '2026-05-01T00:00:00Z')];
    expect(computeDashboardStats(many, [], now, zone).recentGoals.map((g) => g.id)).toEqual([7, 1, 5, 2, 9]);
  });

  it('gives zeros, not NaN, for a new account', () => {
    const stats = computeDashboardStats([], [], now, zone);
    expect(stats.mainGoals.percent).toBe(0);
    expect(stats.completionRate.percent).toBe(0);
    expect(stats.completedInWindow).toBe(0);
    expect(stats.recentGoals).toEqual([]);
  });
});
