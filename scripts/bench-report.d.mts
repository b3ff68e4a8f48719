export const P99_BUDGET_MS: number;
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
