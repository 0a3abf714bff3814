import { describe, expect, it } from 'vitest';
import type { SuggestionSource } from './suggestion-provider';
import { contextFingerprint, createSuggestionCache } from './suggestion-cache';
import type { SuggestionContext, Suggestions } from './suggestion-provider';

const BUILT_IN: SuggestionSource = { kind: 'built-in' };
const NOW = new Date('2026-03-02T09:00:00.000Z');
const CONTEXT: SuggestionContext = {
  title: 'Learn Spanish',
  description: null,
  deadline: new Date('2026-05-16T09:00:00.000Z'),
  openSubgoalTitles: ['Learn 500 words'],
  existingTaskTitles: ['Book a tutor'],
  parentTitles: [],
  siblingTitles: [],
  now: NOW,
};

/** Counts how often the cache had to compute an answer. */
function counter(answer: Suggestions = { titles: ['Review flashcards'], source: BUILT_IN }) {
  const calls = { count: 0 };
  return { calls, compute: async () => ((calls.count += 1), answer) };
}

describe('contextFingerprint', () => {
  it('is the same for the same goal, and changes with anything an answer depends on', () => {
    const base = contextFingerprint(CONTEXT);
    expect(contextFingerprint({ ...CONTEXT, now: new Date(NOW.getTime() + 60_000) })).toBe(base);
    const changes: Partial<SuggestionContext>[] = [
      { title: 'Learn Spanish!' },
      { description: 'For Madrid' },
      { deadline: new Date('2026-05-17T09:00:00.000Z') },
      { openSubgoalTitles: [] },
      { openSubgoalTitles: ['Learn 500 words', 'Pass the DELE'] },
      { existingTaskTitles: ['Book a tutor', 'Practise verbs'] },
      { existingTaskTitles: ['Book a tutor!'] },
      { now: new Date(NOW.getTime() + 24 * 60 * 60 * 1000) },
    ];
    const fingerprints = changes.map((change) => contextFingerprint({ ...CONTEXT, ...change }));
    expect(new Set([base, ...fingerprints]).size).toBe(changes.length + 1);
  });
});

describe('createSuggestionCache', () => {
  it('answers from memory while the fingerprint matches, and asks again when it changes', async () => {
    const cache = createSuggestionCache();
    const { calls, compute } = counter();
    expect(await cache.remember(1, 10, 'a', compute)).toMatchObject({ titles: ['Review flashcards'] });
    expect(await cache.remember(1, 10, 'a', compute)).toMatchObject({ titles: ['Review flashcards'] });
    expect(calls.count).toBe(1);
    await cache.remember(1, 10, 'b', compute);
    expect(calls.count).toBe(2);
    expect(cache.size).toBe(1);
  });

  it('keeps goals and users apart', async () => {
    const cache = createSuggestionCache();
    const { calls, compute } = counter();
    await cache.remember(1, 10, 'a', compute);
    await cache.remember(1, 11, 'a', compute);
    await cache.remember(2, 10, 'a', compute);
    expect(calls.count).toBe(3);
  });

  it('asks once for requests that arrive while the first is still running', async () => {
    const cache = createSuggestionCache();
    let release: (answer: Suggestions) => void = () => {};
    let calls = 0;
    const compute = () => {
      calls += 1;
      return new Promise<Suggestions>((resolve) => (release = resolve));
    };
    const first = cache.remember(1, 10, 'a', compute);
    const second = cache.remember(1, 10, 'a', compute);
    release({ titles: ['Practise verbs'], source: BUILT_IN });
    expect((await Promise.all([first, second])).map((answer) => answer.titles)).toEqual([['Practise verbs'], ['Practise verbs']]);
    expect(calls).toBe(1);
  });

  it('drops the least recently asked-for goal beyond its size', async () => {
    const cache = createSuggestionCache({ maxEntries: 2 });
    const { calls, compute } = counter();
    await cache.remember(1, 1, 'a', compute);
    await cache.remember(1, 2, 'a', compute);
    await cache.remember(1, 1, 'a', compute); // goal 1 is now the most recent
    await cache.remember(1, 3, 'a', compute); // so goal 2 goes
    expect(cache.size).toBe(2);
    expect(calls.count).toBe(3);
    await cache.remember(1, 1, 'a', compute);
    expect(calls.count).toBe(3);
    await cache.remember(1, 2, 'a', compute);
    expect(calls.count).toBe(4);
  });

  it('keeps a provisional answer only briefly, so a failed service is asked again', async () => {
    let now = 1_000;
    const cache = createSuggestionCache({ provisionalTtlMs: 60_000, clock: () => now });
    const { calls, compute } = counter({ titles: ['Review flashcards'], source: BUILT_IN, provisional: true });
    await cache.remember(1, 10, 'a', compute);
    now += 59_000;
    await cache.remember(1, 10, 'a', compute);
    expect(calls.count).toBe(1);
    now += 2_000;
    await cache.remember(1, 10, 'a', compute);
    expect(calls.count).toBe(2);
  });

  it('forgets a failed computation', async () => {
    const cache = createSuggestionCache();
    await expect(cache.remember(1, 10, 'a', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(cache.size).toBe(0);
    const { calls, compute } = counter();
    await cache.remember(1, 10, 'a', compute);
    expect(calls.count).toBe(1);
  });
});
