import {
  afterFetch,
  afterStale,
  baseVersion,
  hasUnsentChange,
  isOtherPersonsMark,
  markFor,
  sharedTimerOf,
  type ServerTimer,
  type SharedTimer,
} from '@shared/domain/pomodoro-sync';
import type { StoredTimer } from '@shared/schemas/pomodoro';
import { apiRequest } from '@/lib/api-client';
import { loadState, loadSyncMark, saveSyncMark } from './timer-storage';
import { pomodoroStore } from './timer-store';
import { withBrowserLock } from '@/lib/browser-lock';
import { currentOfStale } from '@/lib/versioned-change';

const SYNC_LOCK = 'stepwise-pomodoro-sync';
const TIMER_URL = '/api/pomodoro/timer';
/** A change refused this many times in a row waits for the next occasion (the server keeps changing under it). */
const MAX_ROUNDS = 5;

const asServerTimer = (stored: StoredTimer): ServerTimer => ({ state: stored.state as SharedTimer | null, version: stored.version });

function staleTimerOf(error: unknown): ServerTimer | null {
  const current = currentOfStale<StoredTimer>(error);
  return current ? asServerTimer(current) : null;
}

/**
 * Brings this browser's timer and the server's together: sends the person's unsent change on the version
 * it was made on, or, with nothing to send, reads the server's and adopts it when another device changed
 * it. One tab of the browser at a time (a Web Lock), so its tabs never refuse each other's changes; each
 * round reads local storage afresh, where every tab writes. Answers true when a change of the person's
 * was lost to another device's.
 */
export function syncTimer(userId: number): Promise<boolean> {
  // Occasions that come while a sync waits for its turn (a burst of clicks) are served by that one.
  waiting ??= withBrowserLock(SYNC_LOCK, () => {
    waiting = null;
    return syncRounds(userId);
  });
  return waiting;
}
let waiting: Promise<boolean> | null = null;

async function syncRounds(userId: number): Promise<boolean> {
  for (let round = 0; round < MAX_ROUNDS; round++) {
    const storedMark = loadSyncMark();
    if (isOtherPersonsMark(storedMark, userId)) {
      pomodoroStore.forgetTimer();
      saveSyncMark(null);
    }
    const mark = markFor(storedMark, userId);
    const local = loadState(Date.now());

    if (!hasUnsentChange(local.changedAt, mark)) {
      const outcome = afterFetch(mark, asServerTimer(await apiRequest<StoredTimer>('GET', TIMER_URL)));
      if (outcome.kind === 'unmark') {
        saveSyncMark(null);
        continue;
      }
      if (outcome.kind === 'adopt') {
        const changedAt = pomodoroStore.adoptShared(outcome.state);
        saveSyncMark({ userId, version: outcome.version, changedAt });
      }
      return false;
    }

    const sent = sharedTimerOf(local.timer);
    try {
      const stored = await apiRequest<StoredTimer>('PUT', TIMER_URL, { state: sent, version: baseVersion(mark) });
      saveSyncMark({ userId, version: stored.version, changedAt: local.changedAt });
      // A change made meanwhile goes in the next round, on the new version.
    } catch (error) {
      const current = staleTimerOf(error);
      if (!current) throw error;
      const outcome = afterStale(sent, current);
      if (outcome.kind === 'adopt') {
        const changedAt = pomodoroStore.adoptShared(outcome.state);
        saveSyncMark({ userId, version: outcome.version, changedAt });
        return true;
      }
      saveSyncMark({ userId, version: outcome.version, changedAt: outcome.kind === 'same' ? local.changedAt : 0 });
    }
    if (!hasUnsentChange(loadState(Date.now()).changedAt, loadSyncMark())) return false;
  }
  return false;
}
