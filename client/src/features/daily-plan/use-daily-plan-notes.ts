import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { DailyPlan } from '@shared/schemas/daily-plans';
import { toast } from '@/components/ui/toast-store';
import { apiRequest, getOrNullWhenSignedOut } from '@/lib/api-client';
import { QUERY_ROOTS } from '@/lib/query-keys';
import { NotesSaver, type SaveStatus } from './notes-saver';

interface LocalDraft {
  notes: string;
  editedAt: string;
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

/** Sends a save; with keepalive when the page is closing, so the browser finishes it. */
async function sendPlan(date: string, notes: string, editedAt: Date, keepalive: boolean): Promise<void> {
  if (!keepalive) {
    await apiRequest<DailyPlan>('POST', '/api/daily-plans', { date, notes, editedAt: editedAt.toISOString() });
    return;
  }
  const response = await fetch('/api/daily-plans', {
    method: 'POST',
    credentials: 'include',
    keepalive: true,
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ date, notes, editedAt: editedAt.toISOString() }),
  });
  if (!response.ok) throw new Error(`${response.status}`);
}

/**
 * The notes of one day, kept safe: autosave, Save Now, a local copy of anything unsaved, and a
 * last save when the page is left, hidden or closed.
 */
export function useDailyPlanNotes(date: string, userId: number) {
  const queryClient = useQueryClient();
  const plan = useQuery({
    queryKey: [QUERY_ROOTS.dailyPlans, date],
    queryFn: () => getOrNullWhenSignedOut<DailyPlan>(`/api/daily-plans?date=${date}`),
  });
  const [text, setText] = useState<string | null>(null);
  const [status, setStatus] = useState<SaveStatus>('clean');
  const saver = useRef<NotesSaver | null>(null);
  const draftKey = draftStore.key(userId, date);

  // Once the day's notes arrive: start from them, or from a newer unsaved copy in this browser.
  useEffect(() => {
    if (!plan.data || saver.current) return;
    const server = plan.data;
    const draft = draftStore.read(draftKey);
    const draftIsNewer =
      draft !== null && draft.notes !== server.notes && (!server.editedAt || Date.parse(draft.editedAt) > Date.parse(server.editedAt));
    saver.current = new NotesSaver(server.notes, {
      save: async (notes, editedAt, { keepalive }) => {
        await sendPlan(date, notes, editedAt, keepalive);
        if (draftStore.read(draftKey)?.notes === notes) draftStore.write(draftKey, null);
        queryClient.setQueryData<DailyPlan>([QUERY_ROOTS.dailyPlans, date], (current) =>
          current ? { ...current, notes, editedAt: editedAt.toISOString() } : current,
        );
      },
      onStatus: setStatus,
      onManualResult: (ok) =>
        ok
          ? toast({ title: 'Plan saved', variant: 'success' })
          : toast({ title: 'Save failed', description: 'Your notes are kept here and will be saved again shortly.', variant: 'destructive' }),
    });
    if (draftIsNewer && draft) {
      setText(draft.notes);
      saver.current.edit(draft.notes);
    } else {
      if (draft) draftStore.write(draftKey, null);
      setText(server.notes);
    }
  }, [plan.data, date, draftKey, queryClient]);

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
      draftStore.write(draftKey, { notes, editedAt: new Date().toISOString() });
      saver.current?.edit(notes);
    },
    [draftKey],
  );
  const saveNow = useCallback(() => saver.current?.saveNow(), []);

  return { text, status, edit, saveNow, isLoading: plan.isLoading, error: plan.error };
}
