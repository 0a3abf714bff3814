import { afterAll, describe, expect, it } from 'vitest';
import { expectStatus, HttpClient } from '../test/http-client';
import { freshStorage, hasPostgres, type Engine, type ServerStorage } from '../test/server-databases';
import { killAllServers, spawnServer, type ServerProcess } from '../test/server-process';
import { uniqueUsername } from '../test/test-app';
import { sleep, waitFor } from '../test/wait';
import { WriteLedger } from '../test/write-ledger';

const WRITERS = 4;
/** Acknowledged writes before each kill, and kill-restart rounds; the embedded database is slower. */
const PLAN: Record<Engine, { writesPerRound: number; rounds: number }> = {
  pglite: { writesPerRound: 100, rounds: 2 },
  postgres: { writesPerRound: 150, rounds: 3 },
};

const storages: ServerStorage[] = [];
afterAll(async () => {
  await killAllServers();
  await Promise.all(storages.map((storage) => storage.remove()));
});

describe.each<Engine>(['pglite', 'postgres'])('a server killed with SIGKILL mid-stream (%s)', (engine) => {
  it.skipIf(engine === 'postgres' && !hasPostgres)(
    'keeps every acknowledged write exactly, and nothing half-written',
    async () => {
      const storage = await freshStorage(engine);
      storages.push(storage);
      const seed = Date.now() % 1_000_000;
      const ledger = new WriteLedger(seed);
      let server: ServerProcess = await spawnServer({ database: storage.database, name: `${engine} server` });
      const signUp = new HttpClient([server.url]);
      expectStatus(await signUp.post('/api/register', { username: uniqueUsername('crash'), password: 'secret1' }), 201, 'sign-up');
      const cookie = signUp.cookie;

      const figures: string[] = [];
      for (let round = 1; round <= PLAN[engine].rounds; round++) {
        const client = new HttpClient([server.url], { cookie });
        const target = ledger.acknowledged + PLAN[engine].writesPerRound;
        const stream = ledger.run(client, round, WRITERS);
        // Stops the stream if it fails by itself, so the wait below can't outlive it.
        const failed = stream.then(
          () => false,
          (error: unknown) => {
            throw error;
          },
        );
        await Promise.race([
          waitFor('acknowledged writes', () => ledger.acknowledged >= target, { timeoutMs: 90_000, intervalMs: 5 }),
          failed,
        ]);
        // A short random delay so that the kill lands at a different moment of a request each time.
        await sleep(Math.floor(Math.random() * 15));
        const killed = await server.kill('SIGKILL');
        expect(killed.signal).toBe('SIGKILL');
        const unanswered = await stream;

        const started = Date.now();
        server = await spawnServer({ database: storage.database, name: `${engine} server after kill ${round}` });
        const restartMs = Date.now() - started;
        const { problems, verified, settledUnanswered } = await ledger.verify(new HttpClient([server.url], { cookie }));
        expect(problems, `seed ${seed}, round ${round}`).toEqual([]);
        // The kill must have landed mid-stream, or the round proved nothing about in-flight writes.
        expect(unanswered, 'writes in flight at the kill').toBeGreaterThan(0);
        figures.push(
          `round ${round}: ${ledger.acknowledged} writes acknowledged so far, ${verified} records verified, ` +
            `${unanswered} in flight at the kill (${settledUnanswered} of them committed), restart ${restartMs} ms`,
        );
      }
      console.warn(`[crash safety, ${engine}, seed ${seed}]\n  ${figures.join('\n  ')}`);
      await server.kill('SIGTERM');
    },
    180_000,
  );
});
