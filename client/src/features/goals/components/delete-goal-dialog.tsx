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
import { useDeleteGoal, useGoalSubtreeCounts } from '../api/goals-api';
import { deletionSummary } from '../goal-deletion-text';

interface DeleteGoalDialogProps {
  /** The goal to delete; null when closed. */
  goal: Goal | null;
  onClose(): void;
}

/** Says exactly what goes with the goal (its subgoals at any depth and their tasks), then deletes it with Undo offered. */
export function DeleteGoalDialog({ goal, onClose }: DeleteGoalDialogProps) {
  const deleteGoal = useDeleteGoal();
  const counts = useGoalSubtreeCounts(goal?.id ?? null);
  const confirm = () => {
    if (goal) deleteGoal.mutate(goal);
    onClose();
  };
  const whatElse = counts.data
    ? deletionSummary(counts.data)
    : counts.isError
      ? 'This also deletes its subgoals and their tasks, if it has any.'
      : 'Counting its subgoals and tasks…';
  return (
    <AlertDialog open={goal !== null} onOpenChange={(open) => !open && onClose()}>
      <AlertDialogContent>
        <AlertDialogTitle>Delete Goal</AlertDialogTitle>
        <AlertDialogDescription>
          Are you sure you want to delete this goal?{whatElse && <span aria-live="polite"> {whatElse}</span>} You can undo it
          right after.
        </AlertDialogDescription>
        {goal && <p className="rounded-md bg-muted px-3 py-2 text-sm font-medium">{goal.title}</p>}
        <AlertDialogFooter>
          <AlertDialogCancel>Cancel</AlertDialogCancel>
          <AlertDialogAction onClick={confirm}>Delete</AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
