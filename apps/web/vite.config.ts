import tailwindcss from '@tailwindcss/vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    // The router plugin must run before React's so that it can split each route's screen into its own chunk.
    tanstackRouter({ target: 'react', autoCodeSplitting: true, quoteStyle: 'single' }),
    react(),
    tailwindcss(),
  ],
  build: {
    target: 'es2022',
    // The prerendered front page's one small script is bundled by scripts/prerender.mjs.
    // Screens are split per route; a small limit keeps an eye on the first load.
    chunkSizeWarningLimit: 200,
    sourcemap: false,
    // dist/.vite/manifest.json: which chunks each entry and route loads, read by `npm run size`
    // (scripts/bundle-size.mjs). The server does not serve dot-folders.
    manifest: !isSsrBuild,
  },
  server: {
    proxy: { '/api': 'http://127.0.0.1:3000' },
  },
}));
