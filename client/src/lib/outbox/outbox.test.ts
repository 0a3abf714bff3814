import { describe, expect, it } from 'vitest';
import { ApiError, NetworkError } from '../api-client';
import { byMadeAt, isTempId, newTempId, tempIdsOf, withSavedIds, type QueuedChange, type RefusedChange, type SavedId } from './queued-change';
import { replayWaiting, type OutboxStorage } from './replay';

let made = 0;
const change = (fields: Partial<QueuedChange> & Pick<QueuedChange, 'method' | 'path'>): QueuedChange => ({
  id: `change-${++made}`,
  label: `Change ${made}`,
  madeAt: 1000 + made,
  ...fields,
});

describe('temporary ids', () => {
  it('are negative, unique even within one millisecond, and never taken for a server id', () => {
    const ids = Array.from({ length: 500 }, () => newTempId(1_790_000_000_000));
    expect(new Set(ids).size).toBe(500);
    expect(ids.every(isTempId)).toBe(true);
    expect(ids.every(Number.isSafeInteger)).toBe(true);
    expect(isTempId(12)).toBe(false);
    expect(isTempId(0)).toBe(false);
    expect(isTempId(-1.5)).toBe(false);
    expect(isTempId('-3')).toBe(false);
  });

  it('are found in the path, the id fields of the body and the changed record, nowhere else', () => {
    expect(tempIdsOf({ path: '/api/todos/-42?scope=following' })).toEqual([-42]);
    expect(tempIdsOf({ path: '/api/goals/-7/emotions', body: { intensity: -3, goalId: -8 } })).toEqual([-7, -8]);
    expect(tempIdsOf({ path: '/api/todos/reschedule', body: { ids: [4, -5, -6], dueDate: '2026-11-26' } })).toEqual([-5, -6]);
    expect(tempIdsOf({ path: '/api/todos/3', body: { title: '-12', pomodoros: -1 } })).toEqual([]);
    expect(
      tempIdsOf({ path: '/api/todos/-9', versioned: { kind: 'task', base: { id: -9, version: 0, title: 'x' }, change: { goalId: -2 } } }),
    ).toEqual([-9, -2]);
  });
});

describe('withSavedIds', () => {
  const saved = new Map<number, SavedId>([
    [-100, { id: 31, version: 1 }],
    [-200, { id: 32, version: 4 }],
  ]);
  const lookup = (tempId: number) => saved.get(tempId);

  it('puts the server ids in the path and the id fields, and leaves the rest as typed', () => {
    const remapped = withSavedIds(
      change({ method: 'POST', path: '/api/todos', body: { title: 'Stretch -100', goalId: -100, pomodoros: 2 } }),
      lookup,
    );
    expect(remapped.body).toEqual({ title: 'Stretch -100', goalId: 31, pomodoros: 2 });
    expect(withSavedIds(change({ method: 'DELETE', path: '/api/todos/-200?scope=following' }), lookup).path).toBe('/api/todos/32?scope=following');
    expect(withSavedIds(change({ method: 'POST', path: '/api/todos/reschedule', body: { ids: [-100, 5, -999] } }), lookup).body).toEqual({ ids: [31, 5, -999] });
  });

  it('makes a change to a record created offline on the version the server created it with', () => {
    const remapped = withSavedIds(
      change({
        method: 'PATCH',
        path: '/api/todos/-200',
        versioned: { kind: 'task', base: { id: -200, version: 0, title: 'Read', goalId: -100 }, change: { completed: true, goalId: -100 } },
      }),
      lookup,
    );
    expect(remapped.path).toBe('/api/todos/32');
    expect(remapped.versioned?.base).toEqual({ id: 32, version: 4, title: 'Read', goalId: 31 });
    expect(remapped.versioned?.change).toEqual({ completed: true, goalId: 31 });
  });

  it('leaves a record the server already had on the version it was seen at', () => {
    const versioned = { kind: 'goal' as const, base: { id: 8, version: 3, title: 'Run' }, change: { title: 'Run far' } };
    expect(withSavedIds(change({ method: 'PATCH', path: '/api/goals/8', versioned }), lookup).versioned).toEqual(versioned);
  });
});

describe('byMadeAt', () => {
  it('orders by the time made, then by id for two tabs in the same millisecond', () => {
    const a = { ...change({ method: 'POST', path: '/a' }), madeAt: 5, id: 'b' };
    const b = { ...change({ method: 'POST', path: '/b' }), madeAt: 5, id: 'a' };
    const c = { ...change({ method: 'POST', path: '/c' }), madeAt: 1, id: 'z' };
    expect([a, b, c].sort(byMadeAt).map((queued) => queued.path)).toEqual(['/c', '/b', '/a']);
  });
});

/** The outbox in memory, as IndexedDB keeps it in the browser. */
function memoryStorage(initial: QueuedChange[]) {
  const waiting = new Map(initial.map((queued) => [queued.id, queued]));
  const refused: (RefusedChange & { tempId?: number })[] = [];
  const ids = new Map<number, SavedId>();
  const storage: OutboxStorage = {
    waiting: async () => [...waiting.values()].sort(byMadeAt),
    remove: async (id) => void waiting.delete(id),
    savedIds: async () => new Map(ids),
    saveId: async (tempId, saved) => void ids.set(tempId, saved),
    refuse: async (queued, reason) => {
      waiting.delete(queued.id);
      refused.push({ id: queued.id, label: queued.label, reason, ...(queued.text && { text: queued.text }), ...(queued.tempId && { tempId: queued.tempId }) });
    },
    refused: async () => [...refused],
  };
  return { storage, waiting, refused, ids };
}

/** A server that makes records with growing ids and remembers each idempotency key it has done. */
function fakeServer() {
  let nextId = 500;
  const done = new Map<string, unknown>();
  const received: QueuedChange[] = [];
  return {
    received,
    created: () => done.size,
    send: async (sent: QueuedChange): Promise<unknown> => {
      received.push(sent);
      if (sent.method !== 'POST') return { id: Number(sent.path.split('/').at(-1)), version: 2 };
      if (!done.has(sent.id)) done.set(sent.id, { id: nextId++, version: 1 });
      return done.get(sent.id);
    },
  };
}

describe('replayWaiting', () => {
  it('sends the changes in the order made, with the ids the server gave the records made offline', async () => {
    const goal = change({ method: 'POST', path: '/api/goals', body: { title: 'Half marathon' }, tempId: -1 });
    const task = change({ method: 'POST', path: '/api/todos', body: { title: 'Run 5 km', goalId: -1 }, tempId: -2 });
    const tick = change({
      method: 'PATCH',
      path: '/api/todos/-2',
      versioned: { kind: 'task', base: { id: -2, version: 0, title: 'Run 5 km' }, change: { completed: true } },
    });
    const { storage, waiting, ids } = memoryStorage([tick, task, goal]);
    const server = fakeServer();

    expect(await replayWaiting(storage, server.send)).toEqual({ sent: 3, refused: 0 });
    expect(server.received.map((sent) => sent.path)).toEqual(['/api/goals', '/api/todos', '/api/todos/501']);
    expect(server.received[1]?.body).toEqual({ title: 'Run 5 km', goalId: 500 });
    expect(server.received[2]?.versioned?.base).toMatchObject({ id: 501, version: 1 });
    expect(waiting.size).toBe(0);
    expect(ids.get(-1)).toEqual({ id: 500, version: 1 });
  });

  it('stops at a network failure and keeps that change and the later ones, in order', async () => {
    const first = change({ method: 'POST', path: '/api/goals', body: { title: 'A' }, tempId: -1 });
    const second = change({ method: 'POST', path: '/api/todos', body: { title: 'B', goalId: -1 } });
    const third = change({ method: 'DELETE', path: '/api/todos/9' });
    const { storage, waiting } = memoryStorage([first, second, third]);
    const server = fakeServer();
    let calls = 0;
    const flaky = (sent: QueuedChange) => (++calls === 2 ? Promise.reject(new NetworkError()) : server.send(sent));

    expect(await replayWaiting(storage, flaky)).toEqual({ sent: 1, refused: 0, stoppedBy: 'network' });
    expect([...waiting.keys()]).toEqual([second.id, third.id]);
    // The next try goes on where it stopped, the goal's new id still known.
    expect(await replayWaiting(storage, server.send)).toEqual({ sent: 2, refused: 0 });
    expect(server.received.at(-2)?.body).toEqual({ title: 'B', goalId: 500 });
  });

  it('does a create once when its answer was lost and it is sent again (the same idempotency key)', async () => {
    const create = change({ method: 'POST', path: '/api/todos', body: { title: 'Call the physio' }, tempId: -3 });
    const { storage } = memoryStorage([create]);
    const server = fakeServer();
    // The server did it, but the answer never came back.
    const answerLost = async (sent: QueuedChange) => {
      await server.send(sent);
      throw new NetworkError();
    };
    expect((await replayWaiting(storage, answerLost)).stoppedBy).toBe('network');
    expect(await replayWaiting(storage, server.send)).toEqual({ sent: 1, refused: 0 });
    expect(server.created()).toBe(1);
    expect(server.received.map((sent) => sent.id)).toEqual([create.id, create.id]);
  });

  it('stops without refusing on a server failure or an ended session', async () => {
    for (const [status, stop] of [
      [500, 'server'],
      [503, 'server'],
      [429, 'server'],
      [401, 'session'],
    ] as const) {
      const { storage, waiting } = memoryStorage([change({ method: 'POST', path: '/api/goals', body: { title: 'x' } })]);
      const failing = () => Promise.reject(new ApiError(status, `${status}`, null));
      expect(await replayWaiting(storage, failing)).toEqual({ sent: 0, refused: 0, stoppedBy: stop });
      expect(waiting.size).toBe(1);
    }
  });

  it('keeps a refused change with its text and the reason, refuses what needed its record, and goes on with the rest', async () => {
    const goal = change({ method: 'POST', path: '/api/goals', body: { title: 'Too deep' }, tempId: -1, label: 'New goal “Too deep”', text: 'Too deep' });
    const task = change({ method: 'POST', path: '/api/todos', body: { title: 'Under it', goalId: -1 }, tempId: -2, text: 'Under it' });
    const edit = change({ method: 'PATCH', path: '/api/todos/-2', body: { title: 'Under it, renamed' } });
    const other = change({ method: 'PATCH', path: '/api/goals/7', body: { title: 'Fine' } });
    const { storage, waiting, refused } = memoryStorage([goal, task, edit, other]);
    const server = fakeServer();
    const refusing = (sent: QueuedChange) =>
      sent.path === '/api/goals'
        ? Promise.reject(new ApiError(400, '400: Too deep', { message: 'Goals nest at most 8 levels deep' }))
        : server.send(sent);

    expect(await replayWaiting(storage, refusing)).toEqual({ sent: 1, refused: 3 });
    expect(waiting.size).toBe(0);
    expect(refused.map(({ id, reason, text }) => ({ id, reason, text }))).toEqual([
      { id: goal.id, reason: 'Goals nest at most 8 levels deep', text: 'Too deep' },
      { id: task.id, reason: 'It needs “New goal “Too deep””, which was not saved.', text: 'Under it' },
      { id: edit.id, reason: `It needs “${task.label}”, which was not saved.`, text: undefined },
    ]);
    expect(server.received.map((sent) => sent.path)).toEqual(['/api/goals/7']);
  });

  it('takes a deletion of something already gone as done', async () => {
    const { storage, waiting, refused } = memoryStorage([change({ method: 'DELETE', path: '/api/todos/4' })]);
    const gone = () => Promise.reject(new ApiError(404, '404: Todo not found', { message: 'Todo not found' }));
    expect(await replayWaiting(storage, gone)).toEqual({ sent: 1, refused: 0 });
    expect(waiting.size + refused.length).toBe(0);
  });

  it('refuses, without sending it, a change to a record made offline whose create is lost', async () => {
    const { storage, refused } = memoryStorage([change({ method: 'PATCH', path: '/api/todos/-77', body: { title: 'x' } })]);
    const server = fakeServer();
    expect(await replayWaiting(storage, server.send)).toEqual({ sent: 0, refused: 1 });
    expect(server.received).toEqual([]);
    expect(refused[0]?.reason).toBe('It needs a record made offline that was not saved.');
  });
});
