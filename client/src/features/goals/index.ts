// What other features use of the goals: the goal form (the command palette's 'New goal').
export { GoalFormDialog } from './components/lazy-goal-form-dialog';
