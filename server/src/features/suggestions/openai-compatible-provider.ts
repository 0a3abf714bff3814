import { z } from 'zod';
import { suggestionMessages } from './suggestion-prompt';
import type { SuggestionContext, SuggestionProvider, Suggestions } from './suggestion-provider';
import { MIN_SUGGESTIONS, usableSuggestions } from './suggestion-titles';

/** A chat completion is a few kilobytes; anything near this is not an answer worth reading. */
const MAX_RESPONSE_BYTES = 256 * 1024;
/** How long a 429 without Retry-After keeps the service out, and the longest any answer may. */
const DEFAULT_BACK_OFF_MS = 60_000;
const MAX_BACK_OFF_MS = 60 * 60_000;

export interface WarnLogger {
  warn(details: Record<string, unknown>, message: string): void;
}

export interface OpenAiCompatibleOptions {
  /** Base URL of the API, e.g. http://localhost:11434/v1; `/chat/completions` is added to it. */
  apiUrl: string;
  apiKey?: string;
  model: string;
  /** The whole answer, streamed or not, must arrive within this. */
  timeoutMs: number;
  /** Answers whenever the service can't: unreachable, slow, failing, busy, or saying something unusable. */
  fallback: SuggestionProvider;
  log: WarnLogger;
  clock?: () => number;
}

const completionSchema = z.object({
  choices: z.array(z.object({ message: z.object({ content: z.string() }) })).min(1),
});
const chunkSchema = z.object({
  choices: z.array(z.object({ delta: z.object({ content: z.string().nullish() }).partial() })).default([]),
});
const answerSchema = z.object({ suggestions: z.array(z.string()).max(50) });

/** Why the service's answer was not used; its message is safe to log (no key, no goal text). */
class UnusableAnswer extends Error {}
/** The service asked to be left alone for a while (HTTP 429). */
class Busy extends Error {
  constructor(readonly retryAfterMs: number) {
    super(`service answered HTTP 429, retry after ${Math.round(retryAfterMs / 1000)} s`);
  }
}

/** The pieces of a response body as text, never more than the limit. */
async function* textOf(response: Response): AsyncGenerator<string> {
  if (!response.body) return;
  const decoder = new TextDecoder();
  let bytes = 0;
  for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
    bytes += chunk.byteLength;
    if (bytes > MAX_RESPONSE_BYTES) throw new UnusableAnswer(`answer larger than ${MAX_RESPONSE_BYTES} bytes`);
    yield decoder.decode(chunk, { stream: true });
  }
  yield decoder.decode();
}

function parseJson(text: string, what: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw new UnusableAnswer(`${what} is not JSON`);
  }
}

/** The message a streamed answer (server-sent events of completion chunks) adds up to. */
async function streamedContent(response: Response): Promise<string> {
  let content = '';
  let pending = '';
  for await (const text of textOf(response)) {
    pending += text;
    const lines = pending.split(/\r?\n/);
    pending = lines.pop() ?? '';
    for (const line of lines) {
      if (!line.startsWith('data:')) continue;
      const data = line.slice(5).trim();
      if (data === '[DONE]') return content;
      const chunk = chunkSchema.safeParse(parseJson(data, 'stream chunk'));
      if (!chunk.success) throw new UnusableAnswer('stream chunk has the wrong shape');
      content += chunk.data.choices[0]?.delta.content ?? '';
    }
  }
  if (content === '') throw new UnusableAnswer('stream ended without content');
  return content;
}

async function wholeContent(response: Response): Promise<string> {
  let text = '';
  for await (const piece of textOf(response)) text += piece;
  const completion = completionSchema.parse(parseJson(text, 'response'));
  return completion.choices[0]?.message.content ?? '';
}

/** Some models wrap JSON in a Markdown code fence even when asked not to. */
const withoutCodeFence = (text: string) => text.trim().replace(/^```(?:json)?\s*([\s\S]*?)\s*```$/i, '$1');

/** Retry-After in seconds or as an HTTP date, within reason. */
function retryAfterMs(header: string | null, now: number): number {
  if (!header) return DEFAULT_BACK_OFF_MS;
  const seconds = Number(header);
  const ms = Number.isFinite(seconds) ? seconds * 1000 : Date.parse(header) - now;
  return Number.isFinite(ms) && ms > 0 ? Math.min(ms, MAX_BACK_OFF_MS) : DEFAULT_BACK_OFF_MS;
}

function reasonOf(error: unknown, timeoutMs: number): string {
  if (error instanceof UnusableAnswer || error instanceof Busy) return error.message;
  if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) return `no whole answer within ${timeoutMs} ms`;
  if (error instanceof z.ZodError) return 'answer has the wrong shape';
  if (error instanceof Error) {
    const cause = error.cause instanceof Error ? ((error.cause as NodeJS.ErrnoException).code ?? error.cause.message) : undefined;
    return cause ? `${error.message} (${cause})` : error.message;
  }
  return 'unknown error';
}

/**
 * Suggestions from any server that speaks the OpenAI chat completions API (a hosted one, Ollama,
 * llama.cpp, vLLM). It asks for a streamed JSON answer with the goal and the goals around it, takes a
 * plain answer too, and backs off for as long as a 429 says. Whatever goes wrong, the fallback answers,
 * kept only briefly, and a warning in the log says why.
 */
export function createOpenAiCompatibleProvider(options: OpenAiCompatibleOptions): SuggestionProvider {
  const endpoint = `${options.apiUrl.replace(/\/+$/, '')}/chat/completions`;
  const host = new URL(endpoint).host;
  const clock = options.clock ?? Date.now;
  let busyUntil = 0;

  async function ask(context: SuggestionContext): Promise<string[]> {
    if (clock() < busyUntil) throw new Busy(busyUntil - clock());
    const response = await fetch(endpoint, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'text/event-stream, application/json',
        ...(options.apiKey ? { authorization: `Bearer ${options.apiKey}` } : {}),
      },
      // No temperature or token limit: some models refuse either, and the timeout bounds the answer anyway.
      body: JSON.stringify({
        model: options.model,
        messages: suggestionMessages(context),
        response_format: { type: 'json_object' },
        stream: true,
      }),
      signal: AbortSignal.timeout(options.timeoutMs),
    });
    if (response.status === 429) {
      await response.body?.cancel();
      const wait = retryAfterMs(response.headers.get('retry-after'), clock());
      busyUntil = clock() + wait;
      throw new Busy(wait);
    }
    if (!response.ok) {
      await response.body?.cancel();
      throw new UnusableAnswer(`service answered HTTP ${response.status}`);
    }
    const streamed = (response.headers.get('content-type') ?? '').includes('text/event-stream');
    const content = streamed ? await streamedContent(response) : await wholeContent(response);
    const answer = answerSchema.parse(parseJson(withoutCodeFence(content), 'message content'));
    const titles = usableSuggestions(answer.suggestions, context.existingTaskTitles);
    if (titles.length < MIN_SUGGESTIONS) throw new UnusableAnswer(`too few usable suggestions (${titles.length})`);
    return titles;
  }

  return {
    async suggest(context): Promise<Suggestions> {
      try {
        return { titles: await ask(context), source: { kind: 'model', model: options.model } };
      } catch (error) {
        options.log.warn({ host, model: options.model, reason: reasonOf(error, options.timeoutMs) }, 'suggestions service failed; built-in suggestions answered');
        const standIn = await options.fallback.suggest(context);
        return { ...standIn, provisional: true };
      }
    },
  };
}
