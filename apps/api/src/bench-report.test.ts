// The options and the report of `npm run bench` (scripts/bench-report.mjs); the bench itself is
// run by hand, never by the tests, since its figures depend on the machine.
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_RATES,
  P99_BUDGET_MS,
  formatReport,
  latencyFigures,
  overBudget,
  parseBenchArgs,
  percentile,
  summarise,
} from '../../../scripts/bench-report.mjs';

describe('bench options', () => {
  it('has the defaults the README states', () => {
    expect(parseBenchArgs([])).toEqual({
      check: false,
      accounts: 200,
      records: 10,
      connections: 100,
      seconds: 20,
      warmUpSeconds: 3,
      maxRequests: 500_000,
      open: false,
      rates: DEFAULT_RATES,
    });
  });

  it('reads every option', () => {
    const options = parseBenchArgs([
      '--check',
      '--accounts=500',
      '--records',
      '0',
      '--connections=50',
      '--seconds=2.5',
      '--warm-up-seconds=0',
      '--max-requests=1000',
    ]);
    expect(options).toEqual({
      check: true,
      accounts: 500,
      records: 0,
      connections: 50,
      seconds: 2.5,
      warmUpSeconds: 0,
      maxRequests: 1000,
      open: false,
      rates: DEFAULT_RATES,
    });
  });

  it.each([
    [['--accounts=199'], /--accounts must be a whole number ≥ 200/],
    [['--accounts=250.5'], /--accounts must be a whole number/],
    [['--seconds=0'], /--seconds must be a number ≥ 1/],
    [['--seconds=soon'], /--seconds must be a number/],
    [['--connections=300'], /--accounts must be at least --connections/],
    [['--fast'], /Unknown option '--fast'/],
    [['sqlite'], /Unexpected argument 'sqlite'/],
  ])('refuses %j', (argv, message) => {
    expect(() => parseBenchArgs(argv)).toThrow(message);
  });
});

describe('bench figures', () => {
  it('takes nearest-rank percentiles', () => {
    const hundred = Array.from({ length: 100 }, (_, i) => i + 1);
    expect(percentile(hundred, 50)).toBe(50);
    expect(percentile(hundred, 99)).toBe(99);
    expect(percentile(hundred, 100)).toBe(100);
    expect(percentile([7], 99)).toBe(7);
    expect(percentile([], 50)).toBeNaN();
    expect(latencyFigures([30, 10, 20])).toEqual({
      requests: 3,
      p50: 20,
      p95: 30,
      p99: 30,
      max: 30,
    });
  });

  const run = (dialect: string, slowest: number) =>
    summarise({
      dialect,
      visits: 50,
      seconds: 2,
      latencies: {
        session: Array.from({ length: 50 }, () => 4),
        list: Array.from({ length: 50 }, () => 6),
        save: Array.from({ length: 50 }, () => 8),
        delete: [...Array.from({ length: 49 }, () => 10), slowest],
      },
    });

  it('sums a run up: throughput, and latency overall and per step', () => {
    const summary = run('sqlite', 12);
    expect(summary).toMatchObject({
      requestsPerSecond: 100,
      visitsPerSecond: 25,
      all: { requests: 200, p50: 6, p95: 10, p99: 10, max: 12 },
    });
    expect(summary.steps.delete).toEqual({ requests: 50, p50: 10, p95: 10, p99: 12, max: 12 });
  });

  it('prints one line per database and one per step, in columns', () => {
    expect(formatReport([run('sqlite', 12), run('postgres', 150)])).toBe(
      [
        '           requests  req/s  visits/s  p50 ms  p95 ms  p99 ms  max ms',
        'sqlite          200    100        25     6.0    10.0    10.0    12.0',
        '  session        50                      4.0     4.0     4.0     4.0',
        '  list           50                      6.0     6.0     6.0     6.0',
        '  save           50                      8.0     8.0     8.0     8.0',
        '  delete         50                     10.0    10.0    12.0    12.0',
        'postgres        200    100        25     6.0    10.0    10.0   150.0',
        '  session        50                      4.0     4.0     4.0     4.0',
        '  list           50                      6.0     6.0     6.0     6.0',
        '  save           50                      8.0     8.0     8.0     8.0',
        '  delete         50                     10.0    10.0   150.0   150.0',
      ].join('\n'),
    );
  });

  it('names each database whose p99 is over the budget', () => {
    const slow = summarise({
      dialect: 'postgres',
      visits: 1,
      seconds: 1,
      latencies: { session: [20], list: [30], save: [40], delete: [P99_BUDGET_MS + 1] },
    });
    expect(overBudget([run('sqlite', 500), slow])).toEqual([
      'postgres: p99 101.0 ms is over the budget of 100 ms',
    ]);
    expect(overBudget([run('sqlite', 500)])).toEqual([]);
  });

  it('counts a run that measured nothing as over the budget', () => {
    const empty = summarise({
      dialect: 'sqlite',
      visits: 0,
      seconds: 1,
      latencies: { session: [], list: [], save: [], delete: [] },
    });
    expect(overBudget([empty])).toEqual(['sqlite: p99 – ms is over the budget of 100 ms']);
  });
});
