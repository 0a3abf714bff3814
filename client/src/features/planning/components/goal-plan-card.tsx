import { format } from 'date-fns';
import { CalendarPlus, Sparkles } from 'lucide-react';
import { useState } from 'react';
import { planningLevelMarker, type PlanningGoalCard } from '@shared/domain/goal-planning';
import { countOf } from '@shared/domain/plural';
import type { Goal } from '@shared/schemas/goals';
import type { Todo } from '@shared/schemas/todos';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ClampedText } from '@/components/ui/clamped-text';
import { PlannedTaskItem } from './planned-task-item';

export interface GoalPlanActions {
  onSuggest(goal: Goal): void;
  onAddToToday(goal: Goal): void;
  onEditTask(task: Todo): void;
}

interface GoalPlanCardProps extends GoalPlanActions {
  card: PlanningGoalCard<Goal>;
  todaysTasksByGoal: ReadonlyMap<number, Todo[]>;
  /** Goals whose Add to Today request is on its way. */
  addingGoalIds: ReadonlySet<number>;
}

/** Open subgoals shown before "Show all": a big tree stays quick to draw and to scan. */
const SUBGOALS_SHOWN = 12;

/** Planning levels 1–4 step in; deeper goals keep level 4's indent so long chains stay readable. */
const INDENT_CLASS = ['', 'pl-4 sm:pl-6', 'pl-8 sm:pl-12', 'pl-12 sm:pl-18', 'pl-16 sm:pl-24'];

function GoalButtons({ goal, isLeaf, adding, onSuggest, onAddToToday }: { goal: Goal; isLeaf: boolean; adding: boolean } & Pick<GoalPlanActions, 'onSuggest' | 'onAddToToday'>) {
  return (
    <div className="flex shrink-0 flex-wrap gap-1.5">
      <Button variant="outline" size="sm" onClick={() => onSuggest(goal)} aria-label={`Suggest tasks for ${goal.title}`}>
        <Sparkles aria-hidden /> Suggest
      </Button>
      {isLeaf && (
        <Button size="sm" onClick={() => onAddToToday(goal)} pending={adding} aria-label={`Add to Today: ${goal.title}`}>
          <CalendarPlus aria-hidden /> Add to Today
        </Button>
      )}
    </div>
  );
}

function TaskList({ tasks, onEditTask }: { tasks: Todo[] | undefined; onEditTask(task: Todo): void }) {
  if (!tasks || tasks.length === 0) return null;
  return (
    <ul className="mt-2 grid gap-1.5" aria-label="Today's tasks">
      {tasks.map((task) => (
        <PlannedTaskItem key={task.id} task={task} onEdit={onEditTask} />
      ))}
    </ul>
  );
}

export function GoalPlanCard({ card, todaysTasksByGoal, addingGoalIds, onSuggest, onAddToToday, onEditTask }: GoalPlanCardProps) {
  const { goal } = card;
  const [showAll, setShowAll] = useState(false);
  const hidden = card.openDescendants.length - SUBGOALS_SHOWN;
  const descendants = showAll || hidden <= 0 ? card.openDescendants : card.openDescendants.slice(0, SUBGOALS_SHOWN);
  return (
    <Card data-testid="goal-plan-card" aria-labelledby={`plan-goal-${goal.id}`}>
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-3">
        <div className="grid min-w-0 flex-[1_1_14rem] gap-1">
          <CardTitle id={`plan-goal-${goal.id}`}>
            <ClampedText text={goal.title} lines={3} />
          </CardTitle>
          {goal.description && (
            <CardDescription>
              <ClampedText text={goal.description} lines={3} />
            </CardDescription>
          )}
          <p className="text-xs font-medium text-muted-foreground">Deadline: {format(new Date(goal.deadline), 'MMM d, yyyy')}</p>
        </div>
        <GoalButtons goal={goal} isLeaf={card.isLeaf} adding={addingGoalIds.has(goal.id)} onSuggest={onSuggest} onAddToToday={onAddToToday} />
      </CardHeader>
      <CardContent className="grid gap-2">
        <TaskList tasks={todaysTasksByGoal.get(goal.id)} onEditTask={onEditTask} />
        {card.openDescendants.length > 0 && (
          <ul className="grid gap-2" aria-label={`Open subgoals of ${goal.title}`}>
            {descendants.map(({ goal: subgoal, level, isLeaf }) => (
              <li key={subgoal.id} className={INDENT_CLASS[Math.min(level, 4)]} aria-label={subgoal.title}>
                <div className="rounded-lg border border-border bg-muted/40 p-3">
                  <div className="flex flex-wrap items-start justify-between gap-2">
                    <div className="grid min-w-0 flex-[1_1_14rem] gap-1">
                      <div className="flex flex-wrap items-center gap-2">
                        <Badge tone="primary">{planningLevelMarker(level)}</Badge>
                        <ClampedText text={subgoal.title} lines={2} className="min-w-0 font-medium" />
                      </div>
                      <p className="text-xs text-muted-foreground">Due: {format(new Date(subgoal.deadline), 'MMM d, yyyy')}</p>
                    </div>
                    <GoalButtons
                      goal={subgoal}
                      isLeaf={isLeaf}
                      adding={addingGoalIds.has(subgoal.id)}
                      onSuggest={onSuggest}
                      onAddToToday={onAddToToday}
                    />
                  </div>
                  <TaskList tasks={todaysTasksByGoal.get(subgoal.id)} onEditTask={onEditTask} />
                </div>
              </li>
            ))}
          </ul>
        )}
        {hidden > 0 && (
          <Button variant="ghost" size="sm" className="justify-self-start" onClick={() => setShowAll((all) => !all)} aria-expanded={showAll}>
            {showAll ? 'Show fewer subgoals' : `Show all ${countOf(card.openDescendants.length, 'open subgoal')}`}
          </Button>
        )}
      </CardContent>
    </Card>
  );
}
