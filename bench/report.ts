// The results as one Markdown report (printed and saved) and as JSON.
import { mkdirSync, writeFileSync } from 'node:fs';
import { STEADY_MACHINE } from './lib/bare-ratio';
import type { BenchResults } from './lib/results';

const number = (value: number, digits = 0) =>
  value.toLocaleString('en', { minimumFractionDigits: digits, maximumFractionDigits: digits });
const targetLabel = { postgres: 'PostgreSQL', pglite: 'PGlite' } as const;

function table(head: string[], rows: (string | number)[][], align: ('l' | 'r')[]): string {
  const rule = align.map((side) => (side === 'r' ? '---:' : '---'));
  return [head, rule, ...rows].map((cells) => `| ${cells.join(' | ')} |`).join('\n');
}

export function renderMarkdown(results: BenchResults): string {
  const { machine, settings, data } = results;
  const lines: string[] = [];
  lines.push(`# Stepwise benchmark`);
  lines.push('');
  lines.push(
    `${results.startedAt.slice(0, 16).replace('T', ' ')} UTC · ${machine.cpus} × ${machine.cpuModel} · ${machine.memoryGb} GB · Node ${machine.node} · ${machine.browser ? `${machine.browser} · ` : ''}` +
      `autocannon, ${settings.connections} connections, ${settings.durationSeconds} s per case · whole run ${number(results.totalSeconds)} s`,
  );
  lines.push('');
  lines.push(
    `Data: ${number(data.users)} users (one heavy user with 2,000 goals nested 8 deep, 20,000 tasks over two years, a year of daily plans` +
      (data.series
        ? `, and ${number(data.series)} recurring series with two years of occurrences (${number(data.occurrences ?? 0)} tasks, through two weeks ahead)`
        : '') +
      `; 200 people with 30 goals, 300 tasks over three months and a month of daily plans each; the rest light), ` +
      `${number(data.goals)} goals, ${number(data.tasks)} tasks in all. ` +
      `The cases named "200 people taking turns" send those people's requests in turn, 50 different people at any time ` +
      `(the reads and toggles made before the load, each connection with people of its own); the others are the heavy user's (its writes partly light users'). Each case runs in five slices of time, with Node's bare HTTP server loaded before, between and after them, ` +
      `so that the ratio compares both under the same load from the rest of the machine: "× bare" is the median of the slices' ` +
      `shares, each slice over the bare slices on either side of it, and "bare req/s" the median of the bare slices. ` +
      `"Steadiness" is the second-slowest bare slice over the fastest: below ${STEADY_MACHINE * 100}% the machine changed speed ` +
      `during the case, which flatters its share.`,
  );
  lines.push('');
  lines.push('## API under load');
  lines.push('');
  lines.push(
    table(
      ['database', 'request', 'req/s', 'bare req/s', '× bare', 'steadiness', 'p50 ms', 'p99 ms', 'errors', 'server CPU ms/req', 'server RSS MB'],
      results.api.map((row) => {
        const limit = row.kind === 'limit';
        return [
          targetLabel[row.target],
          limit ? `*${row.label}*` : row.label,
          number(row.requestsPerSecond),
          number(row.bareRequestsPerSecond),
          limit ? '1' : number(row.ratioToBare, 3),
          row.bareSteadiness === undefined ? '' : `${number(row.bareSteadiness * 100)}%`,
          limit ? '' : number(row.p50Ms, 1),
          limit ? '' : number(row.p99Ms, 1),
          limit ? '' : number(row.errors),
          row.cpu ? number(row.cpu.serverMsPerRequest, 2) : '',
          row.peakRssMb === null ? '' : number(row.peakRssMb),
        ];
      }),
      ['l', 'l', 'r', 'r', 'r', 'r', 'r', 'r', 'r', 'r', 'r'],
    ),
  );
  const serverTimes: [label: string, timings: BenchResults['stats'] | undefined][] = [
    ['Statistics, server time for the heavy user (in-process, no network)', results.stats],
    ['Habits (200 recurring tasks with two years of occurrences), server time for the heavy user (in-process)', results.habits],
    ['Search as typed (prefixes, words, phrases), server time for the heavy user (in-process)', results.search],
  ];
  const accounted = results.api.flatMap(({ label, requestsPerSecond, cpu }) =>
    cpu?.databaseMsPerRequest != null ? [{ label, requestsPerSecond, cpu, databaseMs: cpu.databaseMsPerRequest }] : [],
  );
  if (accounted.length > 0) {
    lines.push('');
    lines.push(
      "Where the two cores went while each PostgreSQL case ran: CPU time per request of the app server, of every PostgreSQL " +
        'process, and of autocannon (the load generator, in the bench process), and how busy the whole machine was. ' +
        'A machine near 100% busy is the limit: a case goes faster only by taking less of it per request.',
    );
    lines.push('');
    lines.push(
      table(
        ['request', 'req/s', 'server ms/req', 'database ms/req', 'load ms/req', 'all three ms/req', 'machine busy'],
        accounted.map(({ label, requestsPerSecond, cpu, databaseMs }) => [
          label,
          number(requestsPerSecond),
          number(cpu.serverMsPerRequest, 3),
          number(databaseMs, 3),
          number(cpu.loadMsPerRequest, 3),
          number(cpu.serverMsPerRequest + databaseMs + cpu.loadMsPerRequest, 3),
          `${number(cpu.machineBusyShare * 100)}%`,
        ]),
        ['l', 'r', 'r', 'r', 'r', 'r', 'r'],
      ),
    );
  }
  const ceilings = results.ceilings ?? [];
  if (ceilings.length > 0) {
    const appRatio = new Map(results.api.filter((row) => row.target === 'postgres').map((row) => [row.case, row.ratioToBare]));
    lines.push('');
    lines.push(
      'The least work the many-people cases ask for, on their own requests: Node\'s bare HTTP server, or Fastify with the app\'s ' +
        'cookie plugin, route schemas and serializer, and one pg pool batching as the app does, with none of the app\'s hooks, data ' +
        'versions, triggers or cache (bench/servers/ceiling-server.ts). No server of ours can keep more of the bare server\'s rate than ' +
        'these on this machine (nor, on its stack, more than the Fastify rows); the last column is the app\'s figure for the same requests.',
    );
    lines.push('');
    lines.push(
      table(
        ['least work', 'req/s', '× bare', 'server ms/req', 'database ms/req', 'load ms/req', 'machine busy', 'the app × bare'],
        ceilings.map((row) => [
          row.label,
          number(row.requestsPerSecond),
          number(row.ratioToBare, 3),
          row.cpu ? number(row.cpu.serverMsPerRequest, 3) : '',
          row.cpu?.databaseMsPerRequest != null ? number(row.cpu.databaseMsPerRequest, 3) : '',
          row.cpu ? number(row.cpu.loadMsPerRequest, 3) : '',
          row.cpu ? `${number(row.cpu.machineBusyShare * 100)}%` : '',
          appRatio.has(row.appCase) ? number(appRatio.get(row.appCase) as number, 3) : '',
        ]),
        ['l', 'r', 'r', 'r', 'r', 'r', 'r', 'r'],
      ),
    );
  }
  for (const [label, timings] of serverTimes) {
    if (!timings || timings.length === 0) continue;
    lines.push('');
    lines.push(
      `${label}: ` +
        timings.map((timing) => `${targetLabel[timing.target]} median ${number(timing.medianMs, 1)} ms, p95 ${number(timing.p95Ms, 1)} ms`).join('; ') +
        '.',
    );
  }
  if (results.pages.length > 0) {
    lines.push('');
    lines.push('## Pages in headless Chromium');
    lines.push('');
    lines.push(
      "Heavy user signed in (landing signed out), 1280×800, in a browser with its profile on disk, as a returning person's is (the HTTP cache and V8's code cache warm): median of 3 loads after two warm-up loads.",
    );
    lines.push('');
    const scores = new Map(results.lighthouse.map((audit) => [audit.page, audit]));
    lines.push(
      table(
        ['page', 'main content ms', 'long tasks > 50 ms', 'longest task ms', 'second visit ms', 'its longest task ms', 'Lighthouse performance', 'Lighthouse accessibility'],
        results.pages.map((page) => {
          const audit = scores.get(page.id);
          return [
            `${page.id} (${page.path})`,
            page.mainContentMs === null ? 'not shown' : number(page.mainContentMs),
            number(page.longTasksOver50),
            number(page.longestTaskMs),
            page.secondVisitMs === undefined ? '' : page.secondVisitMs === null ? 'not shown' : number(page.secondVisitMs),
            page.secondVisitLongestTaskMs === undefined ? '' : number(page.secondVisitLongestTaskMs),
            audit ? String(audit.performance) : '',
            audit ? String(audit.accessibility) : '',
          ];
        }),
        ['l', 'r', 'r', 'r', 'r', 'r', 'r', 'r'],
      ),
    );
    lines.push('');
    lines.push(
      'Second visit: with the page open, the sidebar link to another page, then the link back; from that click until the ' +
        'main content is on screen (the cached data, read again meanwhile), and the longest task until 1.5 s after. Median of 3.',
    );
    if (results.habitsRendering && results.habitsRendering.length > 0) {
      lines.push('');
      lines.push(
        'Habits rendering: the habits answer is held back until the page has settled (on the Goals page, until the goals ' +
          'with habits below one main goal are unfolded and on screen), then let through; long tasks count from then until ' +
          '1.5 s after the habits are on screen. Three loads after one warm-up.',
      );
      lines.push('');
      lines.push(
        table(
          ['what', 'drawn', 'on screen after the answer, ms', 'long tasks > 50 ms', 'longest task ms'],
          results.habitsRendering.map((result) => [
            result.id === 'goal-heatmaps' ? `goal cards' heatmaps (${result.path})` : `Habits card (${result.path})`,
            number(result.drawn),
            result.shownMs === null ? 'not shown' : number(result.shownMs),
            number(result.longTasksOver50),
            number(result.longestTaskMs),
          ]),
          ['l', 'r', 'r', 'r', 'r'],
        ),
      );
    }
    const { landing, signedIn } = results.downloads;
    if (landing && signedIn) {
      lines.push('');
      lines.push(
        `Downloads, gzipped: landing ${number(landing.jsGzipKb, 1)} KB JavaScript + ${number(landing.cssGzipKb, 1)} KB CSS; ` +
          `signed-in dashboard ${number(signedIn.jsGzipKb, 1)} KB JavaScript + ${number(signedIn.cssGzipKb, 1)} KB CSS. ` +
          `Lighthouse uses its default mobile settings (simulated slow 4G and CPU).`,
      );
    }
    for (const audit of results.lighthouse) {
      lines.push('');
      lines.push(
        `Lighthouse, ${audit.page}: performance ${audit.performance}, accessibility ${audit.accessibility}, best practices ` +
          `${audit.bestPractices}, SEO ${audit.seo}; Largest Contentful Paint ${number(audit.lcpMs)} ms, ` +
          `Total Blocking Time ${number(audit.tbtMs)} ms.`,
      );
    }
  }
  lines.push('');
  lines.push('## Budgets');
  lines.push('');
  lines.push(
    table(
      ['budget', 'measured', ''],
      results.budgets.map((check) => [
        check.budget,
        check.measured,
        check.informational ? `for comparison (${check.ok ? 'met' : 'not met'})` : check.ok ? 'ok' : '**missed**',
      ]),
      ['l', 'r', 'l'],
    ),
  );
  return `${lines.join('\n')}\n`;
}

export function writeResults(results: BenchResults, directory: string, name: string): { json: string; markdown: string } {
  mkdirSync(directory, { recursive: true });
  const json = `${directory}/${name}.json`;
  const markdown = `${directory}/${name}.md`;
  writeFileSync(json, `${JSON.stringify(results, null, 2)}\n`);
  writeFileSync(markdown, renderMarkdown(results));
  return { json, markdown };
}
