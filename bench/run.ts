// npm run bench: seeds a heavy user and many light users into a throwaway PostgreSQL database and
// an embedded PGlite folder, loads the built server's hottest calls next to Node's bare HTTP
// server, measures the pages in Chromium and with Lighthouse, and checks the budgets.
// Settings: BENCH_DATABASE_URL, BENCH_TARGETS (postgres,pglite), BENCH_DURATION (s), BENCH_CONNECTIONS,
// BENCH_CASES (case ids, default all), BENCH_PAGES=off to skip Chromium and Lighthouse.
// The API cases run first for many people taking turns (the budgets' reads and writes), then for the
// heavy user, in one server process: the memory budget reads the peak of the many-people cases.
import { cpus, totalmem } from 'node:os';
import { fileURLToPath } from 'node:url';
import { checkBudgets } from './budgets';
import { measureInBrowser } from './browser';
import { API_CASES, habitsPath, SEARCH_PATHS, STATS_PATH } from './lib/api-cases';
import { measureCeilings } from './lib/ceilings';
import { chromiumVersion } from './lib/chromium';
import { compareWithBare } from './lib/load';
import type { ApiRow, BenchResults } from './lib/results';
import { seedTarget, signInLoadUsers } from './lib/fixture';
import { startAppServer, startBareServer } from './lib/servers';
import type { RunningServer } from './lib/processes';
import { timeStats } from './lib/stats-timing';
import { prepareTarget, type TargetId } from './lib/targets';
import { renderMarkdown, writeResults } from './report';

const started = performance.now();
/** What a full run measures; fewer cases, targets or pages, or another load, make a shortened one. */
const FULL_RUN = { connections: 50, durationSeconds: 10, targets: ['postgres', 'pglite'] as TargetId[] };
const connections = Number(process.env.BENCH_CONNECTIONS ?? FULL_RUN.connections);
const durationSeconds = Number(process.env.BENCH_DURATION ?? FULL_RUN.durationSeconds);
const targets = (process.env.BENCH_TARGETS ?? FULL_RUN.targets.join(',')).split(',').map((id) => id.trim()) as TargetId[];
const caseIds = process.env.BENCH_CASES?.split(',').map((id) => id.trim());
const apiCases = API_CASES.filter((apiCase) => !caseIds || caseIds.includes(apiCase.id));
const withPages = process.env.BENCH_PAGES !== 'off';
const RESULTS_DIR = fileURLToPath(new URL('./results', import.meta.url));

const log = (message: string) => console.log(`[${((performance.now() - started) / 1000).toFixed(0).padStart(3)} s] ${message}`);

const results: Omit<BenchResults, 'budgets' | 'totalSeconds'> = {
  startedAt: new Date().toISOString(),
  machine: {
    cpus: cpus().length,
    cpuModel: cpus()[0]?.model.trim() ?? 'unknown',
    memoryGb: Math.round(totalmem() / 2 ** 30),
    node: process.version,
    ...(withPages && { browser: chromiumVersion() }),
  },
  settings: { connections, durationSeconds, targets },
  data: { users: 0, goals: 0, tasks: 0, dailyPlans: 0, emotions: 0, series: 0, occurrences: 0 },
  seedSeconds: {},
  api: [],
  stats: [],
  habits: [],
  pages: [],
  habitsRendering: [],
  lighthouse: [],
  downloads: {},
};

/** The bare server's figures over all of a target's slices, as the table's first row for it. */
function limitRow(targetId: TargetId, rows: ApiRow[]): ApiRow {
  const mean = (pick: (row: ApiRow) => number) => rows.reduce((sum, row) => sum + pick(row), 0) / Math.max(1, rows.length);
  const bareRate = mean((row) => row.bareRequestsPerSecond);
  return {
    target: targetId,
    case: 'bare',
    label: 'bare Node http (the limit)',
    kind: 'limit',
    requestsPerSecond: bareRate,
    bareRequestsPerSecond: bareRate,
    ratioToBare: 1,
    p50Ms: 0,
    p99Ms: 0,
    errors: 0,
    requests: 0,
    statusCodes: {},
    peakRssMb: null,
    cpu: null,
  };
}

let bare: RunningServer | undefined;
try {
  bare = await startBareServer();
  for (const [index, targetId] of targets.entries()) {
    const target = await prepareTarget(targetId);
    try {
      log(`${target.label}: seeding`);
      const { seed, seconds } = await seedTarget(target);
      results.seedSeconds[targetId] = seconds;
      results.data = seed.counts;
      log(
        `${target.label}: seeded ${seed.counts.tasks} tasks (${seed.counts.occurrences} of ${seed.counts.series} recurring series) in ${seconds} s; timing statistics`,
      );
      const database = await target.open();
      try {
        const stats = await timeStats(database, seed.heavyUser.id, STATS_PATH);
        results.stats.push({ target: targetId, ...stats });
        log(`${target.label}: statistics median ${stats.medianMs.toFixed(1)} ms, p95 ${stats.p95Ms.toFixed(1)} ms`);
        const habits = await timeStats(database, seed.heavyUser.id, habitsPath(new Date().toISOString().slice(0, 10)), 20);
        results.habits?.push({ target: targetId, ...habits });
        log(`${target.label}: habits median ${habits.medianMs.toFixed(1)} ms, p95 ${habits.p95Ms.toFixed(1)} ms`);
        const search = await timeStats(database, seed.heavyUser.id, SEARCH_PATHS, 80);
        (results.search ??= []).push({ target: targetId, ...search });
        log(`${target.label}: search median ${search.medianMs.toFixed(1)} ms, p95 ${search.p95Ms.toFixed(1)} ms`);
      } finally {
        await database.close();
      }

      const server = await startAppServer(target.serverEnv);
      try {
        const fixture = await signInLoadUsers(server.url, seed);
        // The pages first, on the data as seeded: the cases below tick the heavy user's tasks (its habits among
        // them) and save its plan, as many times as the host manages, and leave their dead rows to autovacuum.
        if (index === 0 && withPages) {
          const browser = await measureInBrowser(server.url, fixture.heavyCookie, log);
          results.pages = browser.pages;
          results.downloads = browser.downloads;
          results.lighthouse = browser.lighthouse;
          results.habitsRendering = browser.habitsRendering;
        }
        const rows: ApiRow[] = [];
        for (const apiCase of apiCases) {
          const { bare: bareFigures, ...result } = await compareWithBare({
            url: server.url,
            bareUrl: bare.url,
            connections,
            durationSeconds,
            load: await apiCase.requests(fixture),
            expectedStatuses: apiCase.expectedStatuses,
            pid: server.pid,
            databaseOnMachine: targetId === 'postgres',
          });
          rows.push({
            target: targetId,
            case: apiCase.id,
            label: apiCase.label,
            kind: apiCase.kind,
            who: apiCase.who ?? 'one person',
            bareRequestsPerSecond: bareFigures.requestsPerSecond,
            ...result,
          });
          const codes = Object.entries(result.statusCodes).map(([code, count]) => `${code}×${count}`).join(' ');
          log(
            `${target.label} ${apiCase.label}: ${result.requestsPerSecond.toFixed(0)} req/s vs bare ${bareFigures.requestsPerSecond.toFixed(0)} ` +
              `(${(result.ratioToBare * 100).toFixed(1)}%), p50 ${result.p50Ms.toFixed(1)} ms, p99 ${result.p99Ms.toFixed(1)} ms, ` +
              `errors ${result.errors} [${codes}], CPU ${result.cpu?.serverMsPerRequest.toFixed(2)} ms/req ` +
              `(database ${result.cpu?.databaseMsPerRequest?.toFixed(2) ?? '-'}, load ${result.cpu?.loadMsPerRequest.toFixed(2)}, ` +
              `machine ${((result.cpu?.machineBusyShare ?? 0) * 100).toFixed(0)}% busy, steadiness ${(result.bareSteadiness * 100).toFixed(0)}%), ` +
              `RSS ${result.peakRssMb?.toFixed(0)} MB`,
          );
        }
        results.api.push(limitRow(targetId, rows), ...rows);
        if ('DATABASE_URL' in target.serverEnv) {
          const ceilings = await measureCeilings({
            fixture,
            databaseUrl: target.serverEnv.DATABASE_URL,
            bareUrl: bare.url,
            connections,
            durationSeconds,
            caseIds: apiCases.map(({ id }) => id),
          });
          for (const ceiling of ceilings) {
            log(`ceiling, ${ceiling.label}: ${(ceiling.ratioToBare * 100).toFixed(1)}% of bare ${ceiling.bareRequestsPerSecond.toFixed(0)}, errors ${ceiling.errors}`);
          }
          results.ceilings = ceilings;
        }
      } finally {
        await server.stop();
      }
    } finally {
      await target.remove();
    }
  }
} finally {
  await bare?.stop();
}

const budgets = checkBudgets(results);
const final: BenchResults = { ...results, budgets, totalSeconds: Math.round((performance.now() - started) / 1000) };
// A shortened run (some cases or targets, no pages, other load) leaves the last full run's results in place.
const isFullRun = !caseIds && withPages && FULL_RUN.targets.every((id) => targets.includes(id)) && durationSeconds === FULL_RUN.durationSeconds && connections === FULL_RUN.connections;
const written = writeResults(final, RESULTS_DIR, isFullRun ? 'latest' : 'partial');
console.log(`\n${renderMarkdown(final)}`);
console.log(`Written to ${written.markdown} and ${written.json}.`);
const missed = budgets.filter((check) => !check.ok && !check.informational);
if (missed.length > 0) {
  console.error(`${missed.length} budget${missed.length === 1 ? '' : 's'} missed.`);
  process.exitCode = 1;
}
