import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const dataDir = mkdtempSync(path.join(tmpdir(), 'stepwise-data-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

interface RunningServer {
  process: ChildProcess;
  url: string;
}

/** Starts the real server process on a free port with the embedded database in `dataDir`. */
function startServer(): Promise<RunningServer> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'info' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /serving on (http:\/\/localhost:\d+)/.exec(output);
      if (match?.[1]) resolve({ process: child, url: match[1].replace('localhost', '127.0.0.1') });
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('exit', (code) => reject(new Error(`server exited with ${code} before listening:\n${output}`)));
  });
}

function stop(server: RunningServer, signal: NodeJS.Signals): Promise<number | null> {
  return new Promise((resolve) => {
    server.process.on('exit', (code) => resolve(code));
    server.process.kill(signal);
  });
}

const json = (body: unknown) => ({
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
});

describe.skipIf(process.env.STEPWISE_TEST_DATABASE === 'postgres')('the server process', () => {
  it('keeps data across a restart and exits cleanly on SIGTERM and SIGINT', async () => {
    const first = await startServer();
    const registered = await fetch(`${first.url}/api/register`, json({ username: 'restart_user', password: 'secret1' }));
    expect(registered.status).toBe(201);
    const cookie = (registered.headers.get('set-cookie') ?? '').split(';')[0] as string;
    const created = await fetch(`${first.url}/api/goals`, {
      ...json({ title: 'Survive a restart', deadline: '2030-01-01T00:00:00.000Z' }),
      headers: { 'content-type': 'application/json', cookie },
    });
    expect(created.status).toBe(201);
    expect(await stop(first, 'SIGTERM')).toBe(0);

    const second = await startServer();
    const goals = await (await fetch(`${second.url}/api/goals`, { headers: { cookie } })).json();
    expect(goals).toEqual([expect.objectContaining({ title: 'Survive a restart' })]);
    expect(await stop(second, 'SIGINT')).toBe(0);
  }, 60_000);
});
