import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'api',
    // Patterns below are relative to this folder, also when run from the repository root.
    root: fileURLToPath(new URL('.', import.meta.url)),
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // Makes one migrated PGlite database that the app tests copy (see test/pglite-template.ts).
    globalSetup: ['test/global-setup.ts'],
    // PGlite compiles PostgreSQL's wasm on start, which takes seconds on a small machine.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
