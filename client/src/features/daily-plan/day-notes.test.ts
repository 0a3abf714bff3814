import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OTHER_VERSION_START } from '@shared/domain/merge-text';
import type { DailyPlan } from '@shared/schemas/daily-plans';
import { dayNotesFor, openDayNotes, saveKeptNotes } from './day-notes';

const YESTERDAY = '2026-11-24';
const TODAY = '2026-11-25';

class MemoryStorage {
  private readonly items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  key = (index: number) => [...this.items.keys()][index] ?? null;
  getItem = (key: string) => this.items.get(key) ?? null;
  setItem = (key: string, value: string) => void this.items.set(key, value);
  removeItem = (key: string) => void this.items.delete(key);
}

interface SaveRequest {
  date: string;
  notes: string;
  baseVersion: number;
}

/** The daily-plans API of one person, in memory; `hold` keeps the answers to saves until `release`. */
function fakeServer() {
  const plans = new Map<string, DailyPlan>();
  const saves: SaveRequest[] = [];
  let held: (() => void)[] | null = null;
  const planOf = (date: string): DailyPlan => plans.get(date) ?? { date, notes: '', updatedAt: null, editedAt: null, version: 0 };
  const store = (date: string, notes: string) => {
    const plan = { ...planOf(date), notes, version: planOf(date).version + 1, updatedAt: new Date().toISOString() };
    plans.set(date, plan);
    return plan;
  };
  const answer = async (url: string, init?: RequestInit): Promise<Response> => {
    if (init?.method !== 'POST') return Response.json(planOf(new URL(url, 'http://test').searchParams.get('date')!));
    const save = JSON.parse(String(init.body)) as SaveRequest;
    saves.push(save);
    if (held) await new Promise<void>((resolve) => held!.push(resolve));
    const current = planOf(save.date);
    if (current.version !== save.baseVersion) return Response.json({ message: 'Changed elsewhere', code: 'stale', current }, { status: 409 });
    return Response.json(store(save.date, save.notes));
  };
  vi.stubGlobal('fetch', vi.fn(answer));
  return {
    saves,
    planOf,
    /** Another device saves the day. */
    store,
    hold: () => (held = []),
    release: () => {
      for (const resolve of held ?? []) resolve();
      held = null;
    },
  };
}

let userId = 100;
let queryClient: QueryClient;

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('localStorage', new MemoryStorage());
  vi.stubGlobal('document', { visibilityState: 'visible', addEventListener: vi.fn() });
  vi.stubGlobal('window', { addEventListener: vi.fn() });
  vi.stubGlobal('BroadcastChannel', undefined);
  queryClient = new QueryClient();
  // Module state outlives a test: every test is another person.
  userId++;
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const open = (server: ReturnType<typeof fakeServer>, date: string) => dayNotesFor(userId, date, server.planOf(date), queryClient);

describe('the notes of each day', () => {
  it('save each day’s text for that day, on that day’s own version', async () => {
    const server = fakeServer();
    server.store(YESTERDAY, 'Old notes');
    server.store(YESTERDAY, 'Older notes, changed');
    const yesterday = open(server, YESTERDAY);
    const today = open(server, TODAY);
    yesterday.edit('Yesterday, edited later');
    today.edit('Today’s plan');
    await vi.advanceTimersByTimeAsync(3000);
    expect(server.saves).toEqual([
      { date: YESTERDAY, notes: 'Yesterday, edited later', baseVersion: 2, editedAt: expect.any(String) },
      { date: TODAY, notes: 'Today’s plan', baseVersion: 0, editedAt: expect.any(String) },
    ]);
    expect(server.planOf(YESTERDAY)).toMatchObject({ notes: 'Yesterday, edited later', version: 3 });
    expect(server.planOf(TODAY)).toMatchObject({ notes: 'Today’s plan', version: 1 });
    expect(yesterday.getState().status).toBe('clean');
  });

  it('send a day’s text at once when its editor leaves, and stay open until it is saved', async () => {
    const server = fakeServer();
    const yesterday = open(server, YESTERDAY);
    const unsubscribe = yesterday.subscribe(() => {});
    yesterday.edit('Typed just before leaving');
    server.hold();
    unsubscribe();
    await vi.advanceTimersByTimeAsync(0);
    expect(server.saves).toEqual([expect.objectContaining({ date: YESTERDAY, notes: 'Typed just before leaving' })]);
    // Coming back while it saves finds the same text, still saving.
    expect(openDayNotes(userId, YESTERDAY)).toBe(yesterday);
    expect(yesterday.getState()).toMatchObject({ text: 'Typed just before leaving', status: 'saving' });

    server.release();
    await vi.advanceTimersByTimeAsync(0);
    expect(yesterday.getState().status).toBe('clean');
    expect(openDayNotes(userId, YESTERDAY)).toBeUndefined();
    expect(localStorage.length).toBe(0);
  });

  it('merge a stale save with the stored notes of the same day, and leave the other days alone', async () => {
    const server = fakeServer();
    server.store(YESTERDAY, 'Morning: verbs');
    server.store(TODAY, 'Today stays as it is');
    const yesterday = open(server, YESTERDAY);
    server.store(YESTERDAY, 'Morning: verbs\nEvening: run');
    yesterday.edit('Lunch with Anna\nMorning: verbs');
    await vi.advanceTimersByTimeAsync(3000);
    expect(server.saves.map((save) => [save.date, save.baseVersion])).toEqual([
      [YESTERDAY, 1],
      [YESTERDAY, 2],
    ]);
    expect(server.planOf(YESTERDAY).notes).toBe('Lunch with Anna\nMorning: verbs\nEvening: run');
    expect(yesterday.getState()).toMatchObject({ text: 'Lunch with Anna\nMorning: verbs\nEvening: run', otherVersion: null });
    expect(server.planOf(TODAY)).toMatchObject({ notes: 'Today stays as it is', version: 1 });
  });

  it('keep both versions of lines changed in both places, and say so', async () => {
    const server = fakeServer();
    server.store(YESTERDAY, 'Run 5 km');
    const yesterday = open(server, YESTERDAY);
    server.store(YESTERDAY, 'Run 8 km');
    yesterday.edit('Run 10 km');
    await vi.advanceTimersByTimeAsync(3000);
    expect(server.planOf(YESTERDAY).notes).toBe(['Run 10 km', OTHER_VERSION_START, 'Run 8 km', '[End of the other version]'].join('\n'));
    expect(yesterday.getState().otherVersion).toBe('Run 8 km');
  });

  it('keep a draft of unsaved text per day, and start from it the next time', async () => {
    const server = fakeServer();
    const draftOf = (date: string) => JSON.parse(localStorage.getItem(`stepwise.planDraft:${userId}:${date}`) ?? 'null');
    const first = open(server, YESTERDAY);
    first.edit('Not saved yet');
    expect(draftOf(YESTERDAY)).toMatchObject({ notes: 'Not saved yet', base: { version: 0 } });
    expect(draftOf(TODAY)).toBeNull();

    // Today's draft, left by a tab that crashed before it could save: the next editor of today starts from it.
    localStorage.setItem(`stepwise.planDraft:${userId}:${TODAY}`, JSON.stringify({ notes: 'Kept through a crash', editedAt: '', base: { notes: '', version: 0 } }));
    const today = open(server, TODAY);
    expect(today.getState()).toMatchObject({ text: 'Kept through a crash', status: 'dirty' });
    await vi.advanceTimersByTimeAsync(3000);
    expect(server.planOf(YESTERDAY).notes).toBe('Not saved yet');
    expect(server.planOf(TODAY).notes).toBe('Kept through a crash');
    expect(draftOf(TODAY)).toBeNull();
    expect(draftOf(YESTERDAY)).toBeNull();
  });
});

describe('saveKeptNotes', () => {
  const draft = (date: string, notes: string, version: number) =>
    localStorage.setItem(`stepwise.planDraft:${userId}:${date}`, JSON.stringify({ notes, editedAt: new Date().toISOString(), base: { notes: '', version } }));

  it('saves the drafts a closed tab left, merged with what the server has now, and only this person’s', async () => {
    const server = fakeServer();
    server.store(YESTERDAY, 'Saved on the phone');
    draft(YESTERDAY, 'Typed offline before the tab closed', 0);
    draft(TODAY, 'Today, typed offline', 0);
    localStorage.setItem(`stepwise.planDraft:${userId + 1000}:${YESTERDAY}`, JSON.stringify({ notes: 'Someone else’s', editedAt: '' }));

    await saveKeptNotes(userId, queryClient);
    await vi.advanceTimersByTimeAsync(3000);
    expect(server.saves.map((save) => save.date).sort()).toEqual([YESTERDAY, TODAY].sort());
    expect(server.planOf(YESTERDAY).notes).toContain('Saved on the phone');
    expect(server.planOf(YESTERDAY).notes).toContain('Typed offline before the tab closed');
    expect(server.planOf(TODAY).notes).toBe('Today, typed offline');
    expect(localStorage.getItem(`stepwise.planDraft:${userId}:${YESTERDAY}`)).toBeNull();
    expect(localStorage.getItem(`stepwise.planDraft:${userId}:${TODAY}`)).toBeNull();
    expect(localStorage.getItem(`stepwise.planDraft:${userId + 1000}:${YESTERDAY}`)).not.toBeNull();
    expect(openDayNotes(userId, YESTERDAY)).toBeUndefined();
  });

  it('sends a day open in this tab at once, without waiting for its next retry', async () => {
    const server = fakeServer();
    const today = open(server, TODAY);
    today.edit('Typed while the network was down');
    await saveKeptNotes(userId, queryClient);
    await vi.advanceTimersByTimeAsync(0);
    expect(server.saves).toEqual([expect.objectContaining({ date: TODAY, notes: 'Typed while the network was down' })]);
    expect(today.getState().status).toBe('clean');
  });

  it('clears a draft the server already has, sending nothing', async () => {
    const server = fakeServer();
    server.store(TODAY, 'Arrived before the tab closed');
    draft(TODAY, 'Arrived before the tab closed', 0);
    await saveKeptNotes(userId, queryClient);
    await vi.advanceTimersByTimeAsync(3000);
    expect(server.saves).toEqual([]);
    expect(localStorage.length).toBe(0);
    expect(openDayNotes(userId, TODAY)).toBeUndefined();
  });
});
