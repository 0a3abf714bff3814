import { describe, expect, it } from 'vitest';
import { initialTimerState } from '@shared/domain/pomodoro-timer';
import type { SharedTimerState } from '@shared/schemas/pomodoro';
import { signUp, startTestApp } from '../../test/test-app';

const { app } = await startTestApp();

const T0 = Date.parse('2026-11-23T09:00:00Z');

function timerState(overrides: Partial<SharedTimerState> = {}): SharedTimerState {
  const { soundEnabled: _sound, ...state } = initialTimerState(T0);
  return { ...state, ...overrides };
}
const running = (endsAt: number) => timerState({ isActive: true, endsAt, lastUpdated: endsAt - 1_500_000 });

describe('GET /api/pomodoro/timer', () => {
  it('answers no state and version 0 before the first change', async () => {
    const { client } = await signUp(app);
    const response = await client.get('/api/pomodoro/timer');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ state: null, version: 0, updatedAt: null });
  });

  it('answers 401 without a session', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/pomodoro/timer' });
    expect(response.statusCode).toBe(401);
  });
});

describe('PUT /api/pomodoro/timer', () => {
  it('stores the first change on version 0 and each later one on the version before it', async () => {
    const { client } = await signUp(app);
    const first = await client.put('/api/pomodoro/timer', { state: running(T0 + 1_500_000), version: 0 });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ state: running(T0 + 1_500_000), version: 1, updatedAt: expect.any(String) });

    const paused = timerState({ pausedSecondsLeft: 1200, lastUpdated: T0 + 300_000 });
    const second = await client.put('/api/pomodoro/timer', { state: paused, version: 1 });
    expect(second.json()).toMatchObject({ state: paused, version: 2 });
    expect((await client.get('/api/pomodoro/timer')).json()).toEqual(second.json());
  });

  it('refuses a change made on an old version with 409 and the current timer, and changes nothing', async () => {
    const { client } = await signUp(app);
    await client.put('/api/pomodoro/timer', { state: running(T0 + 1_500_000), version: 0 });
    const current = (await client.put('/api/pomodoro/timer', { state: timerState({ pausedSecondsLeft: 900 }), version: 1 })).json();

    for (const version of [0, 1, 7]) {
      const stale = await client.put('/api/pomodoro/timer', { state: timerState({ activeMode: 'longBreak', pausedSecondsLeft: 900 }), version });
      expect(stale.statusCode).toBe(409);
      expect(stale.json()).toEqual({ message: 'The timer was changed on another device', code: 'stale', current });
    }
    expect((await client.get('/api/pomodoro/timer')).json()).toEqual(current);
  });

  it.each([0, 1])('applies exactly one of two changes made at once on version %i', async (version) => {
    const { client } = await signUp(app);
    if (version === 1) await client.put('/api/pomodoro/timer', { state: timerState(), version: 0 });
    const fromTabA = running(T0 + 1_500_000);
    const fromTabB = timerState({ activeMode: 'shortBreak', pausedSecondsLeft: 300 });
    const answers = await Promise.all([
      client.put('/api/pomodoro/timer', { state: fromTabA, version }),
      client.put('/api/pomodoro/timer', { state: fromTabB, version }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const winner = answers.find((answer) => answer.statusCode === 200)!.json();
    const loser = answers.find((answer) => answer.statusCode === 409)!.json();
    expect(winner.version).toBe(version + 1);
    expect(loser.current).toEqual(winner);
    expect((await client.get('/api/pomodoro/timer')).json()).toEqual(winner);
  });

  it('keeps each person’s timer to themselves', async () => {
    const owner = await signUp(app);
    const other = await signUp(app);
    await owner.client.put('/api/pomodoro/timer', { state: running(T0 + 1_500_000), version: 0 });
    expect((await other.client.get('/api/pomodoro/timer')).json()).toEqual({ state: null, version: 0, updatedAt: null });
    const theirs = await other.client.put('/api/pomodoro/timer', { state: timerState(), version: 0 });
    expect(theirs.json().version).toBe(1);
    expect((await owner.client.get('/api/pomodoro/timer')).json().state).toEqual(running(T0 + 1_500_000));
  });

  it.each([
    ['a state that is not a timer', { state: { isActive: 'yes' }, version: 0 }, 'state.settings'],
    ['settings out of range', { state: timerState({ settings: { ...timerState().settings, pomodoroMinutes: 0 } }), version: 0 }, 'state.settings.pomodoroMinutes'],
    ['a negative version', { state: timerState(), version: -1 }, 'version'],
    ['no version', { state: timerState() }, 'version'],
  ])('refuses %s with 400', async (_name, body, field) => {
    const { client } = await signUp(app);
    const response = await client.put('/api/pomodoro/timer', body);
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().fieldErrors)).toContain(field);
    expect((await client.get('/api/pomodoro/timer')).json().version).toBe(0);
  });

  it('drops the per-device fields it does not keep', async () => {
    const { client } = await signUp(app);
    const response = await client.put('/api/pomodoro/timer', { state: { ...timerState(), soundEnabled: false, focusLog: null }, version: 0 });
    expect(response.json().state).toEqual(timerState());
  });
});
