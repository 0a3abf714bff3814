// The one-line task capture that reads dates, priorities, goals and pomodoros from its text (decision 22),
// wherever a task is added: the task lists, the Pomodoro and Planning pages, and Q on any page.
export { TaskQuickAdd } from './task-quick-add';
