import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';

export interface RunningServer {
  url: string;
  pid: number;
  /** The server's output so far, for the error message when it dies. */
  output(): string;
  stop(): Promise<void>;
}

/** Starts `node args…` and resolves once `ready(url)` says the server answers. */
export async function startServer(options: {
  args: string[];
  env?: NodeJS.ProcessEnv;
  port: number;
  ready: (url: string) => Promise<boolean>;
  timeoutMs?: number;
}): Promise<RunningServer> {
  const url = `http://127.0.0.1:${options.port}`;
  const child: ChildProcess = spawn(process.execPath, options.args, {
    env: { ...process.env, ...options.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-8000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  const deadline = Date.now() + (options.timeoutMs ?? 60_000);
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${output}`);
    if (await options.ready(url).catch(() => false)) break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server did not answer at ${url} in time:\n${output}`);
    }
    await sleep(100);
  }
  return {
    url,
    pid: child.pid as number,
    output: () => output,
    stop: async () => {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      const forced = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(forced);
    },
  };
}

/** Resident memory of a process in MB, from /proc; null when it can't be read. */
export function residentMb(pid: number): number | null {
  try {
    const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) / 1024 : null;
  } catch {
    return null;
  }
}

export interface MemorySampler {
  /** Samples taken so far: seconds since the start and MB. */
  samples: { atSeconds: number; mb: number }[];
  peakMb(): number;
  stop(): void;
}

/** Reads a process's resident memory every `everyMs` until stopped. */
export function sampleMemory(pid: number, everyMs = 200): MemorySampler {
  const started = performance.now();
  const samples: MemorySampler['samples'] = [];
  const take = () => {
    const mb = residentMb(pid);
    if (mb !== null) samples.push({ atSeconds: (performance.now() - started) / 1000, mb });
  };
  take();
  const timer = setInterval(take, everyMs);
  return {
    samples,
    peakMb: () => Math.max(0, ...samples.map((sample) => sample.mb)),
    stop: () => {
      clearInterval(timer);
      take();
    },
  };
}
