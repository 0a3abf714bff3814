import { DatabaseTimeoutError, isItemSpecificFailure } from './errors';

/** How long a batch may take before its callers are answered that the database is unavailable. */
export const BATCH_TIMEOUT_MS = 10_000;

/**
 * How many turns of the event loop a batch gathers calls for. Under load each turn reads the requests
 * and database answers that came in meanwhile, so three turns make batches half as large again as one
 * (a third fewer statements, 8–11% more requests a second); when the server is idle a turn takes
 * microseconds.
 */
export const GATHER_TURNS = 3;

/** Calls `callback` after `turns` turns of the event loop. */
function afterTurns(turns: number, callback: () => void): void {
  setImmediate(turns <= 1 ? callback : () => afterTurns(turns - 1, callback));
}

/** A limit several batchers share: at most `limit` of their batches run at once, whichever batcher they come from. */
export class InFlightLane {
  private running = 0;
  private readonly blocked = new Set<() => void>();

  constructor(readonly limit: number) {}

  /** Takes a place; when none is free, `retry` is called once one may be. */
  tryEnter(retry: () => void): boolean {
    if (this.running < this.limit) {
      this.running++;
      return true;
    }
    this.blocked.add(retry);
    return false;
  }

  leave(): void {
    this.running--;
    const blocked = [...this.blocked];
    this.blocked.clear();
    for (const retry of blocked) retry();
  }
}

export interface StatementBatcherOptions<Item, Result> {
  /** Runs one statement for all `items`; resolves with one result per item, in the same order. */
  run(items: readonly Item[]): Promise<readonly Result[]>;
  /** Batches that may run at once; items that arrive meanwhile wait and form the next batch. */
  maxInFlight: number;
  /** The most items one statement takes. */
  maxBatchSize: number;
  /**
   * Items with equal keys never share a batch or run at the same time: a later one waits until the
   * earlier one's batch is done, so that two changes to one row apply in the order they arrived
   * and two batches never wait for each other's row locks. An item whose key is undefined conflicts with none.
   */
  conflictKey?(item: Item): unknown;
  /** Defaults to `BATCH_TIMEOUT_MS`. */
  timeoutMs?: number;
  /** A limit shared with other batchers, on top of `maxInFlight`. */
  lane?: InFlightLane;
}

interface Waiting<Item, Result> {
  item: Item;
  resolve(result: Result): void;
  reject(error: unknown): void;
}

/**
 * Gathers the calls that arrive together into one statement: everything that comes in over the next
 * few turns of the event loop (and, under load, while earlier batches are still running) is sent to
 * the database at once. Each round trip to PostgreSQL costs the server, the database and the kernel far
 * more than one more row in it, so under load a batch of twenty costs little more than one, and a
 * lone call waits only a few turns of the event loop. Every call still reads or writes the database after
 * it arrived: nothing is cached. docs/decisions/0013.
 *
 * When a batch fails for a reason one item can cause (a value or a rule, a deadlock), its items are
 * run again one at a time, so that one bad item fails only its own call; any other failure (an
 * unreachable database, a timeout) fails the whole batch at once. A batch that takes longer than its
 * timeout answers its callers with a 503 and gives up its place, so that one stuck connection can't
 * hold up everyone else's requests; its conflict keys stay taken until the statement has ended, and
 * none of its items is ever tried again.
 */
export function createStatementBatcher<Item, Result>(options: StatementBatcherOptions<Item, Result>): (item: Item) => Promise<Result> {
  let waiting: Waiting<Item, Result>[] = [];
  let flushScheduled = false;
  let inFlight = 0;
  /** Conflict keys of the items in running batches (each key is in one batch at most). */
  const runningKeys = new Set<unknown>();

  const scheduleFlush = () => {
    if (flushScheduled || waiting.length === 0 || inFlight >= options.maxInFlight) return;
    flushScheduled = true;
    afterTurns(GATHER_TURNS, flush);
  };

  function takeBatch(): Waiting<Item, Result>[] {
    const { conflictKey, maxBatchSize } = options;
    if (!conflictKey && waiting.length <= maxBatchSize) {
      const batch = waiting;
      waiting = [];
      return batch;
    }
    const batch: Waiting<Item, Result>[] = [];
    const later: Waiting<Item, Result>[] = [];
    const batchKeys = new Set<unknown>();
    for (const entry of waiting) {
      const key = conflictKey?.(entry.item);
      const conflicts = key !== undefined && (batchKeys.has(key) || runningKeys.has(key));
      if (batch.length >= maxBatchSize || conflicts) {
        later.push(entry);
      } else {
        if (key !== undefined) batchKeys.add(key);
        batch.push(entry);
      }
    }
    waiting = later;
    return batch;
  }

  function markRunning(batch: Waiting<Item, Result>[], running: boolean): void {
    if (!options.conflictKey) return;
    for (const entry of batch) {
      const key = options.conflictKey(entry.item);
      if (key === undefined) continue;
      if (running) runningKeys.add(key);
      else runningKeys.delete(key);
    }
  }

  function flush(): void {
    flushScheduled = false;
    if (inFlight >= options.maxInFlight) return;
    if (options.lane && !options.lane.tryEnter(scheduleFlush)) return;
    const batch = takeBatch();
    if (batch.length === 0) {
      options.lane?.leave();
      return;
    }
    inFlight++;
    markRunning(batch, true);
    const timeoutMs = options.timeoutMs ?? BATCH_TIMEOUT_MS;
    let answered = false;
    let slotFreed = false;
    const freeSlot = () => {
      if (slotFreed) return;
      slotFreed = true;
      inFlight--;
      options.lane?.leave();
      scheduleFlush();
    };
    const timeout = setTimeout(() => {
      // The callers hear a 503 now and the batch gives up its place; its conflict keys stay taken until
      // the statement has really ended (the batch pool's statement_timeout ends it soon after), so that a
      // retried change to the same row can't run beside it.
      answered = true;
      for (const entry of batch) entry.reject(new DatabaseTimeoutError(timeoutMs));
      freeSlot();
    }, timeoutMs).unref();
    void settle(batch, () => answered).finally(() => {
      clearTimeout(timeout);
      markRunning(batch, false);
      freeSlot();
      scheduleFlush();
    });
    // Under the limit and still more waiting (a full batch, a conflict): send the next one too.
    scheduleFlush();
  }

  /** Runs the batch; `answered` says whether its callers were already told it failed (a timeout). */
  async function settle(batch: Waiting<Item, Result>[], answered: () => boolean): Promise<void> {
    try {
      const results = await runChecked(batch.map((entry) => entry.item));
      batch.forEach((entry, index) => entry.resolve(results[index] as Result));
    } catch (error) {
      if (batch.length === 1 || !isItemSpecificFailure(error)) {
        for (const entry of batch) entry.reject(error);
        return;
      }
      // The statement was refused as a whole, so nothing of it was kept: each item can be tried again,
      // unless its caller already heard that it failed: a write must never land after that.
      for (const entry of batch) {
        if (answered()) return;
        await runChecked([entry.item]).then((results) => entry.resolve(results[0] as Result), entry.reject);
      }
    }
  }

  async function runChecked(items: Item[]): Promise<readonly Result[]> {
    const results = await options.run(items);
    if (results.length !== items.length) throw new Error(`a batch of ${items.length} answered ${results.length} results`);
    return results;
  }

  return (item) =>
    new Promise<Result>((resolve, reject) => {
      waiting.push({ item, resolve, reject });
      scheduleFlush();
    });
}
