import { readdirSync, readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import { median, shareOfBare, steadiness } from './bare-ratio';
import { sampleMemory } from './processes';

export type NextRequest = ((request: autocannon.Request) => autocannon.Request) & {
  /** Reads each answer, as a browser does that sends what the last one said (the version it saved). */
  onResponse?: (status: number, body: string) => void;
};

/** The same request every time: autocannon builds its bytes once, as it does for the bare server. */
export interface FixedRequest {
  method: 'GET';
  path: string;
  headers: Record<string, string>;
}

/**
 * A list of requests for each connection, made before the load starts, that the connection sends round and round.
 * autocannon keeps each one's bytes, as it does for a fixed request; a `NextRequest` is built as it is sent, which on
 * these two cores took autocannon as much time as halved the bare server's rate in a trial (decision 12).
 */
export interface RequestsPerConnection {
  /** The requests of connection `connection` (0-based) of `connections`. */
  perConnection(connection: number, connections: number): autocannon.Request[];
}

/** What a load sends: one fixed request, a function that makes each next one, or a list for each connection. */
export type LoadRequests = FixedRequest | NextRequest | RequestsPerConnection;

export const isPerConnection = (load: LoadRequests | undefined): load is RequestsPerConnection =>
  typeof load === 'object' && 'perConnection' in load;

/** The load as a function, for mixing it with others (a list for each connection: the first connection's, round and round). */
export function asNextRequest(load: LoadRequests): NextRequest {
  if (typeof load === 'function') return load;
  if (!isPerConnection(load)) return (request) => ({ ...request, ...load });
  const requests = load.perConnection(0, 1);
  let next = 0;
  return (request) => ({ ...request, ...requests[next++ % requests.length] });
}

export interface SliceResult {
  seconds: number;
  responses: number;
  /** Every response's latency, ms. */
  latencies: number[];
  non2xx: number;
  socketErrors: number;
  statusCodes: Record<string, number>;
}

/** One autocannon run that keeps every latency, so that several runs can be summed up exactly. */
export async function loadSlice(options: {
  url: string;
  connections: number;
  seconds: number;
  load?: LoadRequests;
  /** Statuses besides 2xx that count as answered, not as errors (a 304 to a conditional request). */
  expectedStatuses?: readonly number[];
  onResponse?: (latencyMs: number, statusCode: number) => void;
}): Promise<SliceResult> {
  const latencies: number[] = [];
  const { load } = options;
  const fixed = typeof load === 'object' && !isPerConnection(load) ? load : undefined;
  let connection = 0;
  const instance = autocannon({
    // autocannon takes a fixed request's path as part of the URL (it has no path option of its own).
    url: fixed ? new URL(fixed.path, options.url).href : options.url,
    connections: options.connections,
    duration: options.seconds,
    ...(typeof load === 'function' && { requests: [{ setupRequest: load, ...(load.onResponse && { onResponse: load.onResponse }) }] }),
    ...(isPerConnection(load) && { setupClient: (client: autocannon.Client) => client.setRequests(load.perConnection(connection++, options.connections)) }),
    ...(fixed && { method: fixed.method, headers: fixed.headers }),
  });
  // autocannon passes (client, statusCode, bytes, latency); its typings leave out the client.
  (instance as unknown as NodeJS.EventEmitter).on('response', (...args: unknown[]) => {
    const latency = Number(args.at(-1));
    latencies.push(latency);
    options.onResponse?.(latency, Number(args[1]));
  });
  const result = await instance;
  const statusCodes: Record<string, number> = Object.fromEntries(
    Object.entries(result.statusCodeStats ?? {}).map(([code, stats]) => [code, stats.count ?? 0]),
  );
  const expected = (options.expectedStatuses ?? []).reduce((sum, status) => sum + (statusCodes[status] ?? 0), 0);
  return {
    seconds: result.duration,
    responses: latencies.length,
    latencies,
    non2xx: result.non2xx - expected,
    socketErrors: result.errors,
    statusCodes,
  };
}

/** The q-quantile (0..1) of unsorted values. */
export function quantile(values: readonly number[], q: number): number {
  if (values.length === 0) return 0;
  const sorted = Float64Array.from(values).sort();
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] as number;
}

const TICKS_PER_MS = 100 / 1000; // USER_HZ is 100 on Linux

/** CPU time (user + system) a process has used so far, ms. */
export function cpuTimeMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_MS;
}

/**
 * CPU time each PostgreSQL process of the machine has used so far, ms, by process id: the server the
 * PostgreSQL target uses, its pooled connections' backends and its background writers alike.
 */
function databaseCpuTimesMs(): Map<number, number> {
  const times = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readFileSync(`/proc/${entry}/comm`, 'utf8').trim() === 'postgres') times.set(Number(entry), cpuTimeMs(Number(entry)));
    } catch {
      // The process ended meanwhile.
    }
  }
  return times;
}

/** What the PostgreSQL processes used between two readings; one that began meanwhile counts whole, one that ended is lost. */
function databaseCpuBetween(before: Map<number, number>, after: Map<number, number>): number {
  let used = 0;
  for (const [pid, time] of after) used += time - (before.get(pid) ?? 0);
  return used;
}

/** This process's CPU time so far, ms: autocannon runs here, so it is the load generator's. */
const loadCpuTimeMs = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};

/** The machine's CPU time so far, ms, all cores: busy, and in all. */
function machineCpuTimeMs(): { busy: number; total: number } {
  const [, ...fields] = readFileSync('/proc/stat', 'utf8').split('\n')[0]?.trim().split(/\s+/) ?? [];
  // user nice system idle iowait irq softirq steal (guest time is counted in user already)
  const ticks = fields.slice(0, 8).map(Number);
  const total = ticks.reduce((sum, value) => sum + value, 0);
  const idle = (ticks[3] ?? 0) + (ticks[4] ?? 0);
  return { busy: (total - idle) / TICKS_PER_MS, total: total / TICKS_PER_MS };
}

/** CPU time per request while a case ran, ms, and how busy the machine was. */
export interface CpuAccount {
  /** The server process's own (for PGlite that includes the database). */
  serverMsPerRequest: number;
  /** Every PostgreSQL process; null for a database inside the server (PGlite). */
  databaseMsPerRequest: number | null;
  loadMsPerRequest: number;
  /** The machine's busy time as a share of its time on all cores, 0..1. */
  machineBusyShare: number;
}

function cpuSnapshot(pid: number, withDatabase: boolean) {
  return { server: cpuTimeMs(pid), database: withDatabase ? databaseCpuTimesMs() : new Map<number, number>(), load: loadCpuTimeMs(), machine: machineCpuTimeMs() };
}

/**
 * Waits until the server has answered the requests autocannon left in flight when a slice ended,
 * so that they don't eat into the next slice: a request sent now is answered after them.
 */
async function drained(baseUrl: string): Promise<void> {
  const response = await fetch(`${new URL(baseUrl).origin}/api/health`, { signal: AbortSignal.timeout(60_000) });
  await response.arrayBuffer();
}

export interface Measurement {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** Non-2xx answers (but those the case expects) plus socket errors and timeouts. */
  errors: number;
  requests: number;
  statusCodes: Record<string, number>;
}

export interface LoadResult extends Measurement {
  /** The bare server over the same slices of time. */
  bare: Measurement;
  ratioToBare: number;
  /** How steady the machine was while the case ran (`steadiness`). */
  bareSteadiness: number;
  peakRssMb: number | null;
  /** Where the machine's CPU went while the case ran (not while the bare server did). */
  cpu: CpuAccount | null;
}

const rateOf = (slice: SliceResult) => (slice.seconds > 0 ? slice.responses / slice.seconds : 0);

function summarise(slices: SliceResult[]): Measurement {
  const latencies = slices.flatMap((slice) => slice.latencies);
  const seconds = slices.reduce((sum, slice) => sum + slice.seconds, 0);
  const statusCodes: Record<string, number> = {};
  for (const slice of slices) {
    for (const [code, count] of Object.entries(slice.statusCodes)) statusCodes[code] = (statusCodes[code] ?? 0) + count;
  }
  return {
    requestsPerSecond: seconds > 0 ? latencies.length / seconds : 0,
    p50Ms: quantile(latencies, 0.5),
    p99Ms: quantile(latencies, 0.99),
    errors: slices.reduce((sum, slice) => sum + slice.non2xx + slice.socketErrors, 0),
    requests: latencies.length,
    statusCodes,
  };
}

/**
 * Loads one endpoint and, in alternating slices of time, the bare server, so that both see the
 * same machine: on a shared machine the load from elsewhere changes from second to second. The bare
 * server runs first and last, so each slice of the endpoint has one of its slices on either side
 * (`shareOfBare`); its rate is the median of its slices.
 */
export async function compareWithBare(options: {
  url: string;
  bareUrl: string;
  connections: number;
  /** Time on the endpoint; the bare server gets half as much per slice, before, between and after its slices. */
  durationSeconds: number;
  load?: LoadRequests;
  expectedStatuses?: readonly number[];
  pid?: number;
  /** The server talks to a PostgreSQL of this machine: its processes' CPU is counted too. */
  databaseOnMachine?: boolean;
  slices?: number;
}): Promise<LoadResult> {
  const slices = options.slices ?? 5;
  const sliceSeconds = Math.max(1, Math.round(options.durationSeconds / slices));
  const bareSeconds = Math.max(1, Math.round(sliceSeconds / 2));
  const common = { connections: options.connections, load: options.load, expectedStatuses: options.expectedStatuses };
  await loadSlice({ ...common, url: options.url, seconds: 1 }); // JIT and caches warm up; not counted
  await drained(options.url);

  const memory = options.pid ? sampleMemory(options.pid) : null;
  const endpointSlices: SliceResult[] = [];
  const bareSlices: SliceResult[] = [];
  const withDatabase = options.databaseOnMachine ?? false;
  const used = { server: 0, database: 0, load: 0, machineBusy: 0, machineTotal: 0 };
  const loadBare = async () => bareSlices.push(await loadSlice({ url: options.bareUrl, connections: options.connections, seconds: bareSeconds }));
  await loadBare();
  for (let slice = 0; slice < slices; slice++) {
    const before = options.pid ? cpuSnapshot(options.pid, withDatabase) : null;
    endpointSlices.push(await loadSlice({ ...common, url: options.url, seconds: sliceSeconds }));
    await drained(options.url);
    if (options.pid && before) {
      const after = cpuSnapshot(options.pid, withDatabase);
      used.server += after.server - before.server;
      used.database += databaseCpuBetween(before.database, after.database);
      used.load += after.load - before.load;
      used.machineBusy += after.machine.busy - before.machine.busy;
      used.machineTotal += after.machine.total - before.machine.total;
    }
    await loadBare();
  }
  memory?.stop();

  const endpoint = summarise(endpointSlices);
  const bareRates = bareSlices.map(rateOf);
  const bare = { ...summarise(bareSlices), requestsPerSecond: median(bareRates) };
  const perRequest = (ms: number) => ms / endpoint.requests;
  const cpu: CpuAccount | null =
    options.pid && endpoint.requests > 0
      ? {
          serverMsPerRequest: perRequest(used.server),
          databaseMsPerRequest: withDatabase ? perRequest(used.database) : null,
          loadMsPerRequest: perRequest(used.load),
          machineBusyShare: used.machineTotal > 0 ? used.machineBusy / used.machineTotal : 0,
        }
      : null;
  return {
    ...endpoint,
    bare,
    ratioToBare: shareOfBare(endpointSlices.map(rateOf), bareRates),
    bareSteadiness: steadiness(bareRates),
    peakRssMb: memory ? memory.peakMb() : null,
    cpu,
  };
}
