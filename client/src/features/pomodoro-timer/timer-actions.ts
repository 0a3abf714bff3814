import { isFocusPartWay, type TimerMode, type TimerSettings } from '@shared/domain/pomodoro-timer';
import { toast } from '@/components/ui/toast-store';
import { pomodoroStore } from './timer-store';
import { MODE_LABELS } from './timer-texts';

/**
 * Runs a change that throws away focus done so far (a reset or a mode switch part-way through a focus
 * period) and offers to undo it: the period comes back as it was, a running one with its end unchanged.
 */
function undoable(change: () => void, message: { title: string; undoHint: string }): void {
  const before = pomodoroStore.getSnapshot().timer;
  change();
  if (!isFocusPartWay(before)) return void toast({ title: message.title });
  toast({
    title: message.title,
    description: 'The focus time so far was set aside.',
    action: { label: 'Undo', altText: message.undoHint, onClick: () => pomodoroStore.dispatch({ type: 'restore', state: before }) },
  });
}

/** The timer's controls with the spec's toasts (section 8); every screen that drives the timer uses these. */
export const timerActions = {
  toggle(): void {
    const { timer } = pomodoroStore.getSnapshot();
    if (timer.isActive) return pomodoroStore.dispatch({ type: 'pause' });
    pomodoroStore.dispatch({ type: 'start' });
    if (timer.activeMode === 'pomodoro') toast({ title: 'Focus session started' });
  },
  reset(): void {
    undoable(() => pomodoroStore.dispatch({ type: 'reset' }), {
      title: 'Timer reset',
      undoHint: 'Start the timer again to continue; the reset can be undone from this message only.',
    });
  },
  skip(): void {
    const wasFocus = pomodoroStore.getSnapshot().timer.activeMode === 'pomodoro';
    pomodoroStore.dispatch({ type: 'skip' });
    toast(wasFocus ? { title: 'Break time!', description: 'Focus skipped. Enjoy the break.' } : { title: 'Focus time!' });
  },
  changeMode(mode: TimerMode): void {
    const { timer } = pomodoroStore.getSnapshot();
    if (timer.activeMode === mode) return;
    if (!isFocusPartWay(timer)) return pomodoroStore.dispatch({ type: 'changeMode', mode });
    undoable(() => pomodoroStore.dispatch({ type: 'changeMode', mode }), {
      title: `Switched to ${MODE_LABELS[mode]}`,
      undoHint: 'Choose Pomodoro to go back to focus; the switch can be undone from this message only.',
    });
  },
  /** Start Timer on a task: select it, switch to focus and run. */
  startTask(task: { id: number; title: string }, startedFrom: 'list' | 'dialog' = 'list'): void {
    pomodoroStore.dispatch({ type: 'startTask', taskId: task.id });
    toast({ title: startedFrom === 'dialog' ? 'Pomodoro Timer Started' : 'Focus session started', description: `Working on "${task.title}"` });
  },
  selectTask(taskId: number | null): void {
    pomodoroStore.dispatch({ type: 'selectTask', taskId });
  },
  updateSettings(settings: TimerSettings, soundEnabled: boolean): void {
    pomodoroStore.dispatch({ type: 'updateSettings', settings });
    pomodoroStore.dispatch({ type: 'setSound', enabled: soundEnabled });
  },
  setSound(enabled: boolean): void {
    pomodoroStore.dispatch({ type: 'setSound', enabled });
  },
};
