import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_UNAVAILABLE_MESSAGE } from '../http/errors';
import { expectStatus, HttpClient, type HttpResponse } from '../test/http-client';
import { createPostgresCluster, findPostgresBinaries, type PostgresCluster } from '../test/postgres-cluster';
import { killAllServers, spawnServer, type ServerProcess } from '../test/server-process';
import { uniqueUsername } from '../test/test-app';
import { sleep, waitFor } from '../test/wait';

/** A request the API must answer within this while its database is down, instead of hanging. */
const MAX_OUTAGE_ANSWER_MS = 5_000;

// CI installs PostgreSQL, so there a missing binary is a failure, not a reason to skip.
const canRunCluster = Boolean(findPostgresBinaries()) || Boolean(process.env.CI);

let cluster: PostgresCluster | undefined;
let server: ServerProcess;
let client: HttpClient;
let goalId: number;

beforeAll(async () => {
  if (!canRunCluster) return;
  cluster = await createPostgresCluster();
  server = await spawnServer({ database: { databaseUrl: cluster.url }, name: 'server', env: { DATABASE_POOL_SIZE: '4' } });
  client = new HttpClient([server.url]);
  expectStatus(await client.post('/api/register', { username: uniqueUsername('outage'), password: 'secret1' }), 201, 'sign-up');
  const goal = await client.post('/api/goals', { title: 'Stay up', deadline: '2030-01-01T00:00:00.000Z' });
  goalId = expectStatus(goal, 201, 'goal').body.id;
});

afterAll(async () => {
  await killAllServers();
  await cluster?.destroy();
});

/**
 * Keeps several requests in flight (transactions among them) until stopped, and tallies the
 * answers, so that the database goes away under live connections and open transactions.
 */
function keepBusy(busy: HttpClient) {
  const statuses = new Map<number, number>();
  const transportErrors: string[] = [];
  let running = true;
  let n = 0;
  const requests: (() => Promise<HttpResponse>)[] = [
    () => busy.patch(`/api/goals/${goalId}`, { title: `Stay up ${n++}` }),
    () => busy.post('/api/todos', { title: `Task ${n++}`, dueDate: '2030-01-01T00:00:00.000Z', goalId }),
    () => busy.post('/api/daily-plans', { date: '2030-01-01', notes: `notes ${n++}` }),
    () => busy.get('/api/goals'),
  ];
  const workers = Array.from({ length: 6 }, async (_, worker) => {
    for (let turn = worker; running; turn++) {
      try {
        const response = await (requests[turn % requests.length] as () => Promise<HttpResponse>)();
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
      } catch (error) {
        transportErrors.push(String(error));
        await sleep(50);
      }
    }
  });
  return {
    /** Answers with this status so far. */
    count: (status: number) => statuses.get(status) ?? 0,
    async stop() {
      running = false;
      await Promise.all(workers);
      return { statuses: Object.fromEntries(statuses), transportErrors };
    },
  };
}

async function timed(request: () => Promise<HttpResponse>): Promise<HttpResponse & { ms: number }> {
  const started = Date.now();
  const response = await request();
  return { ...response, ms: Date.now() - started };
}

describe.skipIf(!canRunCluster)('while its PostgreSQL is down', () => {
  it.each(['fast', 'immediate'] as const)(
    'the API answers 503 at once and recovers by itself when the database is back (%s shutdown)',
    async (mode) => {
      const db = cluster as PostgresCluster;
      const load = keepBusy(client.clone());
      await waitFor('requests before the outage', () => load.count(200) >= 5);
      await db.stop(mode);
      const outageStarted = load.count(503);
      await waitFor('requests during the outage', () => load.count(503) >= outageStarted + 20, { timeoutMs: 30_000 });
      const { statuses, transportErrors } = await load.stop();
      expect(server.alive, `the server died:\n${server.output().slice(-3000)}`).toBe(true);
      // Requests caught by the shutdown fail cleanly: never a 500, never a dropped connection.
      expect(transportErrors).toEqual([]);
      expect(Object.keys(statuses).map(Number).filter((status) => ![200, 201, 503].includes(status))).toEqual([]);
      expect(statuses[503], 'requests that met the outage').toBeGreaterThan(0);

      const during: Record<string, number> = {};
      const probes: [string, () => Promise<HttpResponse>][] = [
        ['list goals', () => client.get('/api/goals')],
        ['create goal', () => client.post('/api/goals', { title: 'Later', deadline: '2030-01-01T00:00:00.000Z' })],
        ['update goal', () => client.patch(`/api/goals/${goalId}`, { title: 'Later' })],
        ['save daily plan', () => client.post('/api/daily-plans', { date: '2030-01-02', notes: 'Later' })],
        ['sign in', () => new HttpClient([server.url]).post('/api/login', { username: 'someone', password: 'secret1' })],
      ];
      for (const [what, probe] of probes) {
        const response = await timed(probe);
        expect(response.status, what).toBe(503);
        expect(response.body, what).toEqual({ message: DATABASE_UNAVAILABLE_MESSAGE });
        expect(response.headers.get('retry-after'), what).toBe('5');
        expect(response.ms, what).toBeLessThan(MAX_OUTAGE_ANSWER_MS);
        during[what] = response.ms;
      }
      const health = await timed(() => client.get('/api/health'));
      expect(health.status).toBe(503);
      expect(health.body).toEqual({ status: 'unavailable', database: 'down' });
      expect(health.ms).toBeLessThan(MAX_OUTAGE_ANSWER_MS);
      expect(server.alive).toBe(true);

      const restarted = Date.now();
      await db.start();
      const databaseBackMs = Date.now() - restarted;
      await waitFor('health to recover', async () => (await client.get('/api/health')).status === 200, {
        timeoutMs: 30_000,
        intervalMs: 100,
      });
      const recoveryMs = Date.now() - restarted;
      // The same process and session carry on: no restart, nothing lost from before the outage.
      const goals = expectStatus(await client.get('/api/goals'), 200, 'goals after recovery').body as { id: number }[];
      expect(goals.map((goal) => goal.id)).toContain(goalId);
      expectStatus(await client.post('/api/daily-plans', { date: '2030-01-03', notes: 'Back' }), 200, 'save after recovery');
      expect(server.alive).toBe(true);
      expect(server.output()).not.toMatch(/"level":(50|60)/);

      console.warn(
        `[database outage, ${mode}] during: ${JSON.stringify(statuses)} answers under load; ` +
          `503 in ${Object.values(during).join('/')} ms, health in ${health.ms} ms; ` +
          `database back after ${databaseBackMs} ms, API healthy ${recoveryMs} ms after restart began`,
      );
    },
  );
});
