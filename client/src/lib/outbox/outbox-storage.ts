import { createStore, del, delMany, entries, set, type UseStore } from 'idb-keyval';
import { byMadeAt, type QueuedChange, type RefusedChange, type SavedId } from './queued-change';
import type { OutboxStorage } from './replay';

/**
 * The outbox in IndexedDB, one record per change, so that two tabs adding changes at once never write
 * over each other. A database of its own: the saved query cache (decision 26) is cleared as a whole on
 * every sign-out, and waiting changes must outlive a session that ended elsewhere.
 */
const store: UseStore = createStore('stepwise-outbox', 'changes');

type Kind = 'waiting' | 'refused' | 'saved-id';
const keyOf = (kind: Kind, userId: number, id: string | number) => `${kind}:${userId}:${id}`;

type RefusedRecord = RefusedChange & { tempId?: number };

async function recordsOf<T>(kind: Kind, userId: number): Promise<[string, T][]> {
  const prefix = keyOf(kind, userId, '');
  return (await entries<string, T>(store)).filter(([key]) => typeof key === 'string' && key.startsWith(prefix));
}

/** Saved ids are needed only until every change naming the temporary id has gone: a week is plenty. */
const SAVED_ID_KEPT_MS = 7 * 24 * 60 * 60 * 1000;

export function outboxStorageFor(userId: number): OutboxStorage & {
  add(change: QueuedChange): Promise<void>;
  dismiss(id: string): Promise<void>;
  clear(): Promise<void>;
} {
  return {
    add: (change) => set(keyOf('waiting', userId, change.id), change, store),
    waiting: async () => (await recordsOf<QueuedChange>('waiting', userId)).map(([, change]) => change).sort(byMadeAt),
    remove: (id) => del(keyOf('waiting', userId, id), store),
    savedIds: async () => {
      const saved = new Map<number, SavedId>();
      const expired: string[] = [];
      for (const [key, record] of await recordsOf<SavedId & { at: number }>('saved-id', userId)) {
        if (Date.now() - record.at > SAVED_ID_KEPT_MS) expired.push(key);
        else saved.set(Number(key.split(':').at(-1)), { id: record.id, version: record.version });
      }
      if (expired.length > 0) await delMany(expired, store);
      return saved;
    },
    saveId: (tempId, saved) => set(keyOf('saved-id', userId, tempId), { ...saved, at: Date.now() }, store),
    refuse: async (change, reason) => {
      const refused: RefusedRecord = {
        id: change.id,
        label: change.label,
        reason,
        ...(change.text !== undefined && { text: change.text }),
        ...(change.tempId !== undefined && { tempId: change.tempId }),
      };
      await set(keyOf('refused', userId, change.id), refused, store);
      await del(keyOf('waiting', userId, change.id), store);
    },
    refused: async () => (await recordsOf<RefusedRecord>('refused', userId)).map(([, refused]) => refused),
    dismiss: (id) => del(keyOf('refused', userId, id), store),
    clear: async () => {
      const prefixes = (['waiting', 'refused', 'saved-id'] as const).map((kind) => keyOf(kind, userId, ''));
      const keys = (await entries<string, unknown>(store)).map(([key]) => key).filter((key) => prefixes.some((prefix) => key.startsWith(prefix)));
      await delMany(keys, store);
    },
  };
}

export type BrowserOutboxStorage = ReturnType<typeof outboxStorageFor>;
