import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { dailyPlans, sessions } from '../../db/schema';
import { genericPlanReads, parameterTypesOf } from '../../test/query-plans';
import { signUp, startTestApp, type TestClient } from '../../test/test-app';
import { insertPeopleAndSessions } from '../../test/user-rows';
import { SAVE_PLANS } from './daily-plan-statements';

const { app, database } = await startTestApp();
const { db } = database;

describe('daily plans', () => {
  it('answers empty notes for a day without a plan', async () => {
    const { client } = await signUp(app);
    const response = await client.get('/api/daily-plans?date=2026-11-22');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ date: '2026-11-22', notes: '', updatedAt: null, editedAt: null, version: 0 });
  });

  it('saves the notes of a day and replaces them on the next save', async () => {
    const { client } = await signUp(app);
    const first = await client.post('/api/daily-plans', { date: '2026-11-22', notes: 'Morning: verbs' });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      date: '2026-11-22',
      notes: 'Morning: verbs',
      updatedAt: expect.any(String),
      editedAt: null,
      version: 1,
    });
    await client.post('/api/daily-plans', { date: '2026-11-22', notes: 'Morning: verbs\nEvening: run' });
    await client.post('/api/daily-plans', { date: '2026-11-23', notes: 'Tomorrow' });

    const today = (await client.get('/api/daily-plans?date=2026-11-22')).json();
    expect(today.notes).toBe('Morning: verbs\nEvening: run');
    expect(Date.parse(today.updatedAt)).toBeGreaterThanOrEqual(Date.parse(first.json().updatedAt));
    expect((await client.get('/api/daily-plans?date=2026-11-23')).json().notes).toBe('Tomorrow');
  });

  it("answers each of many saves sent at once with its own person's day, and applies two saves of one day in order", async () => {
    const people = await Promise.all(Array.from({ length: 6 }, () => signUp(app)));
    const saves = await Promise.all(
      people.flatMap(({ client }, index) => [
        client.post('/api/daily-plans', { date: '2026-11-22', notes: `Person ${index}, first` }),
        client.post('/api/daily-plans', { date: '2026-11-22', notes: `Person ${index}, second` }),
        client.post('/api/daily-plans', { date: '2026-11-23', notes: `Person ${index}, next day` }),
      ]),
    );
    expect(saves.map((response) => response.statusCode)).toEqual(saves.map(() => 200));
    people.forEach((_, index) => {
      const [first, second, nextDay] = saves.slice(index * 3, index * 3 + 3).map((response) => response.json());
      expect(first).toMatchObject({ date: '2026-11-22', notes: `Person ${index}, first`, version: 1 });
      expect(second).toMatchObject({ date: '2026-11-22', notes: `Person ${index}, second`, version: 2 });
      expect(nextDay).toMatchObject({ date: '2026-11-23', notes: `Person ${index}, next day`, version: 1 });
    });
    for (const [index, { client }] of people.entries()) {
      expect((await client.get('/api/daily-plans?date=2026-11-22')).json().notes).toBe(`Person ${index}, second`);
    }
  });

  it('answers many saves on versions sent at once, as browsers send them: each on its own day, the stale ones refused', async () => {
    const people = await Promise.all(Array.from({ length: 6 }, () => signUp(app)));
    const day = '2026-11-24';
    const save = (client: TestClient, notes: string, baseVersion: number) => client.post('/api/daily-plans', { date: day, notes, baseVersion });
    // Each person's first save of the day, all at once: version 0 makes the day.
    const firsts = await Promise.all(people.map(({ client }, index) => save(client, `Person ${index}, first`, 0)));
    expect(firsts.map((response) => response.json())).toEqual(people.map((_, index) => expect.objectContaining({ notes: `Person ${index}, first`, version: 1 })));
    // Then, at once: the even people save on version 1 (current), the odd ones on version 0 (stale), and a second first save.
    const next = await Promise.all(people.map(({ client }, index) => save(client, `Person ${index}, next`, index % 2 === 0 ? 1 : 0)));
    for (const [index, response] of next.entries()) {
      if (index % 2 === 0) {
        expect(response.statusCode).toBe(200);
        expect(response.json()).toMatchObject({ notes: `Person ${index}, next`, version: 2 });
      } else {
        expect(response.statusCode).toBe(409);
        expect(response.json().current).toMatchObject({ notes: `Person ${index}, first`, version: 1 });
      }
    }
    for (const [index, { client }] of people.entries()) {
      expect((await client.get(`/api/daily-plans?date=${day}`)).json().notes).toBe(`Person ${index}, ${index % 2 === 0 ? 'next' : 'first'}`);
    }
  });

  it('defaults notes to empty and keeps every character a person typed', async () => {
    const { client } = await signUp(app);
    expect((await client.post('/api/daily-plans', { date: '2026-01-01' })).json().notes).toBe('');
    const notes = '  Ünïcödé ✓ 日本語 \n\t<b>not html</b>  ';
    await client.post('/api/daily-plans', { date: '2026-01-02', notes });
    expect((await client.get('/api/daily-plans?date=2026-01-02')).json().notes).toBe(notes);
  });

  it('ignores a save typed before the stored text, and answers what is stored', async () => {
    const { client } = await signUp(app);
    const newer = '2026-11-22T10:00:05.000Z';
    const older = '2026-11-22T10:00:01.000Z';
    await client.post('/api/daily-plans', { date: '2026-11-22', notes: 'newest words', editedAt: newer });
    const late = await client.post('/api/daily-plans', { date: '2026-11-22', notes: 'older words', editedAt: older });
    expect(late.statusCode).toBe(200);
    expect(late.json()).toMatchObject({ notes: 'newest words', editedAt: newer });
    expect((await client.get('/api/daily-plans?date=2026-11-22')).json().notes).toBe('newest words');

    const later = await client.post('/api/daily-plans', { date: '2026-11-22', notes: 'even newer', editedAt: '2026-11-22T10:00:09.000Z' });
    expect(later.json().notes).toBe('even newer');
  });

  it.each(['2026-2-1', '22-11-2026', '2026-02-30', ''])('refuses the date %j with the spec message', async (date) => {
    const { client } = await signUp(app);
    for (const response of [
      await client.get(`/api/daily-plans?date=${date}`),
      await client.post('/api/daily-plans', { date, notes: 'x' }),
    ]) {
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe('Date must be in YYYY-MM-DD format');
    }
  });
});

describe('plan history: every day its own notes', () => {
  const yesterday = '2026-11-24';
  const today = '2026-11-25';
  const tomorrow = '2026-11-26';
  const save = (client: TestClient, date: string, notes: string, baseVersion: number) =>
    client.post('/api/daily-plans', { date, notes, baseVersion, editedAt: new Date().toISOString() });

  it('edits a past day and a future day on their own, each counting its own versions', async () => {
    const { client } = await signUp(app);
    expect((await save(client, today, 'Today: verbs', 0)).json()).toMatchObject({ date: today, version: 1 });
    expect((await save(client, yesterday, '- [ ] Call the bank', 0)).json()).toMatchObject({ date: yesterday, version: 1 });
    expect((await save(client, yesterday, '- [x] Call the bank\nשלום 📞', 1)).json()).toMatchObject({ version: 2 });
    expect((await save(client, tomorrow, 'Plan ahead: dentist at 9', 0)).json()).toMatchObject({ date: tomorrow, version: 1 });

    const read = async (date: string) => (await client.get(`/api/daily-plans?date=${date}`)).json();
    expect(await read(yesterday)).toMatchObject({ notes: '- [x] Call the bank\nשלום 📞', version: 2 });
    expect(await read(today)).toMatchObject({ notes: 'Today: verbs', version: 1 });
    expect(await read(tomorrow)).toMatchObject({ notes: 'Plan ahead: dentist at 9', version: 1 });
  });

  it('refuses a stale save of one day with that day’s notes, and leaves the other days alone', async () => {
    const { client } = await signUp(app);
    await save(client, yesterday, 'Yesterday, first', 0);
    await save(client, yesterday, 'Yesterday, second', 1);
    await save(client, tomorrow, 'Tomorrow, first', 0);

    const stale = await save(client, yesterday, 'Written on version 1', 1);
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'stale', current: { date: yesterday, notes: 'Yesterday, second', version: 2 } });
    // Version 1 is current for tomorrow: the same base goes through there, and only there.
    expect((await save(client, tomorrow, 'Tomorrow, second', 1)).json()).toMatchObject({ date: tomorrow, notes: 'Tomorrow, second', version: 2 });
    expect((await client.get(`/api/daily-plans?date=${yesterday}`)).json()).toMatchObject({ notes: 'Yesterday, second', version: 2 });
    expect((await client.get(`/api/daily-plans?date=${today}`)).json()).toMatchObject({ notes: '', version: 0 });
  });

  it('takes a first save of a day that lies years away, in either direction', async () => {
    const { client } = await signUp(app);
    for (const date of ['1999-12-31', '2100-02-28']) {
      expect((await save(client, date, `Notes of ${date}`, 0)).json()).toMatchObject({ date, notes: `Notes of ${date}`, version: 1 });
    }
  });
});


// A save checks its session in its own statement once the server knows whose the session is (decision 13):
// the rules of every other route still hold.
describe('POST /api/daily-plans and the session it comes with', () => {
  const day = '2026-11-25';
  const endSessionsOf = (userId: number) => db.update(sessions).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(sessions.userId, userId));
  const storedPlans = (userId: number) => db.select().from(dailyPlans).where(eq(dailyPlans.userId, userId));
  const sessionCookie = (response: { cookies: { name: string; value: string; expires?: Date }[] }) =>
    response.cookies.find((cookie) => cookie.name === 'stepwise_session');

  it('answers 401 once the session has ended, clears the cookie and saves nothing, whether or not the server saw it before', async () => {
    const { client, user } = await signUp(app);
    await client.get(`/api/daily-plans?date=${day}`);
    const unseen = await signUp(app);
    await endSessionsOf(user.id);
    await endSessionsOf(unseen.user.id);
    for (const { client: sender, headers } of [
      { client, headers: {} },
      { client, headers: { 'idempotency-key': randomBytes(8).toString('hex') } },
      { client: unseen.client, headers: {} },
    ]) {
      const response = await sender.request('POST', '/api/daily-plans', { date: day, notes: 'Too late', baseVersion: 0 }, headers);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: 'Please sign in to continue' });
      expect(sessionCookie(response)?.value).toBe('');
    }
    expect(await storedPlans(user.id)).toEqual([]);
    expect(await storedPlans(unseen.user.id)).toEqual([]);
  });

  it('extends a session past half its lifetime, in the database and in the cookie', async () => {
    const { client, user } = await signUp(app);
    await client.get(`/api/daily-plans?date=${day}`);
    await db.update(sessions).set({ expiresAt: new Date(Date.now() + 60 * 60 * 1000) }).where(eq(sessions.userId, user.id));
    const response = await client.post('/api/daily-plans', { date: day, notes: 'Morning: verbs', baseVersion: 0 });
    expect(response.statusCode).toBe(200);
    const [session] = await db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(session?.expiresAt.getTime()).toBeGreaterThan(Date.now() + 29 * 24 * 60 * 60 * 1000);
    expect(sessionCookie(response)?.expires?.getTime()).toBe(Math.floor((session?.expiresAt.getTime() ?? 0) / 1000) * 1000);
    expect((await client.post('/api/daily-plans', { date: day, notes: 'Evening: run', baseVersion: 1 })).cookies).toEqual([]);
  });

  it('saves, among saves that arrive together, only those whose session is live, each for its own person', async () => {
    const [alice, bob] = [await signUp(app), await signUp(app)];
    await Promise.all([alice.client.get(`/api/daily-plans?date=${day}`), bob.client.get(`/api/daily-plans?date=${day}`)]);
    await endSessionsOf(bob.user.id);
    const answers = await Promise.all([
      alice.client.post('/api/daily-plans', { date: day, notes: 'Alice', baseVersion: 0 }),
      bob.client.post('/api/daily-plans', { date: day, notes: 'Bob', baseVersion: 0 }),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 401]);
    expect(await storedPlans(alice.user.id)).toMatchObject([{ notes: 'Alice', version: 1 }]);
    expect(await storedPlans(bob.user.id)).toEqual([]);
  });

  it('finds each save’s session by its key, with the plan made once for every batch', async () => {
    const { user } = await signUp(app);
    const tokenHashes = await insertPeopleAndSessions(db, user.id);
    const literals = [`'{${user.id},${user.id}}'`, `'{${day},2026-11-26}'`, `'{a,b}'`, `'{NULL,NULL}'`, `'{0,0}'`];
    literals.push(`'{${tokenHashes[0]},${tokenHashes[1]}}'`, 'now()');

    const reads = await genericPlanReads(db, SAVE_PLANS, parameterTypesOf(SAVE_PLANS), literals, ['sessions']);
    expect(reads).toEqual(['Index Scan sessions sessions_pkey']);
  });
});
