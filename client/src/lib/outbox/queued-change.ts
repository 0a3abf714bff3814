import type { CacheEffect } from './cache-effects';

/**
 * Decision 28: a change made while Stepwise can't reach its server waits in this browser (the outbox)
 * and is sent when it can, in the order it was made. These are the outbox's pure parts: what a waiting
 * change holds, and how the temporary ids of records made offline become the server's ids.
 */

export type ChangeMethod = 'POST' | 'PATCH' | 'PUT' | 'DELETE';

/** A change made on a version of a record (decision 15): merged on replay as it would have been online. */
export interface VersionedPart {
  /** The kind of record, which says how to ask the person about a clash. */
  kind: 'task' | 'goal';
  /** The record as the person saw it when making the change. */
  base: { id: number; version: number; title: string } & Record<string, unknown>;
  /** The changed fields; the body's other fields (a scope, a new rule) go as they are. */
  change: Record<string, unknown>;
}

export interface QueuedChange {
  /** Unique, and the `Idempotency-Key` the server does a create at most once for. */
  id: string;
  method: ChangeMethod;
  path: string;
  body?: Record<string, unknown>;
  versioned?: VersionedPart;
  /** A create made offline: the temporary id its record shows with until the server gives it one. */
  tempId?: number;
  /** What the person would call it: 'New task “Call the physio”'. */
  label: string;
  /** The words the person typed, kept and shown if the server refuses the change. */
  text?: string;
  /** When it was made (ms); waiting changes are sent in this order. */
  madeAt: number;
  /** What it shows in the cached lists while it waits, shown again over saved data when a page opens offline. */
  shows?: CacheEffect;
}

/** A waiting change the server refused (a goal deleted elsewhere, a goal rule): shown until dismissed. */
export interface RefusedChange {
  id: string;
  label: string;
  text?: string;
  /** The server's own sentence, or what went wrong before sending. */
  reason: string;
}

/** A temporary id given to a record made offline, and the id and version the server gave it. */
export interface SavedId {
  id: number;
  version: number;
}

/** Temporary ids are negative, so they never meet a server id (always positive). */
export const isTempId = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value < 0;

let lastTempId = 0;
/**
 * A temporary id unique across this browser's tabs: from the clock in microseconds-ish steps, so two
 * tabs making a record in the same millisecond still differ (the counter part), and never reused.
 */
export function newTempId(now = Date.now()): number {
  const candidate = -(now * 1000 + Math.floor(Math.random() * 1000));
  lastTempId = candidate < lastTempId ? candidate : lastTempId - 1;
  return lastTempId;
}

/** Body fields that hold a record's id (a task's goal, a goal's parent, a focus session's task, moved tasks). */
const ID_FIELDS = new Set(['id', 'goalId', 'parentId', 'todoId', 'ids']);

/** Every temporary id a change refers to: in its path, its body's id fields, and the record it changes. */
export function tempIdsOf(change: Pick<QueuedChange, 'path' | 'body' | 'versioned'>): number[] {
  const found = new Set<number>();
  for (const segment of change.path.split(/[/?&=]/)) {
    const value = Number(segment);
    if (segment !== '' && isTempId(value)) found.add(value);
  }
  const visit = (value: unknown) => {
    if (Array.isArray(value)) value.forEach(visit);
    else if (isTempId(value)) found.add(value);
  };
  for (const [field, value] of Object.entries(change.body ?? {})) if (ID_FIELDS.has(field)) visit(value);
  for (const [field, value] of Object.entries(change.versioned?.change ?? {})) if (ID_FIELDS.has(field)) visit(value);
  if (change.versioned) visit(change.versioned.base.id);
  return [...found];
}

type IdLookup = (tempId: number) => SavedId | undefined;

function remapValue(value: unknown, lookup: IdLookup): unknown {
  if (Array.isArray(value)) return value.map((item) => remapValue(item, lookup));
  return isTempId(value) ? (lookup(value)?.id ?? value) : value;
}

function remapFields<T extends Record<string, unknown>>(fields: T, lookup: IdLookup): T {
  return Object.fromEntries(
    Object.entries(fields).map(([field, value]) => [field, ID_FIELDS.has(field) ? remapValue(value, lookup) : value]),
  ) as T;
}

/**
 * The change as it must be sent now that the server has given ids (and versions) to the records made
 * offline: ids replaced in the path and the body, and a change to such a record made on the version
 * the server created it with, so it goes straight through instead of looking stale.
 */
export function withSavedIds(change: QueuedChange, lookup: IdLookup): QueuedChange {
  const path = change.path.replace(/(^|\/|=)(-\d+)(?=$|[/?&])/g, (match, before: string, id: string) => {
    const saved = lookup(Number(id));
    return saved ? `${before}${saved.id}` : match;
  });
  const remapped: QueuedChange = { ...change, path, ...(change.body && { body: remapFields(change.body, lookup) }) };
  if (change.versioned) {
    const { base } = change.versioned;
    const saved = isTempId(base.id) ? lookup(base.id) : undefined;
    remapped.versioned = {
      ...change.versioned,
      base: remapFields(saved ? { ...base, id: saved.id, version: saved.version } : base, lookup),
      change: remapFields(change.versioned.change, lookup),
    };
  }
  return remapped;
}

/** Waiting changes in the order they were made (ties, from two tabs in one millisecond, by id). */
export const byMadeAt = (a: QueuedChange, b: QueuedChange) => a.madeAt - b.madeAt || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
