// The open loop of `npm run bench -- --open` (scripts/bench-open.mjs), against a stand-in server
// whose answers take 1 ms except during a stall, so that what it counts can be checked exactly.
import { describe, expect, it } from 'vitest';
import { runOpenLoop } from '../../../scripts/bench-open.mjs';
import type { BenchAccount } from '../../../scripts/bench-open.mjs';
import {
  OPEN_LOOP_BUDGET,
  formatSweep,
  parseBenchArgs,
  rateHeld,
  summarise,
  underRateBudget,
} from '../../../scripts/bench-report.mjs';

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

/** Answers every request in 1 ms, but holds those arriving between `from` and `to` until `to`. */
function stallingClient(stall: { from: number; to: number }) {
  const started = performance.now();
  let sent = 0;
  return {
    get sent() {
      return sent;
    },
    async send(method: string) {
      sent += 1;
      const at = performance.now() - started;
      await sleep(at >= stall.from && at < stall.to ? stall.to - at : 1);
      return { status: method === 'DELETE' ? 204 : 200, headers: {}, body: '', ms: 0 };
    },
  };
}

const accounts = (n: number): BenchAccount[] =>
  Array.from({ length: n }, (_, i) => ({ userId: `u${i}`, cookie: `c${i}`, saved: 0 }));

describe('the open-loop bench', () => {
  it('sends visits at the fixed rate, and counts a stall against every request it delays, from when each was due', async () => {
    const client = stallingClient({ from: 300, to: 500 });
    const result = await runOpenLoop(
      client,
      accounts(200),
      { rate: 400, seconds: 1.2, measure: true },
      async () => undefined,
    );
    const summary = summarise({
      dialect: 'sqlite',
      latencies: result.latencies ?? { session: [], list: [], save: [], delete: [] },
      visits: result.visits,
      seconds: result.seconds,
    });
    // 400 requests/s is 100 visits/s of 4 requests: 120 visits in 1.2 s.
    expect(result.visits).toBe(120);
    expect(client.sent).toBe(480);
    expect(summary.requestsPerSecond).toBeGreaterThan(0.95 * 400);
    // The visits due during the 200 ms stall (about 20) each wait for its end: their first
    // requests count up to 200 ms, not the 1 ms a closed loop would time once sending resumed.
    const delayed = (result.latencies?.session ?? []).filter((ms) => ms > 50);
    expect(delayed.length).toBeGreaterThanOrEqual(15);
    expect(summary.all.max).toBeGreaterThan(150);
    expect(rateHeld(400, summary)).toBe(false);
  });

  it('reads --open and --rates, and measures 30 s per rate unless told', () => {
    expect(parseBenchArgs(['--open', '--rates=1000,250'])).toMatchObject({
      open: true,
      rates: [250, 1000],
      seconds: 30,
    });
    expect(parseBenchArgs(['--open', '--seconds=5']).seconds).toBe(5);
    expect(() => parseBenchArgs(['--rates=100'])).toThrow(/add --open/);
    expect(() => parseBenchArgs(['--open', '--rates=100,x'])).toThrow(/--rates must be/);
  });

  it('holds each database to its budgeted rate: SQLite 1,000 and PostgreSQL 500 requests/s', () => {
    expect(OPEN_LOOP_BUDGET).toEqual({ sqlite: 1000, postgres: 500 });
    const sweeps = [
      { dialect: 'sqlite', steps: [], highestHeld: 1250 },
      { dialect: 'postgres', steps: [], highestHeld: 250 },
    ];
    expect(underRateBudget(sweeps)).toEqual([
      'postgres: held 250 requests/s at p99 ≤ 100 ms, under the budget of 500',
    ]);
    expect(formatSweep(sweeps)).toContain(
      'sqlite: highest rate held at p99 ≤ 100 ms: 1,250 requests/s',
    );
  });
});
