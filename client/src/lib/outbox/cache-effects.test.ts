import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { Goal } from '@shared/schemas/goals';
import type { ExpiredTodoPage, Todo } from '@shared/schemas/todos';
import { goalsQuery } from '../goals-query';
import { QUERY_ROOTS } from '../query-keys';
import { applyCacheEffect, listHolds } from './cache-effects';

const goal = (id: number, parentId: number | null = null): Goal => ({
  id,
  title: `Goal ${id}`,
  description: null,
  deadline: '2099-01-01T00:00:00.000Z',
  progress: 0,
  parentId,
  progressFromHabits: false,
  reminderDaysBefore: null,
  version: 1,
});
const task = (id: number, dueDate: string, fields: Partial<Todo> = {}): Todo => ({
  id,
  title: `Task ${id}`,
  description: null,
  dueDate,
  completed: false,
  failed: false,
  delayed: false,
  priority: 'medium',
  plannedTime: null,
  goalId: null,
  pomodoros: 1,
  completedAt: null,
  createdAt: '2026-11-20T10:00:00.000Z',
  version: 1,
  skipped: false,
  seriesId: null,
  occurrenceDate: null,
  repeatRule: null,
  reminderMinutesBefore: null,
  ...fields,
});

const TODAY = '2026-11-26T05:00:00.000Z';
const upcoming = [QUERY_ROOTS.todos, { dueFrom: TODAY }];
const expired = [QUERY_ROOTS.expiredTodos, { before: TODAY, limit: '50' }];
const ids = (client: QueryClient, key: unknown[]) => client.getQueryData<Todo[]>(key)?.map((shown) => shown.id);
const page = (client: QueryClient) => client.getQueryData<ExpiredTodoPage>(expired);
const pageIds = (client: QueryClient) => page(client)?.todos.map((shown) => shown.id);

function cache(): QueryClient {
  const client = new QueryClient();
  client.setQueryData(goalsQuery.queryKey, [goal(1), goal(2, 1), goal(3, 2), goal(4)]);
  client.setQueryData(upcoming, [task(10, '2026-11-26T17:00:00.000Z', { goalId: 3 }), task(11, '2026-11-27T17:00:00.000Z', { goalId: 4 })]);
  // The Expired tab's first page: one of its 30 tasks, 25 of them not marked failed.
  client.setQueryData<ExpiredTodoPage>(expired, { todos: [task(12, '2026-11-20T17:00:00.000Z', { goalId: 2 })], expired: 30, movable: 25 });
  return client;
}

describe('listHolds', () => {
  it('matches the searches the task lists are read with', () => {
    const due = task(1, '2026-11-26T17:00:00.000Z');
    expect(listHolds({ dueFrom: TODAY }, due)).toBe(true);
    expect(listHolds({ dueTo: TODAY, completed: 'false' }, due)).toBe(false);
    expect(listHolds({ dueFrom: TODAY, dueTo: '2026-11-27T05:00:00.000Z' }, due)).toBe(true);
    expect(listHolds({ dueTo: '2026-11-27T05:00:00.000Z', completed: 'false' }, { ...due, completed: true })).toBe(false);
    expect(listHolds(undefined, due)).toBe(false);
  });
});

describe('applyCacheEffect', () => {
  it('shows a task made offline in the lists that hold it, once however often it is applied', () => {
    const client = cache();
    const made = task(-5, '2026-11-26T18:00:00.000Z', { goalId: -4 });
    applyCacheEffect(client, { kind: 'new-task', task: made });
    applyCacheEffect(client, { kind: 'new-task', task: made });
    expect(ids(client, upcoming)).toEqual([10, 11, -5]);
    expect(page(client)).toMatchObject({ expired: 30, movable: 25 });
    // One made for a past day is expired at once, and counted once.
    const late = task(-8, '2026-11-25T18:00:00.000Z');
    applyCacheEffect(client, { kind: 'new-task', task: late });
    applyCacheEffect(client, { kind: 'new-task', task: late });
    expect(page(client)).toMatchObject({ expired: 31, movable: 26 });
    expect(pageIds(client)).toEqual([12, -8]);
  });

  it('shows it in a list this page has asked for but not yet read (opened offline)', () => {
    const client = cache();
    const tomorrow = [QUERY_ROOTS.todos, { dueFrom: '2026-11-27T05:00:00.000Z', dueTo: '2026-11-28T05:00:00.000Z' }];
    client.getQueryCache().build(client, { queryKey: tomorrow });
    applyCacheEffect(client, { kind: 'new-task', task: task(-6, '2026-11-27T09:00:00.000Z') });
    expect(ids(client, tomorrow)).toEqual([-6]);
  });

  it('changes, moves and deletes tasks in every list, and takes a change back', () => {
    const client = cache();
    const undo = applyCacheEffect(client, { kind: 'task-change', id: 12, change: { completed: true } });
    // Ticked, it leaves the Expired tab and its counts.
    expect(page(client)).toEqual({ todos: [], expired: 29, movable: 24 });
    undo();
    expect(page(client)).toMatchObject({ expired: 30, movable: 25 });
    expect(page(client)?.todos[0]).toMatchObject({ id: 12, completed: false });
    // Moved to today, it joins today's list.
    applyCacheEffect(client, { kind: 'tasks-moved', ids: [12], dueDate: '2026-11-26T12:00:00.000Z' });
    expect(page(client)).toEqual({ todos: [], expired: 29, movable: 24 });
    expect(ids(client, upcoming)).toEqual([10, 11, 12]);
    applyCacheEffect(client, { kind: 'task-deletion', id: 11 });
    expect(ids(client, upcoming)).toEqual([10, 12]);
    // Moved into the past, a task comes into the Expired tab.
    applyCacheEffect(client, { kind: 'task-change', id: 10, change: { dueDate: '2026-11-24T09:00:00.000Z' } });
    expect(pageIds(client)).toEqual([10]);
    expect(page(client)).toMatchObject({ expired: 30, movable: 25 });
  });

  it('moves every expired task not marked failed to today, those no page holds counted too, once however often it is applied', () => {
    const client = cache();
    const failed = task(13, '2026-11-19T17:00:00.000Z', { failed: true });
    client.setQueryData<ExpiredTodoPage>(expired, (shown) => shown && { ...shown, todos: [...shown.todos, failed] });
    const move = { kind: 'expired-moved', before: TODAY, dueDate: '2026-11-26T15:00:00.000Z' } as const;
    const undo = applyCacheEffect(client, move);
    applyCacheEffect(client, move);
    expect(page(client)).toEqual({ todos: [failed], expired: 5, movable: 0 });
    expect(ids(client, upcoming)).toEqual([10, 11, 12]);
    expect(client.getQueryData<Todo[]>(upcoming)?.[2]).toMatchObject({ dueDate: '2026-11-26T15:00:00.000Z', delayed: false });
    undo();
    expect(page(client)).toMatchObject({ expired: 30, movable: 25 });
    expect(pageIds(client)).toEqual([12, 13]);
    expect(ids(client, upcoming)).toEqual([10, 11]);
  });

  it('adds a goal made offline once, and changes a goal', () => {
    const client = cache();
    applyCacheEffect(client, { kind: 'new-goal', goal: goal(-7, 1) });
    applyCacheEffect(client, { kind: 'new-goal', goal: goal(-7, 1) });
    applyCacheEffect(client, { kind: 'goal-change', id: 4, change: { title: 'Renamed' } });
    const goals = client.getQueryData(goalsQuery.queryKey);
    expect(goals?.map((shown) => shown.id)).toEqual([1, 2, 3, 4, -7]);
    expect(goals?.find((shown) => shown.id === 4)?.title).toBe('Renamed');
  });

  it('deletes a goal with every goal under it and their tasks, and can put them all back', () => {
    const client = cache();
    const undo = applyCacheEffect(client, { kind: 'goal-deletion', id: 1 });
    expect(client.getQueryData(goalsQuery.queryKey)?.map((shown) => shown.id)).toEqual([4]);
    expect(ids(client, upcoming)).toEqual([11]);
    expect(page(client)).toEqual({ todos: [], expired: 29, movable: 24 });
    undo();
    expect(client.getQueryData(goalsQuery.queryKey)).toHaveLength(4);
    expect(ids(client, upcoming)).toEqual([10, 11]);
  });
});
