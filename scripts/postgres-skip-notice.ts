import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Reporter, TestModule } from 'vitest/node';

/** Where the notice waits for the end of `npm test`, which prints it again after the browser tests. */
export const NOTICE_FILE = path.join('node_modules', '.cache', 'stepwise', 'postgres-skip-notice.txt');

const HOW_TO_RUN = 'TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm test';

/**
 * Without TEST_DATABASE_URL the PostgreSQL half of the API tests is not run and the process tests that
 * need a PostgreSQL server skip themselves. This says how many tests that left out, and how to run them,
 * so that a green run on the embedded database alone is never mistaken for the whole suite.
 */
export class PostgresSkipNotice implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    rmSync(NOTICE_FILE, { force: true });
    if (process.env.TEST_DATABASE_URL) return;
    let apiTests = 0;
    let processTests = 0;
    for (const testModule of testModules) {
      const project = testModule.project.name;
      for (const testCase of testModule.children.allTests()) {
        // Every API test runs once per database; these are the ones the PostgreSQL project would repeat.
        if (project === 'api:pglite') apiTests++;
        else if (project === 'process' && testCase.result().state === 'skipped' && /postgres/i.test(testCase.fullName)) processTests++;
      }
    }
    if (apiTests + processTests === 0) return;
    const notice = [
      `PostgreSQL: ${apiTests + processTests} tests were not run because TEST_DATABASE_URL is not set`,
      `(${apiTests} API tests on PostgreSQL, ${processTests} process tests that need a PostgreSQL server).`,
      `Run them with: ${HOW_TO_RUN}`,
    ].join('\n');
    console.warn(`\n${notice}\n`);
    mkdirSync(path.dirname(NOTICE_FILE), { recursive: true });
    writeFileSync(NOTICE_FILE, `${notice}\n`);
  }
}
