export interface TodoStatusChange {
  completed?: boolean | undefined;
  failed?: boolean | undefined;
}

/**
 * Completed and failed exclude each other: turning one on turns the other off,
 * unless the same change says otherwise.
 */
export function resolveTodoStatusChange(change: TodoStatusChange): TodoStatusChange {
  const resolved: TodoStatusChange = {};
  if (change.completed !== undefined) resolved.completed = change.completed;
  if (change.failed !== undefined) resolved.failed = change.failed;
  if (change.completed === true && change.failed === undefined) resolved.failed = false;
  if (change.failed === true && change.completed === undefined) resolved.completed = false;
  return resolved;
}
