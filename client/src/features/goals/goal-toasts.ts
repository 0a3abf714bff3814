import { PROGRESS_BLOCKER_MESSAGES, type ProgressBlocker } from '@shared/domain/goal-rules';
import { toast } from '@/components/ui/toast-store';
import { ApiError } from '@/lib/api-client';

export function showProgressBlocked(blocker: ProgressBlocker): void {
  const { title, description } = PROGRESS_BLOCKER_MESSAGES[blocker];
  toast({ title, description, variant: 'destructive' });
}

/** Shows the spec's rule toast when the server refused a progress change (409); false for other errors. */
export function showRuleToastFor(error: unknown): boolean {
  const code = error instanceof ApiError ? error.body?.code : undefined;
  if (code !== 'subgoals_unfinished' && code !== 'tasks_unfinished') return false;
  showProgressBlocked(code);
  return true;
}
