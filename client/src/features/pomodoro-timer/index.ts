// The one Pomodoro timer of the app: the signed-in shell runs it (PomodoroEffects) and shows it
// (MiniTimer); the Pomodoro page and the task lists drive it.
export { FocusTimerDialog } from './components/focus-timer-dialog';
export { MiniTimer } from './components/mini-timer';
export { PomodoroEffects } from './pomodoro-effects';
export { timerActions } from './timer-actions';
export { pomodoroStore, usePomodoro } from './timer-store';
export { MODE_LABELS, MODE_QUOTES, quoteOfTheDay, randomQuote } from './timer-texts';
