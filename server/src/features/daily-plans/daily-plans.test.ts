import { describe, expect, it } from 'vitest';
import { signUp, startTestApp } from '../../test/test-app';

const { app } = await startTestApp();

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
