/**
 * How one person's timer stays one timer across their tabs and devices. The server holds the shared
 * part with a version; each browser keeps its working copy in local storage (which its tabs mirror)
 * and a mark of which local change the server holds. These rules decide, without I/O, what a tab
 * sends, what it adopts and when a person's change was lost.
 */
import type { FocusLog } from './pomodoro-stats';
import { reduceTimer, type PeriodCompleted, type TimerState } from './pomodoro-timer';

/** The timer as the person's devices share it; the bell stays with each device. */
export type SharedTimer = Omit<TimerState, 'soundEnabled'>;

/** The server's copy: state null and version 0 until the first change. */
export interface ServerTimer {
  state: SharedTimer | null;
  version: number;
}

/**
 * What the server is known to hold, written only while a tab holds the browser's sync lock:
 * `version` and the local change (`changedAt`) it holds, for the person `userId`.
 */
export interface SyncMark {
  userId: number;
  version: number;
  changedAt: number;
}

export function sharedTimerOf({ soundEnabled: _device, ...shared }: TimerState): SharedTimer {
  return shared;
}

/** A shared timer with this device's own fields. */
export function withDeviceFields(shared: SharedTimer, device: Pick<TimerState, 'soundEnabled'>): TimerState {
  return { ...shared, soundEnabled: device.soundEnabled };
}

/** Plain data (numbers, text, booleans, null, arrays, objects) equal field by field, whatever the key order. */
function deepEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const keysA = Object.keys(a).filter((key) => (a as Record<string, unknown>)[key] !== undefined);
  const keysB = Object.keys(b).filter((key) => (b as Record<string, unknown>)[key] !== undefined);
  return keysA.length === keysB.length && keysA.every((key) => deepEqual((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]));
}

/** Same shared timer, whenever each was last brought up to date and whatever each device's bell. */
export function sameSharedTimer(a: TimerState | SharedTimer, b: TimerState | SharedTimer): boolean {
  const comparable = (timer: TimerState | SharedTimer) => ({ ...timer, lastUpdated: undefined, soundEnabled: undefined });
  return deepEqual(comparable(a), comparable(b));
}

/** The mark as it applies to `userId`: a mark left by someone else who used this browser counts as none. */
export function markFor(mark: SyncMark | null, userId: number): SyncMark | null {
  return mark && mark.userId === userId ? mark : null;
}

/** A mark left by someone else: their timer is not this person's to show or send. */
export const isOtherPersonsMark = (mark: SyncMark | null, userId: number) => mark !== null && mark.userId !== userId;

/**
 * The local copy holds a change the server lacks: a person's change (`changedAt` > 0) the mark doesn't
 * name. A copy nobody has changed since it was adopted (or one from before the timer was shared) is not sent.
 */
export function hasUnsentChange(changedAt: number, mark: SyncMark | null): boolean {
  return changedAt > 0 && mark?.changedAt !== changedAt;
}

/** The version a change is sent on: the one the local copy came from, 0 when the server holds nothing known. */
export const baseVersion = (mark: SyncMark | null) => mark?.version ?? 0;

export type FetchOutcome =
  /** Take the server's timer: another device changed it since. */
  | { kind: 'adopt'; state: SharedTimer; version: number }
  /** The server holds no timer this copy came from (a new account, a wiped server): changes go on version 0. */
  | { kind: 'unmark' }
  | { kind: 'keep' };

/** What a tab does with the timer it read from the server, when it had nothing unsent. */
export function afterFetch(mark: SyncMark | null, server: ServerTimer): FetchOutcome {
  const known = baseVersion(mark);
  if (server.version === known) return { kind: 'keep' };
  if (server.state === null) return server.version === 0 ? { kind: 'unmark' } : { kind: 'keep' };
  return { kind: 'adopt', state: server.state, version: server.version };
}

export type StaleOutcome =
  /** The server holds nothing to lose (no state): send the change again on its version. */
  | { kind: 'retry'; version: number }
  /** The server already holds this very timer (sent by another tab): only the version is new. */
  | { kind: 'same'; version: number }
  /** Another device's change came first and wins: adopt it; the person's own change is lost. */
  | { kind: 'adopt'; state: SharedTimer; version: number };

/** What a tab does when its change was refused as made on an old version (`current` is the server's timer now). */
export function afterStale(sent: SharedTimer, current: ServerTimer): StaleOutcome {
  if (current.state === null) return { kind: 'retry', version: current.version };
  if (sameSharedTimer(sent, current.state)) return { kind: 'same', version: current.version };
  return { kind: 'adopt', state: current.state, version: current.version };
}

/**
 * Two tabs' focus logs of the same device: only the leading tab counts sessions, but a tab that
 * mirrors it may write an older log with a change of its own, so counts never go down.
 */
export function mergeFocusLogs(kept: FocusLog | null, incoming: FocusLog | null): FocusLog | null {
  if (!kept || !incoming || kept.date !== incoming.date) {
    if (!kept) return incoming;
    if (!incoming) return kept;
    return incoming.date > kept.date ? incoming : kept;
  }
  const keptCounts = Object.entries(kept.byTask);
  // The incoming log itself when it already holds every count, so that a caller can tell nothing was added.
  if (incoming.completed >= kept.completed && keptCounts.every(([taskId, count]) => (incoming.byTask[taskId] ?? 0) >= count)) return incoming;
  const byTask: Record<string, number> = { ...incoming.byTask };
  for (const [taskId, count] of keptCounts) byTask[taskId] = Math.max(byTask[taskId] ?? 0, count);
  return { date: kept.date, completed: Math.max(kept.completed, incoming.completed), byTask };
}

/**
 * Whether a period this device saw end really ran to its end for the person. When another device has
 * changed the timer since this copy (a newer version), the period counts only if the server's timer
 * finishes it too: a pause made elsewhere means it never ended.
 */
export function periodConfirmedByServer(mark: SyncMark | null, server: ServerTimer, period: PeriodCompleted, now: number): boolean {
  if (server.state === null || server.version === baseVersion(mark)) return true;
  const { completed } = reduceTimer(withDeviceFields(server.state, { soundEnabled: false }), { type: 'tick' }, Math.max(now, period.at));
  return completed.some((other) => other.at === period.at && other.finished === period.finished);
}
