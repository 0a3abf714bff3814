// npm run bench:soak: mixed traffic at 100 connections for five minutes (BENCH_SOAK_MINUTES) against
// the built server on a throwaway PostgreSQL database with the benchmark's data. Passes with zero
// errors, no steady growth of the server's memory over the last minutes, and a steady p99.
import { writeFileSync, mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { mixedRequests } from './lib/api-cases';
import { seedTarget, signInLoadUsers } from './lib/fixture';
import { loadSlice, quantile } from './lib/load';
import { sampleMemory } from './lib/processes';
import { startAppServer } from './lib/servers';
import { prepareTarget } from './lib/targets';

const MINUTES = Number(process.env.BENCH_SOAK_MINUTES ?? 5);
const CONNECTIONS = Number(process.env.BENCH_SOAK_CONNECTIONS ?? 100);
/** Memory may wander with the garbage collector, but not climb by more than this over the last minutes. */
const MAX_RSS_SLOPE_MB_PER_MINUTE = 5;
/** Per-minute p99s stay within this factor of each other (the machine is shared, so not 1). */
const MAX_P99_SPREAD = 3;
const RESULTS_DIR = fileURLToPath(new URL('./results', import.meta.url));

const log = (message: string) => console.log(`[${new Date().toISOString().slice(11, 19)}] ${message}`);

/** Least-squares slope of y over x. */
function slope(points: { x: number; y: number }[]): number {
  const n = points.length;
  if (n < 2) return 0;
  const meanX = points.reduce((sum, p) => sum + p.x, 0) / n;
  const meanY = points.reduce((sum, p) => sum + p.y, 0) / n;
  const covariance = points.reduce((sum, p) => sum + (p.x - meanX) * (p.y - meanY), 0);
  const variance = points.reduce((sum, p) => sum + (p.x - meanX) ** 2, 0);
  return variance === 0 ? 0 : covariance / variance;
}

interface Minute {
  minute: number;
  requests: number;
  errors: number;
  p50Ms: number;
  p99Ms: number;
  meanRssMb: number;
}

const target = await prepareTarget('postgres');
try {
  log('seeding PostgreSQL');
  const { seed } = await seedTarget(target);
  const server = await startAppServer(target.serverEnv);
  try {
    const fixture = await signInLoadUsers(server.url, seed);
    log(`mixed load, ${CONNECTIONS} connections, ${MINUTES} min`);
    const started = performance.now();
    const buckets: { latencies: number[]; errors: number }[] = Array.from({ length: MINUTES + 1 }, () => ({ latencies: [], errors: 0 }));
    const memory = sampleMemory(server.pid, 1000);
    const result = await loadSlice({
      url: server.url,
      connections: CONNECTIONS,
      seconds: MINUTES * 60,
      load: mixedRequests(fixture),
      onResponse: (latency, status) => {
        const bucket = buckets[Math.min(MINUTES, Math.floor((performance.now() - started) / 60_000))];
        if (!bucket) return;
        bucket.latencies.push(latency);
        if (status < 200 || status > 299) bucket.errors++;
      },
    });
    memory.stop();

    const minutes: Minute[] = buckets.slice(0, MINUTES).map((bucket, index) => {
      const samples = memory.samples.filter((sample) => sample.atSeconds >= index * 60 && sample.atSeconds < (index + 1) * 60);
      return {
        minute: index + 1,
        requests: bucket.latencies.length,
        errors: bucket.errors,
        p50Ms: quantile(bucket.latencies, 0.5),
        p99Ms: quantile(bucket.latencies, 0.99),
        meanRssMb: samples.reduce((sum, sample) => sum + sample.mb, 0) / Math.max(1, samples.length),
      };
    });
    for (const minute of minutes) {
      log(`minute ${minute.minute}: ${minute.requests} requests, p50 ${minute.p50Ms.toFixed(1)} ms, p99 ${minute.p99Ms.toFixed(1)} ms, ${minute.errors} errors, RSS ${minute.meanRssMb.toFixed(0)} MB`);
    }

    const errors = result.non2xx + result.socketErrors;
    // The first minute holds the warm-up (JIT, caches, pools filling); growth is judged after it.
    const lastMinutesFrom = Math.min(60, (MINUTES * 60) / 3);
    const rssSlope = slope(memory.samples.filter((s) => s.atSeconds >= lastMinutesFrom).map((s) => ({ x: s.atSeconds / 60, y: s.mb })));
    const p99s = minutes.map((minute) => minute.p99Ms).filter((p99) => p99 > 0);
    const p99Spread = Math.max(...p99s) / Math.max(0.001, Math.min(...p99s));
    const checks = [
      { budget: 'zero errors (non-2xx and socket errors)', measured: `${errors} of ${result.responses.toLocaleString('en')}`, ok: errors === 0 },
      {
        budget: `no steady memory growth: RSS slope after the first minute ≤ ${MAX_RSS_SLOPE_MB_PER_MINUTE} MB/min`,
        measured: `${rssSlope.toFixed(2)} MB/min (peak ${memory.peakMb().toFixed(0)} MB)`,
        ok: rssSlope <= MAX_RSS_SLOPE_MB_PER_MINUTE,
      },
      { budget: `per-minute p99 within a factor of ${MAX_P99_SPREAD}`, measured: `${p99Spread.toFixed(2)}×`, ok: p99Spread <= MAX_P99_SPREAD },
    ];

    const table = (rows: (string | number)[][]) => rows.map((row) => `| ${row.join(' | ')} |`).join('\n');
    const markdown = [
      '# Stepwise soak',
      '',
      `${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC · PostgreSQL · mixed reads and writes (today's tasks, goals, ` +
        `statistics, daily plan, toggles, new tasks, plan saves) · ${CONNECTIONS} connections · ${MINUTES} min · ` +
        `${Math.round(result.responses / result.seconds)} req/s on average`,
      '',
      table([['minute', 'requests', 'p50 ms', 'p99 ms', 'errors', 'server RSS MB'], ['---:', '---:', '---:', '---:', '---:', '---:'],
        ...minutes.map((m) => [m.minute, m.requests.toLocaleString('en'), m.p50Ms.toFixed(1), m.p99Ms.toFixed(1), m.errors, m.meanRssMb.toFixed(0)])]),
      '',
      table([['check', 'measured', ''], ['---', '---:', '---'], ...checks.map((c) => [c.budget, c.measured, c.ok ? 'ok' : '**missed**'])]),
      '',
    ].join('\n');
    mkdirSync(RESULTS_DIR, { recursive: true });
    writeFileSync(`${RESULTS_DIR}/soak.md`, markdown);
    writeFileSync(`${RESULTS_DIR}/soak.json`, `${JSON.stringify({ minutes, checks, connections: CONNECTIONS, rssSamples: memory.samples }, null, 2)}\n`);
    console.log(`\n${markdown}`);
    if (checks.some((check) => !check.ok)) process.exitCode = 1;
  } finally {
    await server.stop();
  }
} finally {
  await target.remove();
}
