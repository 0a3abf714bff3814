/**
 * How many batched statements may run at once, per database, and so how many connections the batch
 * pool needs: every batch that may run has a connection waiting for it, and no session lookup ever
 * queues for a connection behind a list read.
 */
export const BATCHES_IN_FLIGHT = {
  sessionLookups: 2,
  /** Lists of every kind together (each combination of task filters, the goals) … */
  lists: 4,
  /** … and of one kind: more of one kind gained nothing in the benchmarks (decision 13). */
  listsOfOneKind: 2,
  /** Task changes wait for the WAL flush: more in flight let commits share flushes. */
  todoChanges: 4,
  /** Daily-plan saves and new tasks: each batch is one statement and one WAL flush for many people. */
  planSaves: 2,
  todoCreates: 2,
  /** A tick's look at its habit goal's kept rate (`rateNeedsRefresh`): short reads, one at a time. */
  habitRates: 1,
} as const;

export const BATCH_POOL_SIZE =
  BATCHES_IN_FLIGHT.sessionLookups +
  BATCHES_IN_FLIGHT.lists +
  BATCHES_IN_FLIGHT.todoChanges +
  BATCHES_IN_FLIGHT.planSaves +
  BATCHES_IN_FLIGHT.todoCreates +
  BATCHES_IN_FLIGHT.habitRates;
