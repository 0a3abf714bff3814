import { useCallback, useState, type ReactNode } from 'react';
import type { SeriesScope } from '@shared/schemas/todos';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';
import { buttonVariants } from '@/components/ui/button';
import { restoreFocus } from '@/components/ui/restore-focus';

/** What is about to happen to a task of a recurring series. */
export interface WhichTasksQuestion {
  action: 'change' | 'delete';
  taskTitle: string;
  /** The change gives the series a new rule (or none): it can only be for this task and the following ones. */
  followingOnly?: boolean;
  /** The change moves the task to another day, which stays this task's own either way. */
  movesDay?: boolean;
}

const TITLES = { change: 'Change a recurring task', delete: 'Delete a recurring task' };

function questionText({ action, taskTitle, followingOnly }: WhichTasksQuestion): string {
  if (action === 'delete') {
    return `“${taskTitle}” repeats. Delete only this task, or this task and the following ones? Deleting the following ones ends the series and can’t be undone.`;
  }
  if (followingOnly) return `You changed how “${taskTitle}” repeats: the change is for this task and the following ones.`;
  return `“${taskTitle}” repeats. Save your changes for this task only, or for this task and the following ones?`;
}

interface Asking {
  question: WhichTasksQuestion;
  /** Asked over another dialog (the task form): focus goes back to what had it there (the Save button, the field where Enter was pressed). */
  returnFocusTo: HTMLElement | null;
  answer(scope: SeriesScope | null): void;
}

/** Focus back in the dialog the question was asked over: where it was, or the dialog's first control if that is gone. */
function focusBackInDialog(event: Event, element: HTMLElement) {
  event.preventDefault();
  const target = element.isConnected ? element : document.querySelector<HTMLElement>('[role="dialog"] input, [role="dialog"] button');
  target?.focus();
}

/**
 * Asks which tasks of a recurring series a change or a deletion is for: 'This task', 'This and
 * following' or Cancel (null). Render `dialog` once; `ask` resolves when the person has chosen.
 */
export function useWhichTasks(): { ask(question: WhichTasksQuestion): Promise<SeriesScope | null>; dialog: ReactNode } {
  const [asking, setAsking] = useState<Asking | null>(null);
  // Every task row asks this: the dialog (a Radix tree) is mounted at the first question, not with the row.
  const [asked, setAsked] = useState(false);
  const ask = useCallback(
    (question: WhichTasksQuestion) =>
      new Promise<SeriesScope | null>((resolve) => {
        const focused = document.activeElement;
        const inDialog = focused instanceof HTMLElement && focused.closest('[role="dialog"]') !== null;
        setAsked(true);
        setAsking({
          question,
          returnFocusTo: inDialog ? focused : null,
          answer: (scope) => {
            setAsking(null);
            resolve(scope);
          },
        });
      }),
    [],
  );
  return { ask, dialog: asked && <WhichTasksDialog asking={asking} /> };
}

function WhichTasksDialog({ asking }: { asking: Asking | null }) {
  const question = asking?.question;
  const tone = question?.action === 'delete' ? 'destructive' : 'primary';
  return (
    <AlertDialog open={asking !== null} onOpenChange={(open) => !open && asking?.answer(null)}>
      {asking && question && (
        <AlertDialogContent
          data-testid="which-tasks-dialog"
          // Over the task form, focus goes back where it was in the form; elsewhere, to the row's control or its stand-in.
          onCloseAutoFocus={(event) =>
            asking.returnFocusTo ? focusBackInDialog(event, asking.returnFocusTo) : restoreFocus.onCloseAutoFocus(event)
          }
        >
          <AlertDialogTitle>{TITLES[question.action]}</AlertDialogTitle>
          <AlertDialogDescription>{questionText(question)}</AlertDialogDescription>
          {question.movesDay && <p className="text-sm text-muted-foreground">The new due date is for this task only.</p>}
          <AlertDialogFooter>
            <AlertDialogCancel onClick={() => asking.answer(null)}>Cancel</AlertDialogCancel>
            {!question.followingOnly && (
              <AlertDialogAction className={buttonVariants({ variant: tone === 'destructive' ? 'destructive' : 'secondary' })} onClick={() => asking.answer('this')}>
                This task
              </AlertDialogAction>
            )}
            <AlertDialogAction className={buttonVariants({ variant: tone })} onClick={() => asking.answer('following')}>
              This and following
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      )}
    </AlertDialog>
  );
}

/**
 * How the person wants a task deleted: a one-off task after the spec's browser confirmation, a task of
 * a series after asking which ones; null when they changed their mind.
 */
export async function askHowToDelete(
  whichTasks: ReturnType<typeof useWhichTasks>,
  task: { title: string; seriesId: number | null },
): Promise<{ scope?: SeriesScope } | null> {
  if (task.seriesId === null) return window.confirm('Are you sure you want to delete this todo?') ? {} : null;
  const scope = await whichTasks.ask({ action: 'delete', taskTitle: task.title });
  return scope === null ? null : { scope };
}
