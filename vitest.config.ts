import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// One run covers every workspace; each project keeps its own environment (jsdom-like or node).
export default defineConfig({
  test: {
    projects: [
      'apps/web/vitest.config.ts',
      'apps/api/vitest.config.ts',
      'apps/staff/vitest.config.ts',
      'packages/shared/vitest.config.ts',
    ],
    // Vitest's default leaves one core to its main process: one worker on CI's two cores, while
    // that process mostly waits. Two workers there ran 39 web test files in 104 s instead of 145 s
    // (the same CPU time), and the suite's files are written to run side by side.
    maxWorkers: Math.max(2, availableParallelism() - 1),
  },
});
