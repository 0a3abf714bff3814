import { randomBytes } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll } from 'vitest';
import type { User } from '@shared/schemas/auth';
import type { Goal } from '@shared/schemas/goals';
import type { Todo } from '@shared/schemas/todos';
import { buildApp, type AppOptions } from '../app';
import { loadConfig, type AppConfig } from '../config';
import type { DatabaseHandle } from '../db/client';
import { SESSION_COOKIE } from '../auth/sessions';
import { openTestDatabase } from './test-database';

export interface TestContext {
  app: FastifyInstance;
  database: DatabaseHandle;
}

/** The real app on `database`, as the tests use it: generous sign-in limits, every answer checked. */
export async function buildTestApp(
  database: DatabaseHandle,
  configure: (config: AppConfig) => AppConfig = (config) => config,
  options: Pick<AppOptions, 'buildId'> = {},
): Promise<FastifyInstance> {
  const base = loadConfig({ CLIENT_DIST_DIR: '/nonexistent-client-dist' });
  const config = configure({
    ...base,
    authRateLimit: { ...base.authRateLimit, perIp: 10_000, failuresPerUsername: 10_000 },
  });
  return buildApp({ config, database, checkResponses: true, ...options });
}

/**
 * Builds the real app on a fresh database for the calling test file and closes both after its last
 * test. Sign-in limits are generous unless a test asks otherwise.
 */
export async function startTestApp(configure?: (config: AppConfig) => AppConfig): Promise<TestContext> {
  const database = await openTestDatabase();
  const app = await buildTestApp(database, configure);
  afterAll(async () => {
    await app.close();
    await database.close();
  });
  return { app, database };
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Talks to the app as one browser would: keeps the session cookie it is given. */
export class TestClient {
  constructor(
    readonly app: FastifyInstance,
    public cookie?: string,
  ) {}

  request(method: Method, url: string, body?: unknown, headers: Record<string, string> = {}): Promise<LightMyRequestResponse> {
    return this.app.inject({
      method,
      url,
      headers: { ...(this.cookie && { cookie: `${SESSION_COOKIE}=${this.cookie}` }), ...headers },
      ...(body !== undefined && { payload: body as object }),
    });
  }

  get = (url: string) => this.request('GET', url);
  post = (url: string, body?: unknown) => this.request('POST', url, body);
  put = (url: string, body?: unknown) => this.request('PUT', url, body);
  patch = (url: string, body?: unknown) => this.request('PATCH', url, body);
  delete = (url: string) => this.request('DELETE', url);
}

export function sessionCookieOf(response: LightMyRequestResponse): string | undefined {
  return response.cookies.find((cookie) => cookie.name === SESSION_COOKIE)?.value || undefined;
}

export const uniqueUsername = (prefix = 'user') => `${prefix}_${randomBytes(5).toString('hex')}`;

export interface SignedInUser {
  client: TestClient;
  user: User;
  username: string;
  password: string;
}

/** Registers a brand-new user and returns a client signed in as them. */
export async function signUp(app: FastifyInstance, username = uniqueUsername()): Promise<SignedInUser> {
  const password = `pw-${randomBytes(6).toString('hex')}`;
  const response = await new TestClient(app).post('/api/register', { username, password });
  if (response.statusCode !== 201) throw new Error(`sign-up failed: ${response.statusCode} ${response.body}`);
  return { client: new TestClient(app, sessionCookieOf(response)), user: response.json(), username, password };
}

const inDays = (days: number) => new Date(Date.now() + days * 24 * 60 * 60 * 1000).toISOString();

/** Creates a goal through the API, with sensible defaults for anything not given. */
export async function buildGoal(client: TestClient, fields: Record<string, unknown> = {}): Promise<Goal> {
  const response = await client.post('/api/goals', { title: 'Learn Spanish', deadline: inDays(30), ...fields });
  if (response.statusCode !== 201) throw new Error(`goal failed: ${response.statusCode} ${response.body}`);
  return response.json();
}

/** Creates a task through the API, with sensible defaults for anything not given. */
export async function buildTodo(client: TestClient, fields: Record<string, unknown> = {}): Promise<Todo> {
  const response = await client.post('/api/todos', { title: 'Practise verbs', dueDate: inDays(0), ...fields });
  if (response.statusCode !== 201) throw new Error(`todo failed: ${response.statusCode} ${response.body}`);
  return response.json();
}

export { inDays };
