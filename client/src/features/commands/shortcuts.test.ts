import { describe, expect, it } from 'vitest';
import { createShortcutReader, SEQUENCE_TIMEOUT_MS, SHORTCUT_HELP, keysFor, type KeyPress } from './shortcuts';

const press = (key: string, fields: Partial<KeyPress> = {}): KeyPress => ({
  key,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  typing: false,
  inDialog: false,
  onPomodoroPage: false,
  onPlanPage: false,
  time: 0,
  ...fields,
});

describe('the shortcut reader', () => {
  it('opens the palette with Ctrl+K or ⌘K, even in a text field or a dialog', () => {
    const reader = createShortcutReader();
    expect(reader.read(press('k', { ctrlKey: true }))).toEqual({ kind: 'palette' });
    expect(reader.read(press('K', { metaKey: true, typing: true }))).toEqual({ kind: 'palette' });
    expect(reader.read(press('k', { ctrlKey: true, inDialog: true }))).toEqual({ kind: 'palette' });
    expect(reader.read(press('k', { ctrlKey: true, altKey: true }))).toBeNull();
  });

  it('reads single keys: help, new task, rows', () => {
    const reader = createShortcutReader();
    expect(reader.read(press('?'))).toEqual({ kind: 'help' });
    expect(reader.read(press('n'))).toEqual({ kind: 'new-task' });
    expect(reader.read(press('N'))).toEqual({ kind: 'new-task' });
    expect(reader.read(press('q'))).toEqual({ kind: 'quick-add' });
    expect(reader.read(press('j'))).toEqual({ kind: 'row', move: 'next' });
    expect(reader.read(press('k'))).toEqual({ kind: 'row', move: 'previous' });
    expect(reader.read(press('x'))).toEqual({ kind: 'row', command: 'tick' });
    expect(reader.read(press('e'))).toEqual({ kind: 'row', command: 'edit' });
    expect(reader.read(press('Delete'))).toEqual({ kind: 'row', command: 'delete' });
    expect(reader.read(press('z'))).toBeNull();
    expect(reader.read(press('Enter'))).toBeNull();
  });

  it('never fires while typing, in a dialog, or with a modifier', () => {
    const reader = createShortcutReader();
    for (const fields of [{ typing: true }, { inDialog: true }, { ctrlKey: true }, { altKey: true }, { metaKey: true }]) {
      for (const key of ['n', '?', 'j', 'x', 'e', 'Delete', 'g']) expect(reader.read(press(key, fields))).toBeNull();
    }
  });

  it('takes Space for the timer on the Pomodoro page only', () => {
    const reader = createShortcutReader();
    expect(reader.read(press(' ', { onPomodoroPage: true }))).toEqual({ kind: 'timer' });
    expect(reader.read(press(' '))).toBeNull();
  });

  it('takes [ and ] for the day before and after on the Daily Plan page only, never while typing', () => {
    const reader = createShortcutReader();
    expect(reader.read(press('[', { onPlanPage: true }))).toEqual({ kind: 'day', move: 'previous' });
    expect(reader.read(press(']', { onPlanPage: true }))).toEqual({ kind: 'day', move: 'next' });
    expect(reader.read(press('['))).toBeNull();
    expect(reader.read(press(']', { onPomodoroPage: true }))).toBeNull();
    for (const fields of [{ typing: true }, { inDialog: true }, { altKey: true }, { ctrlKey: true }]) {
      expect(reader.read(press('[', { onPlanPage: true, ...fields }))).toBeNull();
    }
  });

  it('goes to a page with G then its letter, within the time limit', () => {
    const reader = createShortcutReader();
    expect(reader.read(press('g', { time: 1000 }))).toBeNull();
    expect(reader.read(press('t', { time: 1200 }))).toEqual({ kind: 'go', path: '/todos' });
    for (const [letter, path] of [['d', '/dashboard'], ['g', '/goals'], ['p', '/planning'], ['f', '/pomodoro'], ['a', '/profile']]) {
      reader.read(press('g', { time: 0 }));
      expect(reader.read(press(letter!, { time: 10 }))).toEqual({ kind: 'go', path });
    }
  });

  it('forgets the G after the time limit, another key, or a press in a field', () => {
    const reader = createShortcutReader();
    reader.read(press('g', { time: 0 }));
    // Too late: 'd' is no shortcut of its own.
    expect(reader.read(press('d', { time: SEQUENCE_TIMEOUT_MS + 1 }))).toBeNull();
    reader.read(press('g', { time: 0 }));
    expect(reader.read(press('z', { time: 10 }))).toBeNull();
    expect(reader.read(press('t', { time: 20 }))).toBeNull();
    reader.read(press('g', { time: 0 }));
    reader.read(press('a', { time: 10, typing: true }));
    expect(reader.read(press('t', { time: 20 }))).toBeNull();
    // G then a key that is a shortcut of its own: without a page for it, it acts alone.
    reader.read(press('g', { time: 0 }));
    expect(reader.read(press('n', { time: 10 }))).toEqual({ kind: 'new-task' });
  });
});

describe('the shortcut list', () => {
  it('names every shortcut once, with keys', () => {
    const descriptions = SHORTCUT_HELP.map((shortcut) => shortcut.description);
    expect(new Set(descriptions).size).toBe(descriptions.length);
    expect(SHORTCUT_HELP.every((shortcut) => shortcut.keys.length > 0)).toBe(true);
    expect(keysFor('Daily Tasks')).toEqual(['G', 'T']);
    expect(keysFor('nothing of the kind')).toBeUndefined();
  });
});
