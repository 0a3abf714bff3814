import { useMemo, useState } from 'react';
import { goalChoiceOf, goalChoices, matchesGoalSearch } from '@shared/domain/goal-choices';
import type { GoalTree } from '@shared/domain/goal-tree';
import type { Goal } from '@shared/schemas/goals';
import { Combobox, type ComboboxOption } from '@/components/ui/combobox';

const NONE = 'none';

interface GoalPickerProps {
  tree: GoalTree<Goal>;
  value: number | null;
  onChange(goalId: number | null): void;
  /** The choice of no goal, when that is allowed: 'No goal', 'None (Top-level Goal)'. */
  noneLabel?: string;
  /** The goal form's goal: it and its subtree can't be its own parent. */
  editingGoalId?: number | null;
  placeholder?: string;
  /** Outside a FormField, the field's name for screen readers. */
  'aria-label'?: string;
  className?: string;
}

/** Matches what was typed against a goal's whole path, so 'base week 1' finds the right 'Week 1'. */
const matchesPath = (option: ComboboxOption, query: string) => matchesGoalSearch(option.description ?? option.label, query);

/**
 * Picks a goal from the tree: indented by level, each goal's full path on hover and read out, filtered
 * as the person types. Finished goals are left out, except the one the field opened with.
 */
export function GoalPicker({ tree, value, onChange, noneLabel, editingGoalId = null, placeholder = 'Select a goal', ...rest }: GoalPickerProps) {
  // Kept from the first render: choosing another goal must not make the original one vanish from the list.
  const [keepId] = useState(value);
  // Until the field is first focused or pressed it offers only its goal: every goal's path, for
  // thousands of goals, costs milliseconds in the render that draws the page around it.
  const [used, setUsed] = useState(false);
  const chosen = useMemo(() => (used || value === null ? null : goalChoiceOf(tree, value)), [used, tree, value]);
  const options = useMemo(() => {
    const choices = used ? goalChoices(tree, { keepId, editingGoalId }) : chosen ? [chosen] : [];
    const goals: ComboboxOption[] = choices.map(({ goal, level, path, parentPath }) => ({
      value: String(goal.id),
      label: goal.title,
      level,
      description: path,
      ...(parentPath !== null && { context: parentPath }),
    }));
    return noneLabel ? [{ value: NONE, label: noneLabel }, ...goals] : goals;
  }, [used, chosen, tree, keepId, editingGoalId, noneLabel]);

  const use = () => setUsed(true);
  return (
    // `contents`: the field stays the parent's flex or grid item, as if this wrapper weren't there.
    <div className="contents" onFocusCapture={use} onPointerDownCapture={use}>
      <Combobox
        options={options}
        value={value === null ? (noneLabel ? NONE : null) : String(value)}
        onChange={(next) => onChange(next === NONE ? null : Number(next))}
        matches={matchesPath}
        placeholder={placeholder}
        noMatchText="No open goal matches"
        listLabel="Goals"
        {...rest}
      />
    </div>
  );
}
