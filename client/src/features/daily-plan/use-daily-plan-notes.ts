import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { mergeText } from '@shared/domain/merge-text';
import { DAILY_PLAN_NOTES_MAX_LENGTH, type DailyPlan } from '@shared/schemas/daily-plans';
import { toast } from '@/components/ui/toast-store';
import { ApiError, apiRequest, messageOf } from '@/lib/api-client';
import { announceChange } from '@/lib/cross-tab';
import { apiRead, QUERY_ROOTS } from '@/lib/query-keys';
import { currentOfStale } from '@/lib/versioned-change';
import { NotesSaver, type SaveStatus } from './notes-saver';

/** The plan of one day (`YYYY-MM-DD`); null when signed out. */
const dailyPlanQuery = (date: string) => queryOptions(apiRead<DailyPlan>(QUERY_ROOTS.dailyPlans, { date }));

/** The notes as the server last had them: what the next save is written on. */
interface StoredNotes {
  notes: string;
  version: number;
}

interface LocalDraft {
  notes: string;
  editedAt: string;
  /** The stored notes the draft was written on; absent in drafts kept before versions. */
  base?: StoredNotes;
}

/** A copy of unsaved notes in this browser, so a crash or a closed tab can't take them. */
const draftStore = {
  key: (userId: number, date: string) => `stepwise.planDraft:${userId}:${date}`,
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

/** A save that raced other tabs this many times in a row fails, and is retried like any failed save. */
const MAX_MERGES = 3;

/** A save that can never succeed as it is: sending it again would only be refused again. */
class NotesRefusedError extends Error {}

/** Too long to send (the server's limit), or refused as invalid or too large: retrying can't help. */
function refusalOf(notes: string, error?: unknown): NotesRefusedError | null {
  if (notes.length > DAILY_PLAN_NOTES_MAX_LENGTH) return new NotesRefusedError('Notes are too long');
  if (error instanceof ApiError && (error.status === 400 || error.status === 413)) {
    return new NotesRefusedError(messageOf(error, 'These notes could not be saved'));
  }
  return null;
}

/**
 * The notes of one day, kept safe: autosave, Save Now, a local copy of anything unsaved, and a
 * last save when the page is left, hidden or closed. Each save names the version it was written on;
 * when another tab or device saved meanwhile, the two texts are merged by lines and nothing is lost
 * (`otherVersion` is then the other text, for the person to compare).
 */
export function useDailyPlanNotes(date: string, userId: number) {
  const queryClient = useQueryClient();
  const plan = useQuery(dailyPlanQuery(date));
  const [text, setText] = useState<string | null>(null);
  const [status, setStatus] = useState<SaveStatus>('clean');
  const [otherVersion, setOtherVersion] = useState<string | null>(null);
  /** Why the last save was refused; null once one goes through. */
  const [refusal, setRefusal] = useState<string | null>(null);
  const saver = useRef<NotesSaver | null>(null);
  const stored = useRef<StoredNotes>({ notes: '', version: 0 });
  const draftKey = draftStore.key(userId, date);

  // Once the day's notes arrive: start from them, or from a newer unsaved copy in this browser.
  useEffect(() => {
    if (!plan.data || saver.current) return;
    const server = plan.data;
    stored.current = { notes: server.notes, version: server.version };
    const draft = draftStore.read(draftKey);
    saver.current = new NotesSaver(server.notes, {
      save: async (notes, editedAt, { keepalive }) => {
        let base = stored.current;
        let text = notes;
        for (let merges = 0; ; merges++) {
          try {
            const tooLong = refusalOf(text);
            if (tooLong) throw tooLong;
            const saved = await apiRequest<DailyPlan>(
              'POST',
              '/api/daily-plans',
              { date, notes: text, editedAt: editedAt.toISOString(), baseVersion: base.version },
              { keepalive },
            );
            stored.current = { notes: saved.notes, version: saved.version };
            if (draftStore.read(draftKey)?.notes === notes) draftStore.write(draftKey, null);
            queryClient.setQueryData(dailyPlanQuery(date).queryKey, saved);
            announceChange([QUERY_ROOTS.dailyPlans]);
            setRefusal(null);
            return saved.notes;
          } catch (error) {
            const refused = error instanceof NotesRefusedError ? error : refusalOf(text, error);
            if (refused) {
              setRefusal(refused.message);
              throw refused;
            }
            const current = currentOfStale<DailyPlan>(error);
            if (!current || merges >= MAX_MERGES) throw error;
            const merged = mergeText(base.notes, text, current.notes);
            if (merged.clashed) setOtherVersion(current.notes);
            base = { notes: current.notes, version: current.version };
            stored.current = base;
            text = merged.text;
            if (text === current.notes) return text;
          }
        }
      },
      onStatus: setStatus,
      onTextChanged: setText,
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
    const start = startingText(server, draft);
    if (start.clashed) setOtherVersion(server.notes);
    setText(start.text);
    if (start.text !== server.notes) saver.current.edit(start.text);
    else if (draft) draftStore.write(draftKey, null);
  }, [plan.data, date, draftKey, queryClient]);

  // Notes saved in another tab or on another device show here while nothing here is unsaved.
  useEffect(() => {
    const server = plan.data;
    if (!server || !saver.current || server.version <= stored.current.version) return;
    if (saver.current.adopt(server.notes)) stored.current = { notes: server.notes, version: server.version };
  }, [plan.data]);

  // Leaving the page saves at once; hiding or closing the tab saves with keepalive.
  useEffect(() => {
    const onHide = () => {
      if (document.visibilityState === 'hidden') saver.current?.flush({ keepalive: true });
    };
    const onPageHide = () => saver.current?.flush({ keepalive: true });
    document.addEventListener('visibilitychange', onHide);
    window.addEventListener('pagehide', onPageHide);
    return () => {
      document.removeEventListener('visibilitychange', onHide);
      window.removeEventListener('pagehide', onPageHide);
      saver.current?.flush();
      saver.current?.dispose();
      saver.current = null;
    };
  }, []);

  const edit = useCallback(
    (notes: string) => {
      setText(notes);
      draftStore.write(draftKey, { notes, editedAt: new Date().toISOString(), base: stored.current });
      saver.current?.edit(notes);
    },
    [draftKey],
  );
  const saveNow = useCallback(() => saver.current?.saveNow(), []);
  const dismissOtherVersion = useCallback(() => setOtherVersion(null), []);

  return { text, status, refusal, edit, saveNow, otherVersion, dismissOtherVersion, isLoading: plan.isLoading, error: plan.error };
}
