import { useCallback, useEffect } from 'react';
import { useLocation, useSearch } from 'wouter';
import { dailyPlanPath, PLAN_DATE_PARAM, planDayOfSearch } from '@shared/domain/plan-day';
import { toLocalDateValue } from '@shared/domain/task-due';
import { PAGES } from '@shared/pages';
import { useToday } from '@/hooks/use-today';

/**
 * The day the Daily Plan page shows, from its address (`/plan?date=2026-11-24`; none is today), and a way
 * to go to another. An address naming no real day shows today, and loses its date so it says so.
 */
export function usePlanDay() {
  const search = useSearch();
  const [, navigate] = useLocation();
  const today = toLocalDateValue(useToday().startOfToday);
  const named = planDayOfSearch(search);
  const namesNoDay = named === null && new URLSearchParams(search).has(PLAN_DATE_PARAM);

  useEffect(() => {
    if (namesNoDay) navigate(PAGES.dailyPlan.path, { replace: true });
  }, [namesNoDay, navigate]);

  /** `replace` keeps one entry in the history for a run of changes (typing a date digit by digit). */
  const goTo = useCallback(
    (date: string, { replace = false } = {}) => navigate(dailyPlanPath(date, today), { replace }),
    [navigate, today],
  );
  return { date: named ?? today, today, goTo };
}
