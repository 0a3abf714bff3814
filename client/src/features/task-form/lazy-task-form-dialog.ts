import { lazyComponent } from '@/lib/lazy-component';
import type { TaskFormDialog as LoadedTaskFormDialog } from './task-form-dialog';

/**
 * The task form's code (its zod schemas, pickers and repeat rule) loads once the browser is idle after the page that
 * holds the dialog is drawn, or at once when the dialog opens before then: not with the page's code.
 */
export const TaskFormDialog = lazyComponent<'TaskFormDialog', Parameters<typeof LoadedTaskFormDialog>[0]>(
  () => import('./task-form-dialog'),
  'TaskFormDialog',
  () => null,
  { neededNow: ({ mode }) => mode !== null },
);
