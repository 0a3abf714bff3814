import type { ApiError as ApiErrorBody } from '@shared/schemas/common';

/**
 * A non-OK answer from the API. Its message, for logs and the console, is the spec's "status: text";
 * a person is shown `messageOf`, which never carries a status code.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** The body when it is Stepwise's own JSON error; null for anything else (a proxy's error page, say). */
    readonly body: ApiErrorBody | null,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** The server could not be reached at all. Its message is written for a person. */
export class NetworkError extends Error {
  constructor() {
    super('Could not reach Stepwise. Check your connection and try again.');
    this.name = 'NetworkError';
  }
}

async function toApiError(response: Response): Promise<ApiError> {
  const text = await response.text().catch(() => '');
  let body: ApiErrorBody | null = null;
  try {
    // zod loads with the first error answer, not with every page.
    const { apiErrorSchema } = await import('@shared/schemas/common');
    const parsed = apiErrorSchema.safeParse(JSON.parse(text));
    if (parsed.success) body = parsed.data;
  } catch {
    // Not JSON: a proxy's or gateway's error page.
  }
  if (!body) console.warn(`${response.status} ${response.statusText} from ${response.url}, not Stepwise's error answer`, text.slice(0, 200));
  return new ApiError(response.status, `${response.status}: ${body?.message || text || response.statusText}`, body);
}

interface RequestOptions {
  /** Lets the request outlive the page (a last save as the tab closes). */
  keepalive?: boolean;
  /** A create sent again with the same key is done once (decision 27). */
  idempotencyKey?: string;
}

/** How a request reaches the API: the browser's fetch, or the server's own routes while it draws a page. */
export type Transport = (url: string, init: RequestInit) => Promise<Response>;
let transport: Transport = (url, init) => fetch(url, init);

/** Sends every later request through `next` (lib/drawn-answers.ts, app/draw-page.tsx). */
export function sendThrough(next: Transport): void {
  transport = next;
}

async function send(method: string, url: string, data?: unknown, { keepalive = false, idempotencyKey }: RequestOptions = {}): Promise<Response> {
  const headers: Record<string, string> = {};
  // A Content-Type only when there is a payload.
  if (data !== undefined) headers['Content-Type'] = 'application/json';
  // IDEMPOTENCY_KEY_HEADER of shared/src/schemas/idempotency.ts, written out: that module loads zod.
  if (idempotencyKey !== undefined) headers['Idempotency-Key'] = idempotencyKey;
  try {
    return await transport(url, {
      method,
      credentials: 'include',
      keepalive,
      ...(Object.keys(headers).length > 0 && { headers }),
      ...(data !== undefined && { body: JSON.stringify(data) }),
    });
  } catch {
    throw new NetworkError();
  }
}

/** The calls whose 401 is an answer about signing in (nobody is, wrong password), not a session that ended. */
const SIGN_IN_PATHS = new Set(['/api/user', '/api/login', '/api/register']);
let onSessionEnd: (() => void) | null = null;
let sessionEndReported = false;

/**
 * Tells `handler` when a call that needs a session gets a 401: the session ended in another tab or
 * device, or expired. Told once, however many calls fail together.
 */
export function whenSessionEnds(handler: () => void): void {
  onSessionEnd = handler;
}

function noticeSessionEnd(url: string, response: Response): void {
  if (response.status !== 401 || sessionEndReported || SIGN_IN_PATHS.has(url.split(/[?#]/)[0] ?? url)) return;
  sessionEndReported = true;
  onSessionEnd?.();
}

/** Sends a request and answers the parsed JSON (undefined for an empty answer) with the answer's headers; throws ApiError when not OK. */
async function request<T>(method: string, url: string, data?: unknown, options?: RequestOptions): Promise<{ body: T; headers: Headers }> {
  const response = await send(method, url, data, options);
  noticeSessionEnd(url, response);
  if (!response.ok) throw await toApiError(response);
  const text = await response.text();
  return { body: (text ? JSON.parse(text) : undefined) as T, headers: response.headers };
}

/** Sends a request and answers the parsed JSON (undefined for an empty answer); throws ApiError when not OK. */
export async function apiRequest<T = unknown>(method: string, url: string, data?: unknown, options?: RequestOptions): Promise<T> {
  return (await request<T>(method, url, data, options)).body;
}

/** `apiRequest` for a GET whose answer's headers matter too. */
export const apiGetWithHeaders = <T = unknown>(url: string) => request<T>('GET', url);

const waitingForTheirTask: (() => void)[] = [];
let taskChannel: MessageChannel | undefined;

/**
 * Resolves in a task of its own. A page's queries start in the effects of its first drawing, its longest
 * task, and each `fetch` call costs 0.2–3 ms there (more under a service worker). A message rather than a
 * timer: the e2e tests' paused clocks hold timers back.
 */
function nextTask(): Promise<void> {
  if (!taskChannel) {
    taskChannel = new MessageChannel();
    taskChannel.port1.onmessage = () => waitingForTheirTask.shift()?.();
  }
  const channel = taskChannel;
  return new Promise((resolve) => {
    waitingForTheirTask.push(resolve);
    channel.port2.postMessage(null);
  });
}

/**
 * Resolves once the reads asked for before it have called `fetch`: they wait their turn in one queue, in
 * order. For work that must not hold a page's first requests back.
 */
export const afterQueuedReads = nextTask;

/** GET that answers null for a 401 instead of throwing: "nobody is signed in" is not an error. Every query's read. */
export async function getOrNullWhenSignedOut<T>(url: string): Promise<T | null> {
  await nextTask();
  const response = await send('GET', url);
  noticeSessionEnd(url, response);
  if (response.status === 401) return null;
  if (!response.ok) throw await toApiError(response);
  return (await response.json()) as T;
}

/**
 * What a person is told went wrong: the server's own sentence when the answer is Stepwise's JSON error,
 * the connection message when the server could not be reached, and otherwise `fallback`, the action's
 * own words. Never a status code or a proxy's status text ("Bad Gateway"); those stay in the console.
 */
export function messageOf(error: unknown, fallback: string): string {
  return reasonOf(error) ?? fallback;
}

/** A failure as one line: the action, then the reason when there is one ('Failed to move tasks: …'). */
export function failureTitle(action: string, error: unknown): string {
  const reason = reasonOf(error);
  return reason ? `${action}: ${reason}` : action;
}

function reasonOf(error: unknown): string | null {
  if (error instanceof ApiError) return error.body?.message || null;
  if (error instanceof NetworkError) return error.message;
  return null;
}
