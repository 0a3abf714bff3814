import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  answerJson,
  answerSuggestions,
  completion,
  hang,
  startFakeChatServer,
  streamSuggestions,
  tooManyRequests,
  type FakeChatServer,
  type FakeReply,
} from '../../test/fake-chat-server';
import { builtinSuggestionProvider } from './builtin-provider';
import { createOpenAiCompatibleProvider, type OpenAiCompatibleOptions } from './openai-compatible-provider';
import type { SuggestionContext } from './suggestion-provider';

const API_KEY = 'sk-test-0123456789';
const NOW = new Date('2026-03-02T09:00:00.000Z');
const CONTEXT: SuggestionContext = {
  title: 'Learn Spanish',
  description: 'Order food and chat in Madrid this summer',
  deadline: new Date('2026-05-16T09:00:00.000Z'),
  openSubgoalTitles: ['Learn 500 words'],
  existingTaskTitles: ['Book a tutor'],
  parentTitles: ['Move to Madrid', 'Live abroad for a year'],
  siblingTitles: ['Find a flat in Madrid'],
  now: NOW,
};
const GOOD_ANSWER = [
  'Learn 20 food words in Spanish',
  'Practise ordering a meal aloud in Spanish',
  'Watch one Spanish cooking video with subtitles',
  'Write five questions to ask a waiter in Madrid',
];

const answerHtml: FakeReply = (_request, response) => {
  response.writeHead(200, { 'content-type': 'text/html' });
  response.end('<html>oops</html>');
};

let server: FakeChatServer;
let warnings: Array<{ details: Record<string, unknown>; message: string }>;

beforeAll(async () => {
  server = await startFakeChatServer();
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
  warnings = [];
});

function provider(options: Partial<OpenAiCompatibleOptions> = {}) {
  return createOpenAiCompatibleProvider({
    apiUrl: server.apiUrl,
    apiKey: API_KEY,
    model: 'test-model',
    timeoutMs: 2000,
    fallback: builtinSuggestionProvider,
    log: { warn: (details, message) => warnings.push({ details, message }) },
    ...options,
  });
}

const builtinAnswer = async () => (await builtinSuggestionProvider.suggest(CONTEXT)).titles;

describe('OpenAI-compatible suggestions', () => {
  it('asks the chat completions endpoint for strict JSON with the goal in the prompt', async () => {
    server.replyWith(answerSuggestions(GOOD_ANSWER));
    const answer = await provider().suggest(CONTEXT);
    expect(answer).toEqual({ titles: GOOD_ANSWER, source: { kind: 'model', model: 'test-model' } });
    expect(warnings).toEqual([]);

    expect(server.requests).toHaveLength(1);
    const [request] = server.requests;
    expect(request?.method).toBe('POST');
    expect(request?.url).toBe('/v1/chat/completions');
    expect(request?.headers.authorization).toBe(`Bearer ${API_KEY}`);
    expect(request?.headers['content-type']).toBe('application/json');
    const body = request?.body as { model: string; stream: boolean; response_format: unknown; messages: Array<{ role: string; content: string }> };
    expect(body.model).toBe('test-model');
    expect(body.stream).toBe(true);
    expect(body.response_format).toEqual({ type: 'json_object' });
    expect(body.messages.map((message) => message.role)).toEqual(['system', 'user']);
    expect(body.messages[0]?.content).toContain('{"suggestions"');
    expect(body.messages[0]?.content).toContain('at most 80 characters');
    expect(body.messages[1]?.content).toBe(
      [
        'Goal: Learn Spanish',
        'Description: Order food and chat in Madrid this summer',
        'Deadline: 2026-05-16 (75 days left)',
        'Part of: Live abroad for a year › Move to Madrid',
        'Other goals beside it:\n- Find a flat in Madrid',
        'Open subgoals:\n- Learn 500 words',
        'Existing tasks, not to be repeated:\n- Book a tutor',
      ].join('\n'),
    );
  });

  it('sends no authorization header without a key, and accepts a base URL with a trailing slash', async () => {
    server.replyWith(answerSuggestions(GOOD_ANSWER));
    const answer = await provider({ apiKey: undefined, apiUrl: `${server.apiUrl}/` }).suggest(CONTEXT);
    expect(answer.titles).toEqual(GOOD_ANSWER);
    expect(server.requests[0]?.url).toBe('/v1/chat/completions');
    expect(server.requests[0]?.headers.authorization).toBeUndefined();
  });

  it('tidies the answer: trimmed, no list markers, no repeats, no existing tasks, nothing over 80 characters, 8 at most', async () => {
    server.replyWith(
      answerSuggestions([
        '  1. Learn 20 food words in Spanish.  ',
        'learn 20 food words in spanish',
        'BOOK A TUTOR',
        `Write ${'a very '.repeat(12)}long task`,
        '- practise ordering a meal aloud in Spanish',
        ...Array.from({ length: 10 }, (_, index) => `Review Spanish lesson ${index + 1}`),
      ]),
    );
    const { titles } = await provider().suggest(CONTEXT);
    expect(titles).toEqual([
      'Learn 20 food words in Spanish',
      'Practise ordering a meal aloud in Spanish',
      'Review Spanish lesson 1',
      'Review Spanish lesson 2',
      'Review Spanish lesson 3',
      'Review Spanish lesson 4',
      'Review Spanish lesson 5',
      'Review Spanish lesson 6',
    ]);
  });

  it('reads JSON a model wrapped in a code fence', async () => {
    server.replyWith(answerJson(completion(`\`\`\`json\n${JSON.stringify({ suggestions: GOOD_ANSWER })}\n\`\`\``)));
    expect((await provider().suggest(CONTEXT)).titles).toEqual(GOOD_ANSWER);
  });

  it.each([
    ['message content that is not JSON', answerJson(completion('Here are some ideas: learn words, practise.')), 'message content is not JSON'],
    ['a response that is not JSON', answerHtml, 'response is not JSON'],
    ['JSON of the wrong shape', answerJson(completion(JSON.stringify({ tasks: GOOD_ANSWER }))), 'answer has the wrong shape'],
    ['suggestions that are not strings', answerSuggestions([{ title: 'Learn words' }, 2, null]), 'answer has the wrong shape'],
    ['a completion without choices', answerJson({ choices: [] }), 'answer has the wrong shape'],
    ['fewer than three usable suggestions', answerSuggestions(['Book a tutor', 'Learn 20 food words in Spanish', 'x'.repeat(81)]), 'too few usable suggestions (1)'],
    ['a server error', answerJson({ error: { message: 'overloaded' } }, 500), 'service answered HTTP 500'],
    ['an unknown model', answerJson({ error: { message: 'model not found' } }, 404), 'service answered HTTP 404'],
  ])('falls back to the built-in suggestions on %s, with a warning', async (_case, reply, reason) => {
    server.replyWith(reply);
    const answer = await provider().suggest(CONTEXT);
    expect(answer).toEqual({ titles: await builtinAnswer(), source: { kind: 'built-in' }, provisional: true });
    expect(warnings).toHaveLength(1);
    expect(warnings[0]?.details.reason).toBe(reason);
    expect(warnings[0]?.message).toMatch(/built-in suggestions/);
  });

  it('gives up at the timeout and falls back well within it', async () => {
    server.replyWith(hang);
    const started = performance.now();
    const answer = await provider({ timeoutMs: 300 }).suggest(CONTEXT);
    const elapsed = performance.now() - started;
    expect(answer).toEqual({ titles: await builtinAnswer(), source: { kind: 'built-in' }, provisional: true });
    expect(elapsed).toBeGreaterThanOrEqual(290);
    expect(elapsed).toBeLessThan(1500);
    expect(warnings[0]?.details.reason).toBe('no whole answer within 300 ms');
  });

  it('falls back when nothing listens at the address', async () => {
    const closed = await startFakeChatServer();
    await closed.close();
    const answer = await provider({ apiUrl: closed.apiUrl }).suggest(CONTEXT);
    expect(answer).toEqual({ titles: await builtinAnswer(), source: { kind: 'built-in' }, provisional: true });
    expect(String(warnings[0]?.details.reason)).toMatch(/ECONNREFUSED/);
  });

  it('reads a streamed answer, however it is cut into pieces and however slowly they come within the timeout', async () => {
    server.replyWith(streamSuggestions(GOOD_ANSWER, { pieces: 7, delayMs: 40 }));
    expect(await provider({ timeoutMs: 2000 }).suggest(CONTEXT)).toEqual({ titles: GOOD_ANSWER, source: { kind: 'model', model: 'test-model' } });
    expect(warnings).toEqual([]);
  });

  it('falls back when a stream stalls before it ends, or sends a chunk that is not JSON', async () => {
    server.replyWith(streamSuggestions(GOOD_ANSWER, { pieces: 3, stall: true }));
    expect(await provider({ timeoutMs: 300 }).suggest(CONTEXT)).toMatchObject({ provisional: true, source: { kind: 'built-in' } });
    expect(warnings[0]?.details.reason).toBe('no whole answer within 300 ms');
    server.replyWith((_request, response) => {
      response.writeHead(200, { 'content-type': 'text/event-stream' });
      response.end('data: {"choices": [{"delta": {"content": "{\\"sugg"}}]}\n\ndata: {not json\n\n');
    });
    expect(await provider().suggest(CONTEXT)).toMatchObject({ provisional: true });
    expect(warnings[1]?.details.reason).toBe('stream chunk is not JSON');
  });

  it('backs off for as long as a 429 asks, answering built-in meanwhile without asking again, then asks again', async () => {
    let now = Date.parse('2026-03-02T09:00:00.000Z');
    const busy = provider({ clock: () => now });
    server.replyWith(tooManyRequests('120'));
    expect(await busy.suggest(CONTEXT)).toMatchObject({ provisional: true, source: { kind: 'built-in' } });
    expect(warnings[0]?.details.reason).toBe('service answered HTTP 429, retry after 120 s');
    server.replyWith(answerSuggestions(GOOD_ANSWER));
    now += 60_000;
    expect(await busy.suggest(CONTEXT)).toMatchObject({ provisional: true });
    expect(server.requests).toHaveLength(1);
    now += 61_000;
    expect(await busy.suggest(CONTEXT)).toEqual({ titles: GOOD_ANSWER, source: { kind: 'model', model: 'test-model' } });
    expect(server.requests).toHaveLength(2);
  });

  it('backs off a minute for a 429 without Retry-After', async () => {
    let now = 0;
    const busy = provider({ clock: () => now });
    server.replyWith(tooManyRequests());
    await busy.suggest(CONTEXT);
    server.replyWith(answerSuggestions(GOOD_ANSWER));
    now += 59_000;
    expect(await busy.suggest(CONTEXT)).toMatchObject({ provisional: true });
    now += 2_000;
    expect((await busy.suggest(CONTEXT)).source).toEqual({ kind: 'model', model: 'test-model' });
  });

  it('never logs the key or the goal', async () => {
    server.replyWith(answerJson({ error: { message: `bad key ${API_KEY} for Learn Spanish` } }, 401));
    await provider().suggest(CONTEXT);
    const logged = JSON.stringify(warnings);
    expect(logged).not.toContain(API_KEY);
    expect(logged).not.toContain('Spanish');
    expect(warnings[0]?.details.host).toBe(new URL(server.apiUrl).host);
  });
});
