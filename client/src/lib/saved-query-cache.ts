import { type DehydratedState, dehydrate, hydrate, type Query, type QueryClient } from '@tanstack/react-query';
import { clear, createStore, get, getMany, promisifyRequest } from 'idb-keyval';
import { version } from '../../../package.json';
import { showWaitingChanges } from './outbox/outbox';
import { setSavedDataOwner, savedDataOwner } from './saved-data-owner';

/**
 * Decision 26: the signed-in person's query cache, kept in IndexedDB so that every page opens with the
 * last known data when the network is down. One person's data at a time, its owner's, shown only to the
 * user the session names (features/auth/api/offline-data.ts). Only signed-in pages load this.
 *
 * Each query is an entry of its own, written when its data changes; an index names them with the time
 * each was read. A heavy user's cache is 2 MB (the Future tab's tasks alone 1.2 MB): read and written
 * whole, it cost every page load and every change 50–70 ms of the main thread on a slow core.
 * TanStack Query's own dehydrate and hydrate carry the queries, as its persister does:
 * `@tanstack/react-query-persist-client` pins an older query-core of its own, which would ship twice.
 */
type SavedQuery = DehydratedState['queries'][number];

/** Whose queries the store holds, written by which version, and when each of them was read (by query hash). */
export interface SavedIndex {
  owner: number;
  buster: string;
  readAt: Record<string, number>;
}

const store = createStore('stepwise', 'saved-queries');
/** The index's key: a query's key is its hash, a JSON array, never this. */
const INDEX_KEY = 'index';

/** Saved data older than this is dropped rather than shown. */
export const SAVED_DATA_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;
/** A new version may shape its queries differently: it starts from the server, not from the old shapes. */
export const SAVED_DATA_BUSTER = version;
/** The cache changes in bursts (a page load fills a dozen queries): one write per second at most. */
const WRITE_INTERVAL_MS = 1000;

/**
 * Answers that are not kept: search and suggestions are asked for as the person types and are worth
 * nothing later; the calendar feed's address is a secret that gives the calendar to whoever has it.
 */
const UNSAVED_ROOTS = new Set<unknown>(['/api/search', 'goal-suggestions', '/api/calendar-feed']);

/** Only successful reads, and none of the unsaved kinds. */
export const shouldSaveQuery = (query: Pick<Query, 'queryKey' | 'state'>) =>
  query.state.status === 'success' && !UNSAVED_ROOTS.has(query.queryKey[0]);

/** Whether a saved index may be used for `userId`: theirs and written by this version (an older store has none). */
export const isUsable = (index: SavedIndex | undefined, userId: number): index is SavedIndex =>
  index !== undefined && index.owner === userId && index.buster === SAVED_DATA_BUSTER;

/** The saved queries too old to be shown at `now`. */
export const expiredQueries = (readAt: Record<string, number>, now: number): string[] =>
  Object.keys(readAt).filter((hash) => now - (readAt[hash] ?? 0) > SAVED_DATA_MAX_AGE_MS);

type CachedQuery = Pick<Query, 'queryHash' | 'queryKey' | 'state'>;

/**
 * What a write of the cache's `queries` does, given when each saved one was read (`readAt`) and the data this page
 * wrote last for each (`written`): the queries whose data is new to the store, when each saved query was read
 * since (a refetch that brought the same data only moves that time), and the saved queries too old to keep.
 * Null when it would change nothing.
 */
export function planWrite<Q extends CachedQuery>(queries: readonly Q[], readAt: Record<string, number>, written: ReadonlyMap<string, unknown>, now: number) {
  const changed: Q[] = [];
  const nextReadAt = { ...readAt };
  let moved = false;
  for (const query of queries) {
    if (!shouldSaveQuery(query)) continue;
    if (written.get(query.queryHash) !== query.state.data) changed.push(query);
    if ((readAt[query.queryHash] ?? -1) < query.state.dataUpdatedAt) {
      nextReadAt[query.queryHash] = query.state.dataUpdatedAt;
      moved = true;
    }
  }
  const dropped = expiredQueries(nextReadAt, now);
  for (const hash of dropped) delete nextReadAt[hash];
  return changed.length === 0 && dropped.length === 0 && !moved ? null : { changed, readAt: nextReadAt, dropped };
}

/**
 * Puts the user's saved queries (none from another version, none too old) into the cache, with the
 * changes still waiting to be sent (decision 28) shown over them.
 */
export async function restoreSavedData(queryClient: QueryClient, userId: number): Promise<void> {
  const index = await get<SavedIndex>(INDEX_KEY, store);
  if (isUsable(index, userId)) {
    const tooOld = new Set(expiredQueries(index.readAt, Date.now()));
    const hashes = Object.keys(index.readAt).filter((hash) => !tooOld.has(hash));
    const queries = (await getMany<SavedQuery>(hashes, store)).filter((query) => query !== undefined);
    hydrate(queryClient, { queries, mutations: [] });
  }
  await showWaitingChanges(queryClient, userId);
}

let saving: { userId: number; stop(): void } | null = null;

function stopSaving(): void {
  saving?.stop();
  saving = null;
}

/**
 * From now on the cache is saved for `userId`, at most once a second, each query when its data is new to
 * this page (a refetch that brought the same data keeps it: TanStack Query shares unchanged data); anyone
 * else's saved data, or another version's, is dropped first.
 */
export async function saveDataFor(queryClient: QueryClient, userId: number): Promise<void> {
  if (saving?.userId === userId) return;
  stopSaving();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const cleanups = [() => clearTimeout(timer)];
  // Taken at once, so that a second call for the same user waits for nothing and a sign-out stops this one.
  const current = { userId, stop: () => cleanups.forEach((cleanup) => cleanup()) };
  saving = current;
  const earlier = savedDataOwner() === userId ? await get<SavedIndex>(INDEX_KEY, store) : undefined;
  if (saving !== current) return;
  const readAt = isUsable(earlier, userId) ? { ...earlier.readAt } : null;
  if (!readAt) {
    await clear(store);
    if (saving !== current || !setSavedDataOwner(userId)) return;
  }
  const index: SavedIndex = { owner: userId, buster: SAVED_DATA_BUSTER, readAt: readAt ?? {} };
  const writtenData = new Map<string, unknown>();
  const write = () => {
    timer = undefined;
    const plan = planWrite(queryClient.getQueryCache().getAll(), index.readAt, writtenData, Date.now());
    if (!plan) return;
    const changed = new Set(plan.changed);
    const queries = dehydrate(queryClient, { shouldDehydrateQuery: (query) => changed.has(query) }).queries;
    for (const query of changed) writtenData.set(query.queryHash, query.state.data);
    index.readAt = plan.readAt;
    // One transaction: the index never names a query that is not there.
    store('readwrite', (saved) => {
      for (const query of queries) saved.put(query, query.queryHash);
      for (const hash of plan.dropped) saved.delete(hash);
      saved.put(index, INDEX_KEY);
      return promisifyRequest(saved.transaction);
    }).catch((error: unknown) => console.warn('The saved data could not be written', error));
  };
  // A write still waiting when the page goes (a reload, a link to another page) is done at once.
  const flush = () => {
    if (timer === undefined) return;
    clearTimeout(timer);
    write();
  };
  const writeSoon = () => {
    timer ??= setTimeout(write, WRITE_INTERVAL_MS);
  };
  window.addEventListener('pagehide', flush);
  cleanups.push(queryClient.getQueryCache().subscribe(writeSoon), () => window.removeEventListener('pagehide', flush));
  // Not at once: a page's load fills the cache while it is being drawn.
  writeSoon();
}

/** Signing out, deleting the account, a session that ended: nothing of the user stays on this device. */
export async function forgetSavedData(): Promise<void> {
  stopSaving();
  setSavedDataOwner(null);
  await clear(store);
}
