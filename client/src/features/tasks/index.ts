// The Daily Tasks list, which the Daily Plan page shows too. Small on purpose: whatever an index
// re-exports is downloaded by every page that imports it (decision 17).
export { TaskList } from './components/task-list';
