// The keyboard shortcuts: what each key does, and how a stream of key presses is read as them.
import { PAGES } from '@shared/pages';

/** Where `G` then a letter goes. */
export const GO_TO_KEYS = {
  d: { path: PAGES.dashboard.path, label: 'Dashboard' },
  g: { path: PAGES.goals.path, label: 'Goals' },
  p: { path: PAGES.planning.path, label: 'Planning' },
  t: { path: PAGES.tasks.path, label: 'Daily Tasks' },
  f: { path: PAGES.pomodoro.path, label: 'Pomodoro (focus)' },
  a: { path: PAGES.account.path, label: 'Account' },
} as const;
export type GoToKey = keyof typeof GO_TO_KEYS;

/** What a press (or a `G` pair) asks for. */
export type ShortcutAction =
  | { kind: 'palette' }
  | { kind: 'help' }
  | { kind: 'go'; path: string }
  | { kind: 'new-task' }
  | { kind: 'quick-add' }
  | { kind: 'timer' }
  | { kind: 'day'; move: 'previous' | 'next' }
  | { kind: 'row'; move: 'next' | 'previous' }
  | { kind: 'row'; command: 'tick' | 'edit' | 'delete' };

/** How the help dialog and the palette name a shortcut: the keys, one chip each, in order. */
export interface ShortcutHelp {
  keys: string[];
  description: string;
  group: 'General' | 'Go to' | 'Task rows';
}

export const SHORTCUT_HELP: ShortcutHelp[] = [
  { keys: ['Ctrl/⌘', 'K'], description: 'Open the command palette', group: 'General' },
  { keys: ['?'], description: 'Show the keyboard shortcuts', group: 'General' },
  { keys: ['Q'], description: 'Quick add a task', group: 'General' },
  { keys: ['N'], description: 'New task', group: 'General' },
  { keys: ['Space'], description: 'Start or pause the timer (Pomodoro page)', group: 'General' },
  { keys: ['['], description: 'Previous day (Daily Plan page)', group: 'General' },
  { keys: [']'], description: 'Next day (Daily Plan page)', group: 'General' },
  { keys: ['Ctrl/⌘', 'B'], description: 'Show or hide the sidebar', group: 'General' },
  ...Object.entries(GO_TO_KEYS).map(([key, page]) => ({ keys: ['G', key.toUpperCase()], description: page.label, group: 'Go to' as const })),
  { keys: ['J'], description: 'Next task', group: 'Task rows' },
  { keys: ['K'], description: 'Previous task', group: 'Task rows' },
  { keys: ['X'], description: 'Mark the task done or not done', group: 'Task rows' },
  { keys: ['E'], description: 'Edit the task', group: 'Task rows' },
  { keys: ['Del'], description: 'Delete the task (with Undo)', group: 'Task rows' },
];

/** The keys of a shortcut as the palette shows them next to an action. */
export const keysFor = (description: string) => SHORTCUT_HELP.find((shortcut) => shortcut.description === description)?.keys;

/** A key press as the reader needs it. */
export interface KeyPress {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  /** The press happened in a text field (or anything editable): only the palette's own chord counts there. */
  typing: boolean;
  /** A dialog or menu is open: it owns the keyboard. */
  inDialog: boolean;
  /** The Pomodoro page is showing (Space drives its timer). */
  onPomodoroPage: boolean;
  /** The Daily Plan page is showing ([ and ] go to the day before and after). */
  onPlanPage: boolean;
  /** Milliseconds, for the `G` pair's time limit. */
  time: number;
}

/** How long after `G` the second key still counts. */
export const SEQUENCE_TIMEOUT_MS = 1500;

/**
 * Reads key presses one at a time; `read` answers what a press asks for, or null. Keeps the `G` of a
 * `G` pair until the next press or its time limit.
 */
export function createShortcutReader() {
  let pendingGoSince: number | null = null;
  return {
    read(press: KeyPress): ShortcutAction | null {
      const key = press.key.length === 1 ? press.key.toLowerCase() : press.key;
      if ((press.ctrlKey || press.metaKey) && !press.altKey && key === 'k') return { kind: 'palette' };
      if (press.typing || press.inDialog || press.ctrlKey || press.metaKey || press.altKey) {
        pendingGoSince = null;
        return null;
      }
      const goPending = pendingGoSince !== null && press.time - pendingGoSince <= SEQUENCE_TIMEOUT_MS;
      pendingGoSince = null;
      if (goPending && key in GO_TO_KEYS) return { kind: 'go', path: GO_TO_KEYS[key as GoToKey].path };
      switch (key) {
        case 'g':
          pendingGoSince = press.time;
          return null;
        case '?':
          return { kind: 'help' };
        case 'n':
          return { kind: 'new-task' };
        case 'q':
          return { kind: 'quick-add' };
        case ' ':
          return press.onPomodoroPage ? { kind: 'timer' } : null;
        case '[':
          return press.onPlanPage ? { kind: 'day', move: 'previous' } : null;
        case ']':
          return press.onPlanPage ? { kind: 'day', move: 'next' } : null;
        case 'j':
          return { kind: 'row', move: 'next' };
        case 'k':
          return { kind: 'row', move: 'previous' };
        case 'x':
          return { kind: 'row', command: 'tick' };
        case 'e':
          return { kind: 'row', command: 'edit' };
        case 'Delete':
          return { kind: 'row', command: 'delete' };
        default:
          return null;
      }
    },
  };
}
