import { useLocation, useSearch } from 'wouter';
import { PAGES } from '@shared/pages';

export const PLANNING_TABS = ['goals', 'days', 'week'] as const;
export type PlanningTab = (typeof PLANNING_TABS)[number];

export interface PlanningPlace {
  tab: PlanningTab;
  /** A day (`yyyy-MM-dd`) of the week the week tab shows; null for this week. */
  week: string | null;
}

/**
 * The planning page's tab, and the week tab's week, kept in its address (`?tab=days`,
 * `?tab=week&week=2026-11-30`) so that a reload or a shared link opens the same view. The goals tab
 * and this week are the defaults and need nothing.
 */
export function usePlanningAddress(): PlanningPlace & { show(place: PlanningPlace): void } {
  const search = useSearch();
  const [, navigate] = useLocation();
  const params = new URLSearchParams(search);
  const tab = PLANNING_TABS.find((candidate) => candidate === params.get('tab')) ?? 'goals';
  const show = (place: PlanningPlace) => {
    const query = new URLSearchParams();
    if (place.tab !== 'goals') query.set('tab', place.tab);
    if (place.tab === 'week' && place.week !== null) query.set('week', place.week);
    navigate(query.size > 0 ? `${PAGES.planning.path}?${query}` : PAGES.planning.path, { replace: true });
  };
  return { tab, week: tab === 'week' ? params.get('week') : null, show };
}
