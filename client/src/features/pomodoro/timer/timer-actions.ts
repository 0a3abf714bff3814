import type { TimerMode, TimerSettings } from '@shared/domain/pomodoro-timer';
import { toast } from '@/components/ui/toast-store';
import { pomodoroStore } from './timer-store';

/** The timer's controls with the spec's toasts (section 8); every screen that drives the timer uses these. */
export const timerActions = {
  toggle(): void {
    const { timer } = pomodoroStore.getSnapshot();
    if (timer.isActive) return pomodoroStore.dispatch({ type: 'pause' });
    pomodoroStore.dispatch({ type: 'start' });
    if (timer.activeMode === 'pomodoro') toast({ title: 'Focus session started' });
  },
  reset(): void {
    pomodoroStore.dispatch({ type: 'reset' });
    toast({ title: 'Timer reset' });
  },
  skip(): void {
    const wasFocus = pomodoroStore.getSnapshot().timer.activeMode === 'pomodoro';
    pomodoroStore.dispatch({ type: 'skip' });
    toast(wasFocus ? { title: 'Break time!', description: 'Focus skipped. Enjoy the break.' } : { title: 'Focus time!' });
  },
  changeMode(mode: TimerMode): void {
    pomodoroStore.dispatch({ type: 'changeMode', mode });
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
