export interface TodoStatusChange {
  completed?: boolean | undefined;
  failed?: boolean | undefined;
  skipped?: boolean | undefined;
}

const STATUSES = ['completed', 'failed', 'skipped'] as const;

/**
 * Completed, failed and skipped exclude each other: turning one on turns the others off, unless the
 * same change says otherwise.
 */
export function resolveTodoStatusChange(change: TodoStatusChange): TodoStatusChange {
  const resolved: TodoStatusChange = {};
  for (const status of STATUSES) if (change[status] !== undefined) resolved[status] = change[status];
  const turnedOn = STATUSES.find((status) => change[status] === true);
  if (turnedOn) for (const status of STATUSES) if (change[status] === undefined) resolved[status] = false;
  return resolved;
}
