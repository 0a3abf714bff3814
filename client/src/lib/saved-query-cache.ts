import { type DehydratedState, dehydrate, hydrate, type Query, type QueryClient } from '@tanstack/react-query';
import { clear, createStore, get, set } from 'idb-keyval';
import { version } from '../../../package.json';
import { showWaitingChanges } from './outbox/outbox';
import { setSavedDataOwner, savedDataOwner } from './saved-data-owner';

/**
 * Decision 26: the signed-in person's query cache, kept in IndexedDB so that every page opens with the
 * last known data when the network is down. One saved cache at a time, its owner's, keyed by user id and
 * shown only to the user the session names (features/auth/api/offline-data.ts). Only signed-in pages load this.
 *
 * TanStack Query's own dehydrate and hydrate, written as its persister does (a timestamp, a buster, the
 * state): `@tanstack/react-query-persist-client` pins an older query-core of its own, which would ship twice.
 */
export interface SavedCache {
  timestamp: number;
  buster: string;
  clientState: DehydratedState;
}

const store = createStore('stepwise', 'saved-queries');
export const cacheKeyOf = (userId: number) => `queries:${userId}`;

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

/** Whether a saved cache may be shown: recent enough and written by this version. */
export const isUsable = (saved: SavedCache | undefined, now: number): saved is SavedCache =>
  saved !== undefined && saved.buster === SAVED_DATA_BUSTER && now - saved.timestamp <= SAVED_DATA_MAX_AGE_MS;

/**
 * The cache as it is now, with the saved queries this page hasn't read (a full load starts empty; the
 * other pages' data stays saved), the unread ones no older than the saved data may be.
 */
export function mergeSaved(current: DehydratedState, earlier: DehydratedState | undefined, now: number): DehydratedState {
  const present = new Set(current.queries.map((query) => query.queryHash));
  const kept = (earlier?.queries ?? []).filter(
    (query) => !present.has(query.queryHash) && now - query.state.dataUpdatedAt <= SAVED_DATA_MAX_AGE_MS,
  );
  return { ...current, queries: [...current.queries, ...kept] };
}

/**
 * Puts the user's saved queries (none when too old or from another version) into the cache, with the
 * changes still waiting to be sent (decision 28) shown over them.
 */
export async function restoreSavedData(queryClient: QueryClient, userId: number): Promise<void> {
  const saved = await get<SavedCache>(cacheKeyOf(userId), store);
  if (isUsable(saved, Date.now())) hydrate(queryClient, saved.clientState);
  await showWaitingChanges(queryClient, userId);
}

let saving: { userId: number; stop(): void } | null = null;

function stopSaving(): void {
  saving?.stop();
  saving = null;
}

/** From now on the cache is saved for `userId`, at most once a second; anyone else's saved data is dropped first. */
export async function saveDataFor(queryClient: QueryClient, userId: number): Promise<void> {
  if (saving?.userId === userId) return;
  stopSaving();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const cleanups = [() => clearTimeout(timer)];
  // Taken at once, so that a second call for the same user waits for nothing and a sign-out stops this one.
  const current = { userId, stop: () => cleanups.forEach((cleanup) => cleanup()) };
  saving = current;
  if (savedDataOwner() !== userId) {
    await clear(store);
    if (saving !== current || !setSavedDataOwner(userId)) return;
  }
  const earlier = await get<SavedCache>(cacheKeyOf(userId), store);
  if (saving !== current) return;
  let saved = isUsable(earlier, Date.now()) ? earlier.clientState : undefined;
  const write = () => {
    timer = undefined;
    const now = Date.now();
    saved = mergeSaved(dehydrate(queryClient, { shouldDehydrateQuery: shouldSaveQuery }), saved, now);
    set(cacheKeyOf(userId), { timestamp: now, buster: SAVED_DATA_BUSTER, clientState: saved } satisfies SavedCache, store).catch(
      (error: unknown) => console.warn('The saved data could not be written', error),
    );
  };
  // A write still waiting when the page goes (a reload, a link to another page) is done at once.
  const flush = () => {
    if (timer === undefined) return;
    clearTimeout(timer);
    write();
  };
  window.addEventListener('pagehide', flush);
  cleanups.push(
    queryClient.getQueryCache().subscribe(() => {
      timer ??= setTimeout(write, WRITE_INTERVAL_MS);
    }),
    () => window.removeEventListener('pagehide', flush),
  );
  write();
}

/** Signing out, deleting the account, a session that ended: nothing of the user stays on this device. */
export async function forgetSavedData(): Promise<void> {
  stopSaving();
  setSavedDataOwner(null);
  await clear(store);
}
