import { TaskList } from './components/task-list';

/** /todos */
export function TasksPage() {
  return (
    <div className="pt-2">
      <TaskList headingLevel={1} />
    </div>
  );
}
