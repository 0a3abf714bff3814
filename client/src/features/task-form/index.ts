// The dialog that adds or edits a task, and its goal and priority pickers.
export { TaskFormDialog } from './lazy-task-form-dialog';
export type { TaskFormMode } from './task-form-dialog';
export { PrioritySelect } from './task-selects';
