import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: unknown;
}

/** How the fake answers one request: given what was asked, write a reply (or never do). */
export type FakeReply = (request: RecordedRequest, response: ServerResponse) => void;

export interface FakeChatServer {
  /** Base URL in the form SUGGESTIONS_API_URL takes, ending in /v1. */
  apiUrl: string;
  requests: RecordedRequest[];
  /** Replaces how the next requests are answered. */
  replyWith(reply: FakeReply): void;
  close(): Promise<void>;
}

/** A chat completion whose message content is the given text. */
export function completion(content: string): object {
  return { id: 'chatcmpl-test', object: 'chat.completion', choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }] };
}

export const answerJson =
  (body: unknown, status = 200): FakeReply =>
  (_request, response) => {
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(body));
  };

/** Answers with suggestions as a model would: a completion whose content is `{"suggestions": [...]}`. */
export const answerSuggestions = (suggestions: unknown): FakeReply => answerJson(completion(JSON.stringify({ suggestions })));

/**
 * Streams the suggestions as a model does with `stream: true`: server-sent events of completion chunks,
 * `pieces` of the content each, `delayMs` apart, ending with [DONE] (unless `stall` holds the last back).
 */
export const streamSuggestions =
  (suggestions: unknown, { pieces = 4, delayMs = 0, stall = false }: { pieces?: number; delayMs?: number; stall?: boolean } = {}): FakeReply =>
  (_request, response) => {
    response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
    const content = JSON.stringify({ suggestions });
    const size = Math.ceil(content.length / pieces);
    const chunks = Array.from({ length: pieces }, (_, index) => content.slice(index * size, (index + 1) * size));
    const events = [
      ...chunks.map((chunk) => `data: ${JSON.stringify({ object: 'chat.completion.chunk', choices: [{ index: 0, delta: { content: chunk } }] })}\n\n`),
      'data: [DONE]\n\n',
    ];
    let next = 0;
    const send = () => {
      if (stall && next === events.length - 1) return;
      if (next >= events.length) return void response.end();
      response.write(events[next++]);
      setTimeout(send, delayMs);
    };
    send();
  };

/** Answers HTTP 429, with a Retry-After when given. */
export const tooManyRequests =
  (retryAfter?: string): FakeReply =>
  (_request, response) => {
    response.writeHead(429, { 'content-type': 'application/json', ...(retryAfter ? { 'retry-after': retryAfter } : {}) });
    response.end(JSON.stringify({ error: { message: 'Rate limit reached' } }));
  };

/** Never answers: for timeouts. */
export const hang: FakeReply = () => {};

/**
 * A local stand-in for an OpenAI-compatible API (node:http on 127.0.0.1), recording every request, so
 * tests never reach the network.
 */
export async function startFakeChatServer(reply: FakeReply = answerSuggestions([])): Promise<FakeChatServer> {
  let current = reply;
  const requests: RecordedRequest[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      let body: unknown = text;
      try {
        body = JSON.parse(text);
      } catch {
        // Kept as text: the test will say what it expected.
      }
      const recorded = { method: request.method ?? '', url: request.url ?? '', headers: request.headers, body };
      requests.push(recorded);
      current(recorded, response);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    apiUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    replyWith(next) {
      current = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
