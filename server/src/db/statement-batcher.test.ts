import { setImmediate as nextTurn } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './errors';
import { createStatementBatcher, GATHER_TURNS, InFlightLane, type StatementBatcherOptions } from './statement-batcher';

/** Lets the event loop turn `turns` times: by default until a batch gathered from now on has been sent. */
async function gatheringTurns(turns = GATHER_TURNS): Promise<void> {
  for (let turn = 0; turn < turns; turn++) await nextTurn();
}

/** A fake statement that records each batch it is given and answers when the test says so. */
function recordingStatement<Item>(answer: (item: Item) => unknown = (item) => item) {
  const batches: Item[][] = [];
  const pending: (() => void)[] = [];
  let manual = false;
  const run = async (items: readonly Item[]) => {
    batches.push([...items]);
    if (manual) await new Promise<void>((resolve) => pending.push(resolve));
    return items.map(answer);
  };
  return {
    batches,
    run,
    /** From now on, each batch waits for `release()`. */
    holdBatches: () => (manual = true),
    release: () => pending.splice(0).forEach((resolve) => resolve()),
    /** Lets the event loop turn until `count` batches have started, then long enough for one more to go out. */
    async turnsUntil(count: number) {
      for (let turn = 0; turn < 20 && batches.length < count; turn++) await nextTurn();
      await gatheringTurns();
    },
  };
}

const batcherOf = <Item, Result>(options: Partial<StatementBatcherOptions<Item, Result>> & Pick<StatementBatcherOptions<Item, Result>, 'run'>) =>
  createStatementBatcher<Item, Result>({ maxInFlight: 2, maxBatchSize: 100, ...options });

describe('createStatementBatcher', () => {
  it('sends the calls of the next few turns of the event loop as one batch and gives each caller its own result', async () => {
    const statement = recordingStatement((n: number) => n * 10);
    const times10 = batcherOf({ run: statement.run });
    const first = [times10(1), times10(2)];
    // One turn short of the batch going out.
    await gatheringTurns(GATHER_TURNS - 1);
    const results = await Promise.all([...first, times10(3)]);
    expect(results).toEqual([10, 20, 30]);
    expect(statement.batches).toEqual([[1, 2, 3]]);
  });

  it('sends a call that comes after those turns in the next batch', async () => {
    const statement = recordingStatement<number>();
    const echo = batcherOf({ run: statement.run });
    const first = echo(1);
    await gatheringTurns();
    expect(await Promise.all([first, echo(2)])).toEqual([1, 2]);
    expect(statement.batches).toEqual([[1], [2]]);
  });

  it('runs a lone call after a few turns, and a later call in a batch of its own', async () => {
    const statement = recordingStatement<string>();
    const echo = batcherOf({ run: statement.run });
    expect(await echo('a')).toBe('a');
    expect(await echo('b')).toBe('b');
    expect(statement.batches).toEqual([['a'], ['b']]);
  });

  it('splits what waits into batches of at most maxBatchSize', async () => {
    const statement = recordingStatement<number>();
    const echo = batcherOf({ run: statement.run, maxBatchSize: 2, maxInFlight: 10 });
    expect(await Promise.all([1, 2, 3, 4, 5].map(echo))).toEqual([1, 2, 3, 4, 5]);
    expect(statement.batches).toEqual([[1, 2], [3, 4], [5]]);
  });

  it('keeps at most maxInFlight batches running and gathers the calls that arrive meanwhile into the next', async () => {
    const statement = recordingStatement<number>();
    statement.holdBatches();
    const echo = batcherOf({ run: statement.run, maxInFlight: 1 });
    const first = echo(1);
    await statement.turnsUntil(1);
    const later = [echo(2), echo(3)];
    await nextTurn();
    const more = echo(4);
    await statement.turnsUntil(2);
    expect(statement.batches).toEqual([[1]]);
    statement.release();
    expect(await first).toBe(1);
    await statement.turnsUntil(2);
    expect(statement.batches).toEqual([[1], [2, 3, 4]]);
    statement.release();
    expect(await Promise.all([...later, more])).toEqual([2, 3, 4]);
  });

  it('never puts two items with one conflict key in a batch or runs them at the same time, and keeps their order', async () => {
    const statement = recordingStatement<{ id: number; change: string }>((item) => item.change);
    statement.holdBatches();
    const update = batcherOf({ run: statement.run, maxInFlight: 4, conflictKey: (item) => item.id });
    const calls = [
      update({ id: 1, change: 'a' }),
      update({ id: 2, change: 'b' }),
      update({ id: 1, change: 'c' }),
      update({ id: 1, change: 'd' }),
    ];
    const changes = () => statement.batches.map((batch) => batch.map((item) => item.change));
    await statement.turnsUntil(2);
    // Item 1's next change waits for its first, although more batches may run.
    expect(changes()).toEqual([['a', 'b']]);
    statement.release();
    await statement.turnsUntil(2);
    expect(changes()).toEqual([['a', 'b'], ['c']]);
    statement.release();
    await statement.turnsUntil(3);
    statement.release();
    expect(await Promise.all(calls)).toEqual(['a', 'b', 'c', 'd']);
    expect(changes()).toEqual([['a', 'b'], ['c'], ['d']]);
  });

  it('lets items without a conflict key share a batch with each other and with keyed ones', async () => {
    const statement = recordingStatement<{ key?: string; change: string }>((item) => item.change);
    statement.holdBatches();
    const create = batcherOf({ run: statement.run, maxInFlight: 4, conflictKey: (item) => item.key });
    const calls = [create({ change: 'a' }), create({ key: 'k', change: 'b' }), create({ change: 'c' }), create({ key: 'k', change: 'd' })];
    const changes = () => statement.batches.map((batch) => batch.map((item) => item.change));
    await statement.turnsUntil(2);
    expect(changes()).toEqual([['a', 'b', 'c']]);
    statement.release();
    await statement.turnsUntil(2);
    statement.release();
    expect(await Promise.all(calls)).toEqual(['a', 'b', 'c', 'd']);
    expect(changes()).toEqual([['a', 'b', 'c'], ['d']]);
  });

  it('runs each item of a failed batch again alone, so that only the bad one fails', async () => {
    const batches: number[][] = [];
    const rejectsSeven = batcherOf<number, number>({
      run: async (items) => {
        batches.push([...items]);
        if (items.includes(7)) throw Object.assign(new Error('check constraint'), { code: '23514' });
        return items;
      },
    });
    const results = await Promise.allSettled([rejectsSeven(1), rejectsSeven(7), rejectsSeven(3)]);
    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect((results[1] as PromiseRejectedResult).reason).toMatchObject({ code: '23514' });
    expect(batches).toEqual([[1, 7, 3], [1], [7], [3]]);
  });

  it('answers the callers of a batch that takes too long with a timeout the API turns into a 503, and goes on without it', async () => {
    const answered: number[][] = [];
    let hang = true;
    const slow = batcherOf<number, number>({
      maxInFlight: 1,
      timeoutMs: 30,
      run: async (items) => {
        if (hang) {
          hang = false;
          return new Promise<number[]>(() => {});
        }
        answered.push([...items]);
        return items;
      },
    });
    const stuck = Promise.allSettled([slow(1), slow(2)]);
    await gatheringTurns();
    const next = slow(3);
    const [first, second] = await stuck;
    expect(first).toMatchObject({ status: 'rejected', reason: { name: 'DatabaseTimeoutError', code: 'ETIMEDOUT' } });
    expect(isDatabaseUnavailable((first as PromiseRejectedResult).reason)).toBe(true);
    expect(second?.status).toBe('rejected');
    // The stuck batch gave up its place: the next one runs although the first never answered.
    expect(await next).toBe(3);
    expect(answered).toEqual([[3]]);
  });

  it('keeps a timed-out batch’s rows to itself until its statement has ended, and never retries its answered items', async () => {
    const runs: number[][] = [];
    let endFirst: (error: Error) => void = () => {};
    const changes = batcherOf<number, number>({
      maxInFlight: 2,
      timeoutMs: 30,
      conflictKey: (item) => item % 10,
      run: async (items) => {
        runs.push([...items]);
        if (runs.length === 1) return new Promise<number[]>((_resolve, reject) => (endFirst = reject));
        return items;
      },
    });
    const stuck = Promise.allSettled([changes(1), changes(2)]);
    expect((await stuck).map((result) => result.status)).toEqual(['rejected', 'rejected']);
    // The caller retries its change to row 1: it waits while the first statement still runs.
    const retried = changes(11);
    for (let turn = 0; turn < 10; turn++) await nextTurn();
    expect(runs).toEqual([[1, 2]]);
    // The late statement fails for one item's reason: nothing of it is tried again, and the retry goes out.
    endFirst(Object.assign(new Error('violates check constraint'), { code: '23514' }));
    expect(await retried).toBe(11);
    expect(runs).toEqual([[1, 2], [11]]);
  });

  it('runs at most a shared lane’s limit of batches at once across the batchers that share it', async () => {
    const lane = new InFlightLane(1);
    const first = recordingStatement<number>();
    const second = recordingStatement<number>();
    first.holdBatches();
    const a = batcherOf({ run: first.run, lane });
    const b = batcherOf({ run: second.run, lane });
    const fromA = a(1);
    await first.turnsUntil(1);
    const fromB = b(2);
    for (let turn = 0; turn < 10; turn++) await nextTurn();
    expect(second.batches).toEqual([]);
    first.release();
    expect(await Promise.all([fromA, fromB])).toEqual([1, 2]);
    expect(second.batches).toEqual([[2]]);
  });

  it.each([
    ['for a failure no single item causes', Object.assign(new Error('canceling statement due to statement timeout'), { code: '57014' })],
    ['when the database is unreachable', Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' })],
  ])('fails the whole batch at once, without trying each item again, %s', async (_case, failure) => {
    let runs = 0;
    const failing = batcherOf<number, number>({
      run: async () => {
        runs++;
        throw failure;
      },
    });
    const results = await Promise.allSettled([failing(1), failing(2), failing(3)]);
    expect(results.map((result) => result.status)).toEqual(['rejected', 'rejected', 'rejected']);
    expect(results.map((result) => (result as PromiseRejectedResult).reason)).toEqual([failure, failure, failure]);
    expect(runs).toBe(1);
  });

  it('fails the callers when a statement answers a different number of results than it was given', async () => {
    const short = batcherOf<number, number>({ run: async (items) => items.slice(1) });
    await expect(short(1)).rejects.toThrow('a batch of 1 answered 0 results');
  });

  it('goes on after a failure: the next calls form a new batch', async () => {
    let fail = true;
    const flaky = batcherOf<number, number>({
      run: async (items) => {
        if (fail) throw new Error('boom');
        return items;
      },
    });
    await expect(flaky(1)).rejects.toThrow('boom');
    fail = false;
    expect(await Promise.all([flaky(2), flaky(3)])).toEqual([2, 3]);
  });
});
