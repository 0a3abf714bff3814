import type autocannon from 'autocannon';
import { randomUUID } from 'node:crypto';
import { asNextRequest, type LoadRequests, type NextRequest } from './load';

/** Who the load signs in as, and the ids and days its requests use. */
export interface LoadFixture {
  /** The app server the load goes to. */
  baseUrl: string;
  heavyCookie: string;
  /** Sessions of light users, for writes spread over many accounts. */
  lightCookies: string[];
  /**
   * The heavy user's tasks due around today: the rows a person toggles. One-off tasks and the
   * occurrences of recurring tasks, interleaved.
   */
  toggleTaskIds: number[];
  /** Of those, the occurrences whose goal's progress follows its habits: each toggle recomputes it. */
  habitGoalTaskIds: number[];
  /** UTC day the load treats as today, yyyy-MM-dd. */
  today: string;
  /** The many people (`seedPeople`), each signed in: their session and their tasks due around now. */
  people: { cookie: string; recentTaskIds: number[] }[];
}

export type CaseKind = 'read' | 'write' | 'reference';

export interface ApiCase {
  id: string;
  label: string;
  kind: CaseKind;
  /** Who sends the requests: the heavy user (and a few light users), or many people taking turns. */
  who?: 'one person' | 'many people';
  /** Statuses besides 2xx that are the right answer (a 304 to a conditional request). */
  expectedStatuses?: number[];
  /**
   * What autocannon sends: a read is the same request every time, a write builds each one. It may
   * ask the server first (for an entity tag).
   */
  requests(fixture: LoadFixture): LoadRequests | Promise<LoadRequests>;
}

const TIME_ZONE = 'UTC';
/** What Chromium sends with every request; the server answers large lists compressed. */
const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br, zstd' };
const json = (cookie: string) => ({ ...BROWSER_HEADERS, cookie, 'content-type': 'application/json' });

function dayWindow(today: string): { from: string; to: string } {
  const from = new Date(`${today}T00:00:00.000Z`);
  return { from: from.toISOString(), to: new Date(from.getTime() + 24 * 60 * 60 * 1000).toISOString() };
}

const todayPath = (today: string) => {
  const { from, to } = dayWindow(today);
  return `/api/todos?dueFrom=${encodeURIComponent(from)}&dueTo=${encodeURIComponent(to)}`;
};

/**
 * Requests of many people taking turns: each next request is the next person's, round the list, so
 * that the 50 connections always carry 50 different people and no batch holds one person twice
 * while there are more people than connections.
 */
const byPeople =
  (build: (person: LoadFixture['people'][number], count: number, fixture: LoadFixture) => Omit<autocannon.Request, 'headers'> & { headers?: Record<string, string> }): ApiCase['requests'] =>
  (fixture) => {
    const nextPerson = cycle(fixture.people);
    let count = 0;
    return (request) => ({ ...request, ...build(nextPerson(), ++count, fixture) });
  };

type Person = LoadFixture['people'][number];

/**
 * Requests of many people taking turns, made before the load starts: each connection has people of its own
 * (connection k of n: the people k, k + n, k + 2n…) and sends their requests in turn, one person's after the
 * other's, so that the 50 connections always carry 50 different people. autocannon keeps their bytes, as it
 * does for the bare server's one request, rather than building each as it is sent (decision 12).
 */
const peoplePerConnection =
  (build: (person: Person, fixture: LoadFixture) => autocannon.Request[]): ApiCase['requests'] =>
  (fixture) => ({
    perConnection: (connection, connections) => {
      const own = fixture.people.filter((_, index) => index % connections === connection);
      if (own.length === 0) own.push(fixture.people[connection % fixture.people.length] as Person);
      const sequences = own.map((person) => build(person, fixture));
      const rounds = Math.max(...sequences.map((sequence) => sequence.length));
      return Array.from({ length: rounds }, (_, round) => sequences.map((sequence) => sequence[round % sequence.length] as autocannon.Request)).flat();
    },
  });

const get = (path: (fixture: LoadFixture) => string): ApiCase['requests'] => (fixture) => ({
  method: 'GET',
  path: path(fixture),
  headers: { ...BROWSER_HEADERS, cookie: fixture.heavyCookie },
});

/** A new task due on one of the next 365 days, so that today's lists keep their size. */
function newTask(today: string, count: number) {
  const dueDate = new Date(new Date(`${today}T12:00:00.000Z`).getTime() + (1 + (count % 365)) * 24 * 60 * 60 * 1000).toISOString();
  return { title: `Load task ${count}`, dueDate, priority: 'medium', goalId: null };
}

const planText = (count: number) =>
  `Plan for today, revision ${count}\n- finish the draft\n- two focus sessions\n- call back about the appointment`;

/** Round-robin over a list, shared by every connection. */
function cycle<T>(items: readonly T[]): () => T {
  if (items.length === 0) throw new Error('nothing to cycle through');
  let next = 0;
  return () => items[next++ % items.length] as T;
}

export const API_CASES: ApiCase[] = [
  {
    // No session, one `select 1`: what any request that reaches the database costs at least.
    id: 'health',
    label: 'health check (select 1, no session)',
    kind: 'reference',
    requests: () => ({ method: 'GET', path: '/api/health', headers: BROWSER_HEADERS }),
  },
  // Many people taking turns, each asking for their own data: no two requests of a batch alike.
  {
    id: 'people-todos-today',
    label: "today's tasks, 200 people taking turns",
    kind: 'read',
    who: 'many people',
    requests: peoplePerConnection((person, { today }) => [{ method: 'GET', path: todayPath(today), headers: { ...BROWSER_HEADERS, cookie: person.cookie } }]),
  },
  {
    id: 'people-todo-toggle',
    label: 'toggle a task, 200 people taking turns',
    kind: 'write',
    who: 'many people',
    // Each person ticks their tasks due around today one after the other, then opens them again.
    requests: peoplePerConnection(({ cookie, recentTaskIds: ids }) => {
      if (ids.length === 0) throw new Error('a person of the bench has no task due around today');
      return Array.from({ length: 2 * ids.length }, (_, turn) => ({
        method: 'PATCH',
        path: `/api/todos/${ids[turn % ids.length]}`,
        headers: json(cookie),
        body: JSON.stringify({ completed: Math.floor(turn / ids.length) % 2 === 0 }),
      }));
    }),
  },
  {
    id: 'people-plan-save',
    label: 'save the daily plan, 200 people taking turns',
    kind: 'write',
    who: 'many people',
    // As the browser saves: on the version of the day it holds (decision 15). The version a save will
    // make is counted as it is sent, since autocannon drops the answers still on the way when a slice
    // of the run ends. A save it dropped unsent leaves that count one ahead: the next is refused as
    // stale (a handful in a run), and, as the browser does, takes the stored version.
    expectedStatuses: [409],
    requests: async ({ people, today, baseUrl }) => {
      const versions = new Map<string, number>();
      for (const { cookie } of people) {
        const response = await fetch(new URL(`/api/daily-plans?date=${today}`, baseUrl), { headers: { cookie } });
        if (!response.ok) throw new Error(`a person's daily plan answered ${response.status}`);
        versions.set(cookie, ((await response.json()) as { version: number }).version);
      }
      const nextPerson = cycle(people);
      const writerOf = new Map<number, string>();
      let count = 0;
      const save: NextRequest = (request) => {
        const { cookie } = nextPerson();
        const baseVersion = versions.get(cookie) ?? 0;
        versions.set(cookie, baseVersion + 1);
        writerOf.set(++count, cookie);
        const body = { date: today, notes: planText(count), editedAt: new Date().toISOString(), baseVersion };
        return { ...request, method: 'POST', path: '/api/daily-plans', headers: json(cookie), body: JSON.stringify(body) };
      };
      save.onResponse = (status, body) => {
        if (status !== 409) return;
        const { current } = JSON.parse(body) as { current: { notes: string; version: number } };
        const writer = writerOf.get(Number(/revision (\d+)/.exec(current.notes)?.[1]));
        if (writer !== undefined) versions.set(writer, current.version);
      };
      return save;
    },
  },
  {
    id: 'people-todo-create',
    label: 'create a task, 200 people taking turns',
    kind: 'write',
    who: 'many people',
    // As the browser sends a new task: with an idempotency key (decision 27).
    requests: byPeople((person, count, { today }) => ({
      method: 'POST',
      path: '/api/todos',
      headers: { ...json(person.cookie), 'idempotency-key': randomUUID() },
      body: JSON.stringify(newTask(today, count)),
    })),
  },
  { id: 'todos-today', label: "today's tasks", kind: 'read', requests: get(({ today }) => todayPath(today)) },
  {
    // Every request asks for another day, so that no two in a batch are alike: what batching gives
    // without the shared reads and answers of the same list asked for at once.
    id: 'todos-days',
    label: "a day's tasks, 60 different days",
    kind: 'read',
    requests: (fixture) => {
      const nextDay = cycle(Array.from({ length: 60 }, (_, index) => index));
      const start = new Date(`${fixture.today}T00:00:00.000Z`).getTime();
      return (request) => {
        const from = new Date(start - nextDay() * 24 * 60 * 60 * 1000);
        const to = new Date(from.getTime() + 24 * 60 * 60 * 1000);
        const path = `/api/todos?dueFrom=${encodeURIComponent(from.toISOString())}&dueTo=${encodeURIComponent(to.toISOString())}`;
        return { ...request, method: 'GET', path, headers: { ...BROWSER_HEADERS, cookie: fixture.heavyCookie } };
      };
    },
  },
  { id: 'goals', label: 'goal list', kind: 'read', requests: get(() => '/api/goals') },
  {
    // A tab coming back to the goal list while nothing changed: the browser sends the tag it holds.
    id: 'goals-unchanged',
    label: 'goal list, unchanged (304)',
    kind: 'read',
    expectedStatuses: [304],
    requests: async (fixture) => {
      const headers = { ...BROWSER_HEADERS, cookie: fixture.heavyCookie };
      const response = await fetch(new URL('/api/goals', fixture.baseUrl), { headers });
      await response.arrayBuffer();
      const tag = response.headers.get('etag');
      if (!response.ok || !tag) throw new Error(`the goal list answered ${response.status} without an entity tag`);
      return { method: 'GET', path: '/api/goals', headers: { ...headers, 'if-none-match': tag } };
    },
  },
  {
    // 200 recurring tasks, each with two years of occurrences: streaks and a 12-week heatmap each.
    id: 'habits',
    label: 'habits (200 recurring tasks)',
    kind: 'read',
    requests: get(({ today }) => habitsPath(today)),
  },
  { id: 'stats', label: 'statistics', kind: 'read', requests: get(() => `/api/stats?tz=${TIME_ZONE}`) },
  { id: 'daily-plan', label: 'daily plan', kind: 'read', requests: get(({ today }) => `/api/daily-plans?date=${today}`) },
  {
    id: 'todo-toggle',
    label: 'toggle a task',
    kind: 'write',
    requests: (fixture) => {
      const nextTask = cycle(fixture.toggleTaskIds);
      const state = new Map<number, boolean>();
      return (request) => {
        const id = nextTask();
        const completed = !(state.get(id) ?? false);
        state.set(id, completed);
        return { ...request, method: 'PATCH', path: `/api/todos/${id}`, headers: json(fixture.heavyCookie), body: JSON.stringify({ completed }) };
      };
    },
  },
  {
    id: 'todo-create',
    label: 'create a task',
    kind: 'write',
    requests: (fixture) => {
      const nextCookie = cycle(fixture.lightCookies);
      let count = 0;
      return (request) => {
        count++;
        const headers = { ...json(nextCookie()), 'idempotency-key': randomUUID() };
        return { ...request, method: 'POST', path: '/api/todos', headers, body: JSON.stringify(newTask(fixture.today, count)) };
      };
    },
  },
  {
    id: 'plan-save',
    label: 'save the daily plan',
    kind: 'write',
    requests: (fixture) => {
      const nextCookie = cycle([fixture.heavyCookie, ...fixture.lightCookies]);
      let count = 0;
      return (request) => {
        count++;
        const body = { date: fixture.today, notes: planText(count), editedAt: new Date().toISOString() };
        return { ...request, method: 'POST', path: '/api/daily-plans', headers: json(nextCookie()), body: JSON.stringify(body) };
      };
    },
  },
];

export const STATS_PATH = `/api/stats?tz=${TIME_ZONE}`;

/**
 * What the palette asks while a person types, over the heavy user's 2,000 goals, 140,000 tasks, a year
 * of notes and their feelings: short prefixes that match thousands of rows, whole words, a phrase, an
 * exclusion, and a word nothing has.
 */
export const SEARCH_PATHS = ['re', 'rev', 'review the', 'half mara', 'the budget ', '"the first milestone"', 'plan -budget', 'calm', 'zzqx']
  .map((text) => `/api/search?q=${encodeURIComponent(text)}`);
export const habitsPath = (today: string) => `/api/habits?tz=${TIME_ZONE}&today=${today}`;

/**
 * Mixed traffic for the soak: mostly reads, as people use the app, with a steady share of writes.
 * Each request picks a case by weight.
 */
export function mixedRequests(fixture: LoadFixture): NextRequest {
  const weights: Record<string, number> = {
    'todos-today': 30,
    goals: 10,
    stats: 15,
    'daily-plan': 10,
    'todo-toggle': 20,
    'todo-create': 7,
    'plan-save': 8,
  };
  const builders = API_CASES.filter((apiCase) => (weights[apiCase.id] ?? 0) > 0).map((apiCase) => {
    const load = apiCase.requests(fixture);
    if (load instanceof Promise) throw new Error(`${apiCase.id} asks the server before its load; the soak mixes only cases that don't`);
    return { weight: weights[apiCase.id] ?? 0, build: asNextRequest(load) };
  });
  const total = builders.reduce((sum, builder) => sum + builder.weight, 0);
  let seed = 1;
  return (request) => {
    // A fixed sequence (linear congruential), so runs are comparable.
    seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
    let roll = (seed / 2_147_483_648) * total;
    for (const builder of builders) {
      roll -= builder.weight;
      if (roll < 0) return builder.build(request);
    }
    return (builders[0] as (typeof builders)[number]).build(request);
  };
}
