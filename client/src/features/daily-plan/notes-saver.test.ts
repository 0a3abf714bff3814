import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NotesSaver, type SaveStatus } from './notes-saver';

interface Call {
  notes: string;
  keepalive: boolean;
  resolve(): void;
  reject(): void;
  refuse(): void;
}

const REFUSED = new Error('Notes are too long');

function setup(saved = '') {
  const calls: Call[] = [];
  const statuses: SaveStatus[] = [];
  const manual: string[] = [];
  const saver = new NotesSaver(saved, {
    save: (notes, _editedAt, { keepalive }) =>
      new Promise<void>((resolve, reject) =>
        calls.push({ notes, keepalive, resolve, reject: () => reject(new Error('down')), refuse: () => reject(REFUSED) }),
      ),
    onStatus: (status) => statuses.push(status),
    onManualResult: (outcome) => manual.push(outcome),
    isRefusal: (error) => error === REFUSED,
  });
  return { saver, calls, statuses, manual };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('NotesSaver', () => {
  it('saves 3 seconds after the last edit, not before', async () => {
    const { saver, calls, statuses } = setup();
    saver.edit('H');
    await vi.advanceTimersByTimeAsync(2000);
    saver.edit('Hello');
    await vi.advanceTimersByTimeAsync(2999);
    expect(calls).toHaveLength(0);
    expect(statuses).toEqual(['dirty']);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls.map((call) => call.notes)).toEqual(['Hello']);
    calls[0]?.resolve();
    await vi.advanceTimersByTimeAsync(0);
    expect(statuses).toEqual(['dirty', 'saving', 'clean']);
    expect(saver.isDirty).toBe(false);
  });

  it('is clean again when the text goes back to what was saved', async () => {
    const { saver, calls, statuses } = setup('kept');
    saver.edit('kept!');
    saver.edit('kept');
    await vi.advanceTimersByTimeAsync(5000);
    expect(calls).toHaveLength(0);
    expect(statuses).toEqual(['dirty', 'clean']);
  });

  it('sends one save at a time, then what was typed meanwhile', async () => {
    const { saver, calls } = setup();
    saver.edit('first');
    saver.saveNow();
    saver.edit('first and second');
    saver.flush();
    expect(calls.map((call) => call.notes)).toEqual(['first']);
    calls[0]?.resolve();
    await vi.advanceTimersByTimeAsync(0);
    expect(calls.map((call) => call.notes)).toEqual(['first', 'first and second']);
    expect(saver.isDirty).toBe(true);
    calls[1]?.resolve();
    await vi.advanceTimersByTimeAsync(0);
    expect(saver.isDirty).toBe(false);
  });

  it('never marks newer text as saved when an older save returns', async () => {
    const { saver, calls } = setup();
    saver.edit('old');
    saver.flush();
    saver.edit('new');
    calls[0]?.resolve();
    await vi.advanceTimersByTimeAsync(0);
    expect(saver.isDirty).toBe(true);
    await vi.advanceTimersByTimeAsync(3000);
    expect(calls.at(-1)?.notes).toBe('new');
  });

  it('retries a failed save with growing pauses until it goes through', async () => {
    const { saver, calls, statuses } = setup();
    saver.edit('precious');
    saver.flush();
    calls[0]?.reject();
    await vi.advanceTimersByTimeAsync(0);
    expect(statuses.at(-1)).toBe('failed');
    await vi.advanceTimersByTimeAsync(1999);
    expect(calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toHaveLength(2);
    calls[1]?.reject();
    await vi.advanceTimersByTimeAsync(3999);
    expect(calls).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toHaveLength(3);
    calls[2]?.resolve();
    await vi.advanceTimersByTimeAsync(0);
    expect(statuses.at(-1)).toBe('clean');
    expect(calls.every((call) => call.notes === 'precious')).toBe(true);
  });

  it('never retries a refused save, keeps the text, and tries again after an edit or Save Now', async () => {
    const { saver, calls, statuses, manual } = setup();
    saver.edit('far too long');
    saver.flush();
    calls[0]?.refuse();
    await vi.advanceTimersByTimeAsync(0);
    expect(statuses.at(-1)).toBe('refused');
    expect(saver.isDirty).toBe(true);
    await vi.advanceTimersByTimeAsync(120_000);
    expect(calls).toHaveLength(1);

    saver.saveNow();
    expect(calls.map((call) => call.notes)).toEqual(['far too long', 'far too long']);
    calls[1]?.refuse();
    await vi.advanceTimersByTimeAsync(0);
    expect(manual).toEqual(['refused']);
    expect(statuses.at(-1)).toBe('refused');

    saver.edit('short');
    expect(statuses.at(-1)).toBe('dirty');
    await vi.advanceTimersByTimeAsync(3000);
    calls[2]?.resolve();
    await vi.advanceTimersByTimeAsync(0);
    expect(calls.map((call) => call.notes)).toEqual(['far too long', 'far too long', 'short']);
    expect(statuses.at(-1)).toBe('clean');
  });

  it('reports the result of Save Now', async () => {
    const { saver, calls, manual } = setup();
    saver.saveNow();
    expect(manual).toEqual(['saved']);
    saver.edit('x');
    saver.saveNow();
    calls[0]?.reject();
    await vi.advanceTimersByTimeAsync(0);
    expect(manual).toEqual(['saved', 'failed']);
    saver.saveNow();
    calls[1]?.resolve();
    await vi.advanceTimersByTimeAsync(0);
    expect(manual).toEqual(['saved', 'failed', 'saved']);
  });

  it('sends at once with keepalive when the page goes away, even while a save is in flight', () => {
    const { saver, calls } = setup();
    saver.edit('a');
    saver.flush();
    saver.edit('ab');
    saver.flush({ keepalive: true });
    expect(calls.map((call) => [call.notes, call.keepalive])).toEqual([
      ['a', false],
      ['ab', true],
    ]);
  });

  it('is idle only with nothing unsaved and nothing on its way', async () => {
    const { saver, calls } = setup('saved');
    expect(saver.isIdle).toBe(true);
    saver.edit('typed');
    expect(saver.isIdle).toBe(false);
    saver.flush();
    saver.edit('saved');
    // Back to the saved text, but a save is still on its way.
    expect(saver.isDirty).toBe(false);
    expect(saver.isIdle).toBe(false);
    calls[0]?.resolve();
    await vi.advanceTimersByTimeAsync(0);
    await vi.advanceTimersByTimeAsync(3000);
    calls[1]?.resolve();
    await vi.advanceTimersByTimeAsync(0);
    expect(saver.isIdle).toBe(true);
  });

  it('sends nothing when there is nothing new', () => {
    const { saver, calls } = setup('same');
    saver.flush({ keepalive: true });
    expect(calls).toHaveLength(0);
  });
});

describe('NotesSaver with another tab', () => {
  function setupMerging(stored: (sent: string) => string) {
    const shown: string[] = [];
    const sent: string[] = [];
    const saver = new NotesSaver('base', {
      save: async (notes) => {
        sent.push(notes);
        return stored(notes);
      },
      onStatus: () => {},
      onTextChanged: (notes) => shown.push(notes),
    });
    return { saver, shown, sent };
  }

  it('shows the merged text the server stored and counts it as saved', async () => {
    const { saver, shown } = setupMerging((notes) => `${notes}\nfrom tab B`);
    saver.edit('base mine');
    await vi.advanceTimersByTimeAsync(3000);
    expect(shown).toEqual(['base mine\nfrom tab B']);
    expect(saver.isDirty).toBe(false);
  });

  it('keeps what was typed during the save on top of the merged text', async () => {
    let finish: (stored: string) => void = () => {};
    const shown: string[] = [];
    const saver = new NotesSaver('a', {
      save: () => new Promise<string>((resolve) => (finish = resolve)),
      onStatus: () => {},
      onTextChanged: (notes) => shown.push(notes),
    });
    saver.edit('a\nb');
    await vi.advanceTimersByTimeAsync(3000);
    saver.edit('a\nb\nc');
    finish('z\na\nb');
    await vi.advanceTimersByTimeAsync(0);
    expect(shown).toEqual(['z\na\nb\nc']);
    expect(saver.isDirty).toBe(true);
  });

  it('takes another tab’s text only while nothing here is unsaved', async () => {
    const { saver, shown, sent } = setupMerging((notes) => notes);
    saver.adopt('from tab B');
    expect(shown).toEqual(['from tab B']);
    saver.edit('typing here');
    saver.adopt('from tab B again');
    expect(shown).toEqual(['from tab B']);
    await vi.advanceTimersByTimeAsync(3000);
    expect(sent).toEqual(['typing here']);
  });
});
