import { describe, expect, it } from 'vitest';
import { buildGoal, signUp, startTestApp } from '../../test/test-app';

const { app } = await startTestApp();

describe('feelings about a goal', () => {
  it('logs a feeling and lists them newest first', async () => {
    const { client } = await signUp(app);
    const goal = await buildGoal(client);
    const first = await client.post(`/api/goals/${goal.id}/emotions`, { emotion: 'anxious', intensity: 4 });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({
      id: expect.any(Number),
      goalId: goal.id,
      emotion: 'anxious',
      intensity: 4,
      notes: null,
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
    const second = await client.post(`/api/goals/${goal.id}/emotions`, {
      emotion: 'confident',
      intensity: 2,
      notes: 'First lesson went well',
    });
    const list = await client.get(`/api/goals/${goal.id}/emotions`);
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual([second.json(), first.json()]);
  });

  it.each([
    [{ intensity: 3 }, 'emotion', 'Emotion is required'],
    [{ emotion: '  ', intensity: 3 }, 'emotion', 'Emotion is required'],
    [{ emotion: 'calm', intensity: 0 }, 'intensity', 'Intensity must be between 1 and 5'],
    [{ emotion: 'calm', intensity: 6 }, 'intensity', 'Intensity must be between 1 and 5'],
    [{ emotion: 'calm', intensity: 2.5 }, 'intensity', 'Intensity must be between 1 and 5'],
  ])('refuses %j with "%s: %s"', async (body, field, message) => {
    const { client } = await signUp(app);
    const goal = await buildGoal(client);
    const response = await client.post(`/api/goals/${goal.id}/emotions`, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors[field]).toEqual([message]);
    expect((await client.get(`/api/goals/${goal.id}/emotions`)).json()).toEqual([]);
  });

  it('answers 404 for a missing goal', async () => {
    const { client } = await signUp(app);
    expect((await client.get('/api/goals/999999/emotions')).statusCode).toBe(404);
    expect((await client.post('/api/goals/999999/emotions', { emotion: 'calm', intensity: 1 })).statusCode).toBe(404);
  });
});
