import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { dayNotesFor, openDayNotes, type DayNotes, type DayNotesState } from './day-notes';
import { dailyPlanQuery } from './plan-notes-api';

const noSubscription = () => () => {};
const notYet = () => null;

/**
 * The notes of one day to edit (see `DayNotes`): null until the day's plan has arrived, unless this tab
 * still has the day open (its save may be on its way). Notes saved in another tab or on another device
 * show here while nothing here is unsaved. Mount one per day (`key={date}`).
 */
export function useDailyPlanNotes(date: string, userId: number) {
  const queryClient = useQueryClient();
  const plan = useQuery(dailyPlanQuery(date));
  const [day, setDay] = useState<DayNotes | null>(() => openDayNotes(userId, date) ?? null);

  useEffect(() => {
    if (!plan.data) return;
    if (day) day.receive(plan.data);
    else setDay(dayNotesFor(userId, date, plan.data, queryClient));
  }, [day, plan.data, userId, date, queryClient]);

  const state: DayNotesState | null = useSyncExternalStore(day?.subscribe ?? noSubscription, day?.getState ?? notYet, notYet);
  return { state, day };
}
