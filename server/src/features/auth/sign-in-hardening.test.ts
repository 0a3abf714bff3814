import { createHash } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { describe, expect, it } from 'vitest';
import { THEME_BOOT_SCRIPT } from '@shared/domain/theme';
import { sessionCookieOf, signUp, startTestApp, TestClient, uniqueUsername } from '../../test/test-app';

const { app } = await startTestApp();
/** Behind a reverse proxy on this machine that terminates HTTPS. */
const proxied = await startTestApp((config) => ({ ...config, trustProxy: '127.0.0.1' }));
/** Told to mark cookies Secure whatever the request looks like. */
const alwaysSecure = await startTestApp((config) => ({ ...config, secureCookies: true }));

const anonymous = () => new TestClient(app);

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] as number;
}

async function timed(request: () => Promise<unknown>): Promise<number> {
  const start = performance.now();
  await request();
  return performance.now() - start;
}

describe('no user enumeration at sign-in', () => {
  it('answers an unknown username exactly as a wrong password: status, body and headers that matter', async () => {
    const { username } = await signUp(app);
    const wrong = await anonymous().post('/api/login', { username, password: 'not-the-password' });
    const unknown = await anonymous().post('/api/login', { username: uniqueUsername(), password: 'not-the-password' });
    expect(unknown.statusCode).toBe(wrong.statusCode);
    expect(unknown.body).toBe(wrong.body);
    expect(unknown.json()).toEqual({ message: 'Invalid username or password', code: 'invalid_credentials' });
    expect(unknown.headers['set-cookie']).toEqual(wrong.headers['set-cookie']);
  });

  it('takes as long for an unknown username as for a wrong password: both check an argon2 hash', async () => {
    const { username } = await signUp(app);
    const wrongPassword = () => anonymous().post('/api/login', { username, password: 'not-the-password' });
    const unknownUser = () => anonymous().post('/api/login', { username: uniqueUsername(), password: 'not-the-password' });
    // Refused before any hashing: how long a request takes when no password is checked.
    const invalidInput = () => anonymous().post('/api/login', { username: 'ab', password: 'x' });
    // Warm-up: the first unknown-user sign-in also hashes the decoy password once.
    await unknownUser();
    await wrongPassword();

    const times = { wrongPassword: [] as number[], unknownUser: [] as number[], invalidInput: [] as number[] };
    // Interleaved, so that a busy moment on the machine slows every kind alike.
    for (let round = 0; round < 9; round++) {
      times.wrongPassword.push(await timed(wrongPassword));
      times.unknownUser.push(await timed(unknownUser));
      times.invalidInput.push(await timed(invalidInput));
    }
    const medians = {
      wrongPassword: median(times.wrongPassword),
      unknownUser: median(times.unknownUser),
      invalidInput: median(times.invalidInput),
    };
    const summary = JSON.stringify(medians);
    // Generous bounds: shared test machines are noisy, but a missing hash is a difference of many times.
    expect(medians.unknownUser / medians.wrongPassword, summary).toBeGreaterThan(1 / 3);
    expect(medians.unknownUser / medians.wrongPassword, summary).toBeLessThan(3);
    expect(medians.unknownUser, summary).toBeGreaterThan(3 * medians.invalidInput);
  });
});

describe('the session cookie', () => {
  it('is a new token on every sign-in, and the one the browser had stops working', async () => {
    const { client, username, password } = await signUp(app);
    const tokens = new Set([client.cookie]);
    let current = client;
    for (let signIn = 0; signIn < 3; signIn++) {
      const response = await current.post('/api/login', { username, password });
      const next = new TestClient(app, sessionCookieOf(response));
      expect((await current.get('/api/user')).statusCode).toBe(401);
      expect((await next.get('/api/user')).statusCode).toBe(200);
      tokens.add(next.cookie);
      current = next;
    }
    expect(tokens.size).toBe(4);
  });

  it('is httpOnly and SameSite=Lax, and not Secure over plain HTTP', async () => {
    const { username, password } = await signUp(app);
    const response = await anonymous().post('/api/login', { username, password });
    const cookie = response.cookies.find((entry) => entry.name === 'stepwise_session');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie?.secure).toBeUndefined();
  });

  it('is Secure when a trusted proxy says the visitor came over HTTPS', async () => {
    const { username, password } = await signUp(proxied.app);
    const response = await new TestClient(proxied.app).request(
      'POST',
      '/api/login',
      { username, password },
      { 'x-forwarded-proto': 'https' },
    );
    expect(response.statusCode).toBe(200);
    expect(response.cookies.find((entry) => entry.name === 'stepwise_session')).toBeUndefined();
    const cookie = response.cookies.find((entry) => entry.name === '__Host-stepwise_session');
    expect(cookie).toMatchObject({ secure: true, httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie?.domain).toBeUndefined();

    // Over HTTPS only the __Host- cookie counts: an unprefixed one a neighbouring subdomain could plant does not.
    const over = (name: string) =>
      new TestClient(proxied.app).request('GET', '/api/user', undefined, {
        'x-forwarded-proto': 'https',
        cookie: `${name}=${cookie?.value}`,
      });
    expect((await over('__Host-stepwise_session')).statusCode).toBe(200);
    expect((await over('stepwise_session')).statusCode).toBe(401);
  });

  it('ignores X-Forwarded-Proto from a client when no proxy is trusted', async () => {
    const { username, password } = await signUp(app);
    const response = await anonymous().request('POST', '/api/login', { username, password }, { 'x-forwarded-proto': 'https' });
    expect(response.cookies.find((entry) => entry.name === 'stepwise_session')?.secure).toBeUndefined();
  });

  it('is always Secure with SECURE_COOKIES, even for a plain-HTTP request', async () => {
    const response = await new TestClient(alwaysSecure.app).post('/api/register', {
      username: uniqueUsername(),
      password: 'secret1',
    });
    expect(response.cookies.find((entry) => entry.name === '__Host-stepwise_session')?.secure).toBe(true);
  });
});

describe('requests from other sites', () => {
  it('are refused with 403 for every kind of change, signed in or not', async () => {
    const { client, password } = await signUp(app);
    const evil = { origin: 'https://evil.example.com' };
    const attempts: [string, () => ReturnType<TestClient['post']>][] = [
      ['register', () => anonymous().request('POST', '/api/register', { username: uniqueUsername(), password: 'secret1' }, evil)],
      ['logout', () => client.request('POST', '/api/logout', undefined, evil)],
      ['change password', () => client.request('POST', '/api/user/change-password', { currentPassword: password, newPassword: 'x-secret' }, evil)],
      ['create a goal', () => client.request('POST', '/api/goals', { title: 'x', deadline: '2030-01-01T00:00:00Z' }, evil)],
      ['delete a task', () => client.request('DELETE', '/api/todos/1', undefined, evil)],
      ['import', () => client.request('POST', '/api/account/import', {}, evil)],
      ['delete the account', () => client.request('DELETE', '/api/account', { password }, evil)],
    ];
    for (const [what, attempt] of attempts) expect((await attempt()).statusCode, what).toBe(403);
    // Nothing above took effect: still signed in with the same password.
    expect((await client.get('/api/user')).statusCode).toBe(200);
    expect((await client.get('/api/goals')).json()).toEqual([]);
  });

  it('can’t read answers either: no CORS header lets another site’s script see them', async () => {
    const { client } = await signUp(app);
    const response = await client.request('GET', '/api/user', undefined, { origin: 'https://evil.example.com' });
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
    expect(response.headers['access-control-allow-credentials']).toBeUndefined();
  });
});

describe('the Content-Security-Policy', () => {
  const themeScriptHash = `'sha256-${createHash('sha256').update(THEME_BOOT_SCRIPT, 'utf8').digest('base64')}'`;
  const directivesOf = (policy: string) =>
    new Map(
      policy.split(';').map((directive) => {
        const [name = '', ...values] = directive.trim().split(/\s+/);
        return [name, values] as const;
      }),
    );

  it('allows the pages scripts from the app itself only, and of inline scripts the theme’s alone: no eval', async () => {
    for (const url of ['/', '/goals', '/no/such/page']) {
      const policy = String((await app.inject({ method: 'GET', url })).headers['content-security-policy']);
      const directives = directivesOf(policy);
      expect(directives.get('script-src'), url).toEqual(["'self'", themeScriptHash]);
      expect(directives.get('script-src-attr'), url).toEqual(["'none'"]);
      expect(directives.get('object-src'), url).toEqual(["'none'"]);
      expect(directives.get('frame-ancestors'), url).toEqual(["'none'"]);
      expect(policy, url).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
    }
  });

  it('allows API answers nothing at all, and no framing', async () => {
    for (const url of ['/api/user', '/api/health', '/api/no-such-call', '/%61pi/health']) {
      const response = await app.inject({ method: 'GET', url });
      const directives = directivesOf(String(response.headers['content-security-policy']));
      expect(directives.get('default-src'), url).toEqual(["'none'"]);
      expect(directives.get('frame-ancestors'), url).toEqual(["'none'"]);
      expect([...directives.keys()].filter((name) => name.endsWith('-src') && name !== 'default-src'), url).toEqual([]);
      expect(response.headers['x-frame-options'], url).toBe('DENY');
      expect(response.headers['x-content-type-options'], url).toBe('nosniff');
      expect(response.headers['cross-origin-resource-policy'], url).toBe('same-origin');
    }
  });
});

describe('changing the password', () => {
  it('needs the current password: without it, or with a wrong one, nothing changes', async () => {
    const { client, username, password } = await signUp(app);
    const missing = await client.post('/api/user/change-password', { newPassword: 'brand-new-secret' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fieldErrors).toEqual({ currentPassword: ['Current password is required'] });
    const wrong = await client.post('/api/user/change-password', { currentPassword: 'guessing', newPassword: 'brand-new-secret' });
    expect(wrong.statusCode).toBe(400);
    expect((await anonymous().post('/api/login', { username, password })).statusCode).toBe(200);
    expect((await anonymous().post('/api/login', { username, password: 'brand-new-secret' })).statusCode).toBe(401);
  });
});
