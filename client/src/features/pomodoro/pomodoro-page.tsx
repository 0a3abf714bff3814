import { Plus, Settings } from 'lucide-react';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { focusLogFor, pomodoroSessionStats } from '@shared/domain/pomodoro-stats';
import { isPomodoroTask, moveItem, orderPomodoroTasks } from '@shared/domain/pomodoro-tasks';
import { toLocalDateValue } from '@shared/domain/task-due';
import type { Todo } from '@shared/schemas/todos';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast-store';
import { useToday } from '@/hooks/use-today';
import { pomodoroStore, timerActions, usePomodoro } from '@/features/pomodoro-timer';
import { TaskFormDialog, type TaskFormMode } from '@/features/task-form';
import { useTasksDueBetween } from '@/lib/tasks-api';
import { useCompleteTask } from './api/use-complete-task';
import { ChooseTaskDialog } from './components/choose-task-dialog';
import { SessionStatsCard } from './components/session-stats-card';
import { TimerCard } from './components/timer-card';
import { TimerSettingsDialog } from './components/timer-settings-dialog';
import { TodaysTasksCard } from './components/todays-tasks-card';

const ADD_TASK: TaskFormMode = {
  kind: 'create',
  dueOption: 'today',
  title: 'Add Task',
  description: "Create a new task for today's pomodoro sessions",
  withFocusPlan: true,
  successToast: { title: 'Task created' },
};

const editTask = (task: Todo): TaskFormMode => ({
  kind: 'edit',
  task,
  description: "Update this task's details",
  withFocusPlan: true,
  successToast: { title: 'Task updated', description: 'Task has been updated successfully.' },
});

/** Re-renders once a minute, so the estimated finish of a stopped timer follows the clock (epoch ms). */
function useMinuteClock(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 60_000);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}

export function PomodoroPage() {
  const bounds = useToday();
  const minuteClock = useMinuteClock();
  const today = toLocalDateValue(bounds.startOfToday);
  // Completed tasks come too: ticking one off then changes this list in place instead of asking for another.
  const { data, isLoading, error } = useTasksDueBetween(bounds.startOfToday, bounds.startOfTomorrow);
  const manualOrder = usePomodoro((snapshot) => snapshot.manualOrder);
  const focusLog = usePomodoro((snapshot) => snapshot.focusLog);
  const timer = usePomodoro((snapshot) => snapshot.timer);
  const { selectedTaskId } = timer;
  const completeTask = useCompleteTask();
  const [taskForm, setTaskForm] = useState<TaskFormMode | null>(null);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [choosingTask, setChoosingTask] = useState(false);

  const tasks = useMemo(
    () =>
      orderPomodoroTasks(
        (data ?? []).filter((task) => isPomodoroTask(task, bounds)),
        manualOrder?.date === today ? manualOrder.taskIds : null,
      ),
    [data, bounds, manualOrder, today],
  );
  const log = focusLogFor(focusLog, today);
  // The timer's last change is newer than the minute clock just after a period ends or the person acts.
  const stats = pomodoroSessionStats({ openTasks: tasks, log, timer, now: Math.max(minuteClock, timer.lastUpdated) });
  const selectedTask = tasks.find((task) => task.id === selectedTaskId);

  // The same functions at every render: the list's rows are memoised on them.
  const startTask = useCallback((task: Todo) => timerActions.startTask(task), []);
  const openEditForm = useCallback((task: Todo) => setTaskForm(editTask(task)), []);

  const reorder = (from: number, to: number) => {
    const moved = moveItem(tasks, from, to);
    pomodoroStore.setManualOrder(moved.map((task) => task.id));
    const task = tasks[from];
    if (task) toast({ title: 'Task reordered', description: `"${task.title}" moved to position ${to + 1}` });
  };

  return (
    <>
      <PageHeader
        title="Pomodoro Timer"
        description="Work in focused sessions on today's tasks, with breaks in between."
        actions={
          <>
            <Button onClick={() => setTaskForm(ADD_TASK)}>
              <Plus aria-hidden /> Add Task
            </Button>
            <Button variant="outline" onClick={() => setSettingsOpen(true)}>
              <Settings aria-hidden /> Settings
            </Button>
          </>
        }
      />
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
        <div className="grid gap-6">
          <TimerCard selectedTask={selectedTask} onChangeTask={() => setChoosingTask(true)} onCompleteTask={completeTask} />
          <SessionStatsCard stats={stats} />
        </div>
        <TodaysTasksCard
          tasks={tasks}
          isLoading={isLoading}
          error={error}
          selectedTaskId={selectedTaskId}
          doneByTask={log.byTask}
          onAdd={() => setTaskForm(ADD_TASK)}
          onReorder={reorder}
          onStart={startTask}
          onEdit={openEditForm}
        />
      </div>
      <TaskFormDialog mode={taskForm} onClose={() => setTaskForm(null)} />
      <TimerSettingsDialog open={settingsOpen} onClose={() => setSettingsOpen(false)} />
      <ChooseTaskDialog
        open={choosingTask}
        tasks={tasks}
        selectedTaskId={selectedTaskId}
        onChoose={(task) => {
          timerActions.selectTask(task.id);
          setChoosingTask(false);
        }}
        onClose={() => setChoosingTask(false)}
      />
    </>
  );
}
