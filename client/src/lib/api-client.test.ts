import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as ApiClientModule from './api-client';

type ApiClient = typeof ApiClientModule;

/** A fresh copy of the module (its "already told" memory included) answering every call with `status`. */
async function clientAnswering(status: number): Promise<{ client: ApiClient; ended: () => number }> {
  vi.resetModules();
  vi.stubGlobal('fetch', async () => new Response(JSON.stringify({ message: status === 401 ? 'Please sign in to continue' : 'Refused' }), { status }));
  const client = await import('./api-client');
  let count = 0;
  client.whenSessionEnds(() => count++);
  return { client, ended: () => count };
}

beforeEach(() => vi.unstubAllGlobals());
afterEach(() => vi.unstubAllGlobals());

describe('the end of a session', () => {
  it('is told once, however many data calls are refused together', async () => {
    const { client, ended } = await clientAnswering(401);
    const calls = [
      client.getOrNullWhenSignedOut('/api/goals'),
      client.getOrNullWhenSignedOut('/api/daily-plans?date=2025-05-12'),
      client.apiRequest('POST', '/api/todos', { title: 'Call the bank' }).catch((error: unknown) => error),
      client.apiRequest('PATCH', '/api/goals/7', { progress: 50 }).catch((error: unknown) => error),
    ];
    const [goals, plan, created, changed] = await Promise.all(calls);
    expect(goals).toBeNull();
    expect(plan).toBeNull();
    expect(created).toMatchObject({ name: 'ApiError', status: 401 });
    expect(changed).toMatchObject({ name: 'ApiError', status: 401 });
    expect(ended()).toBe(1);
  });

  it.each([
    ['GET', '/api/user'],
    ['POST', '/api/login'],
    ['POST', '/api/register'],
  ])('is not what a 401 from %s %s means (signed out, or a refused sign-in)', async (method, url) => {
    const { client, ended } = await clientAnswering(401);
    if (method === 'GET') expect(await client.getOrNullWhenSignedOut(url)).toBeNull();
    else await expect(client.apiRequest(method, url, { username: 'ann', password: 'wrong' })).rejects.toThrow('401');
    expect(ended()).toBe(0);
  });

  it.each([403, 404, 500, 503])('is not told for a %i', async (status) => {
    const { client, ended } = await clientAnswering(status);
    await expect(client.apiRequest('GET', '/api/goals')).rejects.toThrow(String(status));
    expect(ended()).toBe(0);
  });
});
