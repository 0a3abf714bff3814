import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sessions, users } from '../../db/schema';
import { sessionCookieOf, signUp, startTestApp, TestClient, uniqueUsername } from '../../test/test-app';

const { app, database } = await startTestApp();
const anonymous = () => new TestClient(app);

describe('POST /api/register', () => {
  it('creates the user, signs them in and answers with id, username and theme only', async () => {
    const username = uniqueUsername();
    const response = await anonymous().post('/api/register', { username, password: 'secret1' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ id: expect.any(Number), username, theme: 'system' });

    const cookie = response.cookies.find((c) => c.name === 'stepwise_session');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie?.value).toMatch(/^[\w-]{43}$/);
    expect(cookie?.secure).toBeUndefined();

    const me = await new TestClient(app, cookie?.value).get('/api/user');
    expect(me.json()).toEqual({ id: response.json().id, username, theme: 'system' });
  });

  it('stores an argon2id hash, never the password', async () => {
    const { user, password } = await signUp(app);
    const [row] = await database.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.password).toMatch(/^\$argon2id\$/);
    expect(row?.password).not.toContain(password);
  });

  it('refuses a username that exists, in any letter case', async () => {
    const { username } = await signUp(app);
    for (const taken of [username, username.toUpperCase()]) {
      const response = await anonymous().post('/api/register', { username: taken, password: 'secret1' });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe('Username already exists');
    }
  });

  it('gives the spec messages for a short username and password', async () => {
    const response = await anonymous().post('/api/register', { username: 'ab', password: '12345' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'Username must be at least 3 characters',
      fieldErrors: {
        username: ['Username must be at least 3 characters'],
        password: ['Password must be at least 6 characters'],
      },
    });
  });

  it('signs in a username with letters whose case rules differ between JavaScript and PostgreSQL', async () => {
    for (const username of [`İlker_${Date.now()}`, `ΟΔΥΣΣΕΑΣ_${Date.now()}`, `Ärger_${Date.now()}`]) {
      const registered = await anonymous().post('/api/register', { username, password: 'secret1' });
      expect(registered.statusCode).toBe(201);
      expect((await anonymous().post('/api/login', { username, password: 'secret1' })).statusCode, username).toBe(200);
    }
  });

  it('refuses a username with a NUL character with a message, not a 500', async () => {
    const response = await anonymous().post('/api/register', { username: 'ab\u0000cd', password: 'secret1' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Text must not contain null characters');
  });

  it('refuses invisible characters and line breaks in a new username, and stores the composed form', async () => {
    for (const username of [`ann\u200Bie_${Date.now()}`, `ann\nie_${Date.now()}`, `ann\u202Eie_${Date.now()}`]) {
      const response = await anonymous().post('/api/register', { username, password: 'secret1' });
      expect(response.statusCode, JSON.stringify(username)).toBe(400);
      expect(response.json().message).toBe('Username cannot contain line breaks, invisible or control characters');
    }
    const decomposed = `Ame\u0301lie_${Date.now()}`;
    const registered = await anonymous().post('/api/register', { username: decomposed, password: 'secret1' });
    expect(registered.json().username).toBe(decomposed.normalize('NFC'));
    // Typed either way, it is the same name.
    for (const username of [decomposed, decomposed.normalize('NFC')]) {
      expect((await anonymous().post('/api/login', { username, password: 'secret1' })).statusCode).toBe(200);
      const again = await anonymous().post('/api/register', { username, password: 'secret1' });
      expect(again.json().message).toBe('Username already exists');
    }
  });

  it('trims the username it stores', async () => {
    const username = uniqueUsername();
    const response = await anonymous().post('/api/register', { username: `  ${username} `, password: 'secret1' });
    expect(response.json().username).toBe(username);
  });
});

describe('POST /api/login', () => {
  it('still signs in accounts whose names predate the character rules, as they were stored', async () => {
    const { user, password } = await signUp(app);
    for (const stored of [`old\u200Bname_${user.id}`, `Ame\u0301lie_${user.id}`]) {
      await database.db.update(users).set({ username: stored }).where(eq(users.id, user.id));
      const response = await anonymous().post('/api/login', { username: stored, password });
      expect(response.statusCode, JSON.stringify(stored)).toBe(200);
      expect(response.json()).toEqual({ id: user.id, username: stored, theme: 'system' });
    }
  });

  it('signs in with the right password, in any username letter case', async () => {
    const { username, password, user } = await signUp(app);
    const response = await anonymous().post('/api/login', { username: username.toUpperCase(), password });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(user);
    expect(sessionCookieOf(response)).toBeDefined();
  });

  it('answers 401 for a wrong password and for an unknown user, with the same message', async () => {
    const { username } = await signUp(app);
    const wrong = await anonymous().post('/api/login', { username, password: 'not-the-password' });
    const unknown = await anonymous().post('/api/login', { username: uniqueUsername(), password: 'whatever' });
    for (const response of [wrong, unknown]) {
      expect(response.statusCode).toBe(401);
      expect(response.json().message).toBe('Invalid username or password');
      expect(sessionCookieOf(response)).toBeUndefined();
    }
  });

  it('validates the payload with the spec messages', async () => {
    const response = await anonymous().post('/api/login', { username: 'al', password: '1' });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toEqual({
      username: ['Username must be at least 3 characters'],
      password: ['Password must be at least 6 characters'],
    });
  });

  it('rotates the session: a new token each time, and the old one stops working', async () => {
    const { client, username, password } = await signUp(app);
    const oldCookie = client.cookie;
    const response = await client.post('/api/login', { username, password });
    const newCookie = sessionCookieOf(response);
    expect(newCookie).toBeDefined();
    expect(newCookie).not.toBe(oldCookie);
    expect((await new TestClient(app, oldCookie).get('/api/user')).statusCode).toBe(401);
    expect((await new TestClient(app, newCookie).get('/api/user')).statusCode).toBe(200);
  });
});

describe('GET /api/user', () => {
  it('answers 401 with a JSON message without a session', async () => {
    const response = await anonymous().get('/api/user');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'Please sign in to continue' });
  });

  it('answers 401 for a made-up token and clears the cookie', async () => {
    const response = await new TestClient(app, 'x'.repeat(43)).get('/api/user');
    expect(response.statusCode).toBe(401);
    expect(response.cookies.find((c) => c.name === 'stepwise_session')?.value).toBe('');
  });

  it('answers 401 once the session has expired, and clears the cookie', async () => {
    const { client, user } = await signUp(app);
    await database.db.update(sessions).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(sessions.userId, user.id));
    const response = await client.get('/api/user');
    expect(response.statusCode).toBe(401);
    expect(response.cookies.find((c) => c.name === 'stepwise_session')?.value).toBe('');
  });

  it('extends a session past half its lifetime, in the database and in the cookie', async () => {
    const { client, user } = await signUp(app);
    const soon = new Date(Date.now() + 60 * 60 * 1000);
    await database.db.update(sessions).set({ expiresAt: soon }).where(eq(sessions.userId, user.id));
    const response = await client.get('/api/user');
    expect(response.statusCode).toBe(200);
    const cookie = response.cookies.find((c) => c.name === 'stepwise_session');
    expect(cookie?.value).toBe(client.cookie);
    const [session] = await database.db.select().from(sessions).where(eq(sessions.userId, user.id));
    const thirtyDays = 30 * 24 * 60 * 60 * 1000;
    expect(session?.expiresAt.getTime()).toBeGreaterThan(Date.now() + thirtyDays - 60_000);
    expect(cookie?.expires?.getTime()).toBe(Math.floor((session?.expiresAt.getTime() ?? 0) / 1000) * 1000);
  });

  it('leaves a fresh session and its cookie as they are', async () => {
    const { client } = await signUp(app);
    const response = await client.get('/api/user');
    expect(response.statusCode).toBe(200);
    expect(response.cookies).toEqual([]);
  });

  it('tells each of many requests arriving at once whose session it carries', async () => {
    const people = await Promise.all([signUp(app), signUp(app), signUp(app)]);
    const stranger = new TestClient(app, 'y'.repeat(43));
    const requests = Array.from({ length: 30 }, (_, index) => {
      const person = people[index % 3];
      return index % 10 === 9
        ? stranger.get('/api/user').then((response) => ({ expected: null, response }))
        : (person as (typeof people)[number]).client.get('/api/user').then((response) => ({ expected: person, response }));
    });
    for (const { expected, response } of await Promise.all(requests)) {
      if (expected) expect(response.json()).toEqual(expected.user);
      else expect(response.statusCode).toBe(401);
    }
  });
});

describe('POST /api/logout', () => {
  it('ends the session and clears the cookie', async () => {
    const { client } = await signUp(app);
    const response = await client.post('/api/logout');
    expect(response.statusCode).toBe(204);
    expect(response.cookies.find((c) => c.name === 'stepwise_session')?.value).toBe('');
    expect((await client.get('/api/user')).statusCode).toBe(401);
  });

  it('is harmless without a session', async () => {
    expect((await anonymous().post('/api/logout')).statusCode).toBe(204);
  });

  it('leaves the user’s other sessions alone', async () => {
    const { client, username, password } = await signUp(app);
    const other = new TestClient(app, sessionCookieOf(await anonymous().post('/api/login', { username, password })));
    await client.post('/api/logout');
    expect((await other.get('/api/user')).statusCode).toBe(200);
  });
});

describe('PUT /api/user/preferences', () => {
  it('keeps the theme for every device: another session and the next sign-in answer with it', async () => {
    const { client, username, password, user } = await signUp(app);
    const other = new TestClient(app, sessionCookieOf(await anonymous().post('/api/login', { username, password })));
    const saved = await client.put('/api/user/preferences', { theme: 'dark' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ id: user.id, username, theme: 'dark' });
    expect((await other.get('/api/user')).json().theme).toBe('dark');
    expect((await anonymous().post('/api/login', { username, password })).json().theme).toBe('dark');
    expect((await client.put('/api/user/preferences', { theme: 'light' })).json().theme).toBe('light');
    expect((await other.get('/api/user')).json().theme).toBe('light');
  });

  it('refuses a theme it does not know, with the field’s message, and changes nothing', async () => {
    const { client } = await signUp(app);
    await client.put('/api/user/preferences', { theme: 'dark' });
    for (const body of [{ theme: 'sepia' }, { theme: '' }, { theme: null }, {}]) {
      const response = await client.put('/api/user/preferences', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().fieldErrors?.theme, JSON.stringify(body)).toEqual(['Theme must be light, dark or system']);
    }
    expect((await client.get('/api/user')).json().theme).toBe('dark');
  });

  it('changes only the signed-in person’s theme, and needs a session', async () => {
    const [first, second] = await Promise.all([signUp(app), signUp(app)]);
    await first.client.put('/api/user/preferences', { theme: 'dark' });
    expect((await second.client.get('/api/user')).json().theme).toBe('system');
    expect((await anonymous().put('/api/user/preferences', { theme: 'dark' })).statusCode).toBe(401);
  });
});

describe('POST /api/user/change-password', () => {
  it('changes the password and ends every other session, keeping this one', async () => {
    const { client, username, password } = await signUp(app);
    const otherDevice = new TestClient(app, sessionCookieOf(await anonymous().post('/api/login', { username, password })));

    const response = await client.post('/api/user/change-password', {
      currentPassword: password,
      newPassword: 'brand-new-secret',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Your password has been changed successfully.' });

    expect((await client.get('/api/user')).statusCode).toBe(200);
    expect((await otherDevice.get('/api/user')).statusCode).toBe(401);
    expect((await anonymous().post('/api/login', { username, password })).statusCode).toBe(401);
    expect((await anonymous().post('/api/login', { username, password: 'brand-new-secret' })).statusCode).toBe(200);
  });

  it('refuses a wrong current password with a clear message and changes nothing', async () => {
    const { client, username, password } = await signUp(app);
    const response = await client.post('/api/user/change-password', {
      currentPassword: 'wrong-password',
      newPassword: 'brand-new-secret',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Current password is incorrect');
    expect((await anonymous().post('/api/login', { username, password })).statusCode).toBe(200);
  });

  it('gives the spec messages for short passwords', async () => {
    const { client } = await signUp(app);
    const response = await client.post('/api/user/change-password', { currentPassword: '123', newPassword: '456' });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toEqual({
      currentPassword: ['Current password must be at least 6 characters.'],
      newPassword: ['New password must be at least 6 characters.'],
    });
  });

  it('needs a session', async () => {
    const response = await anonymous().post('/api/user/change-password', {
      currentPassword: 'secret1',
      newPassword: 'secret2',
    });
    expect(response.statusCode).toBe(401);
  });
});
