// The least work the many-people cases ask for, measured on the same load next to the app's figures:
// how much of the bare server's rate any server could keep on these cores (bench/servers/ceiling-server.mjs).
import { request as httpRequest } from 'node:http';
import type autocannon from 'autocannon';
import { fileURLToPath } from 'node:url';
import { freePort } from '../../server/src/test/free-port';
import { API_CASES, type LoadFixture } from './api-cases';
import { asNextRequest, compareWithBare, isPerConnection, type LoadRequests, type LoadResult } from './load';
import { startServer, type RunningServer } from './processes';
import { cpuProfileArgs } from './servers';

const CEILING_SERVER = fileURLToPath(new URL('../servers/ceiling-server.ts', import.meta.url));

export interface CeilingRow extends Omit<LoadResult, 'bare'> {
  id: string;
  label: string;
  /** The app's case whose requests it answers. */
  appCase: string;
  bareRequestsPerSecond: number;
}

/** Node's bare HTTP server, or the app's stack without the app (ceiling-server.ts). */
type Front = 'bare' | 'fastify';

interface Ceiling {
  id: string;
  label: string;
  appCase: string;
  front: Front;
  /** Where the ceiling server takes the app case's requests, when not at the app's own paths. */
  prefix?: string;
}

/** The app case's requests, sent under `prefix`. */
function under(prefix: string, appLoad: LoadRequests): LoadRequests {
  const prefixed = (request: autocannon.Request) => ({ ...request, path: `${prefix}${request.path ?? ''}` });
  if (isPerConnection(appLoad)) {
    return { perConnection: (connection, connections) => appLoad.perConnection(connection, connections).map(prefixed) };
  }
  const next = asNextRequest(appLoad);
  return Object.assign((request: Parameters<typeof next>[0]) => prefixed(next(request)), { onResponse: next.onResponse });
}

const appCaseNamed = (id: string) => {
  const apiCase = API_CASES.find((candidate) => candidate.id === id);
  if (!apiCase) throw new Error(`no bench case ${id}`);
  return apiCase;
};

const CEILINGS: Ceiling[] = [
  {
    id: 'ceiling-answer',
    label: "today's tasks: the app's answer (its headers and bytes) from Node's bare server",
    appCase: 'people-todos-today',
    front: 'bare',
    prefix: '/answer',
  },
  {
    id: 'ceiling-lookup',
    label: "today's tasks: the person's session found (batched), then that answer",
    appCase: 'people-todos-today',
    front: 'bare',
  },
  {
    id: 'ceiling-fastify-lookup',
    label: "today's tasks in Fastify (cookies, the route's zod schema): the session, then that answer",
    appCase: 'people-todos-today',
    front: 'fastify',
  },
  {
    id: 'ceiling-write',
    label: 'toggle: one row written and committed (batched), then a small answer',
    appCase: 'people-todo-toggle',
    front: 'bare',
    prefix: '/write',
  },
  {
    id: 'ceiling-session-write',
    label: "toggle: the person's session found, then that write (each batched)",
    appCase: 'people-todo-toggle',
    front: 'bare',
  },
  {
    id: 'ceiling-fastify-session-write',
    label: "toggle in Fastify (cookies, the route's zod schemas, its serializer): the session, then that write",
    appCase: 'people-todo-toggle',
    front: 'fastify',
  },
];

/** The app's raw answer (compressed as the browser asked, headers as sent) to a person's today's tasks. */
async function appAnswer(fixture: LoadFixture): Promise<{ headers: Record<string, string>; body: string }> {
  const load = await appCaseNamed('people-todos-today').requests(fixture);
  const made = asNextRequest(load)({});
  const url = new URL(made.path ?? '/', fixture.baseUrl);
  return new Promise((resolve, reject) => {
    const request = httpRequest(url, { headers: made.headers as Record<string, string> }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        if (response.statusCode !== 200) return reject(new Error(`today's tasks answered ${response.statusCode}`));
        const headers: Record<string, string> = {};
        // Node's server writes these itself.
        const written = new Set(['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding']);
        for (const [name, value] of Object.entries(response.headers)) if (!written.has(name) && typeof value === 'string') headers[name] = value;
        resolve({ headers, body: Buffer.concat(chunks).toString('base64') });
      });
    });
    request.on('error', reject);
    request.end();
  });
}

/** Loads the ceiling server with the cases' own requests, each in slices next to the bare server. */
export async function measureCeilings(options: {
  fixture: LoadFixture;
  databaseUrl: string;
  bareUrl: string;
  connections: number;
  durationSeconds: number;
  caseIds: readonly string[];
}): Promise<CeilingRow[]> {
  const ceilings = CEILINGS.filter(({ appCase }) => options.caseIds.includes(appCase));
  const rows: CeilingRow[] = [];
  if (ceilings.length === 0) return rows;
  const answer = JSON.stringify(await appAnswer(options.fixture));
  for (const front of ['bare', 'fastify'] as const) {
    const port = await freePort();
    const server = await startServer({
      // Profiled as the app's server is, to set beside it.
      args: [...cpuProfileArgs(), '--import', 'tsx', CEILING_SERVER, String(port), options.databaseUrl, front],
      port,
      env: { CEILING_ANSWER: answer },
      ready: async (url) => (await fetch(`${url}/api/health`)).ok,
    });
    try {
      rows.push(...(await measureFront(ceilings.filter((ceiling) => ceiling.front === front), server, options)));
    } finally {
      await server.stop();
    }
  }
  // In the order of CEILINGS, whichever server measured them.
  return CEILINGS.flatMap(({ id }) => rows.filter((row) => row.id === id));
}

async function measureFront(
  ceilings: Ceiling[],
  server: RunningServer,
  options: { fixture: LoadFixture; bareUrl: string; connections: number; durationSeconds: number },
): Promise<CeilingRow[]> {
  const rows: CeilingRow[] = [];
  for (const ceiling of ceilings) {
    const appLoad = await appCaseNamed(ceiling.appCase).requests({ ...options.fixture, baseUrl: server.url });
    const { bare, ...result } = await compareWithBare({
      url: server.url,
      bareUrl: options.bareUrl,
      connections: options.connections,
      durationSeconds: options.durationSeconds,
      load: ceiling.prefix ? under(ceiling.prefix, appLoad) : appLoad,
      pid: server.pid,
      databaseOnMachine: true,
    });
    rows.push({ id: ceiling.id, label: ceiling.label, appCase: ceiling.appCase, bareRequestsPerSecond: bare.requestsPerSecond, ...result });
  }
  return rows;
}
