import { lazyComponent } from '@/lib/lazy-component';
import type { GoalFormDialog as LoadedGoalFormDialog } from './goal-form-dialog';

/**
 * The goal form's code (its zod schemas and parent picker) loads once the browser is idle after the page that
 * holds the dialog is drawn, or at once when the dialog opens before then: not with the page's code.
 */
export const GoalFormDialog = lazyComponent<'GoalFormDialog', Parameters<typeof LoadedGoalFormDialog>[0]>(
  () => import('./goal-form-dialog'),
  'GoalFormDialog',
  () => null,
  { neededNow: ({ mode }) => mode !== null },
);
