import { describe, expect, it } from 'vitest';
import { createListBatcher, type ListRow } from './list-batcher';
import type { RawQuery } from './raw-query';

interface Row extends ListRow {
  title: string;
}

/** A list batcher over a fake statement that answers the rows `answer` builds from the parameters. */
function listOf(answer: (parameters: unknown[][]) => Row[], parametersOf = (requests: readonly { userId: number }[]) => [requests.map((request) => request.userId)]) {
  const query = (async (_statement: unknown, values: unknown[]) => answer(values as unknown[][])) as RawQuery;
  return createListBatcher<{ userId: number }, Row, { title: string }>({
    query,
    statement: { name: 'list_test', text: '' },
    keyOf: (request) => String(request.userId),
    ownerOf: (request) => request.userId,
    parametersOf,
    entryOf: (row) => ({ title: row.title }),
  });
}

describe('createListBatcher', () => {
  it('gives each request the rows of its own item', async () => {
    const list = listOf(([users]) => (users as number[]).map((userId, index) => ({ item: index + 1, ownerId: userId, title: `of ${userId}` })));
    expect(await Promise.all([list({ userId: 4 }), list({ userId: 9 }), list({ userId: 4 })])).toEqual([
      [{ title: 'of 4' }],
      [{ title: 'of 9' }],
      [{ title: 'of 4' }],
    ]);
  });

  it('fails rather than hand a row to a request of another person', async () => {
    const swapped = listOf(([users]) => (users as number[]).map((_userId, index) => ({ item: 2 - index, ownerId: (users as number[])[index]!, title: 'x' })));
    const answers = await Promise.allSettled([swapped({ userId: 1 }), swapped({ userId: 2 })]);
    expect(answers.map((answer) => answer.status)).toEqual(['rejected', 'rejected']);
    expect((answers[0] as PromiseRejectedResult).reason.message).toBe('list_test: a row does not belong to the request it names');
  });

  it('fails rather than drop a row that names no request of the batch', async () => {
    const outOfRange = listOf(() => [{ item: 2, ownerId: 1, title: 'x' }]);
    await expect(outOfRange({ userId: 1 })).rejects.toThrow('a row does not belong to the request it names');
  });

  it('refuses parameter arrays that do not hold one value per request', async () => {
    const short = listOf(() => [], (requests) => [requests.map((request) => request.userId), []]);
    await expect(short({ userId: 1 })).rejects.toThrow('list_test: a parameter array does not have one value per request');
  });

  it('answers lists that can’t be changed, since one list may answer several requests', async () => {
    const list = listOf(() => [
      { item: 1, ownerId: 3, title: 'shared b' },
      { item: 1, ownerId: 3, title: 'shared a' },
    ]);
    const answer = await list({ userId: 3 });
    expect(Object.isFrozen(answer)).toBe(true);
    // @ts-expect-error: the answer is read-only, so sorting it in place does not compile.
    expect(() => answer.sort()).toThrow();
  });
});
