import { format, parseISO } from 'date-fns';
import { isCalendarDate } from './calendar-date';
import { localNoon, startOfLocalDay, taskTab, type DayBounds } from './task-buckets';

/** The task form's due-date choices. */
export type DueOption = 'today' | 'tomorrow' | 'custom';

/** `yyyy-MM-dd` of the local day a moment falls on. */
export function toLocalDateValue(date: Date): string {
  return format(date, 'yyyy-MM-dd');
}

/** Noon of the chosen day: Today, Tomorrow, or a `yyyy-MM-dd` picked on the calendar. Null for no valid day. */
export function dueDateFor(option: DueOption, customDate: string, now: Date): Date | null {
  if (option === 'today') return localNoon(now);
  if (option === 'tomorrow') return localNoon(now, 1);
  if (!isCalendarDate(customDate)) return null;
  return localNoon(parseISO(customDate));
}

/** How the form shows an existing due date: as Today or Tomorrow when it is, else as that day. */
export function dueOptionOf(dueDate: string, bounds: DayBounds): { option: DueOption; customDate: string } {
  const tab = taskTab({ dueDate, completed: false }, bounds);
  const customDate = toLocalDateValue(new Date(dueDate));
  if (tab === 'today') return { option: 'today', customDate };
  if (tab === 'tomorrow') return { option: 'tomorrow', customDate };
  return { option: 'custom', customDate };
}

/** Spec section 5: an empty or 'null' select value means "no goal". */
export function goalIdFromSelectValue(value: string): number | null {
  if (value === '' || value === 'null') return null;
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : null;
}

/** The earliest day the calendar offers, as `yyyy-MM-dd`. */
export const todayDateValue = (now: Date) => toLocalDateValue(startOfLocalDay(now));
