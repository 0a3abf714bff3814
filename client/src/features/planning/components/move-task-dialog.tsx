import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { placeOfTask, type TaskMove } from '@shared/domain/week-plan';
import { moveTaskFormSchema, type MoveTaskFormValues } from '@shared/schemas/task-form';
import type { Todo } from '@shared/schemas/todos';
import { Button } from '@/components/ui/button';
import { ClampedText } from '@/components/ui/clamped-text';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';

interface MoveTaskDialogProps {
  task: Todo | null;
  onMove(task: Todo, to: TaskMove): void;
  onClose(): void;
}

/** 'Move task': the way to move a task by typing, to any day and time (what a drag does with the pointer). */
export function MoveTaskDialog({ task, onMove, onClose }: MoveTaskDialogProps) {
  return (
    <Dialog open={task !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-sm">{task && <MoveTaskForm key={task.id} task={task} onMove={onMove} onClose={onClose} />}</DialogContent>
    </Dialog>
  );
}

function MoveTaskForm({ task, onMove, onClose }: { task: Todo; onMove: MoveTaskDialogProps['onMove']; onClose(): void }) {
  const place = placeOfTask(task);
  const form = useForm<MoveTaskFormValues, unknown, TaskMove>({
    resolver: zodResolver(moveTaskFormSchema),
    defaultValues: { day: place.day, time: place.plannedTime ?? '' },
  });
  const { errors } = form.formState;

  const submit = (to: TaskMove) => {
    onMove(task, to);
    onClose();
  };

  return (
    <>
      <DialogHeader>
        <DialogTitle>Move task</DialogTitle>
        <DialogDescription>
          <ClampedText text={task.title} lines={2} />
        </DialogDescription>
      </DialogHeader>
      <form className="grid gap-4" noValidate onSubmit={form.handleSubmit(submit)}>
        <FormField label="Day" error={errors.day?.message}>
          <Input type="date" autoFocus {...form.register('day')} />
        </FormField>
        <FormField label="Time" hint="Leave it empty for any time of the day." error={errors.time?.message}>
          {/* Typed, not the browser's time field, whose 12-hour form keeps nothing of '1015' without AM/PM. */}
          <Input placeholder="e.g. 9:30 am" autoComplete="off" {...form.register('time')} />
        </FormField>
        {task.seriesId !== null && <p className="text-sm text-muted-foreground">Only this task moves; the other days of its series stay as they are.</p>}
        <DialogFooter>
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit">Save</Button>
        </DialogFooter>
      </form>
    </>
  );
}
