import type { Goal } from '@shared/schemas/goals';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';
import { toast } from '@/components/ui/toast-store';
import { messageOf } from '@/lib/api-client';
import { useDeleteGoal } from '../api/goals-api';

interface DeleteGoalDialogProps {
  /** The goal to delete and whether it has subgoals; null when closed. */
  target: { goal: Goal; hasSubgoals: boolean } | null;
  onClose(): void;
}

export function DeleteGoalDialog({ target, onClose }: DeleteGoalDialogProps) {
  const deleteGoal = useDeleteGoal();
  const confirm = () => {
    if (!target) return;
    deleteGoal.mutate(target.goal.id, {
      onSuccess: () => toast({ title: 'Goal deleted', description: `“${target.goal.title}” is gone.` }),
      onError: (error) =>
        toast({ title: 'Failed to delete goal', description: messageOf(error, 'Please try again.'), variant: 'destructive' }),
    });
    onClose();
  };
  return (
    <AlertDialog open={target !== null} onOpenChange={(open) => !open && onClose()}>
      <AlertDialogContent>
        <AlertDialogTitle>Delete Goal</AlertDialogTitle>
        <AlertDialogDescription>
          Are you sure you want to delete this goal{target?.hasSubgoals ? ' and all its tasks with deadlines' : ''}? This
          action cannot be undone.
        </AlertDialogDescription>
        {target && <p className="rounded-md bg-muted px-3 py-2 text-sm font-medium">{target.goal.title}</p>}
        <AlertDialogFooter>
          <AlertDialogCancel>Cancel</AlertDialogCancel>
          <AlertDialogAction onClick={confirm}>Delete</AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
