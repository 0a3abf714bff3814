import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { goalTreeOf } from '@shared/domain/goal-tree';
import { changedFields } from '@shared/domain/rebase-change';
import { asksWhichTasks } from '@shared/domain/series-scope';
import type { Goal } from '@shared/schemas/goals';
import { planningTaskFormSchema, type PlanningTaskFormValues } from '@shared/schemas/task-form';
import type { Todo } from '@shared/schemas/todos';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input, Textarea } from '@/components/ui/input';
import { toast } from '@/components/ui/toast-store';
import { GoalPicker } from '@/components/goal-picker';
import { useWhichTasks } from '@/components/which-tasks-dialog';
import { PrioritySelect } from '@/features/task-form';
import { messageOf } from '@/lib/api-client';
import { useUpdateTask } from '@/lib/tasks-api';

/** The planning page's 'Edit Task': title, description, priority and goal. */
export function EditPlannedTaskDialog({ task, goals, onClose }: { task: Todo | null; goals: readonly Goal[]; onClose(): void }) {
  return (
    <Dialog open={task !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>{task && <EditPlannedTaskForm key={task.id} task={task} goals={goals} onClose={onClose} />}</DialogContent>
    </Dialog>
  );
}

function EditPlannedTaskForm({ task, goals, onClose }: { task: Todo; goals: readonly Goal[]; onClose(): void }) {
  const form = useForm<PlanningTaskFormValues>({
    resolver: zodResolver(planningTaskFormSchema),
    defaultValues: { title: task.title, description: task.description ?? '', priority: task.priority, goalId: task.goalId },
  });
  const { errors } = form.formState;
  const updateTask = useUpdateTask(task.id);
  const whichTasks = useWhichTasks();
  const tree = useMemo(() => goalTreeOf(goals), [goals]);

  const submit = async (values: PlanningTaskFormValues) => {
    const change = changedFields(task, { ...values, description: values.description.trim() === '' ? null : values.description });
    // A task of a series: for this one or the following ones too? Cancel leaves the form as typed.
    const scope = task.seriesId !== null && asksWhichTasks(change, false) ? await whichTasks.ask({ action: 'change', taskTitle: task.title }) : 'this';
    if (scope === null) return;
    updateTask.mutate(
      { id: task.id, base: task, ...change, ...(scope === 'following' && { scope }) },
      {
        onSuccess: () => {
          toast({ title: 'Task updated successfully', variant: 'success' });
          onClose();
        },
        onError: (error) => toast({ title: 'Failed to update task', description: messageOf(error, 'Please try again.'), variant: 'destructive' }),
      },
    );
  };

  return (
    <>
      <DialogHeader>
        <DialogTitle>Edit Task</DialogTitle>
        <DialogDescription>Change what this task is, how much it matters and which goal it serves.</DialogDescription>
      </DialogHeader>
      <form className="grid gap-4" noValidate onSubmit={form.handleSubmit(submit)}>
        <FormField label="Task Title" error={errors.title?.message}>
          <Input autoFocus {...form.register('title')} />
        </FormField>
        <FormField label="Description (Optional)" error={errors.description?.message}>
          <Textarea rows={3} {...form.register('description')} />
        </FormField>
        <Controller
          control={form.control}
          name="priority"
          render={({ field }) => (
            <FormField label="Priority">
              <PrioritySelect value={field.value} onChange={field.onChange} />
            </FormField>
          )}
        />
        <Controller
          control={form.control}
          name="goalId"
          render={({ field }) => (
            <FormField label="Associated Goal">
              <GoalPicker tree={tree} value={field.value} onChange={field.onChange} noneLabel="No goal" />
            </FormField>
          )}
        />
        <DialogFooter>
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" pending={updateTask.isPending}>
            {updateTask.isPending ? 'Saving...' : 'Save Changes'}
          </Button>
        </DialogFooter>
      </form>
      {whichTasks.dialog}
    </>
  );
}
