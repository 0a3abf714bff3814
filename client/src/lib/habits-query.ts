import { queryOptions, useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { Habit, HabitList } from '@shared/schemas/habits';
import { apiRead, QUERY_ROOTS } from './query-keys';
import { browserTimeZone } from './time-zone';

/** The device's calendar day of `date` (`yyyy-MM-dd`), as the Daily Tasks tabs count days. */
const localDayKey = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

/**
 * The person's habits up to the day of `day` (by default now) on this device, in their time zone;
 * null when signed out. The day is part of the key, so a screen that follows the date (`useToday`)
 * reads them again at midnight. The goal cards and the dashboard read it; task changes refetch it
 * (a planner root in QUERY_ROOTS).
 */
export const habitsQuery = (day: Date = new Date()) =>
  queryOptions(apiRead<HabitList>(QUERY_ROOTS.habits, { tz: browserTimeZone(), today: localDayKey(day) }));

/** The habits; pass `useToday().startOfToday` to follow the date. */
export function useHabits(day?: Date) {
  return useQuery(habitsQuery(day));
}

/** One goal's habits, and the day the answer counts as today. */
export interface GoalHabits {
  today: string | null;
  habits: readonly Habit[];
}

const NO_HABITS: readonly Habit[] = [];
/** Each answer grouped by goal once, however many goal cards ask. */
const byGoalCache = new WeakMap<HabitList, Map<number, Habit[]>>();

function habitsByGoal(list: HabitList): Map<number, Habit[]> {
  let byGoal = byGoalCache.get(list);
  if (!byGoal) {
    byGoal = new Map();
    for (const habit of list.habits) {
      if (habit.goalId === null) continue;
      const habits = byGoal.get(habit.goalId);
      if (habits) habits.push(habit);
      else byGoal.set(habit.goalId, [habit]);
    }
    byGoalCache.set(list, byGoal);
  }
  return byGoal;
}

/** The habits whose goal is `goalId`. A card renders again only when its own habits change, not on every refetch. */
export function useGoalHabits(goalId: number) {
  const select = useCallback(
    (list: HabitList | null): GoalHabits => ({
      today: list?.today ?? null,
      habits: (list && habitsByGoal(list).get(goalId)) ?? NO_HABITS,
    }),
    [goalId],
  );
  return useQuery({ ...habitsQuery(), select });
}
