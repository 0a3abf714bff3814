import type { SQL } from 'drizzle-orm';
import type { Queryable } from './client';

/** The rows of a hand-written statement, on either engine (both drivers answer `{ rows }`). */
export async function executeRows<T extends object>(db: Queryable, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
