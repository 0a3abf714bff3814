import type { ApiError as ApiErrorBody } from '@shared/schemas/common';

/**
 * A non-OK answer from the API. Its message follows the spec: the status, a colon and a space,
 * then the server's sentence (our JSON `message`), its raw text, or the status text.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** The server's own sentence, without the status. */
    readonly serverMessage: string,
    readonly body: ApiErrorBody | null,
  ) {
    super(message);
    this.name = 'ApiError';
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
    // Not JSON: a proxy's error page, say. The raw text is used as it is.
  }
  const serverMessage = body?.message || text || response.statusText;
  return new ApiError(response.status, `${response.status}: ${serverMessage}`, serverMessage, body);
}

interface RequestOptions {
  /** Lets the request outlive the page (a last save as the tab closes). */
  keepalive?: boolean;
}

async function send(method: string, url: string, data?: unknown, { keepalive = false }: RequestOptions = {}): Promise<Response> {
  try {
    return await fetch(url, {
      method,
      credentials: 'include',
      keepalive,
      // A body, and its Content-Type, only when there is a payload.
      ...(data !== undefined && { headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(data) }),
    });
  } catch {
    throw new Error('Could not reach Stepwise. Check your connection and try again.');
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

/** Sends a request and answers the parsed JSON (undefined for an empty answer); throws ApiError when not OK. */
export async function apiRequest<T = unknown>(method: string, url: string, data?: unknown, options?: RequestOptions): Promise<T> {
  const response = await send(method, url, data, options);
  noticeSessionEnd(url, response);
  if (!response.ok) throw await toApiError(response);
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

/** GET that answers null for a 401 instead of throwing: "nobody is signed in" is not an error. */
export async function getOrNullWhenSignedOut<T>(url: string): Promise<T | null> {
  const response = await send('GET', url);
  noticeSessionEnd(url, response);
  if (response.status === 401) return null;
  if (!response.ok) throw await toApiError(response);
  return (await response.json()) as T;
}

/** The sentence to show for an error: the server's own words when it sent some. */
export function messageOf(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return error.serverMessage || fallback;
  return error instanceof Error && error.message ? error.message : fallback;
}
