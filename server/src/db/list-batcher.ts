import { shareAnswer } from '../shared-answers';
import type { RawQuery, RawStatement } from './raw-query';
import { BATCHES_IN_FLIGHT } from './batch-limits';
import { createStatementBatcher, InFlightLane } from './statement-batcher';

/** The lists of one database share a limit, however many combinations of filters the requests ask for. */
const listLanes = new WeakMap<RawQuery, InFlightLane>();
function listLaneOf(query: RawQuery): InFlightLane {
  let lane = listLanes.get(query);
  if (!lane) {
    lane = new InFlightLane(BATCHES_IN_FLIGHT.lists);
    listLanes.set(query, lane);
  }
  return lane;
}

/**
 * A row of a batched list statement: which request of the batch (from 1, `with ordinality`) it belongs
 * to, and whose row it is, which must be that request's user.
 */
export interface ListRow {
  item: number;
  ownerId: number;
}

/**
 * Answers list requests (a user's tasks of a day, a user's goals) that arrive together with one
 * statement. The statement takes one array per parameter, `unnest`s them `with ordinality as r(…, item)`
 * and selects each request's rows with its `item`, in the order of the list.
 *
 * The same list asked for twice at once (two tabs, a refetch) is read once, and the list is a shared
 * answer (`shareAnswer`): frozen, and written to JSON only once however many requests it answers.
 */
export function createListBatcher<Request, Row extends ListRow, Entry extends object>(options: {
  query: RawQuery;
  statement: RawStatement;
  /** Equal for two requests that ask for the same list. */
  keyOf(request: Request): string;
  /** The user whose rows the request may see. */
  ownerOf(request: Request): number;
  /** The statement's parameters for these requests: one array per parameter, one element per request. */
  parametersOf(requests: readonly Request[]): unknown[][];
  entryOf(row: Row): Entry;
}): (request: Request) => Promise<readonly Entry[]> {
  return createStatementBatcher<Request, readonly Entry[]>({
    maxInFlight: BATCHES_IN_FLIGHT.listsOfOneKind,
    lane: listLaneOf(options.query),
    maxBatchSize: 200,
    async run(requests) {
      const keys = requests.map(options.keyOf);
      const distinct = new Map(requests.map((request, index) => [keys[index] as string, request]));
      const distinctRequests = [...distinct.values()];
      const parameters = options.parametersOf(distinctRequests);
      if (parameters.some((values) => values.length !== distinctRequests.length)) {
        throw new Error(`${options.statement.name}: a parameter array does not have one value per request`);
      }
      const rows = await options.query<Row>(options.statement, parameters);
      const distinctKeys = [...distinct.keys()];
      const lists = distinctKeys.map((): Entry[] => []);
      // Rows find their request by position: a row that names no request of the batch, or another
      // person's row, is a bug in the statement, and must fail rather than reach anyone.
      for (const row of rows) {
        const list = lists[row.item - 1];
        if (!list || row.ownerId !== options.ownerOf(distinctRequests[row.item - 1] as Request)) {
          throw new Error(`${options.statement.name}: a row does not belong to the request it names`);
        }
        list.push(Object.freeze(options.entryOf(row)));
      }
      const byKey = new Map(distinctKeys.map((key, index) => [key, shareAnswer(lists[index] as readonly Entry[])]));
      return keys.map((key) => byKey.get(key) as readonly Entry[]);
    },
  });
}
