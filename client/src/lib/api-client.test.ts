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
afterEach(() => vi.restoreAllMocks());
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

describe('what a person is told about a failed call', () => {
  /** The module, fresh, and the error a call answered with `body` and `status` throws. */
  async function failureOf(status: number, body: string, statusText = ''): Promise<{ client: ApiClient; error: unknown }> {
    vi.resetModules();
    vi.stubGlobal('fetch', async () => new Response(body, { status, statusText }));
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const client = await import('./api-client');
    const error = await client.apiRequest('POST', '/api/user/change-password', {}).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(client.ApiError);
    return { client, error };
  }

  it('is the server’s own sentence when the answer is Stepwise’s JSON error, without the status code', async () => {
    const { client, error } = await failureOf(401, JSON.stringify({ message: 'Invalid username or password' }), 'Unauthorized');
    expect(client.messageOf(error, 'Failed to login')).toBe('Invalid username or password');
    expect(client.failureTitle('Failed to create task', error)).toBe('Failed to create task: Invalid username or password');
    // The code stays where developers look.
    expect((error as Error).message).toBe('401: Invalid username or password');
    expect(console.warn).not.toHaveBeenCalled();
  });

  it.each([
    ['a proxy’s error page', 502, '<html><body><h1>502 Bad Gateway</h1></body></html>', 'Bad Gateway'],
    ['an empty body with a status text', 502, '', 'Bad Gateway'],
    ['plain text', 503, 'Service Unavailable', 'Service Unavailable'],
    ['JSON of another shape', 500, JSON.stringify({ error: 'upstream timed out' }), 'Internal Server Error'],
  ])('is the action’s own words for %s, never the status or its text', async (_kind, status, body, statusText) => {
    const { client, error } = await failureOf(status, body, statusText);
    expect(client.messageOf(error, 'Failed to change password')).toBe('Failed to change password');
    expect(client.failureTitle('Failed to move tasks', error)).toBe('Failed to move tasks');
    expect((error as Error).message).toMatch(new RegExp(`^${status}: `));
    expect(console.warn).toHaveBeenCalledOnce();
  });

  it('says the server could not be reached when the network fails', async () => {
    vi.resetModules();
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    const client = await import('./api-client');
    const error = await client.apiRequest('GET', '/api/goals').catch((caught: unknown) => caught);
    expect(client.messageOf(error, 'Failed to save goal')).toBe('Could not reach Stepwise. Check your connection and try again.');
  });

  it('never shows a programming error’s text', async () => {
    const { messageOf, failureTitle } = await import('./api-client');
    expect(messageOf(new SyntaxError('Unexpected token < in JSON at position 0'), 'Save failed')).toBe('Save failed');
    expect(failureTitle('Failed to delete todo', 'boom')).toBe('Failed to delete todo');
  });
});
