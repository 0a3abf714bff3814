import type { Database } from './client';

/**
 * A statement built and prepared once per database, then run with new values: no query building
 * in Node, and on PostgreSQL no parsing or planning after a connection's first use. For the
 * queries every request runs.
 */
export function preparedFor<T>(build: (db: Database) => T): (db: Database) => T {
  const statements = new WeakMap<Database, T>();
  return (db) => {
    let statement = statements.get(db);
    if (statement === undefined) {
      statement = build(db);
      statements.set(db, statement);
    }
    return statement;
  };
}
