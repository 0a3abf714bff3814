import {
  CalendarCheck,
  CalendarDays,
  LayoutDashboard,
  ListTodo,
  Target,
  Timer,
  UserRound,
  type LucideIcon,
} from 'lucide-react';
import { PAGES } from '@shared/pages';

export interface NavigationLink {
  href: string;
  label: string;
  icon: LucideIcon;
  /** Other paths on which this link counts as the current page. */
  alsoActiveOn?: string[];
}

/** The sidebar's links, in the spec's order, plus the Daily Plan page. */
export const NAVIGATION: NavigationLink[] = [
  { href: PAGES.home.path, label: 'Dashboard', icon: LayoutDashboard, alsoActiveOn: [PAGES.dashboard.path] },
  { href: PAGES.goals.path, label: 'Goals', icon: Target },
  { href: PAGES.planning.path, label: 'Planning', icon: CalendarDays },
  { href: PAGES.dailyPlan.path, label: 'Daily Plan', icon: CalendarCheck },
  { href: PAGES.tasks.path, label: 'Daily Tasks', icon: ListTodo },
  { href: PAGES.pomodoro.path, label: 'Pomodoro', icon: Timer },
  { href: PAGES.account.path, label: 'Account', icon: UserRound },
];
