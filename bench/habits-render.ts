// The goal card's habit heatmaps, and the dashboard's Habits card, rendering for the heavy user in
// Chromium: the long tasks from the moment the habits answer reaches the page until it is drawn.
// The answer is held back until the rest of the page has settled (and, on the Goals page, until the
// goals that carry habits are unfolded and on screen), so that what is measured is the habits'
// own rendering, not the two thousand goals around them. docs/decisions/0012.
import { chromium, type Browser, type Page, type Route } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './lib/chromium';
import { addPageProbe, waitUntilSeen } from './lib/page-probe';

export interface HabitsRenderResult {
  id: 'goal-heatmaps' | 'dashboard-habits';
  path: string;
  /** Heatmaps (goal cards) or habit rows (dashboard) drawn once the answer came. */
  drawn: number;
  /** Median time from releasing the answer to the first of them on screen. */
  shownMs: number | null;
  /** Over all measured loads: the longest task from the release until settled, and how many were over 50 ms per load. */
  longestTaskMs: number;
  longTasksOver50: number;
}

interface GoalRow {
  id: number;
  parentId: number | null;
}
interface HabitRow {
  goalId: number | null;
}

const LOADS = 3;
const SETTLE_MS = 1500;
const HABITS_REQUEST = /\/api\/habits\?/;

async function readJson<T>(baseUrl: string, path: string, cookie: string): Promise<T> {
  const response = await fetch(baseUrl + path, { headers: { cookie } });
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  return (await response.json()) as T;
}

/** Opens `path` with the habits answer held back; `prepare` runs before it is let through. */
async function loadWithHabitsHeld(
  browser: Browser,
  baseUrl: string,
  cookie: string,
  path: string,
  drawnSelector: string,
  prepare: (page: Page) => Promise<void>,
) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const [name, value] = cookie.split('=') as [string, string];
  await context.addCookies([{ name, value, url: baseUrl }]);
  const page = await context.newPage();
  try {
    const held: Route[] = [];
    let releasing = false;
    await page.route(HABITS_REQUEST, (route) => (releasing ? route.continue() : void held.push(route)));
    await addPageProbe(page, [drawnSelector]);
    await page.goto(baseUrl + path, { waitUntil: 'load' });
    await prepare(page);
    // Let the page settle: only what the answer sets off counts.
    await page.waitForTimeout(800);
    const releasedAt = (await page.evaluate('performance.now()')) as number;
    releasing = true;
    await Promise.all(held.splice(0).map((route) => route.continue()));
    await waitUntilSeen(page, drawnSelector, 15_000);
    await page.waitForTimeout(SETTLE_MS);
    const probe = (await page.evaluate('window.__benchProbe')) as { seen: Record<string, number>; longTasks: { start: number; duration: number }[] };
    const shownAt = probe.seen[drawnSelector];
    return {
      drawn: await page.locator(drawnSelector).count(),
      shownMs: shownAt === undefined ? null : shownAt - releasedAt,
      longTasks: probe.longTasks.filter((task) => task.start + task.duration > releasedAt).map((task) => task.duration),
    };
  } finally {
    await context.close();
  }
}

/** Unfolds, from the first main goal on screen that has any, the goals down to each goal with habits, and scrolls to the first. */
export async function unfoldGoalsWithHabits(page: Page, goalRows: GoalRow[], habitGoals: Set<number>) {
  await page.locator('[data-testid="goal-card"]').first().waitFor({ timeout: 15_000 });
  // The first ten main goals come at once, the rest of the first fifty in a render that follows.
  await page.waitForTimeout(1000);
  const parentOf = new Map(goalRows.map((goal) => [goal.id, goal.parentId]));
  const rootOf = (id: number): number => {
    let current = id;
    for (let parent = parentOf.get(current); parent != null; parent = parentOf.get(current)) current = parent;
    return current;
  };
  const drawnRoots = (await page
    .locator('[data-testid="goal-card"]')
    .evaluateAll((cards) => cards.map((card) => Number(card.getAttribute('data-goal-id'))))) as number[];
  const byRoot = new Map<number, number[]>();
  for (const goalId of habitGoals) byRoot.set(rootOf(goalId), [...(byRoot.get(rootOf(goalId)) ?? []), goalId]);
  const root = drawnRoots
    .filter((id) => byRoot.has(id))
    .sort((a, b) => (byRoot.get(b)?.length ?? 0) - (byRoot.get(a)?.length ?? 0))[0];
  if (root === undefined) {
    throw new Error(`no main goal of the ${drawnRoots.length} on the Goals page has goals with habits below it (${[...byRoot.keys()].join(', ')})`);
  }
  // Every goal on the way from the root to a goal with habits, parents before children.
  const toUnfold = new Set<number>();
  for (const goalId of byRoot.get(root) ?? []) {
    for (let parent = parentOf.get(goalId); parent != null; parent = parentOf.get(parent)) toUnfold.add(parent);
  }
  const depth = (id: number) => {
    let count = 0;
    for (let parent = parentOf.get(id); parent != null; parent = parentOf.get(parent)) count++;
    return count;
  };
  for (const goalId of [...toUnfold].sort((a, b) => depth(a) - depth(b))) {
    const toggle = page.locator(`article[data-goal-id="${goalId}"] button[aria-controls="goal-${goalId}-subgoals"]`);
    if ((await toggle.getAttribute('aria-expanded')) === 'false') await toggle.click();
    await page.locator(`#goal-${goalId}-subgoals`).waitFor({ state: 'attached', timeout: 15_000 });
  }
  const first = Math.min(...(byRoot.get(root) ?? []));
  await page.locator(`article[data-goal-id="${first}"]`).scrollIntoViewIfNeeded();
}

export async function measureHabitsRendering(baseUrl: string, cookie: string): Promise<HabitsRenderResult[]> {
  const goalRows = await readJson<GoalRow[]>(baseUrl, '/api/goals', cookie);
  const today = new Date().toISOString().slice(0, 10);
  const habits = await readJson<{ habits: HabitRow[] }>(baseUrl, `/api/habits?tz=UTC&today=${today}`, cookie);
  const habitGoals = new Set(habits.habits.flatMap((habit) => (habit.goalId === null ? [] : [habit.goalId])));
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  try {
    const cases = [
      {
        id: 'goal-heatmaps' as const,
        path: '/goals',
        drawn: '[data-testid="habit-heatmap"]',
        prepare: (page: Page) => unfoldGoalsWithHabits(page, goalRows, habitGoals),
      },
      {
        id: 'dashboard-habits' as const,
        path: '/dashboard',
        drawn: '[data-testid="habit-today"]',
        prepare: (page: Page) => page.locator('[data-testid="habits-card"]').waitFor({ timeout: 15_000 }),
      },
    ];
    const results: HabitsRenderResult[] = [];
    for (const spec of cases) {
      await loadWithHabitsHeld(browser, baseUrl, cookie, spec.path, spec.drawn, spec.prepare); // warm-up
      const loads = [];
      for (let run = 0; run < LOADS; run++) loads.push(await loadWithHabitsHeld(browser, baseUrl, cookie, spec.path, spec.drawn, spec.prepare));
      const shown = loads.flatMap((load) => (load.shownMs === null ? [] : [load.shownMs])).sort((a, b) => a - b);
      results.push({
        id: spec.id,
        path: spec.path,
        drawn: Math.max(...loads.map((load) => load.drawn)),
        shownMs: shown.length === loads.length ? (shown[Math.floor((shown.length - 1) / 2)] as number) : null,
        longestTaskMs: Math.max(0, ...loads.flatMap((load) => load.longTasks)),
        longTasksOver50: Math.round(loads.reduce((sum, load) => sum + load.longTasks.length, 0) / loads.length),
      });
    }
    return results;
  } finally {
    await browser.close();
  }
}
