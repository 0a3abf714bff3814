import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated PGlite data folder, dumped to a file, for each test file's database to start as. */
    pgliteTemplate?: string;
  }
}

/**
 * Makes one migrated embedded database for every API test file: PGlite's initdb and the migrations
 * take about 5 s of a core per database on a slow machine, loading the dumped folder under one.
 */
export default async function setup(project: TestProject): Promise<() => void> {
  const folder = mkdtempSync(path.join(tmpdir(), 'stepwise-pglite-template-'));
  const file = path.join(folder, 'migrated.tar');
  const database = await openDatabase({ dataDir: 'memory://' });
  try {
    // Drizzle keeps the driver's client as `$client`: here, the PGlite instance.
    const client = (database.db as unknown as { $client: PGlite }).$client;
    writeFileSync(file, Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer()));
  } finally {
    await database.close();
  }
  project.provide('pgliteTemplate', file);
  return () => rmSync(folder, { recursive: true, force: true });
}
