import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { changeOfMove, describePlace, placeOfTask, type TaskMove } from '@shared/domain/week-plan';
import type { Todo } from '@shared/schemas/todos';
import { undoTaskChange, useUpdateTask } from '@/lib/tasks-api';
import { toastWithUndo } from '@/lib/undo';

/** The Move button of a task's card in the week, where focus goes when Undo brings the task back. */
export const moveButtonSelector = (taskId: number) => `[data-task-id="${taskId}"] [data-move-button]`;

/**
 * Moves tasks to another day or time: every list shows the move at once, the change goes through the
 * versioned task change (a stale answer is merged or asked about), and a toast offers Undo, which puts
 * back the day and time the task had. `withMovesShown` lays the moves under way over a list of tasks:
 * a drop shows the task where it landed at once, before the change reaches the cached lists.
 */
export function useMoveTask() {
  const queryClient = useQueryClient();
  const updateTask = useUpdateTask(undefined);
  const { mutateAsync } = updateTask;
  const [moving, setMoving] = useState<ReadonlyMap<number, Partial<Todo>>>(new Map());

  const move = useCallback(
    (task: Todo, to: TaskMove) => {
      const change = changeOfMove(task, to);
      if (Object.keys(change).length === 0) return;
      const before = Object.fromEntries(Object.keys(change).map((field) => [field, task[field as keyof typeof change]]));
      setMoving((current) => new Map(current).set(task.id, change));
      // Each move's own promise: a second move while the first is on its way must still get its toast.
      mutateAsync({ id: task.id, base: task, ...change, errorTitle: 'Failed to move task' })
        .then(
          () =>
            toastWithUndo({
              title: 'Task moved',
              description: `“${task.title}”: ${describePlace(to)}`,
              altText: 'Move the task back with its Move button.',
              undo: () => undoTaskChange(queryClient, task, before),
              undone: { title: 'Undone', description: `“${task.title}” is back on ${describePlace(placeOfTask(task))}.` },
              focusSelector: moveButtonSelector(task.id),
            }),
          // useUpdateTask has put the task back and said why.
          () => {},
        )
        .finally(() =>
          setMoving((current) => {
            const next = new Map(current);
            next.delete(task.id);
            return next;
          }),
        );
    },
    [mutateAsync, queryClient],
  );

  const withMovesShown = useCallback(
    (tasks: readonly Todo[]) => (moving.size === 0 ? tasks : tasks.map((task) => ({ ...task, ...moving.get(task.id) }))),
    [moving],
  );
  return useMemo(() => ({ move, withMovesShown }), [move, withMovesShown]);
}
