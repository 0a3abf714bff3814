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

export interface NavigationLink {
  href: string;
  label: string;
  icon: LucideIcon;
  /** Other paths on which this link counts as the current page. */
  alsoActiveOn?: string[];
}

/** The sidebar's links, in the spec's order, plus the Daily Plan page. */
export const NAVIGATION: NavigationLink[] = [
  { href: '/', label: 'Dashboard', icon: LayoutDashboard, alsoActiveOn: ['/dashboard'] },
  { href: '/goals', label: 'Goals', icon: Target },
  { href: '/planning', label: 'Planning', icon: CalendarDays },
  { href: '/plan', label: 'Daily Plan', icon: CalendarCheck },
  { href: '/todos', label: 'Daily Tasks', icon: ListTodo },
  { href: '/pomodoro', label: 'Pomodoro', icon: Timer },
  { href: '/profile', label: 'Account', icon: UserRound },
];
