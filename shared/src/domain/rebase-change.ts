/**
 * Merge rules for a change that the server refused as stale: it was made on `base`, and the record is
 * now `current`. Each changed field is judged on its own, so that two people editing different fields
 * of one record both keep their work and only the same field changed two ways needs a person to choose.
 */

export interface FieldClash<T> {
  field: keyof T & string;
  /** What this change wanted. */
  mine: unknown;
  /** What the other tab or device stored meanwhile. */
  theirs: unknown;
}

export interface RebasedChange<T> {
  /** Fields nobody else touched: safe to send again on the current version. */
  retry: Partial<T>;
  /** Fields changed both here and elsewhere, to different values. */
  clashes: FieldClash<T>[];
}

/** Values as the API writes them: text, numbers, booleans and null compare by value. */
const same = (a: unknown, b: unknown) => Object.is(a, b) || (a == null && b == null);

export function rebaseChange<T extends object>(base: T, change: Partial<T>, current: T): RebasedChange<T> {
  const retry: Partial<T> = {};
  const clashes: FieldClash<T>[] = [];
  for (const field of Object.keys(change) as (keyof T & string)[]) {
    const mine = change[field];
    if (mine === undefined) continue;
    const theirs = current[field];
    // Already as wanted (both made the same change): nothing to send.
    if (same(mine, theirs)) continue;
    if (same(base[field], theirs)) retry[field] = mine;
    else clashes.push({ field, mine, theirs });
  }
  return { retry, clashes };
}

/** The fields of `fields` whose value differs from `base`: what a form sends so that it changes only those. */
export function changedFields<T extends object>(base: T, fields: Partial<T>): Partial<T> {
  return Object.fromEntries(
    Object.entries(fields).filter(([field, value]) => value !== undefined && !same(value, base[field as keyof T])),
  ) as Partial<T>;
}
