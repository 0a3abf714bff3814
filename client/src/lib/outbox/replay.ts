import { ApiError, messageOf, NetworkError } from '../api-client';
import { tempIdsOf, withSavedIds, type QueuedChange, type RefusedChange, type SavedId } from './queued-change';

/** Where the waiting changes are kept (IndexedDB in the browser; memory in the tests). */
export interface OutboxStorage {
  /** The waiting changes, in the order they were made. */
  waiting(): Promise<QueuedChange[]>;
  remove(id: string): Promise<void>;
  savedIds(): Promise<Map<number, SavedId>>;
  saveId(tempId: number, saved: SavedId): Promise<void>;
  /** Moves a waiting change to the refused ones. */
  refuse(change: QueuedChange, reason: string): Promise<void>;
  /** The refused changes, with the temporary id of the record each would have made. */
  refused(): Promise<(RefusedChange & { tempId?: number })[]>;
}

/** Why a replay stopped with changes still waiting; they are sent on the next occasion. */
export type ReplayStop = 'network' | 'server' | 'session';

export interface ReplayResult {
  sent: number;
  refused: number;
  stoppedBy?: ReplayStop;
}

/** What an error means for a waiting change: try again later, done already, or never. */
function judge(change: QueuedChange, error: unknown): { stop: ReplayStop } | 'done' | { refuse: string } {
  if (error instanceof NetworkError) return { stop: 'network' };
  if (error instanceof ApiError) {
    if (error.status === 401) return { stop: 'session' };
    if (error.status >= 500 || error.status === 408 || error.status === 429) return { stop: 'server' };
    // Deleted already: here by an earlier try whose answer was lost, or on another device.
    if (change.method === 'DELETE' && error.status === 404) return 'done';
  }
  return { refuse: messageOf(error, 'Stepwise could not save this change.') };
}

/** The id (and version, for records that have one) the server gave a record made offline. */
function savedIdOf(answer: unknown): SavedId | undefined {
  if (typeof answer !== 'object' || answer === null) return undefined;
  const { id, version } = answer as Partial<SavedId>;
  return typeof id === 'number' ? { id, version: typeof version === 'number' ? version : 0 } : undefined;
}

/**
 * Sends the waiting changes one at a time, oldest first, each with the server's ids in place of the
 * temporary ones it names. A change the server refuses is kept, with its text, among the refused ones,
 * and so is every later change to a record that refused change would have made. Stops, keeping the
 * rest in order, when the server can't be reached, fails, or the session has ended.
 */
export async function replayWaiting(storage: OutboxStorage, send: (change: QueuedChange) => Promise<unknown>): Promise<ReplayResult> {
  const result: ReplayResult = { sent: 0, refused: 0 };
  const savedIds = await storage.savedIds();
  const unsaved = new Map<number, string>();
  for (const refused of await storage.refused()) if (refused.tempId !== undefined) unsaved.set(refused.tempId, refused.label);

  for (const waiting of await storage.waiting()) {
    const missing = tempIdsOf(waiting).find((tempId) => !savedIds.has(tempId));
    if (missing !== undefined) {
      // Its record was never made: refused, or lost with a queue that was cleared.
      const reason = unsaved.has(missing)
        ? `It needs “${unsaved.get(missing)}”, which was not saved.`
        : 'It needs a record made offline that was not saved.';
      await storage.refuse(waiting, reason);
      if (waiting.tempId !== undefined) unsaved.set(waiting.tempId, waiting.label);
      result.refused++;
      continue;
    }
    const change = withSavedIds(waiting, (tempId) => savedIds.get(tempId));
    let answer: unknown;
    try {
      answer = await send(change);
    } catch (error) {
      const verdict = judge(change, error);
      if (verdict !== 'done') {
        if ('stop' in verdict) return { ...result, stoppedBy: verdict.stop };
        await storage.refuse(waiting, verdict.refuse);
        if (waiting.tempId !== undefined) unsaved.set(waiting.tempId, waiting.label);
        result.refused++;
        continue;
      }
    }
    const saved = waiting.tempId === undefined ? undefined : savedIdOf(answer);
    if (waiting.tempId !== undefined && saved) {
      savedIds.set(waiting.tempId, saved);
      await storage.saveId(waiting.tempId, saved);
    }
    await storage.remove(waiting.id);
    result.sent++;
  }
  return result;
}
