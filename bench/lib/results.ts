import type { LighthouseResult } from '../lighthouse';
import type { HabitsRenderResult } from '../habits-render';
import type { DownloadSize, PageResult } from '../pages';
import type { CaseKind } from './api-cases';
import type { CeilingRow } from './ceilings';
import type { CpuAccount, Measurement } from './load';
import type { TargetId } from './targets';

export interface ApiRow extends Measurement {
  target: TargetId;
  case: string;
  label: string;
  kind: CaseKind | 'limit';
  /** Whose requests: the heavy user's (and a few light users' writes), or many people's taking turns. */
  who?: 'one person' | 'many people';
  /** The bare server's requests per second over slices of time interleaved with this case's. */
  bareRequestsPerSecond: number;
  /** Requests per second as a share of the bare server's. */
  ratioToBare: number;
  /** How steady the machine was while the case ran, 0..1 (`steadiness`); absent for the limit row. */
  bareSteadiness?: number;
  peakRssMb: number | null;
  /** Where the machine's CPU went while the case ran. */
  cpu: CpuAccount | null;
}

export interface BudgetCheck {
  budget: string;
  measured: string;
  ok: boolean;
  /** Shown for comparison only: a former budget that no longer fails the run. */
  informational?: boolean;
}

export interface BenchResults {
  startedAt: string;
  machine: {
    cpus: number;
    cpuModel: string;
    memoryGb: number;
    node: string;
    /** The browser build that measured the pages; absent when they were not measured. */
    browser?: string;
  };
  settings: { connections: number; durationSeconds: number; targets: TargetId[] };
  data: { users: number; goals: number; tasks: number; dailyPlans: number; emotions: number; series?: number; occurrences?: number };
  seedSeconds: Partial<Record<TargetId, number>>;
  api: ApiRow[];
  /** The least work the many-people cases ask for, on their own load (PostgreSQL only). */
  ceilings?: CeilingRow[];
  stats: { target: TargetId; medianMs: number; p95Ms: number; runs: number }[];
  /** The heavy user's habits (200 recurring tasks), server time in-process like the statistics. */
  habits?: { target: TargetId; medianMs: number; p95Ms: number; runs: number }[];
  /** Search as the palette sends it while a person types (`SEARCH_PATHS`), server time in-process. */
  search?: { target: TargetId; medianMs: number; p95Ms: number; runs: number }[];
  pages: PageResult[];
  /** The habits' own rendering in Chromium: the goal cards' heatmaps and the dashboard's Habits card. */
  habitsRendering?: HabitsRenderResult[];
  lighthouse: LighthouseResult[];
  downloads: { landing?: DownloadSize; signedIn?: DownloadSize };
  budgets: BudgetCheck[];
  totalSeconds: number;
}
