import { z } from 'zod';
import { suggestionMessages } from './suggestion-prompt';
import type { SuggestionContext, SuggestionProvider } from './suggestion-provider';
import { MIN_SUGGESTIONS, usableSuggestions } from './suggestion-titles';

/** A chat completion is a few hundred bytes; anything near this is not an answer worth reading. */
const MAX_RESPONSE_BYTES = 256 * 1024;

export interface WarnLogger {
  warn(details: Record<string, unknown>, message: string): void;
}

export interface OpenAiCompatibleOptions {
  /** Base URL of the API, e.g. http://localhost:11434/v1; `/chat/completions` is added to it. */
  apiUrl: string;
  apiKey?: string;
  model: string;
  timeoutMs: number;
  /** Answers whenever the service can't: unreachable, slow, failing, or saying something unusable. */
  fallback: SuggestionProvider;
  log: WarnLogger;
}

const completionSchema = z.object({
  choices: z.array(z.object({ message: z.object({ content: z.string() }) })).min(1),
});
const answerSchema = z.object({ suggestions: z.array(z.string()).max(50) });

/** Why the service's answer was not used; its message is safe to log (no key, no goal text). */
class UnusableAnswer extends Error {}

async function readText(response: Response): Promise<string> {
  if (!response.body) return '';
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let text = '';
  let bytes = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return text + decoder.decode();
    bytes += value.byteLength;
    if (bytes > MAX_RESPONSE_BYTES) {
      await reader.cancel();
      throw new UnusableAnswer(`answer larger than ${MAX_RESPONSE_BYTES} bytes`);
    }
    text += decoder.decode(value, { stream: true });
  }
}

function parseJson(text: string, what: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw new UnusableAnswer(`${what} is not JSON`);
  }
}

/** Some models wrap JSON in a Markdown code fence even when asked not to. */
const withoutCodeFence = (text: string) => text.trim().replace(/^```(?:json)?\s*([\s\S]*?)\s*```$/i, '$1');

function reasonOf(error: unknown, timeoutMs: number): string {
  if (error instanceof UnusableAnswer) return error.message;
  if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) return `no answer within ${timeoutMs} ms`;
  if (error instanceof z.ZodError) return 'answer has the wrong shape';
  if (error instanceof Error) {
    const cause = error.cause instanceof Error ? ((error.cause as NodeJS.ErrnoException).code ?? error.cause.message) : undefined;
    return cause ? `${error.message} (${cause})` : error.message;
  }
  return 'unknown error';
}

/**
 * Suggestions from any server that speaks the OpenAI chat completions API (a hosted one, Ollama,
 * llama.cpp, vLLM). Whatever goes wrong, the fallback answers and a warning says why.
 */
export function createOpenAiCompatibleProvider(options: OpenAiCompatibleOptions): SuggestionProvider {
  const endpoint = `${options.apiUrl.replace(/\/+$/, '')}/chat/completions`;
  const host = new URL(endpoint).host;

  async function ask(context: SuggestionContext): Promise<string[]> {
    const response = await fetch(endpoint, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/json',
        ...(options.apiKey ? { authorization: `Bearer ${options.apiKey}` } : {}),
      },
      // No temperature or token limit: some models refuse either, and the timeout bounds the answer anyway.
      body: JSON.stringify({
        model: options.model,
        messages: suggestionMessages(context),
        response_format: { type: 'json_object' },
      }),
      signal: AbortSignal.timeout(options.timeoutMs),
    });
    if (!response.ok) {
      await response.body?.cancel();
      throw new UnusableAnswer(`service answered HTTP ${response.status}`);
    }
    const completion = completionSchema.parse(parseJson(await readText(response), 'response'));
    const content = completion.choices[0]?.message.content ?? '';
    const answer = answerSchema.parse(parseJson(withoutCodeFence(content), 'message content'));
    const titles = usableSuggestions(answer.suggestions, context.existingTaskTitles);
    if (titles.length < MIN_SUGGESTIONS) throw new UnusableAnswer(`too few usable suggestions (${titles.length})`);
    return titles;
  }

  return {
    async suggest(context) {
      try {
        return { titles: await ask(context) };
      } catch (error) {
        options.log.warn({ host, reason: reasonOf(error, options.timeoutMs) }, 'suggestions service failed; built-in suggestions answered');
        const standIn = await options.fallback.suggest(context);
        return { ...standIn, provisional: true };
      }
    },
  };
}
