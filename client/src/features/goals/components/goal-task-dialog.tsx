import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, Controller } from 'react-hook-form';
import { z } from 'zod';
import { defaultGoalDeadline, toDateTimeLocalValue } from '@shared/domain/goal-deadline';
import type { Goal } from '@shared/schemas/goals';
import { PRIORITIES, type Priority } from '@shared/schemas/todos';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input, Textarea } from '@/components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { toast } from '@/components/ui/toast-store';
import { useCreateTask } from '@/features/tasks/api/create-task';

const taskFormSchema = z.object({
  title: z.string().trim().min(1, 'Title is required').max(200, 'Title is too long'),
  description: z.string().max(2000, 'Description is too long'),
  dueDate: z
    .string()
    .min(1, 'Due date is required')
    .refine((value) => !Number.isNaN(new Date(value).getTime()), 'Due date is required'),
  priority: z.enum(PRIORITIES),
});
type TaskFormValues = z.infer<typeof taskFormSchema>;

const PRIORITY_LABELS: Record<Priority, string> = { urgent: 'Urgent', high: 'High', medium: 'Medium', low: 'Low' };

/** "Add Task with Deadline": a daily task for this goal, due when the person says. */
export function GoalTaskDialog({ goal, onClose }: { goal: Goal | null; onClose(): void }) {
  return (
    <Dialog open={goal !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>{goal && <GoalTaskForm key={goal.id} goal={goal} onClose={onClose} />}</DialogContent>
    </Dialog>
  );
}

function GoalTaskForm({ goal, onClose }: { goal: Goal; onClose(): void }) {
  const createTask = useCreateTask();
  const form = useForm<TaskFormValues>({
    resolver: zodResolver(taskFormSchema),
    defaultValues: {
      title: '',
      description: '',
      dueDate: toDateTimeLocalValue(defaultGoalDeadline(new Date())),
      priority: 'medium',
    },
  });
  const { errors } = form.formState;
  const submit = (values: TaskFormValues) =>
    createTask.mutate(
      {
        title: values.title,
        description: values.description.trim() === '' ? null : values.description,
        dueDate: new Date(values.dueDate).toISOString(),
        priority: values.priority,
        goalId: goal.id,
        completed: false,
      },
      {
        onSuccess: () => {
          toast({ title: 'Task created successfully', variant: 'success' });
          onClose();
        },
        onError: (error) =>
          toast({ title: `Failed to create task: ${error.message}`, variant: 'destructive' }),
      },
    );
  return (
    <>
      <DialogHeader>
        <DialogTitle>Add Task with Deadline</DialogTitle>
        <DialogDescription>A task that moves “{goal.title}” forward.</DialogDescription>
      </DialogHeader>
      <form className="grid gap-4" noValidate onSubmit={form.handleSubmit(submit)}>
        <FormField label="Task title" error={errors.title?.message}>
          <Input autoFocus placeholder="e.g. Run 5 km" {...form.register('title')} />
        </FormField>
        <FormField label="Description (optional)" error={errors.description?.message}>
          <Textarea rows={2} {...form.register('description')} />
        </FormField>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField label="Due" error={errors.dueDate?.message}>
            <Input type="datetime-local" {...form.register('dueDate')} />
          </FormField>
          <Controller
            control={form.control}
            name="priority"
            render={({ field }) => (
              <FormField label="Priority">
                <Select value={field.value} onValueChange={field.onChange}>
                  <SelectTrigger>
                    <SelectValue />
                  </SelectTrigger>
                  <SelectContent>
                    {PRIORITIES.map((priority) => (
                      <SelectItem key={priority} value={priority}>
                        {PRIORITY_LABELS[priority]}
                      </SelectItem>
                    ))}
                  </SelectContent>
                </Select>
              </FormField>
            )}
          />
        </div>
        <DialogFooter>
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={createTask.isPending}>
            {createTask.isPending ? 'Adding...' : 'Add Task'}
          </Button>
        </DialogFooter>
      </form>
    </>
  );
}
