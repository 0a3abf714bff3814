import { lazyComponent } from '@/lib/lazy-component';
import type { EditPlannedTaskDialog as LoadedEditPlannedTaskDialog } from './edit-planned-task-dialog';
import { WeekLoading } from './week-loading';
import type { WeekView as LoadedWeekView } from './week-view';

// What the Planning page draws only on request comes apart from its code: the Week tab (with its drag and drop)
// and the edit dialog (with its form and schemas) are more code than the page's first tab.

/** The Week tab: its code loads when the tab is opened, or before, once the Planning page is idle (its `preload`). */
export const WeekView = lazyComponent<'WeekView', Parameters<typeof LoadedWeekView>[0]>(() => import('./week-view'), 'WeekView', WeekLoading);

/** The edit dialog: its code loads once the page is idle, or at once when a task is edited before then. */
export const EditPlannedTaskDialog = lazyComponent<'EditPlannedTaskDialog', Parameters<typeof LoadedEditPlannedTaskDialog>[0]>(
  () => import('./edit-planned-task-dialog'),
  'EditPlannedTaskDialog',
  () => null,
  { neededNow: ({ task }) => task !== null },
);
