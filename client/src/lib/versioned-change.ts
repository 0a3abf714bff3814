import { rebaseChange, type FieldClash } from '@shared/domain/rebase-change';
import { STALE_CODE } from '@shared/schemas/common';
import { ApiError } from '@/lib/api-client';
import { askAboutClash, type ClashQuestion } from './clash-store';

/** The record as it is now, when the server refused a change as made on an old version. */
export function currentOfStale<T>(error: unknown): T | undefined {
  if (!(error instanceof ApiError) || error.status !== 409 || error.body?.code !== STALE_CODE) return undefined;
  return error.body.current as T | undefined;
}

/** The newest version each record reached through this tab's own changes (cached lists may lag behind). */
const versionsReached = new Map<string, number>();

export interface VersionedChange<T extends { version: number }> {
  /** Names the record across kinds, e.g. `goal:12`. */
  key: string;
  /** The record as the person saw it when making the change. */
  base: T;
  change: Partial<T>;
  send(change: Partial<T>, version: number): Promise<T>;
  /** How to ask the person about fields changed both here and elsewhere. */
  describeClash(current: T, clashes: FieldClash<T>[]): ClashQuestion;
}

/** A change that raced another tab or device several times in a row gives up rather than loop. */
const MAX_REBASES = 3;

/**
 * Sends a change on the version it was made on. When the record changed meanwhile, fields nobody
 * else touched go through again on the new version, and fields changed both here and elsewhere are
 * the person's choice; nothing is overwritten without them seeing it.
 */
export async function sendVersionedChange<T extends { version: number }>(options: VersionedChange<T>): Promise<T> {
  let { base, change } = options;
  let version = Math.max(base.version, versionsReached.get(options.key) ?? 0);
  for (let rebases = 0; ; rebases++) {
    try {
      const saved = await options.send(change, version);
      versionsReached.set(options.key, Math.max(saved.version, versionsReached.get(options.key) ?? 0));
      return saved;
    } catch (error) {
      const current = currentOfStale<T>(error);
      if (!current || rebases >= MAX_REBASES) throw error;
      const { retry, clashes } = rebaseChange(base, change, current);
      let next: Partial<T> = retry;
      if (clashes.length > 0 && (await askAboutClash(options.describeClash(current, clashes))) === 'mine') {
        next = { ...retry, ...Object.fromEntries(clashes.map((clash) => [clash.field, clash.mine])) };
      }
      if (Object.keys(next).length === 0) return current;
      base = current;
      change = next;
      version = current.version;
    }
  }
}

/**
 * The clash question for a kind of record: its fields' labels, and how a value reads (by default
 * `readableValue`; a field holding a reference may name what it points at).
 */
export function clashQuestionFor<T extends { title: string; version: number }>(
  what: string,
  labels: Record<string, string>,
  readable: (field: keyof T & string, value: unknown) => string = (_field, value) => readableValue(value),
): VersionedChange<T>['describeClash'] {
  return (current, clashes) => ({
    title: `This ${what} was changed on another device`,
    name: current.title,
    fields: clashes.map(({ field, mine, theirs }) => ({
      label: labels[field] ?? field,
      mine: readable(field, mine),
      theirs: readable(field, theirs),
    })),
  });
}

/** How a field's value reads in the clash question. */
export function readableValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return '(empty)';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'string' && /^\d{4}-\d\d-\d\dT\d\d:\d\d/.test(value)) {
    const date = new Date(value);
    if (!Number.isNaN(date.getTime())) return date.toLocaleString();
  }
  return String(value);
}
