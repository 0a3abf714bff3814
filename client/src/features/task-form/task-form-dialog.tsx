import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { Controller, useForm, type Path } from 'react-hook-form';
import { Link } from 'wouter';
import { changedFields } from '@shared/domain/rebase-change';
import { repeatFormValues, repeatRuleTextOf, repeatStartDay } from '@shared/domain/repeat-form';
import { taskReminderFormValues, taskReminderMinutesOf } from '@shared/domain/reminders';
import { asksWhichTasks } from '@shared/domain/series-scope';
import { dayBounds } from '@shared/domain/task-buckets';
import { goalTreeOf } from '@shared/domain/goal-tree';
import { dueDateFor, dueOptionOf, todayDateValue, type DueOption } from '@shared/domain/task-due';
import { taskFormSchemaFor, type TaskFormValues } from '@shared/schemas/task-form';
import type { Todo } from '@shared/schemas/todos';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input, Textarea } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { toast } from '@/components/ui/toast-store';
import { GoalPicker } from '@/components/goal-picker';
import { useWhichTasks } from '@/components/which-tasks-dialog';
import { useCurrentUser } from '@/features/auth';
import { failureTitle } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { showFieldErrors } from '@/lib/field-errors';
import { useFormDraft } from '@/lib/form-draft';
import { useGoals } from '@/lib/goals-query';
import { askToShowNotifications } from '@/lib/notifications';
import { repeatIn, seriesStartNote, useCreateTask, useUpdateTask } from '@/lib/tasks-api';
import { RepeatField } from './repeat-field';
import { PrioritySelect, ReminderSelect } from './task-selects';

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
  /** Also ask for the estimated pomodoros (the Pomodoro page). */
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

/** The series' day of a task of a series, which its Repeat field counts from; null for any other task. */
const seriesDayOf = (mode: TaskFormMode) => (mode.kind === 'edit' && mode.task.seriesId !== null ? mode.task.occurrenceDate : null);

function initialValues(mode: TaskFormMode): TaskFormValues {
  const now = new Date();
  const withRepeat = (values: Omit<TaskFormValues, 'repeat'>, ruleText: string | null): TaskFormValues => ({
    ...values,
    repeat: repeatFormValues(ruleText, repeatStartDay(values, seriesDayOf(mode), now)),
  });
  if (mode.kind === 'edit') {
    const { task } = mode;
    const due = dueOptionOf(task.dueDate, dayBounds(now));
    return withRepeat(
      {
        title: task.title,
        description: task.description ?? '',
        dueOption: due.option,
        customDate: due.customDate,
        goalId: task.goalId,
        priority: task.priority,
        completed: task.completed,
        plannedTime: task.plannedTime ?? '',
        pomodoros: task.pomodoros,
        ...taskReminderFormValues(task.reminderMinutesBefore, task.plannedTime),
      },
      task.repeatRule,
    );
  }
  return withRepeat(
    {
      title: '',
      description: '',
      dueOption: mode.dueOption ?? 'today',
      customDate: mode.customDate ?? todayDateValue(now),
      goalId: mode.goalId ?? null,
      priority: 'medium',
      completed: false,
      plannedTime: '',
      pomodoros: 1,
      reminder: 'none',
      reminderTime: '',
    },
    null,
  );
}

/** The form's field for a field the server refused: the rule and its scope are the Repeat field's. */
const formFieldOf = (name: string): Path<TaskFormValues> | undefined => {
  if (name === 'repeat' || name.startsWith('repeat.') || name === 'scope') return 'repeat.choice';
  if (name === 'dueDate') return 'customDate';
  if (name === 'reminderMinutesBefore') return 'reminder';
  const fields: string[] = ['title', 'description', 'goalId', 'priority', 'plannedTime', 'pomodoros'];
  return fields.includes(name) ? (name as Path<TaskFormValues>) : undefined;
};

function TaskForm({ mode, onClose }: { mode: TaskFormMode; onClose(): void }) {
  const defaults = useMemo(() => initialValues(mode), [mode]);
  // A new task serves a goal (spec section 5); a task that serves none (a quick-added one) may stay so.
  const goalRequired = mode.kind === 'create' || mode.task.goalId !== null;
  const seriesDay = seriesDayOf(mode);
  const schema = useMemo(() => taskFormSchemaFor({ goalRequired, seriesDay }), [goalRequired, seriesDay]);
  const form = useForm<TaskFormValues>({ resolver: zodResolver(schema), defaultValues: defaults });
  const { data: user } = useCurrentUser();
  const keepDraft = useFormDraft(form, user ? `${user.id}:task:${mode.kind === 'edit' ? `edit-${mode.task.id}` : 'create'}` : null);
  const { errors, dirtyFields } = form.formState;
  const dueOption = form.watch('dueOption');
  const reminder = form.watch('reminder');
  const customDate = form.watch('customDate');
  const repeatStart = repeatStartDay({ dueOption, customDate }, seriesDay, new Date());
  const whichTasks = useWhichTasks();
  const { data: goals } = useGoals();
  const tree = useMemo(() => goalTreeOf(goals ?? []), [goals]);
  const createTask = useCreateTask();
  const updateTask = useUpdateTask(mode.kind === 'edit' ? mode.task.id : undefined);
  const saving = createTask.isPending || updateTask.isPending;

  const onError = (title: string) => (error: Error) => {
    showFieldErrors(form, error, formFieldOf);
    toast({ title: failureTitle(title, error), variant: 'destructive' });
  };

  const submit = async (values: TaskFormValues) => {
    const now = new Date();
    // An edit that leaves the day alone keeps the task's exact due time.
    const keepDue = mode.kind === 'edit' && !dirtyFields.dueOption && !dirtyFields.customDate;
    const dueDate = keepDue ? new Date(mode.task.dueDate) : dueDateFor(values.dueOption, values.customDate, now);
    if (!dueDate) return form.setError('customDate', { message: 'Due date is required' });
    const task = {
      title: values.title.trim(),
      description: values.description.trim() === '' ? null : values.description,
      dueDate: dueDate.toISOString(),
      goalId: values.goalId,
      priority: values.priority,
      completed: values.completed,
      plannedTime: values.plannedTime === '' ? null : values.plannedTime,
      reminderMinutesBefore: taskReminderMinutesOf(values.reminder, values.plannedTime, values.reminderTime),
      ...(mode.withFocusPlan && { pomodoros: values.pomodoros }),
    };
    if (task.reminderMinutesBefore !== null) void askToShowNotifications();
    const start = repeatStartDay(values, seriesDay, now);
    const ruleText = repeatRuleTextOf(values.repeat, start);
    keepDraft(values);
    if (mode.kind === 'create') {
      createTask.mutate(
        { ...task, ...(ruleText !== null && { repeat: repeatIn(ruleText) }) },
        {
          onSuccess: (created) => {
            const note = ruleText === null ? undefined : seriesStartNote(created, start);
            toast({ ...(mode.successToast ?? { title: 'Task created successfully' }), ...(note && { description: note }), variant: 'success' });
            onClose();
          },
          onError: onError('Failed to create task'),
        },
      );
      return;
    }
    // Only what the person changed, on the task as the form opened it (see useUpdateTask).
    const change = changedFields(mode.task, task);
    // The rule is sent only when the field says another than it did on opening, so a rule it can't show is kept.
    // (The form opened with no rule on a task of no series, and with the series' own days on a task of one.)
    const repeatChanged = ruleText !== repeatRuleTextOf(defaults.repeat, start);
    const repeat = repeatChanged ? (ruleText === null ? null : repeatIn(ruleText)) : undefined;
    let scope: 'this' | 'following' | null = null;
    if (mode.task.seriesId !== null && asksWhichTasks(change, repeatChanged)) {
      // Cancel leaves the form open, as typed.
      scope = await whichTasks.ask({ action: 'change', taskTitle: mode.task.title, followingOnly: repeatChanged, movesDay: 'dueDate' in change });
      if (scope === null) return;
    }
    updateTask.mutate(
      { id: mode.task.id, base: mode.task, ...change, ...(scope === 'following' && { scope }), ...(repeat !== undefined && { repeat }) },
      {
        onSuccess: () => {
          toast({ ...(mode.successToast ?? { title: 'Task updated successfully' }), variant: 'success' });
          onClose();
        },
        onError: onError('Failed to update task'),
      },
    );
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
        <RepeatField form={form} start={repeatStart} />
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
        <div className="grid items-start gap-3 sm:grid-cols-2">
          <FormField label="Planned time (optional)" error={errors.plannedTime?.message}>
            {/* Typed, not the browser's time field, whose 12-hour form keeps nothing of '1015' without AM/PM. */}
            <Input placeholder="e.g. 9:30 am" autoComplete="off" {...form.register('plannedTime')} />
          </FormField>
          <Controller
            control={form.control}
            name="reminder"
            render={({ field }) => (
              <FormField label="Reminder" error={errors.reminder?.message}>
                <ReminderSelect value={field.value} onChange={field.onChange} />
              </FormField>
            )}
          />
          {reminder === 'custom' && (
            <FormField label="Remind me at" error={errors.reminderTime?.message} className="sm:col-start-2">
              <Input placeholder="e.g. 8:45 am" autoComplete="off" {...form.register('reminderTime')} />
            </FormField>
          )}
          {mode.withFocusPlan && (
            <FormField label="Pomodoros" error={errors.pomodoros?.message}>
              <Input type="number" min={1} max={99} step={1} {...form.register('pomodoros', { valueAsNumber: true })} />
            </FormField>
          )}
        </div>
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
      {whichTasks.dialog}
    </>
  );
}
