import { isGoalComplete } from './goal-rules';
import { dayKeysEndingWith, zonedDateKey } from './zoned-days';

/** Spec section 9: the chart and the completion rate look at the last 14 days, today included. */
export const STATS_WINDOW_DAYS = 14;
export const RECENT_GOALS_LIMIT = 5;

export interface StatsGoal {
  id: number;
  title: string;
  /** ISO 8601 */
  deadline: string;
  progress: number;
  parentId: number | null;
}

/**
 * A task as the statistics count it. An occurrence of a recurring task counts like any other task;
 * a skipped one (let go this time) counts for neither the completion rate nor today's work.
 */
export interface StatsTask {
  /** ISO 8601 */
  dueDate: string;
  completed: boolean;
  skipped?: boolean;
  /** ISO 8601, or null while not completed */
  completedAt: string | null;
  goalId: number | null;
}

export interface Ratio {
  part: number;
  whole: number;
  /** Rounded percent; 0 when there is nothing to count. */
  percent: number;
}

export interface DashboardStats {
  /** Main goals at 100 out of all main goals. */
  mainGoals: Ratio;
  /** Subgoals not yet at 100. */
  activeSubgoals: number;
  /** Goals not yet at 100 whose deadline is still ahead. */
  upcomingDeadlines: number;
  /** Open main goals with at least one task due today anywhere below them, out of all open main goals. */
  mainGoalsWithWorkToday: Ratio;
  /** Tasks completed on each of the last 14 days (by when they were completed), oldest first. */
  completionsByDay: { date: string; completed: number }[];
  completedInWindow: number;
  /** Of the tasks due in the last 14 days (today included), skipped ones left out, how many are completed. */
  completionRate: Ratio;
  /** Main goals by deadline, nearest first. */
  recentGoals: Pick<StatsGoal, 'id' | 'title' | 'deadline' | 'progress'>[];
}

export function ratio(part: number, whole: number): Ratio {
  return { part, whole, percent: whole === 0 ? 0 : Math.round((part / whole) * 100) };
}

/**
 * The dashboard's figures from plain lists: the definition the SQL of GET /api/stats must
 * agree with. Days are calendar days in `timeZone`.
 */
export function computeDashboardStats(goals: readonly StatsGoal[], tasks: readonly StatsTask[], now: Date, timeZone: string): DashboardStats {
  const today = zonedDateKey(now, timeZone);
  const windowDays = dayKeysEndingWith(today, STATS_WINDOW_DAYS);
  const windowStart = windowDays[0] as string;
  const dayOf = (iso: string) => zonedDateKey(new Date(iso), timeZone);

  const mainGoals = goals.filter((goal) => goal.parentId === null);
  const openMainGoals = mainGoals.filter((goal) => !isGoalComplete(goal));

  // The main goal above every goal, found once for the whole list.
  const byId = new Map(goals.map((goal) => [goal.id, goal]));
  const rootOf = (goalId: number): number | undefined => {
    const seen = new Set<number>();
    let current = byId.get(goalId);
    while (current && current.parentId !== null && !seen.has(current.id)) {
      seen.add(current.id);
      current = byId.get(current.parentId);
    }
    return current?.id;
  };
  const rootsWithWorkToday = new Set<number>();
  for (const task of tasks) {
    if (task.goalId === null || task.skipped || dayOf(task.dueDate) !== today) continue;
    const root = rootOf(task.goalId);
    if (root !== undefined) rootsWithWorkToday.add(root);
  }

  const completions = new Map(windowDays.map((day) => [day, 0]));
  let dueInWindow = 0;
  let completedOfDue = 0;
  for (const task of tasks) {
    if (task.completed && task.completedAt) {
      const day = dayOf(task.completedAt);
      const count = completions.get(day);
      if (count !== undefined) completions.set(day, count + 1);
    }
    const due = dayOf(task.dueDate);
    if (due >= windowStart && due <= today && !task.skipped) {
      dueInWindow++;
      if (task.completed) completedOfDue++;
    }
  }
  const completionsByDay = windowDays.map((date) => ({ date, completed: completions.get(date) ?? 0 }));

  return {
    mainGoals: ratio(mainGoals.filter(isGoalComplete).length, mainGoals.length),
    activeSubgoals: goals.filter((goal) => goal.parentId !== null && !isGoalComplete(goal)).length,
    upcomingDeadlines: goals.filter((goal) => !isGoalComplete(goal) && Date.parse(goal.deadline) > now.getTime()).length,
    mainGoalsWithWorkToday: ratio(openMainGoals.filter((goal) => rootsWithWorkToday.has(goal.id)).length, openMainGoals.length),
    completionsByDay,
    completedInWindow: completionsByDay.reduce((sum, day) => sum + day.completed, 0),
    completionRate: ratio(completedOfDue, dueInWindow),
    recentGoals: [...mainGoals]
      .sort((a, b) => Date.parse(a.deadline) - Date.parse(b.deadline) || a.id - b.id)
      .slice(0, RECENT_GOALS_LIMIT)
      .map(({ id, title, deadline, progress }) => ({ id, title, deadline, progress })),
  };
}
