import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  resolve: { tsconfigPaths: true },
  test: {
    name: 'web',
    root: import.meta.dirname,
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    restoreMocks: true,
    // Tests wait on states, so a longer limit costs nothing when all is well. The default 5 s is
    // too short on a busy two-core machine for the Argon2id key derivations and the long keyboard
    // walks through an exercise.
    testTimeout: 20_000,
  },
});
