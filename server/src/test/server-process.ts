import { spawn, type ChildProcess } from 'node:child_process';
import { SERVER_BUNDLE } from './server-bundle';
import { GiveUp, waitFor } from './wait';

export type ServerDatabase = { dataDir: string } | { databaseUrl: string };

export interface SpawnServerOptions {
  database: ServerDatabase;
  /** Extra environment, e.g. lower sign-in limits. */
  env?: Record<string, string>;
  /** A label for failure messages when a test runs several servers. */
  name?: string;
}

export interface ProcessExit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

/** The server's own settings come from the test alone; the rest of the environment passes through. */
const SERVER_VARIABLES =
  /^(PORT|HOST|DATA_DIR|DATABASE_.+|CLIENT_DIST_DIR|TRUST_PROXY|ALLOWED_ORIGINS|SESSION_TTL_DAYS|AUTH_RATE_LIMIT_.+|SUGGESTIONS_.+|DONATION_URL|SUPPORT_EMAIL|PRIVACY_EMAIL|LOG_LEVEL|SECURE_COOKIES)$/;

const children = new Set<ChildProcess>();
// A test that fails before its cleanup must not leave servers holding ports or the data folder.
process.once('exit', () => {
  for (const child of children) child.kill('SIGKILL');
});

/** A built Stepwise server in its own process, as production runs it. */
export class ServerProcess {
  readonly exited: Promise<ProcessExit>;
  private log = '';

  constructor(
    readonly name: string,
    readonly child: ChildProcess,
    readonly url: string,
    logSoFar: string,
  ) {
    this.log = logSoFar;
    child.stdout?.on('data', (chunk: Buffer) => this.append(chunk));
    child.stderr?.on('data', (chunk: Buffer) => this.append(chunk));
    this.exited = new Promise((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) {
        resolve({ code: child.exitCode, signal: child.signalCode });
      } else {
        child.once('exit', (code, signal) => resolve({ code, signal }));
      }
    });
  }

  private append(chunk: Buffer): void {
    // The last 200 kB are plenty to explain a failure.
    this.log = (this.log + chunk.toString()).slice(-200_000);
  }

  get alive(): boolean {
    return this.child.exitCode === null && this.child.signalCode === null;
  }

  /** Everything the process printed so far (pino JSON lines). */
  output(): string {
    return this.log;
  }

  /** How many log lines match, e.g. Fastify's "incoming request". */
  countLogLines(pattern: RegExp): number {
    return this.log.split('\n').filter((line) => pattern.test(line)).length;
  }

  /** Sends the signal and resolves once the process is gone. */
  async kill(signal: NodeJS.Signals): Promise<ProcessExit> {
    if (this.alive) this.child.kill(signal);
    return this.exited;
  }
}

/**
 * Starts the server bundle on a port the system picks, and resolves once `/api/health` says
 * it is ready. Rejects with the process's output if it exits or hangs first.
 */
export async function spawnServer({ database, env = {}, name = 'server' }: SpawnServerOptions): Promise<ServerProcess> {
  const inherited = Object.fromEntries(Object.entries(process.env).filter(([key]) => !SERVER_VARIABLES.test(key)));
  const child = spawn(process.execPath, ['--enable-source-maps', SERVER_BUNDLE], {
    env: {
      ...inherited,
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      CLIENT_DIST_DIR: '/nonexistent-client-dist',
      ...('dataDir' in database ? { DATA_DIR: database.dataDir } : { DATABASE_URL: database.databaseUrl }),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.add(child);
  child.once('exit', () => children.delete(child));

  let log = '';
  const collect = (chunk: Buffer) => (log += chunk.toString());
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  let exit: ProcessExit | undefined;
  child.once('exit', (code, signal) => (exit = { code, signal }));

  const fail = (reason: string) => {
    child.kill('SIGKILL');
    return new GiveUp(`${name} ${reason}:\n${log.slice(-5000)}`);
  };
  const url = await waitFor(
    `${name} to listen`,
    () => {
      if (exit) throw fail(`exited (${exit.code ?? exit.signal}) before listening`);
      const port = /serving on http:\/\/localhost:(\d+)/.exec(log)?.[1];
      return port && `http://127.0.0.1:${port}`;
    },
    { timeoutMs: 60_000, intervalMs: 50 },
  ).catch((error: unknown) => {
    throw error instanceof GiveUp ? error : fail(`did not start listening in time`);
  });
  child.stdout.off('data', collect);
  child.stderr.off('data', collect);
  const server = new ServerProcess(name, child, url, log);
  await waitFor(`${name} to be healthy`, async () => (await fetch(`${url}/api/health`)).ok, { timeoutMs: 30_000 });
  return server;
}

/** Ends every server a test left running (SIGKILL: cleanup must not wait on a wedged process). */
export async function killAllServers(): Promise<void> {
  await Promise.all(
    [...children].map(
      (child) =>
        new Promise<void>((resolve) => {
          child.once('exit', () => resolve());
          if (!child.kill('SIGKILL')) resolve();
        }),
    ),
  );
}
