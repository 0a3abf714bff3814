import type { Database } from './client';

/**
 * Something built once per database and then reused: a prepared statement (no query building in
 * Node, and on PostgreSQL no parsing or planning after a connection's first use), or a statement
 * batcher. For the queries every request runs.
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
