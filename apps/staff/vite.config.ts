import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * The staff inbox: an app of its own, served by the API at /staff (or on a host of its own), with
 * a strict policy (apps/api/src/modules/staff/inbox-app.ts): only its own script and style files,
 * nothing inline. React itself (not the people's app's Preact build): staff use computers, and
 * nothing of the people's app loads here.
 */
export default defineConfig({
  base: '/staff/',
  plugins: [react(), tailwindcss()],
  build: {
    target: 'es2022',
    outDir: 'dist',
    // No polyfill script for module preloading: the policy allows no inline script, and the
    // browsers staff use preload modules themselves.
    modulePreload: { polyfill: false },
    // Small files inline as data: URLs would be refused by nothing, but keep every asset a file.
    assetsInlineLimit: 0,
    sourcemap: false,
  },
  server: {
    proxy: { '/api': 'http://127.0.0.1:3000' },
  },
});
