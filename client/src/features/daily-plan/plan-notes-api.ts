import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { DAILY_PLAN_NOTES_MAX_LENGTH } from '@shared/domain/field-limits';
import type { DailyPlan } from '@shared/schemas/daily-plans';
import { ApiError, apiRequest, messageOf } from '@/lib/api-client';
import { announceChange } from '@/lib/cross-tab';
import { apiRead, QUERY_ROOTS } from '@/lib/query-keys';
import { currentOfStale } from '@/lib/versioned-change';

/** The plan of one day (`YYYY-MM-DD`); null when signed out. */
export const dailyPlanQuery = (date: string) => queryOptions(apiRead<DailyPlan>(QUERY_ROOTS.dailyPlans, { date }));

/** The notes as the server last had them: what the next save is written on. */
export interface StoredNotes {
  notes: string;
  version: number;
}

/** A save that can never succeed as it is: sending it again would only be refused again. */
export class NotesRefusedError extends Error {}

/** Too long to send (the server's limit), or refused as invalid or too large: retrying can't help. */
function refusalOf(notes: string, error?: unknown): NotesRefusedError | null {
  if (notes.length > DAILY_PLAN_NOTES_MAX_LENGTH) return new NotesRefusedError('Notes are too long');
  if (error instanceof ApiError && (error.status === 400 || error.status === 413)) {
    return new NotesRefusedError(messageOf(error, 'These notes could not be saved'));
  }
  return null;
}

/** A save that raced other tabs this many times in a row fails, and is retried like any failed save. */
const MAX_MERGES = 3;

export interface PlanSave {
  date: string;
  /** The stored notes `notes` were written on. */
  base: StoredNotes;
  notes: string;
  editedAt: Date;
  keepalive?: boolean;
  /**
   * The text to send instead, once the day turns out to have been saved elsewhere since `base`: the
   * person's text (`notes`, written on `base`) put together with the stored one (`current`).
   */
  rebase(current: DailyPlan, base: StoredNotes, notes: string): string;
}

/**
 * Saves the notes of a day on the version they were written on. When another tab or device saved that
 * day meanwhile, the text is put together with theirs (`rebase`) and sent again on their version, so
 * nothing stored is ever overwritten unseen. Answers the plan as stored now.
 */
export async function savePlanNotes(queryClient: QueryClient, save: PlanSave): Promise<DailyPlan> {
  const keep = (plan: DailyPlan) => queryClient.setQueryData(dailyPlanQuery(save.date).queryKey, plan);
  let { base, notes } = save;
  for (let merges = 0; ; merges++) {
    const tooLong = refusalOf(notes);
    if (tooLong) throw tooLong;
    try {
      const saved = await apiRequest<DailyPlan>(
        'POST',
        '/api/daily-plans',
        { date: save.date, notes, editedAt: save.editedAt.toISOString(), baseVersion: base.version },
        { keepalive: save.keepalive ?? false },
      );
      keep(saved);
      announceChange([QUERY_ROOTS.dailyPlans]);
      return saved;
    } catch (error) {
      const refused = refusalOf(notes, error);
      if (refused) throw refused;
      const current = currentOfStale<DailyPlan>(error);
      if (!current || merges >= MAX_MERGES) throw error;
      notes = save.rebase(current, base, notes);
      base = current;
      if (notes === current.notes) {
        keep(current);
        return current;
      }
    }
  }
}
