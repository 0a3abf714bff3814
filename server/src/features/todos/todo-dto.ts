import type { Todo } from '@shared/schemas/todos';
import { toIsoTimestamp, type Timestamp } from '../../db/raw-query';

/** A task row as either path reads it: Drizzle gives dates, the batched raw statements ISO text. */
export interface TodoRecord extends Omit<Todo, 'dueDate' | 'completedAt' | 'createdAt'> {
  dueDate: Timestamp;
  completedAt: Timestamp | null;
  createdAt: Timestamp;
}

/** The answer's task: exactly the fields of the schema, so nothing a statement adds (its batch item, its owner) leaks. */
export function toTodoDto(row: TodoRecord): Todo {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    dueDate: toIsoTimestamp(row.dueDate),
    completed: row.completed,
    failed: row.failed,
    delayed: row.delayed,
    priority: row.priority,
    plannedTime: row.plannedTime,
    goalId: row.goalId,
    pomodoros: row.pomodoros,
    completedAt: row.completedAt === null ? null : toIsoTimestamp(row.completedAt),
    createdAt: toIsoTimestamp(row.createdAt),
    version: row.version,
  };
}
