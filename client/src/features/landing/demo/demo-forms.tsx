import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { demoGoalFormSchema, demoSubgoalFormSchema, demoTaskFormSchema, type DemoGoalForm, type DemoTaskForm } from '@shared/schemas/demo';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input, Textarea } from '@/components/ui/input';

interface DemoDialogProps<Values> {
  open: boolean;
  onClose(): void;
  onSubmit(values: Values): void;
}

/** 'Add Your First Goal' and 'Add Subgoal': a title and an optional description. */
export function DemoGoalDialog({
  open,
  onClose,
  onSubmit,
  kind,
}: DemoDialogProps<DemoGoalForm> & { kind: 'goal' | 'subgoal' }) {
  const form = useForm<DemoGoalForm>({
    resolver: zodResolver(kind === 'goal' ? demoGoalFormSchema : demoSubgoalFormSchema),
    defaultValues: { title: '', description: '' },
  });
  // Cancel, Escape or a submit all leave the next opening with empty fields.
  useEffect(() => {
    if (!open) form.reset({ title: '', description: '' });
  }, [open, form]);
  const title = kind === 'goal' ? 'Add Your First Goal' : 'Add Subgoal';
  return (
    <Dialog open={open} onOpenChange={(isOpen) => !isOpen && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>
            {kind === 'goal' ? 'What would you like to achieve?' : 'Break your goal into a smaller step.'}
          </DialogDescription>
        </DialogHeader>
        <form className="grid gap-4" noValidate onSubmit={form.handleSubmit(onSubmit)}>
          <FormField label={kind === 'goal' ? 'Goal title' : 'Subgoal title'} error={form.formState.errors.title?.message}>
            <Input autoFocus placeholder={kind === 'goal' ? 'e.g. Learn Spanish' : 'e.g. Learn 100 common words'} {...form.register('title')} />
          </FormField>
          <FormField label="Description (optional)" error={form.formState.errors.description?.message}>
            <Textarea rows={3} {...form.register('description')} />
          </FormField>
          <DialogFooter>
            <Button variant="outline" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit">{kind === 'goal' ? 'Add Goal' : 'Add Subgoal'}</Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

export function DemoTaskDialog({ open, onClose, onSubmit }: DemoDialogProps<DemoTaskForm>) {
  const form = useForm<DemoTaskForm>({ resolver: zodResolver(demoTaskFormSchema), defaultValues: { title: '' } });
  useEffect(() => {
    if (!open) form.reset({ title: '' });
  }, [open, form]);
  return (
    <Dialog open={open} onOpenChange={(isOpen) => !isOpen && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Add Task</DialogTitle>
          <DialogDescription>Each task moves your goal 10% closer.</DialogDescription>
        </DialogHeader>
        <form className="grid gap-4" noValidate onSubmit={form.handleSubmit(onSubmit)}>
          <FormField label="Task title" error={form.formState.errors.title?.message}>
            <Input autoFocus placeholder="e.g. Practise for 20 minutes" {...form.register('title')} />
          </FormField>
          <DialogFooter>
            <Button variant="outline" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit">Add Task</Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
