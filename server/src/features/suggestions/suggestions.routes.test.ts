import { afterAll, describe, expect, it } from 'vitest';
import { answerSuggestions, startFakeChatServer } from '../../test/fake-chat-server';
import { buildGoal, buildTodo, inDays, signUp, startTestApp, TestClient } from '../../test/test-app';

const REMOTE_ANSWER = ['Learn 20 food words', 'Practise ordering a meal aloud', 'Watch one cooking video with subtitles'];

const fake = await startFakeChatServer(answerSuggestions(REMOTE_ANSWER));
afterAll(() => fake.close());

/** The app as shipped: built-in suggestions. */
const { app } = await startTestApp();
/** A small per-person limit, to reach it. */
const { app: limitedApp } = await startTestApp((config) => ({
  ...config,
  suggestions: { ...config.suggestions, rateLimit: { max: 3, windowMs: 10 * 60_000 } },
}));
/** The app with SUGGESTIONS_API_URL pointing at the fake service, to count what reaches it. */
const { app: remoteApp } = await startTestApp((config) => ({
  ...config,
  suggestions: { ...config.suggestions, apiUrl: fake.apiUrl, apiKey: 'sk-route-test', model: 'route-model' },
}));

const userMessageOf = (index: number) => {
  const body = fake.requests[index]?.body as { messages: Array<{ content: string }> } | undefined;
  return body?.messages[1]?.content ?? '';
};

describe('GET /api/goals/:id/suggestions', () => {
  it('answers 401 without a session', async () => {
    const { client } = await signUp(app);
    const goal = await buildGoal(client);
    const response = await new TestClient(app).get(`/api/goals/${goal.id}/suggestions`);
    expect(response.statusCode).toBe(401);
  });

  it('answers 404 for another user’s goal, without asking any provider', async () => {
    const owner = await signUp(remoteApp);
    const stranger = await signUp(remoteApp);
    const goal = await buildGoal(owner.client);
    const before = fake.requests.length;
    const response = await stranger.client.get(`/api/goals/${goal.id}/suggestions`);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Goal not found' });
    expect(fake.requests.length).toBe(before);
  });

  it('answers the built-in provider’s task titles, private to the person and revalidated each time', async () => {
    const { client } = await signUp(app);
    const goal = await buildGoal(client, { title: 'Learn Spanish', deadline: inDays(60) });
    await buildGoal(client, { title: 'Learn 500 words', parentId: goal.id, deadline: inDays(30) });
    await buildTodo(client, { title: 'Book a tutor', goalId: goal.id });

    const response = await client.get(`/api/goals/${goal.id}/suggestions`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-cache');
    const titles = response.json() as unknown[];
    expect(titles.length).toBeGreaterThanOrEqual(3);
    expect(titles.length).toBeLessThanOrEqual(8);
    for (const title of titles) {
      expect(typeof title).toBe('string');
      expect((title as string).length).toBeLessThanOrEqual(80);
    }
    expect(titles[0]).toBe('Block 25 minutes today to learn 500 words');
    // Who wrote them, for the dialog to say.
    expect(response.headers['suggestions-source']).toBe('built-in');
    expect(response.headers['suggestions-model']).toBeUndefined();
    expect(titles.filter((title) => (title as string).includes('Spanish')).length).toBeGreaterThanOrEqual(3);
    expect(titles).not.toContain('Book a tutor');
  });

  it('asks the configured service once, then answers from memory until the goal or its tasks change', async () => {
    const { client } = await signUp(remoteApp);
    const goal = await buildGoal(client, { title: 'Learn Spanish', deadline: inDays(60) });
    const url = `/api/goals/${goal.id}/suggestions`;
    const before = fake.requests.length;

    const first = await client.get(url);
    expect(first.json()).toEqual(REMOTE_ANSWER);
    expect(first.headers['suggestions-source']).toBe('model');
    expect(first.headers['suggestions-model']).toBe('route-model');
    expect(fake.requests.length).toBe(before + 1);
    expect(fake.requests[before]?.headers.authorization).toBe('Bearer sk-route-test');
    expect((fake.requests[before]?.body as { model: string }).model).toBe('route-model');

    const second = await client.get(url);
    expect(second.json()).toEqual(REMOTE_ANSWER);
    expect(fake.requests.length).toBe(before + 1);

    // A new task on the goal: the service is asked again, and told not to repeat it.
    await buildTodo(client, { title: 'Practise verbs', goalId: goal.id });
    await client.get(url);
    expect(fake.requests.length).toBe(before + 2);
    expect(userMessageOf(before + 1)).toContain('- Practise verbs');

    // A task for another goal changes nothing here.
    const other = await buildGoal(client, { title: 'Run a 5K' });
    await buildTodo(client, { title: 'Buy running shoes', goalId: other.id });
    await client.get(url);
    expect(fake.requests.length).toBe(before + 2);

    // Renaming the goal, adding a subgoal and completing it each ask again.
    await client.patch(`/api/goals/${goal.id}`, { title: 'Learn Spanish for Madrid' });
    await client.get(url);
    expect(fake.requests.length).toBe(before + 3);
    expect(userMessageOf(before + 2)).toContain('Goal: Learn Spanish for Madrid');

    const subgoal = await buildGoal(client, { title: 'Learn 500 words', parentId: goal.id, deadline: inDays(30) });
    await client.get(url);
    expect(fake.requests.length).toBe(before + 4);
    expect(userMessageOf(before + 3)).toContain('Open subgoals:\n- Learn 500 words');

    await client.patch(`/api/goals/${subgoal.id}`, { progress: 100 });
    await client.get(url);
    expect(fake.requests.length).toBe(before + 5);
    expect(userMessageOf(before + 4)).toContain('Open subgoals:\n(none)');
  });

  it('answers built-in suggestions when the service fails', async () => {
    const { client } = await signUp(remoteApp);
    const goal = await buildGoal(client, { title: 'Write a novel', deadline: inDays(60) });
    fake.replyWith(answerSuggestions('not a list'));
    try {
      const response = await client.get(`/api/goals/${goal.id}/suggestions`);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toContain('Outline the novel chapter by chapter');
      // The stand-in says it is the built-in engine, not the model.
      expect(response.headers['suggestions-source']).toBe('built-in');
    } finally {
      fake.replyWith(answerSuggestions(REMOTE_ANSWER));
    }
  });

  it('sends the goals around a subgoal to the model: the chain above it and its siblings', async () => {
    const { client } = await signUp(remoteApp);
    const top = await buildGoal(client, { title: 'Live abroad for a year', deadline: inDays(300) });
    const middle = await buildGoal(client, { title: 'Move to Madrid', parentId: top.id, deadline: inDays(200) });
    const goal = await buildGoal(client, { title: 'Learn Spanish', parentId: middle.id, deadline: inDays(100) });
    await buildGoal(client, { title: 'Find a flat in Madrid', parentId: middle.id, deadline: inDays(100) });
    const before = fake.requests.length;
    await client.get(`/api/goals/${goal.id}/suggestions`);
    expect(userMessageOf(before)).toContain('Part of: Live abroad for a year › Move to Madrid');
    expect(userMessageOf(before)).toContain('Other goals beside it:\n- Find a flat in Madrid');
  });

  it('says when a goal is in a language the built-in engine does not write', async () => {
    const { client } = await signUp(app);
    const goal = await buildGoal(client, { title: '日本語を勉強する' });
    const response = await client.get(`/api/goals/${goal.id}/suggestions`);
    expect(response.json()).toEqual([]);
    expect(response.headers['suggestions-note']).toBe('language-not-supported');
  });

  it('limits the answers a person may have worked out, not those served from memory, and only theirs', async () => {
    const { client } = await signUp(limitedApp);
    const goals = await Promise.all(['Learn Spanish', 'Run a 5K', 'Read 12 books', 'Write a novel'].map((title) => buildGoal(client, { title })));
    for (const goal of goals.slice(0, 3)) expect((await client.get(`/api/goals/${goal.id}/suggestions`)).statusCode).toBe(200);
    // From memory: free.
    expect((await client.get(`/api/goals/${goals[0]!.id}/suggestions`)).statusCode).toBe(200);
    const refused = await client.get(`/api/goals/${goals[3]!.id}/suggestions`);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe('Too many suggestion requests. Please try again in 10 minutes.');
    expect(refused.headers['retry-after']).toBe('600');
    const other = await signUp(limitedApp);
    const theirs = await buildGoal(other.client, { title: 'Learn Spanish' });
    expect((await other.client.get(`/api/goals/${theirs.id}/suggestions`)).statusCode).toBe(200);
  });
});
