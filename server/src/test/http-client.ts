import { SESSION_COOKIE } from '../auth/sessions';

export interface HttpResponse {
  status: number;
  // Tests read whichever fields they expect; the schemas are checked by the API tests.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any;
  headers: Headers;
  /** The server that answered. */
  server: string;
}

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

/**
 * Talks to real server processes over HTTP as one browser would: one cookie jar, and when given
 * several servers, each request goes to the next one in turn, as a round-robin load balancer does.
 */
export class HttpClient {
  cookie: string | undefined;
  private turn = 0;

  constructor(
    readonly servers: readonly string[],
    options: { cookie?: string } = {},
  ) {
    if (servers.length === 0) throw new Error('HttpClient needs at least one server');
    this.cookie = options.cookie;
  }

  /** A client with the same servers and a copy of this one's cookie. */
  clone(): HttpClient {
    return new HttpClient(this.servers, { cookie: this.cookie });
  }

  private nextServer(): string {
    const server = this.servers[this.turn % this.servers.length] as string;
    this.turn++;
    return server;
  }

  /** Sends one request to the next server in turn; rejects only when no answer arrives. */
  async request(method: Method, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<HttpResponse> {
    return this.requestTo(this.nextServer(), method, path, body, headers);
  }

  async requestTo(
    server: string,
    method: Method,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<HttpResponse> {
    const response = await fetch(`${server}${path}`, {
      method,
      headers: {
        ...(body !== undefined && { 'content-type': 'application/json' }),
        ...(this.cookie && { cookie: `${SESSION_COOKIE}=${this.cookie}` }),
        ...headers,
      },
      ...(body !== undefined && { body: JSON.stringify(body) }),
      signal: AbortSignal.timeout(60_000),
    });
    this.keepCookie(response.headers);
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = text === '' ? undefined : JSON.parse(text);
    } catch {
      // Not JSON: keep the text for the failure message.
    }
    return { status: response.status, body: parsed, headers: response.headers, server };
  }

  private keepCookie(headers: Headers): void {
    for (const line of headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const [name, value = ''] = pair.split('=');
      if (name?.trim() !== SESSION_COOKIE) continue;
      const expired = /expires=thu, 01 jan 1970/i.test(line) || /max-age=0\b/i.test(line);
      this.cookie = value && !expired ? value : undefined;
    }
  }

  get = (path: string, headers?: Record<string, string>) => this.request('GET', path, undefined, headers);
  post = (path: string, body?: unknown, headers?: Record<string, string>) => this.request('POST', path, body, headers);
  patch = (path: string, body?: unknown, headers?: Record<string, string>) => this.request('PATCH', path, body, headers);
  delete = (path: string, headers?: Record<string, string>) => this.request('DELETE', path, undefined, headers);
}

/** Fails with the server's answer when the status is not the expected one. */
export function expectStatus(response: HttpResponse, status: number, what: string): HttpResponse {
  if (response.status !== status) {
    throw new Error(`${what}: expected ${status}, got ${response.status} from ${response.server}: ${JSON.stringify(response.body)}`);
  }
  return response;
}
