import type { QueryClient } from '@tanstack/react-query';
import { mergeText } from '@shared/domain/merge-text';
import type { DailyPlan } from '@shared/schemas/daily-plans';
import { toast } from '@/components/ui/toast-store';
import { NotesSaver, type SaveStatus } from './notes-saver';
import { dailyPlanQuery, NotesRefusedError, savePlanNotes, type StoredNotes } from './plan-notes-api';

interface LocalDraft {
  notes: string;
  editedAt: string;
  /** The stored notes the draft was written on; absent in drafts kept before versions. */
  base?: StoredNotes;
}

/** A copy of unsaved notes in this browser, per person and day, so a crash or a closed tab can't take them. */
const draftStore = {
  key: (userId: number, date: string) => `stepwise.planDraft:${userId}:${date}`,
  /** The days this browser holds a draft of, for one person. */
  days(userId: number): string[] {
    const prefix = draftStore.key(userId, '');
    const days: string[] = [];
    try {
      for (let index = 0; index < localStorage.length; index++) {
        const key = localStorage.key(index);
        if (key?.startsWith(prefix)) days.push(key.slice(prefix.length));
      }
    } catch (error) {
      console.warn('Could not look for notes drafts', error);
    }
    return days;
  },
  read(key: string): LocalDraft | null {
    try {
      const stored = localStorage.getItem(key);
      return stored ? (JSON.parse(stored) as LocalDraft) : null;
    } catch (error) {
      console.warn('Could not read the notes draft', error);
      return null;
    }
  },
  write(key: string, draft: LocalDraft | null): void {
    try {
      if (draft) localStorage.setItem(key, JSON.stringify(draft));
      else localStorage.removeItem(key);
    } catch (error) {
      console.warn('Could not keep the notes draft', error);
    }
  },
};

/** Where to start editing: the server's notes, or a draft of this browser merged with what the server has now. */
function startingText(server: DailyPlan, draft: LocalDraft | null): { text: string; clashed: boolean } {
  if (!draft || draft.notes === server.notes) return { text: server.notes, clashed: false };
  if (draft.base) {
    return draft.base.version === server.version ? { text: draft.notes, clashed: false } : mergeText(draft.base.notes, draft.notes, server.notes);
  }
  const draftIsNewer = !server.editedAt || Date.parse(draft.editedAt) > Date.parse(server.editedAt);
  return { text: draftIsNewer ? draft.notes : server.notes, clashed: false };
}

export interface DayNotesState {
  text: string;
  status: SaveStatus;
  /** Why the last save was refused; null once one goes through. */
  refusal: string | null;
  /** The other tab's or device's text, when both changed the same lines (the notes hold both versions). */
  otherVersion: string | null;
}

/** The days whose notes this tab is editing, or still saving, by person and day. */
const openDays = new Map<string, DayNotes>();
const dayKey = (userId: number, date: string) => `${userId}:${date}`;

/**
 * The notes of one day as this tab edits them: autosave, Save Now, a local copy of anything unsaved, and
 * a merge by lines when another tab or device saved the day meanwhile (decision 15). Every save, draft and
 * merge is the day's own. It outlives its editor while anything is unsaved: moving to another day sends
 * this day's text at once, and coming back finds it as it was, still saving or already saved.
 */
class DayNotes {
  private state: DayNotesState;
  private readonly listeners = new Set<() => void>();
  private stored: StoredNotes;
  private readonly saver: NotesSaver;
  private readonly key: string;
  private readonly draftKey: string;

  constructor(userId: number, date: string, server: DailyPlan, queryClient: QueryClient) {
    this.key = dayKey(userId, date);
    this.draftKey = draftStore.key(userId, date);
    this.stored = { notes: server.notes, version: server.version };
    this.saver = new NotesSaver(server.notes, {
      save: async (notes, editedAt, { keepalive }) => {
        try {
          const saved = await savePlanNotes(queryClient, {
            date,
            base: this.stored,
            notes,
            editedAt,
            keepalive,
            rebase: (current, base, text) => {
              const merged = mergeText(base.notes, text, current.notes);
              if (merged.clashed) this.update({ otherVersion: current.notes });
              return merged.text;
            },
          });
          this.stored = { notes: saved.notes, version: saved.version };
          if (draftStore.read(this.draftKey)?.notes === notes) draftStore.write(this.draftKey, null);
          this.update({ refusal: null });
          return saved.notes;
        } catch (error) {
          if (error instanceof NotesRefusedError) this.update({ refusal: error.message });
          throw error;
        }
      },
      onStatus: (status) => {
        this.update({ status });
        this.closeIfIdle();
      },
      onTextChanged: (text) => this.update({ text }),
      isRefusal: (error) => error instanceof NotesRefusedError,
      onManualResult: (outcome) =>
        outcome === 'saved'
          ? toast({ title: 'Plan saved', variant: 'success' })
          : toast({
              title: 'Save failed',
              description:
                outcome === 'refused'
                  ? 'Your notes are kept here, but can’t be saved as they are: see the message under them.'
                  : 'Your notes are kept here and will be saved again shortly.',
              variant: 'destructive',
            }),
    });

    // Start from the day's stored notes, or from a newer unsaved copy in this browser.
    const draft = draftStore.read(this.draftKey);
    const start = startingText(server, draft);
    this.state = { text: start.text, status: 'clean', refusal: null, otherVersion: start.clashed ? server.notes : null };
    // The draft is kept anew as merged with the server's notes, so the save that stores them clears it.
    if (start.text !== server.notes) this.edit(start.text);
    else if (draft) draftStore.write(this.draftKey, null);
  }

  readonly getState = (): DayNotesState => this.state;

  /** For `useSyncExternalStore`. The last editor to leave sends what is unsaved at once. */
  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    openDays.set(this.key, this);
    return () => {
      this.listeners.delete(listener);
      if (this.listeners.size > 0) return;
      this.saver.flush();
      this.closeIfIdle();
    };
  };

  edit(text: string): void {
    this.update({ text });
    draftStore.write(this.draftKey, { notes: text, editedAt: new Date().toISOString(), base: this.stored });
    this.saver.edit(text);
  }

  saveNow(): void {
    this.saver.saveNow();
  }

  /** Sends what is unsaved at once; `keepalive` lets it outlive the page. */
  flush(options: { keepalive: boolean }): void {
    this.saver.flush(options);
  }

  dismissOtherVersion(): void {
    this.update({ otherVersion: null });
  }

  /** The day as the server has it now: shown at once while nothing here is unsaved, else merged by the next save. */
  receive(server: DailyPlan): void {
    if (server.version <= this.stored.version) return;
    if (this.saver.adopt(server.notes)) this.stored = { notes: server.notes, version: server.version };
  }

  private update(change: Partial<DayNotesState>): void {
    this.state = { ...this.state, ...change };
    for (const listener of this.listeners) listener();
  }

  /** Nobody edits the day and nothing of it is unsaved: it is read afresh from the server next time. */
  closeIfIdle(): void {
    if (this.listeners.size === 0 && this.saver.isIdle && openDays.get(this.key) === this) openDays.delete(this.key);
  }
}

export type { DayNotes };

/** The day's notes being edited or saved in this tab, if any. */
export const openDayNotes = (userId: number, date: string): DayNotes | undefined => openDays.get(dayKey(userId, date));

/** The day's notes to edit: the ones this tab has open, or a fresh start from the server's. */
export function dayNotesFor(userId: number, date: string, server: DailyPlan, queryClient: QueryClient): DayNotes {
  const open = openDayNotes(userId, date);
  if (open) return open;
  const day = new DayNotes(userId, date, server, queryClient);
  openDays.set(dayKey(userId, date), day);
  saveEveryDayOnLeaving();
  return day;
}

/**
 * Sends every day's notes this browser holds unsaved, for one person: the days this tab has open at once
 * (their retry may be a while off), and the drafts a tab left behind when it closed or crashed before its
 * save went through (offline, say), each merged with what the server has now, as when its day is opened.
 * Run when the app starts and whenever the network comes back, so that notes typed offline arrive
 * without the Daily Plan page being opened again.
 */
export async function saveKeptNotes(userId: number, queryClient: QueryClient): Promise<void> {
  const prefix = dayKey(userId, '');
  for (const [key, day] of openDays) if (key.startsWith(prefix)) day.flush({ keepalive: false });
  const days = draftStore.days(userId).filter((date) => !openDayNotes(userId, date));
  await Promise.all(
    days.map(async (date) => {
      const plan = await queryClient.fetchQuery(dailyPlanQuery(date)).catch(() => null);
      if (plan) dayNotesFor(userId, date, plan, queryClient).closeIfIdle();
    }),
  );
}

let leavingSavesAll = false;

/** Hiding or closing the tab sends every day's unsaved notes with keepalive, the days left behind too. */
function saveEveryDayOnLeaving(): void {
  if (leavingSavesAll) return;
  leavingSavesAll = true;
  const flushAll = () => {
    for (const day of openDays.values()) day.flush({ keepalive: true });
  };
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flushAll();
  });
  window.addEventListener('pagehide', flushAll);
}
