import { defineConfig } from 'vitest/config';

// The shared protocol (sealing to the staff key, the audit chain, CSV) in Node, whose WebCrypto
// is the browser's: the same code runs in the web app, the inbox, the server and the CLI.
export default defineConfig({
  test: {
    name: 'shared',
    root: import.meta.dirname,
    environment: 'node',
    include: ['src/**/*.test.ts'],
  },
});
