import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rateLimits } from '../../db/schema';
import { signUp, startTestApp, TestClient, uniqueUsername } from '../../test/test-app';

const { app, database } = await startTestApp((config) => ({
  ...config,
  authRateLimit: { perIp: 5, failuresPerUsername: 3, windowMs: 60_000 },
}));

/** Each test speaks from its own address so the per-address counters don't mix. */
const from = (ip: string) => ({
  post: (url: string, body: unknown) =>
    app.inject({ method: 'POST', url, payload: body as object, remoteAddress: ip }),
});

/** Lets the wait of an account at an address, and the address's own attempt count, end now, as if time had passed. */
async function letTimePass(username: string, ip: string): Promise<void> {
  const keys = [`auth:account:name:${username.toLowerCase()}:wait:${ip}`, `auth:ip:${ip}`];
  await database.db
    .update(rateLimits)
    .set({ resetAt: sql`now()` })
    .where(sql`${rateLimits.key} in (${sql.join(keys.map((key) => sql`${key}`), sql`, `)})`);
}

/** A new account registered from its own address, so that the tests' registrations don't share one address's limit. */
async function newAccount(ip: string) {
  const credentials = { username: uniqueUsername(), password: 'secret-password' };
  expect((await from(ip).post('/api/register', credentials)).statusCode).toBe(201);
  return credentials;
}

describe('sign-in rate limits', () => {
  it('stops an address after too many attempts, with a message and Retry-After', async () => {
    const client = from('10.0.0.1');
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 6; attempt++) {
      const response = await client.post('/api/login', { username: uniqueUsername(), password: 'whatever' });
      statuses.push(response.statusCode);
      if (response.statusCode === 429) {
        expect(response.json().message).toMatch(/^Too many attempts\. Please try again in 1 minute\.$/);
        expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
      }
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
  });

  it('counts registrations from an address too', async () => {
    const client = from('10.0.0.2');
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 6; attempt++) {
      statuses.push((await client.post('/api/register', { username: uniqueUsername(), password: 'secret1' })).statusCode);
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
  });

  it('slows a guesser spread over many addresses without locking the owner out of their own device', async () => {
    const { username, password } = await newAccount('10.0.1.199');
    expect((await from('10.0.1.200').post('/api/login', { username, password })).statusCode).toBe(200);
    // The ceiling for unknown addresses is 3 × 10 checks an hour (the owner's first sign-in was one of them);
    // the guesser makes 35 from 35 addresses.
    const statuses: number[] = [];
    for (let index = 1; index <= 35; index++) {
      statuses.push((await from(`10.0.1.${index}`).post('/api/login', { username, password: `guess-${index}` })).statusCode);
    }
    expect(statuses.slice(0, 29).every((status) => status === 401)).toBe(true);
    // Past it, unknown addresses share one check per 30 seconds.
    expect(statuses.slice(29)).toEqual([401, 429, 429, 429, 429, 429]);

    // The owner, from where they signed in before: straight in, with no wait.
    expect((await from('10.0.1.200').post('/api/login', { username, password })).statusCode).toBe(200);
    // From a new address: a short wait, never a lock-out.
    const elsewhere = await from('10.0.1.201').post('/api/login', { username, password });
    expect(elsewhere.statusCode).toBe(429);
    expect(Number(elsewhere.headers['retry-after'])).toBeLessThanOrEqual(30);
  });

  it('counts concurrent guesses from unknown addresses before checking them, so a burst can’t slip past the ceiling', async () => {
    const { username } = await newAccount('10.0.3.199');
    const guesses = await Promise.all(
      Array.from({ length: 40 }, (_, index) => from(`10.0.3.${index + 1}`).post('/api/login', { username, password: `wrong-${index}` })),
    );
    const statuses = guesses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 401)).toHaveLength(31);
    expect(statuses.filter((status) => status === 429)).toHaveLength(9);
  });

  it('makes each failure from one address past the free ones wait twice as long, for that address only', async () => {
    const { username, password } = await newAccount('10.0.4.199');
    const guesser = from('10.0.4.1');
    for (let attempt = 0; attempt < 3; attempt++) {
      expect((await guesser.post('/api/login', { username, password: 'wrong-password' })).statusCode).toBe(401);
    }
    const waits: number[] = [];
    for (let round = 0; round < 3; round++) {
      const refused = await guesser.post('/api/login', { username, password });
      expect(refused.statusCode).toBe(429);
      waits.push(Number(refused.headers['retry-after']));
      await letTimePass(username, '10.0.4.1');
      expect((await guesser.post('/api/login', { username, password: 'wrong-password' })).statusCode).toBe(401);
    }
    expect(waits.map((seconds) => Math.round(seconds / 30) * 30)).toEqual([30, 60, 120]);
    // Another address of the same account is not slowed by them.
    expect((await from('10.0.4.2').post('/api/login', { username, password })).statusCode).toBe(200);
  });

  it('limits password guesses through the change-password form of a signed-in session', async () => {
    const { client } = await signUp(app);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 4; attempt++) {
      const response = await client.post('/api/user/change-password', {
        currentPassword: `wrong-${attempt}`,
        newPassword: 'new-secret',
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([400, 400, 400, 429]);
  });

  it('forgets earlier failures after a successful sign-in', async () => {
    const { username, password } = await signUp(app);
    const client = from('10.0.2.1');
    expect((await client.post('/api/login', { username, password: 'wrong-password' })).statusCode).toBe(401);
    expect((await client.post('/api/login', { username, password: 'wrong-password' })).statusCode).toBe(401);
    expect((await client.post('/api/login', { username, password })).statusCode).toBe(200);
    // Without the fresh start, the third failure would make the next attempt wait.
    expect((await client.post('/api/login', { username, password: 'wrong-password' })).statusCode).toBe(401);
    expect((await client.post('/api/login', { username, password: 'wrong-password' })).statusCode).toBe(401);
  });

  it('leaves signed-in traffic alone', async () => {
    const { client } = await signUp(app);
    const signedIn = new TestClient(app, client.cookie);
    for (let request = 0; request < 10; request++) expect((await signedIn.get('/api/user')).statusCode).toBe(200);
  });
});
