// The open-loop load of `npm run bench -- --open` (scripts/bench.mjs): visits arrive at a fixed
// rate whatever the server does, as people do, instead of each connection waiting for its answer
// before asking again (the closed loop, which slows down with the server and so hides its slow
// moments: coordinated omission). Each request's latency counts from when it was due: a visit's
// first request from the visit's scheduled arrival, each later one from the answer before it (a
// visit's requests depend on each other, as the app's do). A stall therefore counts against
// every request it delays, including those the generator could not send in time.
import { accountQueue, visit } from './bench-load.mjs';
import { STEPS } from './bench-report.mjs';

const sleep = (ms) => new Promise((done) => setTimeout(done, ms));

/**
 * Visits at `rate` requests per second (rate / 4 visits per second) for `seconds`, then waits for
 * the last to finish. Returns every request's latency by step when `measure` is set, the visits
 * made, and the seconds they were sent over (so visits / seconds is the rate actually sent).
 */
export async function runOpenLoop(client, accounts, { rate, seconds, measure }, ageSessions) {
  const queue = accountQueue(accounts, ageSessions);
  const times = measure ? Object.fromEntries(STEPS.map((step) => [step, []])) : undefined;
  const visitsPerSecond = rate / STEPS.length;
  const total = Math.max(1, Math.round(seconds * visitsPerSecond));
  const started = performance.now();
  const dueAt = (i) => started + (i * 1000) / visitsPerSecond;
  let visits = 0;
  let failure;
  let lastSent = started;

  const oneVisit = async (due) => {
    // Taking a person may wait (every one mid-visit or being aged): that wait counts too.
    const account = await queue.take();
    let last = due;
    const timed = {
      async send(...args) {
        const response = await client.send(...args);
        const now = performance.now();
        const ms = now - last;
        last = now;
        return { ...response, ms };
      },
    };
    await visit(timed, account, times);
    visits += 1;
    queue.done(account);
  };

  const running = [];
  for (let i = 0; i < total && !failure;) {
    // Every visit whose time has come is sent now; then sleep until the next one is due.
    while (i < total && dueAt(i) <= performance.now()) {
      running.push(
        oneVisit(dueAt(i)).catch((error) => {
          failure ??= error;
        }),
      );
      i += 1;
      lastSent = performance.now();
    }
    if (i < total) await sleep(Math.max(0, dueAt(i) - performance.now()));
  }
  await Promise.all(running);
  if (failure) throw failure;
  // The span the visits were sent over (not the wait for the last answers): the rate sent.
  const sentOver = (lastSent - started) / 1000 + 1 / visitsPerSecond;
  return { latencies: times, visits, seconds: sentOver };
}
