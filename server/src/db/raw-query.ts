import type { Database } from './client';

/**
 * A statement sent to the driver directly, past Drizzle, for the batched statements whose shape
 * (arrays of parameters, `unnest`, lateral joins) the query builder doesn't express. On PostgreSQL its
 * name prepares and plans it once per connection (`openPostgres`). Rows come back as the driver reads
 * them, so such statements select only text, numbers and booleans, and format timestamps in SQL.
 */
export interface RawStatement {
  name: string;
  text: string;
}

export type RawQuery = <Row extends object>(statement: RawStatement, values: unknown[]) => Promise<Row[]>;

const rawQueries = new WeakMap<Database, RawQuery>();

/** Called by `openDatabase` for each database it opens. */
export function registerRawQuery(db: Database, query: RawQuery): void {
  rawQueries.set(db, query);
}

/**
 * The raw query of `db` when it is an opened database, or null when it is a transaction: a statement
 * sent past a transaction would not be undone with it (and on PGlite would wait for it forever).
 */
export function rawQueryOutsideTransaction(db: Database): RawQuery | null {
  return rawQueries.get(db) ?? null;
}

export function rawQueryOf(db: Database): RawQuery {
  const query = rawQueries.get(db);
  if (!query) throw new Error('this database was not opened with openDatabase');
  return query;
}

/**
 * A timestamptz column as `Date.prototype.toISOString` writes it (`2026-11-23T12:00:00.000Z`), so
 * that rows go into the answer without a Date parsed and formatted again in Node.
 */
export const isoTimestamp = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** A timestamp as Drizzle reads it (a Date) or as `isoTimestamp` selects it (ISO text). */
export type Timestamp = Date | string;

export const toIsoTimestamp = (value: Timestamp): string => (typeof value === 'string' ? value : value.toISOString());
