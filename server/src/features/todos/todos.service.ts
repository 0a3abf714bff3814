import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { extractPomodoroMarker } from '@shared/domain/pomodoro-marker';
import { resolveTodoStatusChange } from '@shared/domain/todo-status';
import type {
  Todo,
  TodoCreateInput,
  TodoListQuery,
  TodoRescheduleInput,
  TodoUpdateInput,
} from '@shared/schemas/todos';
import type { Database } from '../../db/client';
import { todos } from '../../db/schema';
import { notFound, staleChange } from '../../http/errors';
import { findOwnedGoal } from '../goals/goals.service';
import { toTodoDto } from './todo-dto';
import { listTodosBatched, updateTodoBatched, type TodoChanges } from './todo-statements';

const todoColumns = {
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
};
type TodoRow = { [K in keyof typeof todoColumns]: (typeof todos.$inferSelect)[K] };

const ownedBy = (userId: number, todoId: number) => and(eq(todos.id, todoId), eq(todos.userId, userId));

export function listTodos(db: Database, userId: number, query: TodoListQuery): Promise<readonly Todo[]> {
  return listTodosBatched(db, { userId, query });
}

/** The description without its `[pomodoro:N]` marker, and the count the marker or the field gave. */
function descriptionAndPomodoros(description: string | null | undefined, pomodoros: number | undefined) {
  const extracted = extractPomodoroMarker(description);
  const count = pomodoros ?? extracted.pomodoros ?? undefined;
  return {
    ...(description !== undefined && { description: extracted.description }),
    ...(count !== undefined && { pomodoros: count }),
  };
}

export async function createTodo(db: Database, userId: number, input: TodoCreateInput): Promise<Todo> {
  if (input.goalId != null) await findOwnedGoal(db, userId, input.goalId);
  const status = resolveTodoStatusChange(input);
  const [row] = await db
    .insert(todos)
    .values({
      title: input.title,
      description: null,
      ...descriptionAndPomodoros(input.description, input.pomodoros),
      dueDate: input.dueDate,
      completed: status.completed ?? false,
      failed: status.failed ?? false,
      delayed: input.delayed,
      priority: input.priority,
      plannedTime: input.plannedTime ?? null,
      goalId: input.goalId ?? null,
      userId,
      completedAt: status.completed ? new Date() : null,
    })
    .returning(todoColumns);
  return toTodoDto(row as TodoRow);
}

export async function updateTodo(db: Database, userId: number, todoId: number, input: TodoUpdateInput): Promise<Todo> {
  if (input.goalId != null) await findOwnedGoal(db, userId, input.goalId);
  const changes: TodoChanges = {
    ...(input.title !== undefined && { title: input.title }),
    ...descriptionAndPomodoros(input.description, input.pomodoros),
    ...(input.dueDate !== undefined && { dueDate: input.dueDate }),
    ...resolveTodoStatusChange(input),
    ...(input.delayed !== undefined && { delayed: input.delayed }),
    ...(input.priority !== undefined && { priority: input.priority }),
    ...(input.plannedTime !== undefined && { plannedTime: input.plannedTime }),
    ...(input.goalId !== undefined && { goalId: input.goalId }),
  };
  const findTodo = () => db.select(todoColumns).from(todos).where(ownedBy(userId, todoId)).then(([row]) => row && toTodoDto(row));
  if (Object.keys(changes).length === 0) {
    const todo = await findTodo();
    if (!todo) throw notFound('Task');
    return todo;
  }
  const updated = await updateTodoBatched(db, { userId, todoId, changes, baseVersion: input.version });
  if (updated) return updated;
  // Nothing changed: the task is not the user's, or (only when the change named a version) it moved on.
  const current = input.version === undefined ? undefined : await findTodo();
  throw current ? staleChange('task', current) : notFound('Task');
}

/**
 * Moves the user's tasks among `ids` to one due date, all or none; ids of others are skipped. The rows
 * are locked in id order, the order the batched task changes take theirs in, so that the two can't deadlock.
 */
export async function rescheduleTodos(db: Database, userId: number, input: TodoRescheduleInput): Promise<number> {
  const lockedInIdOrder = db
    .select({ id: todos.id })
    .from(todos)
    .where(and(eq(todos.userId, userId), inArray(todos.id, input.ids)))
    .orderBy(asc(todos.id))
    .for('update');
  const moved = await db
    .update(todos)
    .set({ dueDate: input.dueDate, delayed: false, version: sql`${todos.version} + 1` })
    .where(inArray(todos.id, lockedInIdOrder))
    .returning({ id: todos.id });
  return moved.length;
}

export async function deleteTodo(db: Database, userId: number, todoId: number): Promise<void> {
  const deleted = await db.delete(todos).where(ownedBy(userId, todoId)).returning({ id: todos.id });
  if (deleted.length === 0) throw notFound('Task');
}
