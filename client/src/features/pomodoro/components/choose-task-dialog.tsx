import type { Todo } from '@shared/schemas/todos';
import { PriorityBadge } from '@/components/ui/badge';
import { ClampedText } from '@/components/ui/clamped-text';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { cn } from '@/lib/cn';

interface ChooseTaskDialogProps {
  open: boolean;
  tasks: Todo[];
  selectedTaskId: number | null;
  onChoose(task: Todo): void;
  onClose(): void;
}

/** The Change button's list: which of today's tasks the next focus sessions are for. */
export function ChooseTaskDialog({ open, tasks, selectedTaskId, onChoose, onClose }: ChooseTaskDialogProps) {
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Choose a task</DialogTitle>
          <DialogDescription>Focus sessions count towards the task you pick.</DialogDescription>
        </DialogHeader>
        {tasks.length === 0 ? (
          <p className="text-sm text-muted-foreground">No tasks scheduled for today</p>
        ) : (
          <ul className="grid max-h-96 gap-1.5 overflow-y-auto">
            {tasks.map((task) => (
              <li key={task.id}>
                <button
                  type="button"
                  aria-current={task.id === selectedTaskId}
                  onClick={() => onChoose(task)}
                  className={cn(
                    'flex w-full cursor-pointer items-center gap-3 rounded-lg border px-3 py-2 text-left hover:bg-muted',
                    task.id === selectedTaskId ? 'border-primary bg-primary-soft' : 'border-border',
                  )}
                >
                  <ClampedText text={task.title} lines={2} className="min-w-0 flex-1 font-medium" />
                  <PriorityBadge priority={task.priority} />
                </button>
              </li>
            ))}
          </ul>
        )}
      </DialogContent>
    </Dialog>
  );
}
