import type autocannon from 'autocannon';
import { describe, expect, it } from 'vitest';
import { API_CASES, type LoadFixture } from './api-cases';
import type { RequestsPerConnection } from './load';

const people = Array.from({ length: 200 }, (_, index) => ({
  cookie: `stepwise_session=person-${index}`,
  recentTaskIds: Array.from({ length: 1 + (index % 7) }, (_, task) => index * 100 + task),
}));
const fixture: LoadFixture = {
  baseUrl: 'http://127.0.0.1:1',
  heavyCookie: 'stepwise_session=heavy',
  lightCookies: [],
  toggleTaskIds: [],
  habitGoalTaskIds: [],
  today: '2026-12-06',
  people,
};

async function perConnection(caseId: string, connections: number) {
  const load = (await API_CASES.find(({ id }) => id === caseId)!.requests(fixture)) as RequestsPerConnection;
  return Array.from({ length: connections }, (_, connection) => load.perConnection(connection, connections));
}

const cookieOf = (request: autocannon.Request) => request.headers?.cookie;

describe('the many-people cases, made for each connection', () => {
  it.each(['people-todos-today', 'people-todo-toggle'])('%s: 50 connections carry 50 different people, each in turn', async (caseId) => {
    const lists = await perConnection(caseId, 50);
    const owners = new Map<string, number>();
    for (const [connection, requests] of lists.entries()) {
      const own = new Set(requests.map(cookieOf));
      expect(own.size).toBe(4);
      for (const cookie of own) {
        expect(owners.get(cookie!), `${cookie} on two connections`).toBeUndefined();
        owners.set(cookie!, connection);
      }
      // One person's request after another's: no person twice in a row.
      requests.slice(1).forEach((request, index) => expect(cookieOf(request)).not.toBe(cookieOf(requests[index]!)));
    }
    expect(owners.size).toBe(200);
  });

  it("toggles each of a person's tasks done, then open again, round and round", async () => {
    const [first] = await perConnection('people-todo-toggle', 50);
    const changesOf = (person: (typeof people)[number]) =>
      first!.filter((request) => cookieOf(request) === person.cookie).map(({ path, body }) => `${path} ${body}`);
    // Connection 0 carries the people 0, 50, 100 and 150, with 1, 2, 3 and 4 tasks: 8 turns each.
    const busiest = people[150]!;
    expect(changesOf(busiest)).toEqual([
      ...busiest.recentTaskIds.map((id) => `/api/todos/${id} {"completed":true}`),
      ...busiest.recentTaskIds.map((id) => `/api/todos/${id} {"completed":false}`),
    ]);
    expect(changesOf(people[0]!)).toEqual(Array.from({ length: 4 }, () => ['/api/todos/0 {"completed":true}', '/api/todos/0 {"completed":false}']).flat());
  });

  it('gives every connection someone when there are more connections than people', async () => {
    const lists = await perConnection('people-todos-today', 250);
    expect(lists.every((requests) => requests.length > 0)).toBe(true);
  });
});
