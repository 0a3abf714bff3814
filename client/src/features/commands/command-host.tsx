import { useMemo, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { goalTreeOf } from '@shared/domain/goal-tree';
import { dailyPlanPath, neighbourDay, planDayOfSearch } from '@shared/domain/plan-day';
import { toLocalDateValue } from '@shared/domain/task-due';
import { PAGES } from '@shared/pages';
import type { SearchResult } from '@shared/schemas/search';
import { toggledTheme } from '@shared/domain/theme';
import { useSaveTheme } from '@/features/auth';
import { GoalFormDialog } from '@/features/goals';
import { timerActions, usePomodoro } from '@/features/pomodoro-timer';
import { TaskFormDialog, type TaskFormMode } from '@/features/task-form';
import { useToday } from '@/hooks/use-today';
import { useGoals } from '@/lib/goals-query';
import { useMoveExpiredToToday, useTaskLists } from '@/lib/tasks-api';
import { REVEAL_PARAM } from '@/lib/reveal';
import { useDrawnTheme } from '@/lib/theme';
import { CommandPalette } from './command-palette';
import { DayNotesDialog } from './day-notes-dialog';
import { QuickAddDialog } from './quick-add-dialog';
import { actOnFocusedRow, moveRowFocus } from '@/lib/task-row-keys';
import type { ShortcutAction } from './shortcuts';
import { ShortcutsDialog } from './shortcuts-dialog';
import { useShortcuts } from './use-shortcuts';

type Layer = 'palette' | 'shortcuts' | 'new-goal' | 'quick-add' | null;
const NEW_TASK: TaskFormMode = { kind: 'create', dueOption: 'today' };

/** The keyboard shortcuts and the command palette of every signed-in page, and what they open. */
export function CommandHost() {
  const [location, navigate] = useLocation();
  const search = useSearch();
  const [layer, setLayer] = useState<Layer>(null);
  const [taskForm, setTaskForm] = useState<TaskFormMode | null>(null);
  const [notesOf, setNotesOf] = useState<string | null>(null);
  const closeOn = (which: Layer) => (open: boolean) => setLayer(open ? which : null);

  useShortcuts((action: ShortcutAction) => {
    switch (action.kind) {
      case 'palette':
        return setLayer((open) => (open === 'palette' ? null : 'palette'));
      case 'help':
        return setLayer('shortcuts');
      case 'go':
        return navigate(action.path);
      case 'new-task':
        return setTaskForm(NEW_TASK);
      case 'quick-add':
        return setLayer('quick-add');
      case 'timer':
        return timerActions.toggle();
      case 'day':
        return goToNeighbourDay(action.move === 'next' ? 1 : -1);
      case 'row':
        return 'move' in action ? moveRowFocus(action.move) : actOnFocusedRow(action.command);
    }
  }, location);

  /** [ and ] on the Daily Plan page: the day before or after the one it shows. */
  function goToNeighbourDay(days: -1 | 1) {
    const today = toLocalDateValue(new Date());
    const day = neighbourDay(planDayOfSearch(search) ?? today, days);
    if (day) navigate(dailyPlanPath(day, today));
  }

  return (
    <>
      {layer === 'palette' && (
        <PaletteWithActions
          onOpenChange={closeOn('palette')}
          quickAdd={() => setLayer('quick-add')}
          newTask={() => setTaskForm(NEW_TASK)}
          newGoal={() => setLayer('new-goal')}
          showShortcuts={() => setLayer('shortcuts')}
          openResult={(result) => (result.kind === 'note' ? setNotesOf(result.date) : navigate(resultPath(result)))}
        />
      )}
      <ShortcutsDialog open={layer === 'shortcuts'} onOpenChange={closeOn('shortcuts')} />
      <QuickAddDialog open={layer === 'quick-add'} onOpenChange={closeOn('quick-add')} />
      {layer === 'new-goal' && <NewGoalDialog onClose={() => setLayer(null)} />}
      <TaskFormDialog mode={taskForm} onClose={() => setTaskForm(null)} />
      <DayNotesDialog date={notesOf} onClose={() => setNotesOf(null)} />
    </>
  );
}

/** Where a goal, task or feeling found by search is shown: its page, scrolled to it and highlighted. */
function resultPath(result: Exclude<SearchResult, { kind: 'note' }>): string {
  if (result.kind === 'task') return `${PAGES.tasks.path}?${REVEAL_PARAM}=${result.id}`;
  return `${PAGES.goals.path}?${REVEAL_PARAM}=${result.kind === 'goal' ? result.id : result.goalId}`;
}

/** The palette reads the timer and the expired tasks only while it is open. */
function PaletteWithActions(props: {
  onOpenChange(open: boolean): void;
  quickAdd(): void;
  newTask(): void;
  newGoal(): void;
  showShortcuts(): void;
  openResult(result: SearchResult): void;
}) {
  const timerRunning = usePomodoro((snapshot) => snapshot.timer.isActive);
  const bounds = useToday();
  const { expired } = useTaskLists(bounds);
  const moveToToday = useMoveExpiredToToday();
  const drawnTheme = useDrawnTheme();
  const saveTheme = useSaveTheme();
  return (
    <CommandPalette
      open
      onOpenChange={props.onOpenChange}
      actions={{
        quickAdd: props.quickAdd,
        newTask: props.newTask,
        newGoal: props.newGoal,
        showShortcuts: props.showShortcuts,
        openResult: props.openResult,
        toggleTimer: timerActions.toggle,
        timerRunning,
        drawnTheme,
        toggleTheme: () => saveTheme.mutate(toggledTheme(drawnTheme)),
        moveExpiredToToday: expired.movable > 0 ? { count: expired.movable, run: () => moveToToday.move(expired.before, expired.movable) } : undefined,
      }}
    />
  );
}

function NewGoalDialog({ onClose }: { onClose(): void }) {
  const { data: goals } = useGoals();
  const tree = useMemo(() => goalTreeOf(goals ?? []), [goals]);
  return <GoalFormDialog mode={{ kind: 'create' }} tree={tree} onClose={onClose} onCompleted={() => undefined} />;
}
