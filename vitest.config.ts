import { defineConfig } from 'vitest/config';

// One run covers every workspace; each project keeps its own environment (jsdom-like or node).
export default defineConfig({
  test: {
    projects: ['apps/web/vitest.config.ts', 'apps/api/vitest.config.ts'],
  },
});
