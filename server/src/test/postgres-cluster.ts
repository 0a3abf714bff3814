import { execFile, execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { freePort } from './free-port';

const run = promisify(execFile);

/** Debian keeps runuser in sbin, which a non-login root shell may not have on its PATH. */
const RUNUSER = ['/usr/sbin/runuser', '/sbin/runuser'].find((candidate) => existsSync(candidate)) ?? 'runuser';

const asRoot = process.getuid?.() === 0;

/** A PostgreSQL tool's command line; initdb refuses root, so as root the tools run as `postgres`. */
function postgresCommand(bin: string, tool: string, args: string[]): [string, string[]] {
  const executable = path.join(bin, tool);
  return asRoot ? [RUNUSER, ['-u', 'postgres', '--', executable, ...args]] : [executable, args];
}

/** Data folders of clusters this process started and has not stopped, with their bin folder. */
const running = new Map<string, string>();
// A test run that dies before its cleanup must not leave a PostgreSQL server behind.
process.once('exit', () => {
  for (const [dataDir, bin] of running) {
    try {
      execFileSync(...postgresCommand(bin, 'pg_ctl', ['-D', dataDir, '-m', 'immediate', '-w', 'stop']), {
        stdio: 'ignore',
        timeout: 20_000,
      });
    } catch {
      // Already stopped.
    }
  }
});

/** The newest installed PostgreSQL's bin folder (Debian keeps one per major version), if any. */
export function findPostgresBinaries(): string | undefined {
  const root = '/usr/lib/postgresql';
  const fromDebian = existsSync(root)
    ? readdirSync(root)
        .filter((version) => existsSync(path.join(root, version, 'bin', 'initdb')))
        .sort((a, b) => Number(b) - Number(a))
        .map((version) => path.join(root, version, 'bin'))[0]
    : undefined;
  if (fromDebian) return fromDebian;
  try {
    const bindir = execFileSync('pg_config', ['--bindir'], { encoding: 'utf8' }).trim();
    return existsSync(path.join(bindir, 'initdb')) ? bindir : undefined;
  } catch {
    return undefined;
  }
}


export interface PostgresCluster {
  /** Connection string of the cluster's `postgres` database. */
  url: string;
  start(): Promise<void>;
  /** `fast` ends open sessions the way an administrator's shutdown does; `immediate` is a crash. */
  stop(mode?: 'fast' | 'immediate'): Promise<void>;
  /** Stops the cluster if it runs and deletes its files. Safe to call more than once. */
  destroy(): Promise<void>;
  /** The cluster's own log, for failure messages. */
  log(): string;
}

/**
 * Creates and starts a private PostgreSQL cluster in a temporary folder on a free port, so that a
 * test can stop and start its database without touching anyone else's. initdb refuses to run as
 * root, so as root the cluster belongs to the `postgres` system user.
 */
export async function createPostgresCluster(): Promise<PostgresCluster> {
  const bin = findPostgresBinaries();
  if (!bin) throw new Error('PostgreSQL server binaries (initdb, pg_ctl) not found; install the postgresql package');

  // The postgres user must be able to reach the folder, which a root-only TMPDIR would not allow.
  const folder = mkdtempSync(path.join(asRoot ? '/tmp' : tmpdir(), 'stepwise-pg-'));
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }));
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }));
    chownSync(folder, uid, gid);
  }
  const dataDir = path.join(folder, 'data');
  const logFile = path.join(folder, 'server.log');
  const port = await freePort();

  const options = { cwd: folder, timeout: 120_000, env: { PATH: process.env.PATH ?? '', LANG: 'C' } };
  const tool = (name: string, args: string[]) => run(...postgresCommand(bin, name, args), options);
  const readLog = () => (existsSync(logFile) ? readFileSync(logFile, 'utf8') : '');

  const cluster: PostgresCluster = {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    async start() {
      const settings = `-p ${port} -k ${folder} -c listen_addresses=127.0.0.1 -c fsync=off -c full_page_writes=off`;
      running.set(dataDir, bin);
      await tool('pg_ctl', ['-D', dataDir, '-l', logFile, '-o', settings, '-w', '-t', '60', 'start']);
    },
    async stop(mode = 'fast') {
      await tool('pg_ctl', ['-D', dataDir, '-m', mode, '-w', '-t', '60', 'stop']);
      running.delete(dataDir);
    },
    async destroy() {
      if (running.has(dataDir)) await cluster.stop('immediate').catch(() => {});
      rmSync(folder, { recursive: true, force: true });
    },
    log: readLog,
  };
  try {
    // Speed over durability: this cluster lives for one test file.
    await tool('initdb', ['-D', dataDir, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--no-locale', '--no-sync', '--no-instructions']);
    await cluster.start();
  } catch (error) {
    const log = readLog();
    await cluster.destroy();
    throw new Error(`could not start the test's PostgreSQL cluster:\n${log}`, { cause: error });
  }
  return cluster;
}
