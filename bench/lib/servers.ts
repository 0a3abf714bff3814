import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { freePort } from '../../server/src/test/free-port';
import { startServer, type RunningServer } from './processes';

const root = fileURLToPath(new URL('../..', import.meta.url));
const SERVER_BUNDLE = `${root}dist/server/main.js`;
const BARE_SERVER = fileURLToPath(new URL('../servers/bare-server.mjs', import.meta.url));

/** Node's bare HTTP server: the ceiling any API figure is compared with. */
export async function startBareServer(): Promise<RunningServer> {
  const port = await freePort();
  return startServer({
    args: [BARE_SERVER, String(port)],
    port,
    ready: async (url) => (await fetch(url)).ok,
  });
}

/** Where the app server keeps its data. */
export type DatabaseEnv = { DATABASE_URL: string } | { DATA_DIR: string };

/**
 * The server's heap kept small, as `npm start` and `npm run serve` run it (decision 13): V8's young generation
 * capped at 8 MB a half (by default each half grows to 16 MB under load), and the old generation collected once
 * it has grown by half of what the last full collection kept (by default it may grow to about four times that).
 */
const SERVER_NODE_FLAGS = ['--max-semi-space-size=8', '--heap-growing-percent=50'];

/** BENCH_CPU_PROF=dir: Node's flags for a V8 profile of a server the bench starts, written there when it stops. */
export const cpuProfileArgs = (): string[] =>
  process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : [];

/** The built server, as `npm run serve` runs it, on its own port. */
export async function startAppServer(database: DatabaseEnv, extraEnv: NodeJS.ProcessEnv = {}): Promise<RunningServer> {
  if (!existsSync(SERVER_BUNDLE)) throw new Error(`${SERVER_BUNDLE} is missing: run npm run build first`);
  const port = await freePort();
  return startServer({
    args: [...cpuProfileArgs(), ...SERVER_NODE_FLAGS, SERVER_BUNDLE],
    port,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: '',
      ...database,
      CLIENT_DIST_DIR: `${root}dist/client`,
      // Per-request logs off, like the bare server; warnings and errors still show.
      LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'warn',
      // The bench signs in many users from one address.
      AUTH_RATE_LIMIT_PER_IP: '1000000',
      AUTH_RATE_LIMIT_FAILURES_PER_USERNAME: '1000000',
      ...extraEnv,
    },
    ready: async (url) => (await fetch(`${url}/api/health`)).ok,
  });
}

/** Signs in through the API and returns the session cookie (`name=value`). */
export async function signIn(baseUrl: string, username: string, password: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  if (!response.ok) throw new Error(`sign-in of ${username} answered ${response.status}: ${await response.text()}`);
  const cookie = response.headers.getSetCookie().find((header) => header.startsWith('stepwise_session='));
  if (!cookie) throw new Error(`sign-in of ${username} set no session cookie`);
  return cookie.split(';')[0] as string;
}
