import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Link } from 'wouter';
import { changedFields } from '@shared/domain/rebase-change';
import { dayBounds } from '@shared/domain/task-buckets';
import { buildGoalTree } from '@shared/domain/goal-tree';
import { dueDateFor, dueOptionOf, todayDateValue, type DueOption } from '@shared/domain/task-due';
import { goallessTaskFormSchema, taskFormSchema, type TaskFormValues } from '@shared/schemas/task-form';
import type { Todo } from '@shared/schemas/todos';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input, Textarea } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { toast } from '@/components/ui/toast-store';
import { GoalPicker } from '@/components/goal-picker';
import { useCurrentUser } from '@/features/auth';
import { failureTitle } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { useFormDraft } from '@/lib/form-draft';
import { useGoals } from '@/lib/goals-query';
import { useCreateTask, useUpdateTask } from '@/lib/tasks-api';
import { PrioritySelect } from './task-selects';

const DUE_OPTIONS = [
  { value: 'today', label: 'Today' },
  { value: 'tomorrow', label: 'Tomorrow' },
  { value: 'custom', label: 'Custom date' },
] as const;

/** How a page words and extends the form. */
interface TaskFormOptions {
  /** The dialog's title, when not 'Add New Task' / 'Edit Task'. */
  title?: string;
  /** The line under the title. */
  description?: string;
  /** Also ask for a planned time and the estimated pomodoros (the Pomodoro page). */
  withFocusPlan?: boolean;
  /** The toast on success, when not the Daily Tasks one. */
  successToast?: { title: string; description?: string };
}

/** What the form is for: a new task (optionally for a goal or day), or changing `task`. */
export type TaskFormMode =
  | ({ kind: 'create'; goalId?: number; dueOption?: DueOption; /** `yyyy-MM-dd` with dueOption custom. */ customDate?: string } & TaskFormOptions)
  | ({ kind: 'edit'; task: Todo } & TaskFormOptions);

export function TaskFormDialog({ mode, onClose }: { mode: TaskFormMode | null; onClose(): void }) {
  return (
    <Dialog open={mode !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        {mode && <TaskForm key={mode.kind === 'edit' ? `edit-${mode.task.id}` : 'create'} mode={mode} onClose={onClose} />}
      </DialogContent>
    </Dialog>
  );
}

function initialValues(mode: TaskFormMode): TaskFormValues {
  const now = new Date();
  if (mode.kind === 'edit') {
    const { task } = mode;
    const due = dueOptionOf(task.dueDate, dayBounds(now));
    return {
      title: task.title,
      description: task.description ?? '',
      dueOption: due.option,
      customDate: due.customDate,
      goalId: task.goalId,
      priority: task.priority,
      completed: task.completed,
      plannedTime: task.plannedTime ?? '',
      pomodoros: task.pomodoros,
    };
  }
  return {
    title: '',
    description: '',
    dueOption: mode.dueOption ?? 'today',
    customDate: mode.customDate ?? todayDateValue(now),
    goalId: mode.goalId ?? null,
    priority: 'medium',
    completed: false,
    plannedTime: '',
    pomodoros: 1,
  };
}

function TaskForm({ mode, onClose }: { mode: TaskFormMode; onClose(): void }) {
  const defaults = useMemo(() => initialValues(mode), [mode]);
  // A new task serves a goal (spec section 5); a task that serves none (a quick-added one) may stay so.
  const goalRequired = mode.kind === 'create' || mode.task.goalId !== null;
  const form = useForm<TaskFormValues>({
    resolver: zodResolver(goalRequired ? taskFormSchema : goallessTaskFormSchema),
    defaultValues: defaults,
  });
  const { data: user } = useCurrentUser();
  const keepDraft = useFormDraft(form, user ? `${user.id}:task:${mode.kind === 'edit' ? `edit-${mode.task.id}` : 'create'}` : null);
  const { errors, dirtyFields } = form.formState;
  const dueOption = form.watch('dueOption');
  const { data: goals } = useGoals();
  const tree = useMemo(() => buildGoalTree(goals ?? []), [goals]);
  const createTask = useCreateTask();
  const updateTask = useUpdateTask(mode.kind === 'edit' ? mode.task.id : undefined);
  const saving = createTask.isPending || updateTask.isPending;

  const submit = (values: TaskFormValues) => {
    // An edit that leaves the day alone keeps the task's exact due time.
    const keepDue = mode.kind === 'edit' && !dirtyFields.dueOption && !dirtyFields.customDate;
    const dueDate = keepDue ? new Date(mode.task.dueDate) : dueDateFor(values.dueOption, values.customDate, new Date());
    if (!dueDate) return form.setError('customDate', { message: 'Due date is required' });
    const task = {
      title: values.title.trim(),
      description: values.description.trim() === '' ? null : values.description,
      dueDate: dueDate.toISOString(),
      goalId: values.goalId,
      priority: values.priority,
      completed: values.completed,
      ...(mode.withFocusPlan && { plannedTime: values.plannedTime === '' ? null : values.plannedTime, pomodoros: values.pomodoros }),
    };
    keepDraft(values);
    if (mode.kind === 'edit') {
      // Only what the person changed, on the task as the form opened it (see useUpdateTask).
      updateTask.mutate(
        { id: mode.task.id, base: mode.task, ...changedFields(mode.task, task) },
        {
          onSuccess: () => {
            toast({ ...(mode.successToast ?? { title: 'Task updated successfully' }), variant: 'success' });
            onClose();
          },
          onError: (error) => toast({ title: failureTitle('Failed to update task', error), variant: 'destructive' }),
        },
      );
    } else {
      createTask.mutate(task, {
        onSuccess: () => {
          toast({ ...(mode.successToast ?? { title: 'Task created successfully' }), variant: 'success' });
          onClose();
        },
        onError: (error) => toast({ title: failureTitle('Failed to create task', error), variant: 'destructive' }),
      });
    }
  };

  return (
    <>
      <DialogHeader>
        <DialogTitle>{mode.title ?? (mode.kind === 'edit' ? 'Edit Task' : 'Add New Task')}</DialogTitle>
        <DialogDescription>{mode.description ?? 'Every task moves one of your goals forward.'}</DialogDescription>
      </DialogHeader>
      <form className="grid gap-4" noValidate onSubmit={form.handleSubmit(submit)}>
        <FormField label="Title" error={errors.title?.message}>
          <Input autoFocus placeholder="e.g. Practise verbs for 20 minutes" {...form.register('title')} />
        </FormField>
        <FormField label="Description (optional)" error={errors.description?.message}>
          <Textarea rows={2} {...form.register('description')} />
        </FormField>
        <Controller
          control={form.control}
          name="dueOption"
          render={({ field }) => (
            <fieldset className="grid gap-2">
              <legend className="mb-1.5 text-sm font-medium">Due date</legend>
              <div role="radiogroup" aria-label="Due date" className="grid grid-cols-3 gap-1 rounded-lg bg-muted p-1">
                {DUE_OPTIONS.map((option) => (
                  <button
                    key={option.value}
                    type="button"
                    role="radio"
                    aria-checked={field.value === option.value}
                    onClick={() => field.onChange(option.value)}
                    className={cn(
                      'h-8 cursor-pointer rounded-md text-sm font-medium transition-colors',
                      field.value === option.value ? 'bg-surface shadow-sm' : 'text-muted-foreground hover:text-foreground',
                    )}
                  >
                    {option.label}
                  </button>
                ))}
              </div>
            </fieldset>
          )}
        />
        {dueOption === 'custom' && (
          <FormField label="Date" error={errors.customDate?.message}>
            <Input type="date" min={todayDateValue(new Date())} {...form.register('customDate')} />
          </FormField>
        )}
        <Controller
          control={form.control}
          name="goalId"
          render={({ field }) => (
            <FormField
              label="Goal"
              hint={goalRequired ? 'Linking to a goal is required for daily progress' : 'Link it to a goal to count it toward your daily progress'}
              error={errors.goalId?.message}
            >
              <GoalPicker tree={tree} value={field.value} onChange={field.onChange} {...(!goalRequired && { noneLabel: 'No goal' })} />
            </FormField>
          )}
        />
        {goals && goals.length === 0 && (
          <p className="text-sm text-muted-foreground">
            You have no goals yet.{' '}
            <Link href="/goals" className="font-medium text-primary hover:underline">
              Create one first
            </Link>
            .
          </p>
        )}
        <Controller
          control={form.control}
          name="priority"
          render={({ field }) => (
            <FormField label="Priority">
              <PrioritySelect value={field.value} onChange={field.onChange} />
            </FormField>
          )}
        />
        {mode.withFocusPlan && (
          <div className="grid grid-cols-2 items-end gap-3">
            <FormField label="Planned time (optional)" error={errors.plannedTime?.message}>
              {/* Typed, not the browser's time field, whose 12-hour form keeps nothing of '1015' without AM/PM. */}
              <Input placeholder="e.g. 9:30 am" autoComplete="off" {...form.register('plannedTime')} />
            </FormField>
            <FormField label="Pomodoros" error={errors.pomodoros?.message}>
              <Input type="number" min={1} max={99} step={1} {...form.register('pomodoros', { valueAsNumber: true })} />
            </FormField>
          </div>
        )}
        {mode.kind === 'edit' && (
          <Controller
            control={form.control}
            name="completed"
            render={({ field }) => (
              <div className="flex items-center gap-2">
                <Checkbox id="task-completed" checked={field.value} onCheckedChange={(checked) => field.onChange(checked === true)} />
                <Label htmlFor="task-completed">Completed</Label>
              </div>
            )}
          />
        )}
        <DialogFooter>
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" pending={saving}>
            {saving ? 'Saving...' : mode.kind === 'edit' ? 'Save Changes' : 'Add Task'}
          </Button>
        </DialogFooter>
      </form>
    </>
  );
}
