export interface TodoStatusChange {
  completed?: boolean | undefined;
  failed?: boolean | undefined;
  skipped?: boolean | undefined;
}

const STATUSES = ['completed', 'failed', 'skipped'] as const;

/**
 * Completed, failed and skipped exclude each other: turning one on turns the other two off,
 * unless the same change says otherwise.
 */
export function resolveTodoStatusChange(change: TodoStatusChange): TodoStatusChange {
  const resolved: TodoStatusChange = {};
  for (const status of STATUSES) {
    if (change[status] !== undefined) resolved[status] = change[status];
  }
  for (const status of STATUSES) {
    if (change[status] !== true) continue;
    for (const other of STATUSES) {
      if (other !== status && change[other] === undefined) resolved[other] = false;
    }
  }
  return resolved;
}
