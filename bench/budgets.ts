// The issue's performance budgets. `npm run bench` exits non-zero when one is missed.
import { STEADY_MACHINE } from './lib/bare-ratio';
import type { ApiRow, BenchResults, BudgetCheck } from './lib/results';

export const BUDGETS = {
  /** Many people taking turns (the honest load): each request its own person's data. */
  peopleTodosTodayShareOfBare: 0.35,
  peopleTodosTodayP99Ms: 20,
  peopleToggleShareOfBare: 0.2,
  peoplePlanSaveShareOfBare: 0.15,
  peopleTodoCreateShareOfBare: 0.15,
  /** The server's resident memory under the many-people load. */
  peopleServerRssMb: 200,
  goalsUnchangedShareOfBare: 0.3,
  statsServerMs: 50,
  searchServerMs: 50,
  habitsServerMs: 500,
  heatmapLongestTaskMs: 50,
  mainContentMs: 500,
  longestTaskMs: 100,
  secondVisitMs: 200,
  /** Lighthouse's mobile defaults: every category's score, and its estimate of Largest Contentful Paint. */
  landingScores: 100,
  landingLcpMs: 1500,
  landingJsGzipKb: 100,
  serverRssMb: 300,
} as const;

/**
 * The former budgets of one heavy person's requests: the 50 connections then ask for the same list,
 * which each batch reads once, so they flatter the server. Shown beside the many-people budgets.
 */
export const ONE_PERSON_FIGURES = {
  todosTodayShareOfBare: 0.25,
  todosTodayP99Ms: 30,
  toggleShareOfBare: 0.15,
} as const;

const fixed = (value: number, digits = 0) => value.toFixed(digits);
const percent = (share: number) => `${fixed(share * 100)}%`;

export function checkBudgets(results: Omit<BenchResults, 'budgets' | 'totalSeconds'>): BudgetCheck[] {
  const checks: BudgetCheck[] = [];
  const check = (budget: string, measured: string, ok: boolean, informational = false) =>
    checks.push({ budget, measured, ok, ...(informational && { informational }) });
  const row = (target: string, id: string): ApiRow | undefined =>
    results.api.find((candidate) => candidate.target === target && candidate.case === id);
  const connections = results.settings.connections;
  const shareOfBare = (id: string, label: string, share: number, informational = false) => {
    const measured = row('postgres', id);
    if (!measured) return;
    const unsteady = (measured.bareSteadiness ?? 1) < STEADY_MACHINE ? ` (unsteady machine, steadiness ${percent(measured.bareSteadiness ?? 0)}: may flatter)` : '';
    check(`${label} on PostgreSQL ≥ ${percent(share)} of bare req/s`, `${percent(measured.ratioToBare)}${unsteady}`, measured.ratioToBare >= share, informational);
  };
  const p99Below = (id: string, label: string, ms: number, informational = false) => {
    const measured = row('postgres', id);
    if (!measured) return;
    check(`${label} on PostgreSQL p99 < ${ms} ms at ${connections} connections`, `${fixed(measured.p99Ms, 1)} ms`, measured.p99Ms < ms, informational);
  };

  shareOfBare('people-todos-today', "today's tasks, 200 people taking turns,", BUDGETS.peopleTodosTodayShareOfBare);
  p99Below('people-todos-today', "today's tasks, 200 people taking turns,", BUDGETS.peopleTodosTodayP99Ms);
  shareOfBare('people-todo-toggle', 'task toggle, 200 people taking turns,', BUDGETS.peopleToggleShareOfBare);
  shareOfBare('people-plan-save', 'daily plan save, 200 people taking turns,', BUDGETS.peoplePlanSaveShareOfBare);
  shareOfBare('people-todo-create', 'task creation, 200 people taking turns,', BUDGETS.peopleTodoCreateShareOfBare);
  const peopleRows = results.api.filter((candidate) => candidate.target === 'postgres' && candidate.who === 'many people');
  if (peopleRows.length > 0) {
    const peak = Math.max(...peopleRows.map((candidate) => candidate.peakRssMb ?? 0));
    check(`server memory under the many-people load < ${BUDGETS.peopleServerRssMb} MB (postgres)`, `${fixed(peak)} MB peak RSS`, peak < BUDGETS.peopleServerRssMb);
  }
  shareOfBare('goals-unchanged', 'goal list, unchanged (304),', BUDGETS.goalsUnchangedShareOfBare);
  shareOfBare('todos-today', "today's tasks, one heavy person,", ONE_PERSON_FIGURES.todosTodayShareOfBare, true);
  p99Below('todos-today', "today's tasks, one heavy person,", ONE_PERSON_FIGURES.todosTodayP99Ms, true);
  shareOfBare('todo-toggle', 'task toggle, one heavy person,', ONE_PERSON_FIGURES.toggleShareOfBare, true);

  const apiRows = results.api.filter((candidate) => candidate.kind !== 'limit');
  const errors = apiRows.reduce((sum, candidate) => sum + candidate.errors, 0);
  const requests = apiRows.reduce((sum, candidate) => sum + candidate.requests, 0);
  check('zero errors under load (non-2xx but an expected 304, and socket errors)', `${errors} of ${requests.toLocaleString('en')}`, errors === 0);
  const unanswered = apiRows.filter((candidate) => candidate.requests === 0);
  if (unanswered.length > 0) {
    check('every case answered within its slices', unanswered.map((row) => `${row.target} ${row.case}`).join(', '), false);
  }

  for (const stats of results.stats) {
    check(
      `statistics for the heavy user < ${BUDGETS.statsServerMs} ms server time (${stats.target}, p95)`,
      `${fixed(stats.p95Ms, 1)} ms`,
      stats.p95Ms < BUDGETS.statsServerMs,
    );
  }

  for (const habits of results.habits ?? []) {
    check(
      `habits (200 recurring tasks) for the heavy user < ${BUDGETS.habitsServerMs} ms server time (${habits.target}, p95)`,
      `${fixed(habits.p95Ms, 1)} ms`,
      habits.p95Ms < BUDGETS.habitsServerMs,
    );
  }
  for (const search of results.search ?? []) {
    check(
      `search as typed for the heavy user < ${BUDGETS.searchServerMs} ms server time (${search.target}, p95)`,
      `${fixed(search.p95Ms, 1)} ms`,
      search.p95Ms < BUDGETS.searchServerMs,
    );
  }
  const heatmaps = results.habitsRendering?.find((result) => result.id === 'goal-heatmaps');
  if (heatmaps) {
    check(
      `goal cards' habit heatmaps render with no long task > ${BUDGETS.heatmapLongestTaskMs} ms`,
      `longest ${fixed(heatmaps.longestTaskMs)} ms (${heatmaps.drawn} heatmaps)`,
      heatmaps.drawn > 0 && heatmaps.longestTaskMs <= BUDGETS.heatmapLongestTaskMs,
    );
  }

  const signedInPages = results.pages.filter((page) => page.id !== 'landing');
  if (signedInPages.length > 0) {
    const slowest = Math.max(...signedInPages.map((page) => page.mainContentMs ?? Infinity));
    const slowestPage = signedInPages.find((page) => (page.mainContentMs ?? Infinity) === slowest);
    check(
      `signed-in pages: main content < ${BUDGETS.mainContentMs} ms`,
      `slowest ${slowestPage?.id}: ${Number.isFinite(slowest) ? `${fixed(slowest)} ms` : 'never shown'}`,
      slowest < BUDGETS.mainContentMs,
    );
    const longest = Math.max(...signedInPages.map((page) => page.longestTaskMs));
    const longestPage = signedInPages.find((page) => page.longestTaskMs === longest);
    check(`signed-in pages: no long task > ${BUDGETS.longestTaskMs} ms`, `longest ${fixed(longest)} ms (${longestPage?.id})`, longest <= BUDGETS.longestTaskMs);
    const visited = signedInPages.filter((page) => page.secondVisitMs !== undefined);
    if (visited.length > 0) {
      const slowestVisit = Math.max(...visited.map((page) => page.secondVisitMs ?? Infinity));
      const slowestVisitPage = visited.find((page) => (page.secondVisitMs ?? Infinity) === slowestVisit);
      check(
        `signed-in pages: second visit (cached data at once) < ${BUDGETS.secondVisitMs} ms`,
        `slowest ${slowestVisitPage?.id}: ${Number.isFinite(slowestVisit) ? `${fixed(slowestVisit)} ms` : 'never shown'}`,
        slowestVisit < BUDGETS.secondVisitMs,
      );
      const longestOnVisit = Math.max(...visited.map((page) => page.secondVisitLongestTaskMs ?? 0));
      const longestVisitPage = visited.find((page) => (page.secondVisitLongestTaskMs ?? 0) === longestOnVisit);
      check(
        `signed-in pages, second visit: no long task > ${BUDGETS.longestTaskMs} ms`,
        `longest ${fixed(longestOnVisit)} ms (${longestVisitPage?.id})`,
        longestOnVisit <= BUDGETS.longestTaskMs,
      );
    }
  }

  const landing = results.lighthouse.find((audit) => audit.page === 'landing');
  if (landing) {
    const scores = { performance: landing.performance, accessibility: landing.accessibility, 'best practices': landing.bestPractices, SEO: landing.seo };
    for (const [category, score] of Object.entries(scores)) {
      check(`landing Lighthouse ${category} ${BUDGETS.landingScores}`, String(score), score >= BUDGETS.landingScores);
    }
    check(`landing Largest Contentful Paint < ${BUDGETS.landingLcpMs} ms (Lighthouse)`, `${fixed(landing.lcpMs)} ms`, landing.lcpMs < BUDGETS.landingLcpMs);
  }
  const landingDownload = results.downloads.landing;
  if (landingDownload) {
    check(`landing JavaScript ≤ ${BUDGETS.landingJsGzipKb} KB gzipped`, `${fixed(landingDownload.jsGzipKb, 1)} KB`, landingDownload.jsGzipKb <= BUDGETS.landingJsGzipKb);
  }

  // With PGlite the database lives inside the server process, so its memory is the database's too;
  // the table shows it, the budget is about the server itself.
  for (const target of results.settings.targets.filter((id) => id === 'postgres')) {
    const peaks = results.api.filter((candidate) => candidate.target === target && candidate.kind !== 'limit');
    if (peaks.length === 0) continue;
    const peak = Math.max(...peaks.map((candidate) => candidate.peakRssMb ?? 0));
    check(`server memory under load < ${BUDGETS.serverRssMb} MB (${target})`, `${fixed(peak)} MB peak RSS`, peak < BUDGETS.serverRssMb);
  }
  return checks;
}
