import { onlineManager, type QueryClient } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { toast } from '@/components/ui/toast-store';
import { apiRequest, NetworkError } from '../api-client';
import { withBrowserLock } from '../browser-lock';
import { announceChange } from '../cross-tab';
import { refetchPlannerData } from '../query-keys';
import { clashQuestionFor, sendVersionedChange } from '../versioned-change';
import { applyCacheEffect, type CacheEffect } from './cache-effects';
import { outboxStorageFor, type BrowserOutboxStorage } from './outbox-storage';
import { withSavedIds, type ChangeMethod, type QueuedChange, type RefusedChange, type SavedId, type VersionedPart } from './queued-change';
import { replayWaiting } from './replay';

/**
 * Decision 28: every change to the planner goes through `sendChange`. Online, with nothing waiting, it
 * is sent at once, as before. Offline, behind other waiting changes, or when the server can't be reached,
 * it waits in this browser's outbox (IndexedDB), its caller gets the record as it will be (shown at once),
 * and it is sent when the network returns, before any read, so that no page shows the older data first.
 */

export interface OutboxStatus {
  waiting: number;
  refused: readonly RefusedChange[];
  /** Sending the waiting changes now. */
  replaying: boolean;
  /** A replay on this page ended with nothing left waiting. */
  allSaved: boolean;
  online: boolean;
}

const NOTHING_WAITING: OutboxStatus = { waiting: 0, refused: [], replaying: false, allSaved: false, online: true };
let status: OutboxStatus = { waiting: 0, refused: [], replaying: false, allSaved: false, online: onlineManager.isOnline() };
const listeners = new Set<() => void>();
function update(change: Partial<OutboxStatus>): void {
  status = { ...status, ...change };
  listeners.forEach((listener) => listener());
}
onlineManager.subscribe((online) => update({ online }));

let active: { userId: number; storage: BrowserOutboxStorage; queryClient: QueryClient } | null = null;
/** Ids the server gave records made offline, for changes made online afterwards to a record still shown with its temporary id. */
let savedIds = new Map<number, SavedId>();

/** Other tabs of this browser add and send changes too: they say so, and this tab counts again. */
const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel('stepwise-outbox');
const tellOtherTabs = () => channel?.postMessage('changed');

async function recount(): Promise<void> {
  if (!active) return;
  const { storage } = active;
  const [waiting, refused, ids] = await Promise.all([storage.waiting(), storage.refused(), storage.savedIds()]);
  if (active?.storage !== storage) return;
  savedIds = ids;
  update({ waiting: waiting.length, refused });
}

/** Whether changes made here still wait to be sent: until they are, the server's lists lack them. */
export const hasWaitingChanges = () => status.waiting > 0 || status.replaying;

// --- Sending ---------------------------------------------------------------------------------------

type ClashQuestion = ReturnType<typeof clashQuestionFor>;
const clashQuestions = new Map<VersionedPart['kind'], ClashQuestion>();
/** How to ask about a clash on a kind of record, for changes sent from the outbox after a reload. */
export function registerClashQuestion(kind: VersionedPart['kind'], question: ClashQuestion): void {
  clashQuestions.set(kind, question);
}

/** Sends one change: a create with its idempotency key, a change made on a version merged as decision 15 says. */
function sendNow(change: QueuedChange): Promise<unknown> {
  const options = change.method === 'POST' ? { idempotencyKey: change.id } : {};
  const { versioned } = change;
  if (!versioned) return apiRequest(change.method, change.path, change.body, options);
  return sendVersionedChange({
    key: `${versioned.kind}:${versioned.base.id}`,
    base: versioned.base,
    change: versioned.change,
    send: (fields, version) => apiRequest(change.method, change.path, { ...change.body, ...fields, version }, options),
    describeClash: clashQuestions.get(versioned.kind) ?? clashQuestionFor(versioned.kind, {}),
  });
}

export interface ChangeRequest<T> {
  method: ChangeMethod;
  path: string;
  body?: Record<string, unknown>;
  versioned?: VersionedPart;
  tempId?: number;
  label: string;
  text?: string;
  /** The answer while the change waits: the record as it will be once sent. */
  provisional(): T;
  /** What the waiting change shows in the cached lists (see cache-effects.ts). */
  shows?(provisional: T): CacheEffect;
}

const newChangeId = () =>
  typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}-${Math.random().toString(36).slice(2)}`;

/** Sends a change now, or keeps it to send later and answers how it will be (see the top of this file). */
export async function sendChange<T>({ provisional, shows, ...request }: ChangeRequest<T>): Promise<T> {
  const change: QueuedChange = { ...request, id: newChangeId(), madeAt: Date.now() };
  const outbox = active;
  const keepForLater = async () => {
    const answer = provisional();
    await keep(outbox!.storage, shows ? { ...change, shows: shows(answer) } : change);
    return answer;
  };
  if (outbox && (!onlineManager.isOnline() || status.waiting > 0 || status.replaying)) return keepForLater();
  try {
    return (await sendNow(withSavedIds(change, (tempId) => savedIds.get(tempId)))) as T;
  } catch (error) {
    // The request may or may not have arrived: sent again with the same key, it is done once.
    if (!(outbox && error instanceof NetworkError)) throw error;
    scheduleReplay();
    return keepForLater();
  }
}

async function keep(storage: BrowserOutboxStorage, change: QueuedChange): Promise<void> {
  await storage.add(change);
  update({ waiting: status.waiting + 1, allSaved: false });
  tellOtherTabs();
}

// --- Replaying -------------------------------------------------------------------------------------

const REPLAY_LOCK = 'stepwise-outbox-replay';
const FIRST_RETRY_MS = 5000;
const LAST_RETRY_MS = 60_000;
let retryMs = FIRST_RETRY_MS;
let retryTimer: ReturnType<typeof setTimeout> | undefined;
let replaying: Promise<void> | null = null;

function scheduleReplay(): void {
  if (retryTimer !== undefined) return;
  retryTimer = setTimeout(() => {
    retryTimer = undefined;
    void replay();
  }, retryMs);
  retryMs = Math.min(retryMs * 2, LAST_RETRY_MS);
}

/**
 * Sends every waiting change (one tab of the browser at a time), then reads the planner afresh.
 * Changes made meanwhile wait behind them and go in the same replay.
 */
export function replay(): Promise<void> {
  const outbox = active;
  if (!outbox) return Promise.resolve();
  replaying ??= withBrowserLock(REPLAY_LOCK, async () => {
    update({ replaying: true });
    let sent = 0;
    let refused = 0;
    try {
      for (;;) {
        const result = await replayWaiting(outbox.storage, sendNow);
        sent += result.sent;
        refused += result.refused;
        if (result.stoppedBy) {
          if (result.stoppedBy !== 'session') scheduleReplay();
          break;
        }
        if ((await outbox.storage.waiting()).length === 0) {
          retryMs = FIRST_RETRY_MS;
          break;
        }
      }
    } finally {
      await recount();
      update({ replaying: false, allSaved: status.waiting === 0 && (sent > 0 || status.allSaved) });
      replaying = null;
    }
    if (sent + refused === 0) return;
    tellOtherTabs();
    announceChange();
    if (refused > 0) {
      toast({
        title: refused === 1 ? 'A change could not be saved' : `${refused} changes could not be saved`,
        description: 'Open “Not saved” at the top of the page to see why and copy your text.',
        variant: 'destructive',
      });
    }
    await refetchPlannerData(outbox.queryClient);
  });
  return replaying;
}

/**
 * From now on changes are kept for `userId` while offline. The network's return is held back from the
 * reads until the waiting changes have gone, so that pages never show data older than the person's own.
 */
export function startOutbox(userId: number, queryClient: QueryClient): () => void {
  active = { userId, storage: outboxStorageFor(userId), queryClient };
  const onMessage = () => void recount();
  channel?.addEventListener('message', onMessage);
  onlineManager.setEventListener((setOnline) => {
    const goOnline = () => void replay().finally(() => setOnline(true));
    const goOffline = () => setOnline(false);
    window.addEventListener('online', goOnline);
    window.addEventListener('offline', goOffline);
    return () => {
      window.removeEventListener('online', goOnline);
      window.removeEventListener('offline', goOffline);
    };
  });
  void recount().then(() => {
    if (onlineManager.isOnline() && status.waiting > 0) void replay();
  });
  return () => {
    channel?.removeEventListener('message', onMessage);
    active = null;
    savedIds = new Map();
    update({ waiting: 0, refused: [], allSaved: false });
  };
}

/**
 * Shows the waiting changes of `userId` over the cached lists: the saved data a page opened offline
 * starts from may have been written before some of them.
 */
export async function showWaitingChanges(queryClient: QueryClient, userId: number): Promise<void> {
  for (const change of await outboxStorageFor(userId).waiting()) if (change.shows) applyCacheEffect(queryClient, change.shows);
}

/** The refused change is out of the list (the person has read it, or copied its text). */
export async function dismissRefused(id: string): Promise<void> {
  await active?.storage.dismiss(id);
  await recount();
  tellOtherTabs();
}

/** Signing out and deleting the account take the person's waiting and refused changes with them. */
export async function forgetOutbox(userId: number): Promise<void> {
  await outboxStorageFor(userId).clear();
}

export function useOutboxStatus(): OutboxStatus {
  return useSyncExternalStore(
    (onChange) => {
      listeners.add(onChange);
      return () => listeners.delete(onChange);
    },
    () => status,
    // A page drawn on the server, and its hydration: nothing waiting (the device's own count follows).
    () => NOTHING_WAITING,
  );
}
