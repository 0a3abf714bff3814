import autocannon from 'autocannon';
import { sampleMemory } from './processes';

export interface LoadOptions {
  url: string;
  connections: number;
  durationSeconds: number;
  headers?: Record<string, string>;
  /** Fills in each request's method, path, headers and body; called once per request. */
  nextRequest?: (request: autocannon.Request) => autocannon.Request;
  /** The server's pid, for its peak resident memory during the run. */
  pid?: number;
}

export interface LoadResult {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** Non-2xx answers plus socket errors and timeouts. */
  errors: number;
  requests: number;
  peakRssMb: number | null;
  statusCodes: Record<string, number>;
}

function run(options: LoadOptions, durationSeconds: number): Promise<autocannon.Result> {
  return autocannon({
    url: options.url,
    connections: options.connections,
    duration: durationSeconds,
    headers: options.headers ?? {},
    ...(options.nextRequest && { requests: [{ setupRequest: options.nextRequest }] }),
  });
}

/** Loads one endpoint with autocannon after a short warm-up, sampling the server's memory meanwhile. */
export async function runLoad(options: LoadOptions): Promise<LoadResult> {
  await run(options, 1); // JIT and caches warm up; not counted
  const memory = options.pid ? sampleMemory(options.pid) : null;
  const result = await run(options, options.durationSeconds);
  memory?.stop();
  const statusCodes = Object.fromEntries(
    Object.entries(result.statusCodeStats ?? {}).map(([code, stats]) => [code, stats.count ?? 0]),
  );
  return {
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.non2xx + result.errors,
    requests: result.requests.total,
    peakRssMb: memory ? memory.peakMb() : null,
    statusCodes,
  };
}
