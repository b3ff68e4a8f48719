export const P99_BUDGET_MS: number;
export const OPEN_LOOP_BUDGET: Record<string, number>;
export const DEFAULT_RATES: number[];
export const STEPS: readonly ['session', 'list', 'save', 'delete'];
export type Step = (typeof STEPS)[number];

export interface BenchOptions {
  check: boolean;
  accounts: number;
  records: number;
  connections: number;
  seconds: number;
  warmUpSeconds: number;
  maxRequests: number;
  /** The open-loop sweep (`--open`) at `rates` requests per second. */
  open: boolean;
  rates: number[];
}
export function parseBenchArgs(argv: string[]): BenchOptions;

export function percentile(sorted: readonly number[], p: number): number;

export interface LatencyFigures {
  requests: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
}
export function latencyFigures(milliseconds: readonly number[]): LatencyFigures;

export interface BenchSummary {
  dialect: string;
  seconds: number;
  visits: number;
  requestsPerSecond: number;
  visitsPerSecond: number;
  all: LatencyFigures;
  steps: Record<Step, LatencyFigures>;
}
export function summarise(run: {
  dialect: string;
  latencies: Record<Step, number[]>;
  visits: number;
  seconds: number;
}): BenchSummary;
export function formatReport(summaries: readonly BenchSummary[]): string;
export function overBudget(summaries: readonly BenchSummary[], budgetMs?: number): string[];

export interface SweepStep {
  rate: number;
  summary: BenchSummary;
  held: boolean;
}
export interface Sweep {
  dialect: string;
  steps: SweepStep[];
  highestHeld: number | undefined;
}
export function rateHeld(rate: number, summary: BenchSummary, budgetMs?: number): boolean;
export function formatSweep(sweeps: readonly Sweep[]): string;
export function underRateBudget(
  sweeps: readonly Sweep[],
  budget?: Record<string, number>,
): string[];
