import http from 'node:http';
import { afterAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from './auth/sessions';
import { expectStatus, HttpClient } from './test/http-client';
import { freshStorage, hasPostgres, type Engine, type ServerStorage } from './test/server-databases';
import { killAllServers, spawnServer } from './test/server-process';
import { uniqueUsername } from './test/test-app';
import { sleep, waitFor } from './test/wait';

const storages: ServerStorage[] = [];
afterAll(async () => {
  await killAllServers();
  await Promise.all(storages.map((storage) => storage.remove()));
});

/** Keeps idle connections open as a browser does, which a stopping server must not wait for. */
const browserLikeAgent = new http.Agent({ keepAlive: true });
afterAll(() => browserLikeAgent.destroy());

/**
 * A POST whose body arrives in two parts, so that it is still in flight when the test wants it to
 * be: the server has its headers but waits for the rest until `finish()`.
 */
function slowPost(url: string, body: unknown, cookie?: string) {
  const payload = JSON.stringify(body);
  const half = Math.floor(payload.length / 2);
  const request = http.request(url, {
    agent: browserLikeAgent,
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(cookie && { cookie: `${SESSION_COOKIE}=${cookie}` }) },
  });
  const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
    request.on('response', (response) => {
      let text = '';
      response.on('data', (chunk: Buffer) => (text += chunk.toString()));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
    });
    request.on('error', reject);
  });
  request.write(payload.slice(0, half));
  return { finish: () => request.end(payload.slice(half)), answer };
}

/** Marks the slow requests, so that the server's log tells when each has arrived. */
const IN_FLIGHT = '?in-flight=1';
const ARRIVED = /"url":"[^"]*in-flight=1".*"msg":"incoming request"/;

describe.each<Engine>(['pglite', 'postgres'])('the server process (%s)', (engine) => {
  it.skipIf(engine === 'postgres' && !hasPostgres)(
    'finishes the requests in flight on SIGTERM, exits 0, and the next start has their data',
    async () => {
      const storage = await freshStorage(engine);
      storages.push(storage);
      const first = await spawnServer({ database: storage.database, name: `${engine} server` });
      const client = new HttpClient([first.url]);
      expectStatus(await client.post('/api/register', { username: uniqueUsername('term'), password: 'secret1' }), 201, 'sign-up');

      const newUser = { username: uniqueUsername('late'), password: 'secret2' };
      const plans = ['2030-03-01', '2030-03-02', '2030-03-03'].map((date) => ({ date, notes: `written on ${date}` }));
      const inFlight = [
        ...plans.map((plan) => slowPost(`${first.url}/api/daily-plans${IN_FLIGHT}`, plan, client.cookie)),
        slowPost(`${first.url}/api/goals${IN_FLIGHT}`, { title: 'Finish in flight', deadline: '2030-01-01T00:00:00.000Z' }, client.cookie),
        slowPost(`${first.url}/api/register${IN_FLIGHT}`, newUser),
      ];
      // Every request has reached a handler's doorstep before the signal.
      await waitFor('the requests to arrive', () => first.countLogLines(ARRIVED) === inFlight.length);

      const signalled = Date.now();
      const exit = first.kill('SIGTERM');
      await sleep(1000);
      expect(first.alive, 'the server waits for its requests').toBe(true);
      await expect(fetch(`${first.url}/api/health`), 'no new connections while stopping').rejects.toThrow();
      for (const request of inFlight) request.finish();
      const answers = await Promise.all(inFlight.map((request) => request.answer));
      const answered = Date.now();
      expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 201, 201]);
      expect(await exit).toEqual({ code: 0, signal: null });
      const exitAfterAnswersMs = Date.now() - answered;
      const shutdownMs = Date.now() - signalled;
      // Well before the 10 s deadline after which the server gives up and exits with 1.
      expect(exitAfterAnswersMs, 'exit after the last answer').toBeLessThan(5_000);

      const second = await spawnServer({ database: storage.database, name: `${engine} server, second start` });
      const again = new HttpClient([second.url], { cookie: client.cookie });
      for (const plan of plans) {
        expect((await again.get(`/api/daily-plans?date=${plan.date}`)).body.notes).toBe(plan.notes);
      }
      expect((await again.get('/api/goals')).body).toEqual([expect.objectContaining({ title: 'Finish in flight' })]);
      expectStatus(await new HttpClient([second.url]).post('/api/login', newUser), 200, 'sign-in of the late user');
      expect(await second.kill('SIGINT')).toEqual({ code: 0, signal: null });
      console.warn(
        `[SIGTERM, ${engine}] ${inFlight.length} requests in flight finished; exit 0 ${shutdownMs} ms after the ` +
          `signal, ${exitAfterAnswersMs} ms after the last answer`,
      );
    },
  );
});
