// The pure parts of `npm run bench` (scripts/bench.mjs): its options, and the figures it reports.
import { parseArgs } from 'node:util';

/** DESIGN.md's API budget: the 99th percentile of request latency, on each database. */
export const P99_BUDGET_MS = 100;

/**
 * The open-loop budget (`--open --check`): on the 2-core machine, with the load generator on the
 * same cores, the rate (requests per second) each database must hold at p99 ≤ P99_BUDGET_MS.
 */
export const OPEN_LOOP_BUDGET = { sqlite: 1000, postgres: 500 };

/** The rates an open-loop sweep tries, in requests per second, until one is not held. */
export const DEFAULT_RATES = [250, 500, 750, 1000, 1250, 1500, 2000, 2500, 3000];
/** Seconds measured at each rate of a sweep. */
const OPEN_LOOP_SECONDS = 30;

/** What one visit asks of the API, in order (scripts/bench.mjs says why). */
export const STEPS = ['session', 'list', 'save', 'delete'];

const DEFAULTS = {
  accounts: 200,
  records: 10,
  connections: 100,
  seconds: 20,
  warmUpSeconds: 3,
  maxRequests: 500_000,
};

const MINIMUM_ACCOUNTS = 200;

/** `npm run bench -- [--check] [--seconds=N] …`; throws an Error saying what is wrong. */
export function parseBenchArgs(argv) {
  const { values } = parseArgs({
    args: argv,
    strict: true,
    allowPositionals: false,
    options: {
      check: { type: 'boolean', default: false },
      accounts: { type: 'string' },
      records: { type: 'string' },
      connections: { type: 'string' },
      seconds: { type: 'string' },
      'warm-up-seconds': { type: 'string' },
      'max-requests': { type: 'string' },
      open: { type: 'boolean', default: false },
      rates: { type: 'string' },
    },
  });
  const number = (name, key, { min, integer = true }) => {
    const text = values[name];
    if (text === undefined) return DEFAULTS[key];
    const value = Number(text);
    if (!Number.isFinite(value) || (integer && !Number.isInteger(value)) || value < min) {
      throw new Error(`--${name} must be ${integer ? 'a whole number' : 'a number'} ≥ ${min}`);
    }
    return value;
  };
  const options = {
    check: values.check,
    accounts: number('accounts', 'accounts', { min: MINIMUM_ACCOUNTS }),
    records: number('records', 'records', { min: 0 }),
    connections: number('connections', 'connections', { min: 1 }),
    seconds: number('seconds', 'seconds', { min: 1, integer: false }),
    warmUpSeconds: number('warm-up-seconds', 'warmUpSeconds', { min: 0, integer: false }),
    maxRequests: number('max-requests', 'maxRequests', { min: 1 }),
    open: values.open,
    rates: DEFAULT_RATES,
  };
  if (values.open && values.seconds === undefined) options.seconds = OPEN_LOOP_SECONDS;
  if (values.rates !== undefined) {
    if (!values.open) throw new Error('--rates is for the open-loop sweep: add --open');
    const rates = values.rates.split(',').map(Number);
    if (rates.some((rate) => !Number.isFinite(rate) || rate <= 0)) {
      throw new Error('--rates must be requests per second, e.g. --rates=250,500,1000');
    }
    options.rates = [...rates].sort((a, b) => a - b);
  }
  if (options.accounts < options.connections) {
    throw new Error('--accounts must be at least --connections, so every connection has a person');
  }
  return options;
}

/** The nearest-rank percentile of numbers sorted in ascending order. */
export function percentile(sorted, p) {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

/** Latency figures of a list of request times in milliseconds. */
export function latencyFigures(milliseconds) {
  const sorted = [...milliseconds].sort((a, b) => a - b);
  return {
    requests: sorted.length,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    max: sorted.at(-1) ?? Number.NaN,
  };
}

/**
 * One database's run: every request's time by step, the visits made and the seconds they took,
 * turned into throughput and latencies, overall and per step.
 */
export function summarise({ dialect, latencies, visits, seconds }) {
  const all = STEPS.flatMap((step) => latencies[step]);
  return {
    dialect,
    seconds,
    visits,
    requestsPerSecond: all.length / seconds,
    visitsPerSecond: visits / seconds,
    all: latencyFigures(all),
    steps: Object.fromEntries(STEPS.map((step) => [step, latencyFigures(latencies[step])])),
  };
}

const ms = (value) => (Number.isNaN(value) ? '–' : value.toFixed(1));
const whole = (value) => Math.round(value).toLocaleString('en');

/** The summaries as a text table: one line per database, then one per step of a visit. */
export function formatReport(summaries) {
  const header = ['', 'requests', 'req/s', 'visits/s', 'p50 ms', 'p95 ms', 'p99 ms', 'max ms'];
  const rows = summaries.flatMap((summary) => [
    [
      summary.dialect,
      whole(summary.all.requests),
      whole(summary.requestsPerSecond),
      whole(summary.visitsPerSecond),
      ms(summary.all.p50),
      ms(summary.all.p95),
      ms(summary.all.p99),
      ms(summary.all.max),
    ],
    ...STEPS.map((step) => {
      const figures = summary.steps[step];
      return [
        `  ${step}`,
        whole(figures.requests),
        '',
        '',
        ms(figures.p50),
        ms(figures.p95),
        ms(figures.p99),
        ms(figures.max),
      ];
    }),
  ]);
  const widths = header.map((_, i) => Math.max(...[header, ...rows].map((row) => row[i].length)));
  const line = (row) =>
    row
      .map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i])))
      .join('  ')
      .trimEnd();
  return [header, ...rows].map(line).join('\n');
}

/** A sentence for each database whose p99 is over the budget; none when all are within it. */
export function overBudget(summaries, budgetMs = P99_BUDGET_MS) {
  return summaries
    .filter((summary) => !(summary.all.p99 <= budgetMs))
    .map(
      (summary) =>
        `${summary.dialect}: p99 ${ms(summary.all.p99)} ms is over the budget of ${budgetMs} ms`,
    );
}

/**
 * One line per rate of an open-loop sweep and, per database, the highest rate held (p99 within
 * the budget and the rate actually reached).
 */
export function formatSweep(sweeps) {
  const header = ['', 'rate req/s', 'sent req/s', 'p50 ms', 'p95 ms', 'p99 ms', 'max ms', 'held'];
  const rows = sweeps.flatMap((sweep) => [
    ...sweep.steps.map((step) => [
      sweep.dialect,
      whole(step.rate),
      whole(step.summary.requestsPerSecond),
      ms(step.summary.all.p50),
      ms(step.summary.all.p95),
      ms(step.summary.all.p99),
      ms(step.summary.all.max),
      step.held ? 'yes' : 'no',
    ]),
  ]);
  const widths = header.map((_, i) => Math.max(...[header, ...rows].map((row) => row[i].length)));
  const line = (row) =>
    row
      .map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i])))
      .join('  ')
      .trimEnd();
  const verdicts = sweeps.map(
    (sweep) =>
      `${sweep.dialect}: highest rate held at p99 ≤ ${P99_BUDGET_MS} ms: ` +
      (sweep.highestHeld === undefined ? 'none' : `${whole(sweep.highestHeld)} requests/s`),
  );
  return [...[header, ...rows].map(line), '', ...verdicts].join('\n');
}

/** Whether a rate was held: p99 within the budget, and at least 95% of the rate was sent. */
export function rateHeld(rate, summary, budgetMs = P99_BUDGET_MS) {
  return summary.all.p99 <= budgetMs && summary.requestsPerSecond >= 0.95 * rate;
}

/** A sentence for each database whose highest held rate is under its open-loop budget. */
export function underRateBudget(sweeps, budget = OPEN_LOOP_BUDGET) {
  return sweeps
    .filter((sweep) => budget[sweep.dialect] !== undefined)
    .filter((sweep) => !((sweep.highestHeld ?? 0) >= budget[sweep.dialect]))
    .map(
      (sweep) =>
        `${sweep.dialect}: held ${whole(sweep.highestHeld ?? 0)} requests/s at p99 ≤ ${P99_BUDGET_MS} ms, ` +
        `under the budget of ${whole(budget[sweep.dialect])}`,
    );
}
