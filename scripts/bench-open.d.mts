import type { Step } from './bench-report.mjs';

export interface BenchResponse {
  status: number;
  headers: Record<string, unknown>;
  body: string;
  ms: number;
}
export interface BenchClient {
  send(
    method: string,
    path: string,
    options?: { cookie?: string; body?: unknown },
  ): Promise<BenchResponse>;
}
export interface BenchAccount {
  userId: string;
  cookie: string;
  saved: number;
}
export function runOpenLoop(
  client: BenchClient,
  accounts: BenchAccount[],
  load: { rate: number; seconds: number; measure: boolean },
  ageSessions: (userIds: string[]) => Promise<void>,
): Promise<{ latencies: Record<Step, number[]> | undefined; visits: number; seconds: number }>;
