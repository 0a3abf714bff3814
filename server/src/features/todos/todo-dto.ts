import { sql } from 'drizzle-orm';
import type { Todo } from '@shared/schemas/todos';
import { toIsoTimestamp, type Timestamp } from '../../db/raw-query';
import { todos } from '../../db/schema';

/** A task's answer columns for Drizzle's selects and `returning`. */
export const todoColumns = {
  id: todos.id,
  title: todos.title,
  description: todos.description,
  dueDate: todos.dueDate,
  completed: todos.completed,
  failed: todos.failed,
  delayed: todos.delayed,
  priority: todos.priority,
  plannedTime: todos.plannedTime,
  goalId: todos.goalId,
  pomodoros: todos.pomodoros,
  completedAt: todos.completedAt,
  createdAt: todos.createdAt,
  version: todos.version,
  skipped: todos.skipped,
  seriesId: todos.seriesId,
  occurrenceDate: todos.occurrenceDate,
  reminderMinutesBefore: todos.reminderMinutesBefore,
  // The series' rule while it goes on, as the batched statements read it (todo-statements.ts).
  repeatRule: sql<string | null>`(select s.rule from task_series s where s.id = ${todos.seriesId} and s.end_date is null)`,
};

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
    skipped: row.skipped,
    seriesId: row.seriesId,
    occurrenceDate: row.occurrenceDate,
    repeatRule: row.repeatRule,
    reminderMinutesBefore: row.reminderMinutesBefore,
  };
}
