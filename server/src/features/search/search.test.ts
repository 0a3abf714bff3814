import { describe, expect, it } from 'vitest';
import { SNIPPET_MARK_END, SNIPPET_MARK_START } from '@shared/domain/search-query';
import type { SearchResult } from '@shared/schemas/search';
import { buildGoal, signUp, startTestApp, type TestClient } from '../../test/test-app';

const { app } = await startTestApp();

const DAY_MS = 86_400_000;
const search = async (client: TestClient, q: string): Promise<SearchResult[]> => {
  const response = await client.get(`/api/search?q=${encodeURIComponent(q)}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};
const kindsAndNames = (results: SearchResult[]) =>
  results.map((result) => `${result.kind}:${result.kind === 'note' ? result.date : result.kind === 'feeling' ? result.emotion : result.title}`);
/** The snippet with its marks as brackets, to read in an assertion. */
const marked = (snippet: string | null) => snippet?.replaceAll(SNIPPET_MARK_START, '[').replaceAll(SNIPPET_MARK_END, ']');

async function createTask(client: TestClient, title: string, fields: Record<string, unknown> = {}) {
  const response = await client.post('/api/todos', { title, dueDate: new Date().toISOString(), ...fields });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as Promise<{ id: number }>;
}

/** A person with a marathon goal, its tasks, a day's notes and a feeling. */
async function seed(client: TestClient) {
  const goal = await buildGoal(client, { title: 'Run a half marathon', description: 'Sub two hours at the spring race' });
  await buildGoal(client, { title: 'Learn Spanish', description: 'Conversational by summer' });
  await createTask(client, 'Buy running shoes', { goalId: goal.id, description: 'Try them on at the marathon expo' });
  await createTask(client, 'Call the physio', { description: 'About the knee before the long run' });
  const plan = await client.post('/api/daily-plans', { date: '2026-03-02', notes: 'Morning: easy 5 km run.\nEvening: Spanish lesson.' });
  expect(plan.statusCode, plan.body).toBe(200);
  const feeling = await client.post(`/api/goals/${goal.id}/emotions`, { emotion: 'Excited', intensity: 4, notes: 'The marathon feels possible now' });
  expect(feeling.statusCode, feeling.body).toBe(201);
  return goal;
}

describe('GET /api/search', () => {
  it('finds goals, tasks, notes and feelings, a title match first, with the matched words marked', async () => {
    const { client } = await signUp(app);
    const goal = await seed(client);
    const results = await search(client, 'marathon');
    // The title match first; the two body matches rank alike, and come newest first.
    expect(kindsAndNames(results)[0]).toBe('goal:Run a half marathon');
    expect(kindsAndNames(results).slice(1).sort()).toEqual(['feeling:Excited', 'task:Buy running shoes']);
    expect(results[0]).toMatchObject({ kind: 'goal', id: goal.id, progress: 0, snippet: null });
    const task = results.find((result) => result.kind === 'task')!;
    expect(marked(task.snippet)).toBe('Try them on at the [marathon] expo');
    expect(new Date((task as { dueDate: string }).dueDate).getTime()).toBeGreaterThan(Date.now() - DAY_MS);
    const feeling = results.find((result) => result.kind === 'feeling')!;
    expect(feeling).toMatchObject({ goalId: goal.id });
    expect(marked(feeling.snippet)).toBe('The [marathon] feels possible now');
  });

  it('matches the word being typed as a prefix, in any letter case', async () => {
    const { client } = await signUp(app);
    await seed(client);
    expect(kindsAndNames(await search(client, 'HALF MAR'))).toEqual(['goal:Run a half marathon']);
    expect(kindsAndNames(await search(client, 'spa'))).toEqual(['goal:Learn Spanish', 'note:2026-03-02']);
    const [note] = await search(client, 'lesson');
    expect(note).toMatchObject({ kind: 'note', date: '2026-03-02' });
    expect(marked(note!.snippet)).toContain('[lesson]');
  });

  it("finds a day's notes by what they say now, the day with more matches first", async () => {
    const { client } = await signUp(app);
    const save = async (date: string, notes: string) => {
      const response = await client.post('/api/daily-plans', { date, notes });
      expect(response.statusCode, response.body).toBe(200);
    };
    await save('2026-03-02', 'Swim before work');
    await save('2026-03-03', 'Stretch, then swim; swim again at night');
    await save('2026-03-02', 'Cycle before work');
    expect(kindsAndNames(await search(client, 'swim'))).toEqual(['note:2026-03-03']);
    await save('2026-03-02', 'Swim before work');
    expect(kindsAndNames(await search(client, 'swim'))).toEqual(['note:2026-03-03', 'note:2026-03-02']);
    const [, edited] = await search(client, 'swim');
    expect(marked(edited!.snippet)).toBe('[Swim] before work');
    expect(kindsAndNames(await search(client, 'cycle'))).toEqual([]);
  });

  it('finds weeks of long notes saved as they were typed, merged into the index or still waiting to be', async () => {
    const { client } = await signUp(app);
    // Some 300 words a day, most of them new to the index: the days saved first have been merged into it by
    // the time the last are saved (its pending list holds 128 kB), the last are still waiting.
    const words = (day: number) => Array.from({ length: 300 }, (_, index) => `w${day}x${index}`).join(' ');
    const dates = Array.from({ length: 30 }, (_, day) => new Date(Date.UTC(2026, 0, 1 + day)).toISOString().slice(0, 10));
    for (const [day, date] of dates.entries()) {
      const response = await client.post('/api/daily-plans', { date, notes: `Day ${day}: ${words(day)}` });
      expect(response.statusCode, response.body).toBe(200);
    }
    for (const day of [0, 14, 29]) expect(kindsAndNames(await search(client, `w${day}x299`))).toEqual([`note:${dates[day]}`]);
    const edited = await client.post('/api/daily-plans', { date: dates[29], notes: 'Rest day' });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(await search(client, 'w29x7')).toEqual([]);
    expect(kindsAndNames(await search(client, 'rest'))).toEqual([`note:${dates[29]}`]);
  });

  it('reads phrases and exclusions as a web search does', async () => {
    const { client } = await signUp(app);
    await seed(client);
    expect(kindsAndNames(await search(client, '"long run"'))).toEqual(['task:Call the physio']);
    expect(kindsAndNames(await search(client, 'run -knee '))).toEqual(['goal:Run a half marathon', 'note:2026-03-02']);
  });

  it('finds words in any script and answers nothing for text with no word', async () => {
    const { client } = await signUp(app);
    await createTask(client, 'مراجعة الخطة الأسبوعية');
    await createTask(client, 'Über den Berg 🏔️');
    expect(kindsAndNames(await search(client, 'الخط'))).toEqual(['task:مراجعة الخطة الأسبوعية']);
    expect(kindsAndNames(await search(client, 'über'))).toEqual(['task:Über den Berg 🏔️']);
    expect(await search(client, '🏔️')).toEqual([]);
    expect(await search(client, '"')).toEqual([]);
    expect(await search(client, '-')).toEqual([]);
  });

  it('never shows another person’s words', async () => {
    const owner = await signUp(app);
    const other = await signUp(app);
    await seed(owner.client);
    expect(await search(other.client, 'marathon')).toEqual([]);
    expect(await search(other.client, 'spa')).toEqual([]);
  });

  it('keeps to its limits: ten of a kind, twenty-five in all', async () => {
    const { client } = await signUp(app);
    for (let index = 0; index < 12; index += 1) await createTask(client, `Stretch ${index}`);
    for (let index = 0; index < 12; index += 1) await buildGoal(client, { title: `Stretch goal ${index}` });
    const results = await search(client, 'stretch');
    expect(results.filter((result) => result.kind === 'task')).toHaveLength(10);
    expect(results.filter((result) => result.kind === 'goal')).toHaveLength(10);
  });

  it('refuses an empty or overlong query, and a visitor', async () => {
    const { client } = await signUp(app);
    expect((await client.get('/api/search?q=%20%20')).statusCode).toBe(400);
    expect((await client.get(`/api/search?q=${'a'.repeat(201)}`)).statusCode).toBe(400);
    expect((await client.get('/api/search')).statusCode).toBe(400);
    // PostgreSQL can't take a NUL character in text: refused here rather than failing there.
    const nul = await client.get('/api/search?q=a%00b');
    expect(nul.statusCode, nul.body).toBe(400);
    expect(JSON.parse(nul.body).message).toContain('null characters');
    const { TestClient } = await import('../../test/test-app');
    expect((await new TestClient(app).get('/api/search?q=run')).statusCode).toBe(401);
  });
});
