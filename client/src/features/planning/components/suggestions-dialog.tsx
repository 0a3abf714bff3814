import { Check, Lightbulb, Plus } from 'lucide-react';
import { useState } from 'react';
import type { Goal } from '@shared/schemas/goals';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { useGoalSuggestions } from '../api/suggestions-api';

export type SuggestionDay = 'today' | 'tomorrow';

interface SuggestionsDialogProps {
  goal: Goal | null;
  /** Titles of the goal's tasks this page knows: a change asks for fresh suggestions. */
  knownTaskTitles: readonly string[];
  onAdd(goal: Goal, title: string, day: SuggestionDay): Promise<void>;
  onCreateCustomTask(goal: Goal): void;
  onClose(): void;
}

/**
 * The suggestions for a goal: loading, then the list or the empty state (spec section 4). It says who
 * wrote them: "Suggested steps" from Stepwise's own rules, or the model's name when one answered.
 */
export function SuggestionsDialog({ goal, knownTaskTitles, onAdd, onCreateCustomTask, onClose }: SuggestionsDialogProps) {
  return (
    <Dialog open={goal !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="sm:max-w-xl">
        {goal && <SuggestionsBody key={goal.id} goal={goal} knownTaskTitles={knownTaskTitles} onAdd={onAdd} onCreateCustomTask={onCreateCustomTask} onClose={onClose} />}
      </DialogContent>
    </Dialog>
  );
}

function SuggestionsBody({ goal, knownTaskTitles, onAdd, onCreateCustomTask, onClose }: Omit<SuggestionsDialogProps, 'goal'> & { goal: Goal }) {
  // Kept for as long as the dialog is open: adding a task refreshes the suggestions for next time,
  // but the list the person is working through stays put.
  const [frozenKnownTitles] = useState(knownTaskTitles);
  const { data: answer, isLoading } = useGoalSuggestions(goal, frozenKnownTitles);
  const suggestions = answer?.titles;
  const [added, setAdded] = useState<Record<string, SuggestionDay>>({});
  const [pending, setPending] = useState<string | null>(null);

  const add = async (title: string, day: SuggestionDay) => {
    setPending(title);
    try {
      await onAdd(goal, title, day);
      setAdded((current) => ({ ...current, [title]: day }));
    } catch {
      // The failure toast has said why; the suggestion stays available to try again.
    } finally {
      setPending(null);
    }
  };

  return (
    <>
      <DialogHeader>
        <DialogTitle>{answer?.model ? 'AI Task Suggestions' : 'Suggested Steps'}</DialogTitle>
        <DialogDescription>Next steps for "{goal.title}"</DialogDescription>
      </DialogHeader>
      {isLoading ? (
        <div className="grid gap-2" aria-label="Loading suggestions" role="status">
          {[0, 1, 2, 3].map((row) => (
            <Skeleton key={row} className="h-12" />
          ))}
        </div>
      ) : !suggestions || suggestions.length === 0 ? (
        <div className="flex flex-col items-center gap-2 rounded-lg border border-dashed border-border px-4 py-8 text-center">
          <Lightbulb className="size-7 text-muted-foreground" aria-hidden />
          <p className="font-medium">No suggestions available</p>
          <p className="text-sm text-muted-foreground">
            {answer?.languageNotSupported
              ? 'Suggestions are written in English, Spanish, French and German only. Create a custom task for this goal instead'
              : 'Create a custom task for this goal instead'}
          </p>
          <Button size="sm" className="mt-2" onClick={() => onCreateCustomTask(goal)}>
            <Plus aria-hidden /> Create Task for Today
          </Button>
        </div>
      ) : (
        <ul className="grid max-h-[55vh] gap-2 overflow-y-auto" aria-label="Suggested tasks">
          {suggestions.map((title) => (
            <li key={title} aria-label={title} className="flex flex-col gap-2 rounded-lg border border-border p-3 sm:flex-row sm:items-center">
              <span className="min-w-0 flex-1 text-sm font-medium">{title}</span>
              {added[title] ? (
                <span className="inline-flex items-center gap-1 text-sm font-medium text-success">
                  <Check className="size-4" aria-hidden /> Added for {added[title]}
                </span>
              ) : (
                <div className="flex gap-1.5">
                  <Button size="sm" pending={pending !== null} onClick={() => void add(title, 'today')}>
                    Add to Today
                  </Button>
                  <Button size="sm" variant="outline" pending={pending !== null} onClick={() => void add(title, 'tomorrow')}>
                    Tomorrow
                  </Button>
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
      <DialogFooter className="items-center sm:justify-between">
        <p className="text-xs text-muted-foreground" data-testid="suggestions-source">
          {answer?.model ? `Suggested by ${answer.model}, an AI model, from your goal and the goals around it` : "Suggested from Stepwise's own rules for goals like yours"}
        </p>
        <Button variant="outline" onClick={onClose}>
          Close
        </Button>
      </DialogFooter>
    </>
  );
}
