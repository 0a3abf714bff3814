import { useMemo } from 'react';
import { useLocation, useSearch } from 'wouter';
import { toLocalDateValue } from '@shared/domain/task-due';
import { startOfLocalWeek, weekStartOf } from '@shared/domain/week-plan';
import { PAGES } from '@shared/pages';

const PLANNING_TABS = ['goals', 'days', 'week'] as const;
type PlanningTab = (typeof PLANNING_TABS)[number];

const tabOf = (text: string | null): PlanningTab => PLANNING_TABS.find((tab) => tab === text) ?? 'goals';

/**
 * The planning page's tab, and the week tab's week, kept in its address (`?tab=days`,
 * `?tab=week&week=2026-11-30`) so that a reload or a shared link opens the same view. The goals tab
 * and this week (the one `today` falls in) are the defaults and need nothing.
 */
export function usePlanningAddress(today: Date) {
  const params = new URLSearchParams(useSearch());
  const [, navigate] = useLocation();
  const tab = tabOf(params.get('tab'));
  const weekParam = tab === 'week' ? params.get('week') : null;
  const weekStart = useMemo(() => weekStartOf(weekParam, today), [weekParam, today]);
  const go = (to: PlanningTab, week: Date | null = null) => {
    const query = new URLSearchParams();
    if (to !== 'goals') query.set('tab', to);
    if (week !== null && week.getTime() !== startOfLocalWeek(today).getTime()) query.set('week', toLocalDateValue(week));
    navigate(query.size > 0 ? `${PAGES.planning.path}?${query}` : PAGES.planning.path, { replace: true });
  };
  return {
    tab,
    /** The Monday of the week the week tab shows. */
    weekStart,
    showTab: (text: string) => go(tabOf(text)),
    showWeek: (weekStart: Date) => go('week', weekStart),
  };
}
