import { describe, expect, it } from 'vitest';
import { signUp, startTestApp } from '../../test/test-app';

const { app } = await startTestApp();

const window = (from: string, to: string) => `/api/reminders?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`;
const DAY = window('2026-11-25T00:00:00.000Z', '2026-11-27T00:00:00.000Z');

async function newTask(client: Awaited<ReturnType<typeof signUp>>['client'], fields: Record<string, unknown>) {
  const response = await client.post('/api/todos', { title: 'Call the bank', dueDate: '2026-11-25T12:00:00.000Z', ...fields });
  expect(response.statusCode).toBe(201);
  return response.json() as { id: number; version: number; reminderMinutesBefore: number | null };
}

describe('reminders', () => {
  it('keeps a task’s reminder with the task and lists it with its planned time', async () => {
    const { client } = await signUp(app);
    const task = await newTask(client, { plannedTime: '09:30', reminderMinutesBefore: 10 });
    expect(task.reminderMinutesBefore).toBe(10);
    await newTask(client, { title: 'No time', reminderMinutesBefore: 5 });
    await newTask(client, { title: 'No reminder', plannedTime: '10:00' });
    await newTask(client, { title: 'Done already', plannedTime: '10:00', reminderMinutesBefore: 0, completed: true });
    await newTask(client, { title: 'Next week', plannedTime: '10:00', reminderMinutesBefore: 0, dueDate: '2026-12-02T12:00:00.000Z' });

    const listed = await client.get(DAY);
    expect(listed.statusCode).toBe(200);
    expect(listed.json()).toEqual({
      tasks: [
        {
          id: task.id,
          title: 'Call the bank',
          dueDate: '2026-11-25T12:00:00.000Z',
          plannedTime: '09:30',
          reminderMinutesBefore: 10,
          goalId: null,
          shownFor: null,
          snoozedUntil: null,
        },
      ],
      goals: [],
    });
  });

  it('changes and clears a reminder without touching the rest of the task', async () => {
    const { client } = await signUp(app);
    const task = await newTask(client, { plannedTime: '09:30', reminderMinutesBefore: 10 });
    const changed = await client.patch(`/api/todos/${task.id}`, { reminderMinutesBefore: -30, version: task.version });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ reminderMinutesBefore: -30, plannedTime: '09:30', title: 'Call the bank' });
    const cleared = await client.patch(`/api/todos/${task.id}`, { reminderMinutesBefore: null });
    expect(cleared.json().reminderMinutesBefore).toBeNull();
    expect((await client.get(DAY)).json().tasks).toEqual([]);
  });

  it('refuses a reminder more than a day from the planned time, with a message', async () => {
    const { client } = await signUp(app);
    const response = await client.post('/api/todos', {
      title: 'x',
      dueDate: '2026-11-25T12:00:00.000Z',
      plannedTime: '09:00',
      reminderMinutesBefore: 1440,
    });
    expect(response.statusCode).toBe(400);
    expect(JSON.stringify(response.json())).toContain('Choose a reminder time on the task’s own day');
  });

  it('lets one device show a moment, and every other device and tab only see it taken', async () => {
    const { client } = await signUp(app);
    const task = await newTask(client, { plannedTime: '09:30', reminderMinutesBefore: 0 });
    const claim = { kind: 'task', id: task.id, moment: '2026-11-25T09:30:00.000Z' };
    const answers = await Promise.all([1, 2, 3].map(() => client.post('/api/reminders/claim', claim)));
    expect(answers.map((answer) => answer.json().claimed).sort()).toEqual([false, false, true]);
    expect((await client.get(DAY)).json().tasks[0].shownFor).toBe('2026-11-25T09:30:00.000Z');
    // A snooze makes a new moment, which can be claimed once again.
    const snoozed = await client.post('/api/reminders/snooze', { kind: 'task', id: task.id, until: '2026-11-25T09:40:00.000Z' });
    expect(snoozed.statusCode).toBe(204);
    expect((await client.get(DAY)).json().tasks[0].snoozedUntil).toBe('2026-11-25T09:40:00.000Z');
    expect((await client.post('/api/reminders/claim', { ...claim, moment: '2026-11-25T09:40:00.000Z' })).json()).toEqual({ claimed: true });
    expect((await client.post('/api/reminders/claim', { ...claim, moment: '2026-11-25T09:40:00.000Z' })).json()).toEqual({ claimed: false });
  });

  it('does not raise the task’s version when a reminder is shown or snoozed', async () => {
    const { client } = await signUp(app);
    const task = await newTask(client, { plannedTime: '09:30', reminderMinutesBefore: 0 });
    await client.post('/api/reminders/claim', { kind: 'task', id: task.id, moment: '2026-11-25T09:30:00.000Z' });
    await client.post('/api/reminders/snooze', { kind: 'task', id: task.id, until: '2026-11-25T09:40:00.000Z' });
    const edit = await client.patch(`/api/todos/${task.id}`, { title: 'Call the bank today', version: task.version });
    expect(edit.statusCode).toBe(200);
  });

  it('lists goals whose reminder may fall in the window, and lets a device claim them', async () => {
    const { client } = await signUp(app);
    const near = await client.post('/api/goals', { title: 'Ship the book', deadline: '2026-11-28T12:00:00.000Z', reminderDaysBefore: 3 });
    expect(near.statusCode).toBe(201);
    expect(near.json().reminderDaysBefore).toBe(3);
    await client.post('/api/goals', { title: 'No reminder', deadline: '2026-11-28T12:00:00.000Z' });
    await client.post('/api/goals', { title: 'Done', deadline: '2026-11-28T12:00:00.000Z', progress: 100, reminderDaysBefore: 1 });
    const goals = (await client.get(DAY)).json().goals;
    expect(goals).toEqual([
      { id: near.json().id, title: 'Ship the book', deadline: '2026-11-28T12:00:00.000Z', reminderDaysBefore: 3, shownFor: null, snoozedUntil: null },
    ]);
    const claim = { kind: 'goal', id: near.json().id, moment: '2026-11-25T09:00:00.000Z' };
    expect((await client.post('/api/reminders/claim', claim)).json()).toEqual({ claimed: true });
    const changed = await client.patch(`/api/goals/${near.json().id}`, { reminderDaysBefore: null });
    expect(changed.json().reminderDaysBefore).toBeNull();
  });

  it('refuses an id past what a task or goal id can be, as a bad request', async () => {
    const { client } = await signUp(app);
    const tooLarge = 2_147_483_648;
    const claim = await client.post('/api/reminders/claim', { kind: 'task', id: tooLarge, moment: '2026-11-25T09:30:00.000Z' });
    const snooze = await client.post('/api/reminders/snooze', { kind: 'goal', id: tooLarge, until: '2026-11-25T09:40:00.000Z' });
    for (const response of [claim, snooze]) {
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe('id must be a task or goal id');
    }
  });

  it('never shows or touches another person’s reminders', async () => {
    const owner = await signUp(app);
    const stranger = await signUp(app);
    const task = await newTask(owner.client, { plannedTime: '09:30', reminderMinutesBefore: 0 });
    expect((await stranger.client.get(DAY)).json()).toEqual({ tasks: [], goals: [] });
    const claim = await stranger.client.post('/api/reminders/claim', { kind: 'task', id: task.id, moment: '2026-11-25T09:30:00.000Z' });
    expect(claim.statusCode).toBe(404);
    const snooze = await stranger.client.post('/api/reminders/snooze', { kind: 'task', id: task.id, until: '2026-11-25T09:40:00.000Z' });
    expect(snooze.statusCode).toBe(404);
    expect((await owner.client.post('/api/reminders/claim', { kind: 'task', id: task.id, moment: '2026-11-25T09:30:00.000Z' })).json()).toEqual({
      claimed: true,
    });
  });

  it('refuses a window that is backwards or too wide', async () => {
    const { client } = await signUp(app);
    expect((await client.get(window('2026-11-27T00:00:00.000Z', '2026-11-25T00:00:00.000Z'))).statusCode).toBe(400);
    expect((await client.get(window('2026-11-01T00:00:00.000Z', '2026-11-25T00:00:00.000Z'))).statusCode).toBe(400);
    expect((await client.get('/api/reminders')).statusCode).toBe(400);
  });

  it('gives each task of a recurring series the series’ reminder', async () => {
    const { client } = await signUp(app);
    const first = await newTask(client, {
      title: 'Stretch',
      plannedTime: '07:00',
      reminderMinutesBefore: 5,
      repeat: { rule: 'FREQ=DAILY;INTERVAL=1', timeZone: 'Europe/Berlin' },
    });
    expect(first.reminderMinutesBefore).toBe(5);
    const tasks = (await client.get(DAY)).json().tasks as { title: string; reminderMinutesBefore: number }[];
    expect(tasks.length).toBeGreaterThanOrEqual(2);
    expect(tasks.every((task) => task.title === 'Stretch' && task.reminderMinutesBefore === 5)).toBe(true);
  });
});
