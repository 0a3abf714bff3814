// The goal list of a person with 2,000 goals, answered in full and as 304 Not Modified, beside the health
// check (decision 29). Through Fastify's inject in this process: no sockets and no load generator of its
// own, so the figures compare the three with each other, not with the bench's.
//   npx tsx bench/conditional-goals.ts [postgres|pglite]   (PostgreSQL at BENCH_DATABASE_URL or the default)
import { performance } from 'node:perf_hooks';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { buildApp } from '../server/src/app';
import { loadConfig } from '../server/src/config';
import { goals } from '../server/src/db/schema';
import { prepareTarget, settleAfterBulkLoad, type TargetId } from './lib/targets';
import { createRandom } from './seed/random';
import { mainGoalTitle, shortDescription, subgoalTitle } from './seed/texts';

const GOALS = 2_000;
const CONCURRENCY = 50;
const BROWSER = { 'accept-encoding': 'gzip, deflate, br, zstd' };

interface Timing {
  label: string;
  medianMs: number;
  p95Ms: number;
  perSecond: number;
}

async function time(app: FastifyInstance, label: string, request: InjectOptions, count: number): Promise<Timing> {
  const send = async () => {
    const response = await app.inject(request);
    if (response.statusCode >= 400) throw new Error(`${label}: ${response.statusCode} ${response.body}`);
  };
  for (let index = 0; index < Math.min(count, 50); index++) await send();
  const durations: number[] = [];
  for (let index = 0; index < count; index++) {
    const started = performance.now();
    await send();
    durations.push(performance.now() - started);
  }
  durations.sort((a, b) => a - b);
  const at = (share: number) => Math.round((durations[Math.floor(share * (durations.length - 1))] ?? 0) * 1000) / 1000;
  // Then many at once, as the bench's connections send them: lookups and lists share batches.
  const started = performance.now();
  let sent = 0;
  await Promise.all(Array.from({ length: CONCURRENCY }, async () => {
    while (sent++ < count * 4) await send();
  }));
  const perSecond = Math.round((count * 4) / ((performance.now() - started) / 1000));
  return { label, medianMs: at(0.5), p95Ms: at(0.95), perSecond };
}

const targetId = (process.argv[2] ?? 'postgres') as TargetId;
const target = await prepareTarget(targetId);
const database = await target.open();
const app = await buildApp({ config: loadConfig({ CLIENT_DIST_DIR: '/nonexistent-client-dist' }), database });
try {
  const registered = await app.inject({ method: 'POST', url: '/api/register', payload: { username: 'heavy_goals', password: 'bench-password' } });
  const cookie = `stepwise_session=${registered.cookies.find((entry) => entry.name === 'stepwise_session')?.value}`;
  const userId = (registered.json() as { id: number }).id;
  const now = Date.now();
  const random = createRandom(29);
  await database.db.insert(goals).values(
    Array.from({ length: GOALS }, (_, index) => ({
      // The seed's words: the list compresses as the heavy user's does.
      title: index % 10 === 0 ? mainGoalTitle(random, index) : subgoalTitle(random),
      description: shortDescription(random),
      deadline: new Date(now + (index + 1) * 3_600_000),
      progress: index % 101,
      userId,
    })),
  );
  await settleAfterBulkLoad(database);

  const list: InjectOptions = { method: 'GET', url: '/api/goals', headers: { ...BROWSER, cookie } };
  const full = await app.inject(list);
  const tag = String(full.headers.etag);
  console.log(`${target.label}: ${GOALS} goals, ${full.rawPayload.length} bytes as sent (${String(full.headers['content-encoding'])}), ETag ${tag}`);
  const timings = [
    await time(app, 'health check', { method: 'GET', url: '/api/health', headers: BROWSER }, 400),
    await time(app, 'goal list, 304', { ...list, headers: { ...list.headers, 'if-none-match': tag } }, 400),
    await time(app, 'goal list, in full', list, 40),
  ];
  console.table(timings);
} finally {
  await app.close();
  await database.close();
  await target.remove();
}
