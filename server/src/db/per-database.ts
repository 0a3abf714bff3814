import type { Database } from './client';

/**
 * Something built once per database and then reused, such as the statement batchers of the queries
 * every request runs: a batch can only gather the calls that reach the same batcher.
 */
export function perDatabase<T>(build: (db: Database) => T): (db: Database) => T {
  const built = new WeakMap<Database, T>();
  return (db) => {
    let value = built.get(db);
    if (value === undefined) {
      value = build(db);
      built.set(db, value);
    }
    return value;
  };
}
