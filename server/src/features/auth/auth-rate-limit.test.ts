import { describe, expect, it } from 'vitest';
import { signUp, startTestApp, TestClient, uniqueUsername } from '../../test/test-app';

const { app } = await startTestApp((config) => ({
  ...config,
  authRateLimit: { perIp: 5, failuresPerUsername: 3, windowMs: 60_000 },
}));

/** Each test speaks from its own address so the per-address counters don't mix. */
const from = (ip: string) => ({
  post: (url: string, body: unknown) =>
    app.inject({ method: 'POST', url, payload: body as object, remoteAddress: ip }),
});

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

  it('locks a username after repeated failures from anywhere, even with the right password', async () => {
    const { username, password } = await signUp(app);
    for (const ip of ['10.0.1.1', '10.0.1.2', '10.0.1.3']) {
      expect((await from(ip).post('/api/login', { username, password: 'wrong-password' })).statusCode).toBe(401);
    }
    const locked = await from('10.0.1.4').post('/api/login', { username, password });
    expect(locked.statusCode).toBe(429);
  });

  it('counts concurrent guesses before checking them, so a burst can’t slip past the limit', async () => {
    const { username } = await signUp(app);
    const guesses = await Promise.all(
      Array.from({ length: 12 }, (_, index) =>
        from(`10.0.3.${index + 1}`).post('/api/login', { username, password: `wrong-${index}` }),
      ),
    );
    const statuses = guesses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 401)).toHaveLength(3);
    expect(statuses.filter((status) => status === 429)).toHaveLength(9);
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
    for (let round = 0; round < 2; round++) {
      expect((await client.post('/api/login', { username, password: 'wrong-password' })).statusCode).toBe(401);
      expect((await client.post('/api/login', { username, password: 'wrong-password' })).statusCode).toBe(401);
      expect((await from(`10.0.2.${round + 2}`).post('/api/login', { username, password })).statusCode).toBe(200);
    }
  });

  it('leaves signed-in traffic alone', async () => {
    const { client } = await signUp(app);
    const signedIn = new TestClient(app, client.cookie);
    for (let request = 0; request < 10; request++) expect((await signedIn.get('/api/user')).statusCode).toBe(200);
  });
});
