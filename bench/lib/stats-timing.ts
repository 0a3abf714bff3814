// Server time of the dashboard's statistics for one user, measured in-process with app.inject,
// so that no network or HTTP parsing on the client side is counted.
import { performance } from 'node:perf_hooks';
import { buildApp } from '../../server/src/app';
import { createSession, SESSION_COOKIE } from '../../server/src/auth/sessions';
import { loadConfig } from '../../server/src/config';
import type { DatabaseHandle } from '../../server/src/db/client';

export interface StatsTiming {
  medianMs: number;
  p95Ms: number;
  runs: number;
}

const WARM_UP_RUNS = 5;

/** Times GET `path` (or each of several paths in turn) for the user, after a few warm-up requests. */
export async function timeStats(database: DatabaseHandle, userId: number, path: string | readonly string[], runs = 60): Promise<StatsTiming> {
  const paths = typeof path === 'string' ? [path] : path;
  const app = await buildApp({ config: { ...loadConfig({}), clientDistDir: '/nonexistent' }, database });
  try {
    const { token } = await createSession(database.db, userId, 60 * 60 * 1000);
    const timings: number[] = [];
    for (let run = 0; run < runs + WARM_UP_RUNS; run++) {
      const started = performance.now();
      const url = paths[run % paths.length]!;
      const response = await app.inject({ method: 'GET', url, headers: { cookie: `${SESSION_COOKIE}=${token}` } });
      const elapsed = performance.now() - started;
      if (response.statusCode !== 200) throw new Error(`${url} answered ${response.statusCode}: ${response.body}`);
      if (run >= WARM_UP_RUNS) timings.push(elapsed);
    }
    timings.sort((a, b) => a - b);
    const at = (q: number) => timings[Math.min(timings.length - 1, Math.floor(q * timings.length))] as number;
    return { medianMs: at(0.5), p95Ms: at(0.95), runs };
  } finally {
    await app.close();
  }
}
