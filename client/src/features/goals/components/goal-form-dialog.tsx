import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { Controller, useForm, useWatch, type FieldErrors } from 'react-hook-form';
import {
  defaultGoalDeadline,
  startOfTodayValue,
  toDateTimeLocalValue,
} from '@shared/domain/goal-deadline';
import { isGoalComplete } from '@shared/domain/goal-rules';
import { GOAL_REMINDER_DAYS_MAX } from '@shared/domain/reminders';
import type { GoalTree } from '@shared/domain/goal-tree';
import { goalFormSchema, type GoalFormValues } from '@shared/schemas/goal-form';
import type { Goal } from '@shared/schemas/goals';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Checkbox } from '@/components/ui/checkbox';
import { Input, Textarea } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { toast } from '@/components/ui/toast-store';
import { useCurrentUser } from '@/features/auth';
import { messageOf } from '@/lib/api-client';
import { showFieldErrors } from '@/lib/field-errors';
import { useFormDraft } from '@/lib/form-draft';
import { askToShowNotifications } from '@/lib/notifications';
import { useCreateGoal, useUpdateGoal } from '../api/goals-api';
import { showRuleToastFor } from '../goal-toasts';
import { GoalPicker } from '@/components/goal-picker';

/** What the form is for: a new main goal, a new subgoal of `parent`, or changing `goal`. */
export type GoalFormMode = { kind: 'create' } | { kind: 'subgoal'; parent: Goal } | { kind: 'edit'; goal: Goal };

const TITLES = { create: 'Create New Main Goal', subgoal: 'Add Subgoal', edit: 'Edit Goal' } as const;
const SUCCESS = {
  create: 'Main goal created successfully',
  subgoal: 'Subgoal added successfully',
  edit: 'Goal updated successfully',
} as const;

interface GoalFormDialogProps {
  mode: GoalFormMode | null;
  tree: GoalTree<Goal>;
  onClose(): void;
  /** Called after an edit took a goal to 100%, with the goal's level, for the celebration. */
  onCompleted(level: number): void;
}

function initialValues(mode: GoalFormMode): GoalFormValues {
  if (mode.kind === 'edit') {
    const { goal } = mode;
    return {
      title: goal.title,
      description: goal.description ?? '',
      deadline: toDateTimeLocalValue(new Date(goal.deadline)),
      progress: goal.progress,
      parentId: goal.parentId,
      progressFromHabits: goal.progressFromHabits,
      reminderDaysBefore: goal.reminderDaysBefore,
    };
  }
  return {
    title: '',
    description: '',
    deadline: toDateTimeLocalValue(defaultGoalDeadline(new Date())),
    progress: 0,
    parentId: mode.kind === 'subgoal' ? mode.parent.id : null,
    progressFromHabits: false,
    reminderDaysBefore: null,
  };
}

/**
 * The reminder field's value: a number, or null when empty. The form applies this to its starting value
 * too, so null must stay null (`Number(null)` is 0: a reminder on the deadline day nobody asked for).
 */
const daysOrNone = (typed: string | number | null | undefined) => (typed === '' || typed == null ? null : Number(typed));

const formKeyOf = (mode: GoalFormMode) =>
  mode.kind === 'edit' ? `edit-${mode.goal.id}` : mode.kind === 'subgoal' ? `sub-${mode.parent.id}` : 'create';

export function GoalFormDialog({ mode, tree, onClose, onCompleted }: GoalFormDialogProps) {
  return (
    <Dialog open={mode !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        {/* Keyed so each opening starts from the values of what it edits. */}
        {mode && (
          <GoalForm
            key={formKeyOf(mode)}
            mode={mode}
            tree={tree}
            onClose={onClose}
            onCompleted={onCompleted}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}

function GoalForm({ mode, tree, onClose, onCompleted }: GoalFormDialogProps & { mode: GoalFormMode }) {
  const defaults = useMemo(() => initialValues(mode), [mode]);
  const schema = useMemo(
    () => goalFormSchema(mode.kind === 'edit' ? { unchangedDeadline: defaults.deadline } : {}),
    [mode.kind, defaults.deadline],
  );
  const form = useForm<GoalFormValues>({ resolver: zodResolver(schema), defaultValues: defaults });
  const { data: user } = useCurrentUser();
  const keepDraft = useFormDraft(form, user ? `${user.id}:goal:${formKeyOf(mode)}` : null);
  const { errors } = form.formState;
  const editingId = mode.kind === 'edit' ? mode.goal.id : null;
  const createGoal = useCreateGoal();
  const updateGoal = useUpdateGoal(editingId ?? undefined);
  const saving = createGoal.isPending || updateGoal.isPending;
  const followsHabits = useWatch({ control: form.control, name: 'progressFromHabits' });

  const onError = (error: unknown) => {
    showFieldErrors(form, error);
    if (!showRuleToastFor(error)) {
      toast({ title: 'Failed to save goal', description: messageOf(error, 'Please try again.'), variant: 'destructive' });
    }
  };

  const submit = (values: GoalFormValues) => {
    const payload = {
      title: values.title,
      description: values.description.trim() === '' ? null : values.description,
      deadline: new Date(values.deadline).toISOString(),
      parentId: values.parentId,
      progressFromHabits: values.progressFromHabits,
      reminderDaysBefore: values.reminderDaysBefore ?? null,
    };
    if (payload.reminderDaysBefore !== null) void askToShowNotifications();
    keepDraft(values);
    if (mode.kind === 'edit') {
      // Only what the person changed, on the goal as the form opened it: a field changed meanwhile in
      // another tab or on another device is kept unless this form changed it too.
      const changed = {
        ...(values.title.trim() !== defaults.title.trim() && { title: payload.title }),
        ...(payload.description !== (defaults.description.trim() === '' ? null : defaults.description) && {
          description: payload.description,
        }),
        ...(values.deadline !== defaults.deadline && { deadline: payload.deadline }),
        // While it follows its habits, its progress is theirs to set.
        ...(values.progress !== defaults.progress && !values.progressFromHabits && { progress: values.progress }),
        ...(values.parentId !== defaults.parentId && { parentId: values.parentId }),
        ...(values.progressFromHabits !== defaults.progressFromHabits && { progressFromHabits: values.progressFromHabits }),
        ...(payload.reminderDaysBefore !== defaults.reminderDaysBefore && { reminderDaysBefore: payload.reminderDaysBefore }),
      };
      updateGoal.mutate(
        { id: mode.goal.id, base: mode.goal, ...changed },
        {
          onSuccess: (goal) => {
            toast({ title: SUCCESS.edit, variant: 'success' });
            onClose();
            if (isGoalComplete(goal) && !isGoalComplete(mode.goal)) onCompleted(tree.levelOf.get(goal.id) ?? 0);
          },
          onError,
        },
      );
      return;
    }
    createGoal.mutate(
      { ...payload, progress: 0 },
      {
        onSuccess: () => {
          // A new goal given a parent in the form is a subgoal, whichever button opened it.
          toast({ title: payload.parentId === null ? SUCCESS.create : SUCCESS.subgoal, variant: 'success' });
          onClose();
        },
        onError,
      },
    );
  };

  // Spec section 5: a deadline that slipped into the past while the form was open is re-checked on submit.
  const onInvalid = (invalid: FieldErrors<GoalFormValues>) => {
    if (invalid.deadline?.message === 'Deadline must be in the future') {
      toast({ title: 'Invalid deadline', description: 'The deadline must be in the future', variant: 'destructive' });
    }
  };

  return (
    <>
      <DialogHeader>
        <DialogTitle>{TITLES[mode.kind]}</DialogTitle>
        <DialogDescription>
          {mode.kind === 'subgoal' ? `A step toward “${mode.parent.title}”.` : 'Give it a clear name and a deadline.'}
        </DialogDescription>
      </DialogHeader>
      <form className="grid gap-4" noValidate onSubmit={form.handleSubmit(submit, onInvalid)}>
        <FormField label="Title" error={errors.title?.message}>
          <Input autoFocus maxLength={150} placeholder="e.g. Run a half marathon" {...form.register('title')} />
        </FormField>
        <FormField label="Description (optional)" error={errors.description?.message}>
          <Textarea rows={3} placeholder="Why it matters, what done looks like" {...form.register('description')} />
        </FormField>
        <FormField label="Deadline" error={errors.deadline?.message}>
          <Input type="datetime-local" min={startOfTodayValue(new Date())} {...form.register('deadline')} />
        </FormField>
        <FormField
          label="Reminder (days before)"
          hint="Optional: how many days before the deadline to remind you. 0 is the deadline day itself, at 9:00."
          error={errors.reminderDaysBefore?.message}
        >
          <Input
            type="number"
            inputMode="numeric"
            min={0}
            max={GOAL_REMINDER_DAYS_MAX}
            step={1}
            placeholder="No reminder"
            {...form.register('reminderDaysBefore', { setValueAs: daysOrNone })}
          />
        </FormField>
        <Controller
          control={form.control}
          name="progressFromHabits"
          render={({ field }) => (
            <div className="flex items-start gap-3">
              <Checkbox
                id="goal-progress-from-habits"
                ref={field.ref}
                className="mt-0.5"
                checked={field.value}
                onCheckedChange={(checked) => field.onChange(checked === true)}
                onBlur={field.onBlur}
                aria-describedby="goal-progress-from-habits-hint"
              />
              <div className="grid gap-0.5">
                <Label htmlFor="goal-progress-from-habits">Progress follows its habits</Label>
                <p id="goal-progress-from-habits-hint" className="text-xs text-muted-foreground">
                  The share of its recurring tasks’ days done, from their start to the deadline.
                </p>
              </div>
            </div>
          )}
        />
        {mode.kind === 'edit' && !followsHabits && (
          <Controller
            control={form.control}
            name="progress"
            render={({ field }) => (
              <FormField label="Progress (%)" error={errors.progress?.message}>
                <Input
                  ref={field.ref}
                  type="number"
                  inputMode="numeric"
                  min={0}
                  max={100}
                  step={1}
                  value={Number.isNaN(field.value) ? '' : field.value}
                  onChange={(event) => {
                    const typed = event.target.valueAsNumber;
                    field.onChange(Number.isNaN(typed) ? 0 : Math.min(100, Math.max(0, Math.round(typed))));
                  }}
                  onBlur={field.onBlur}
                />
              </FormField>
            )}
          />
        )}
        {mode.kind !== 'subgoal' && (
          <Controller
            control={form.control}
            name="parentId"
            render={({ field }) => (
              <FormField label="Parent goal" error={errors.parentId?.message}>
                <GoalPicker
                  tree={tree}
                  value={field.value}
                  onChange={field.onChange}
                  noneLabel="None (Top-level Goal)"
                  editingGoalId={editingId}
                />
              </FormField>
            )}
          />
        )}
        <DialogFooter>
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" pending={saving}>
            {saving ? 'Saving...' : mode.kind === 'edit' ? 'Save Changes' : mode.kind === 'subgoal' ? 'Add Subgoal' : 'Create Goal'}
          </Button>
        </DialogFooter>
      </form>
    </>
  );
}
