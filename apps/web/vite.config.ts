import tailwindcss from '@tailwindcss/vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA, type ManifestOptions } from 'vite-plugin-pwa';

/** The installed app (issue: installable). Its texts are English: one manifest serves both languages. */
const WEB_APP_MANIFEST: Partial<ManifestOptions> = {
  name: 'Waha',
  short_name: 'Waha',
  description: 'Free guided self-help exercises for people under stress, trauma or conflict.',
  lang: 'en',
  start_url: '/app',
  scope: '/',
  display: 'standalone',
  theme_color: '#0f766e',
  background_color: '#fdfbf7',
  icons: [
    { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    {
      src: '/icons/icon-maskable-512.png',
      sizes: '512x512',
      type: 'image/png',
      purpose: 'maskable',
    },
  ],
};

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    // The router plugin must run before React's so that it can split each route's screen into its own chunk.
    tanstackRouter({ target: 'react', autoCodeSplitting: true, quoteStyle: 'single' }),
    react(),
    tailwindcss(),
    // The service worker (src/sw.ts) precaches the app shell so that every screen opens offline
    // after one visit; the web app manifest makes Waha installable. Not for the prerender's SSR build.
    VitePWA({
      disable: isSsrBuild === true,
      strategies: 'injectManifest',
      srcDir: 'src',
      filename: 'sw.ts',
      // Registered by src/lib/service-worker.ts, which asks before a new version takes over.
      injectRegister: false,
      manifest: WEB_APP_MANIFEST,
      injectManifest: {
        // Every route's code, both languages' texts (in the chunks), the fonts, icons and the
        // videos' posters. Not the narration and videos (stored on request), not the prerendered
        // front page (offline, the app shell draws it) nor the pre-compressed copies.
        globPatterns: ['**/*.{js,css,html,woff2,svg,png,webmanifest}', 'media/*/*.jpg'],
        globIgnores: ['landing/**'],
        // The print font for saving a PDF (Amiri) is the largest file, about 110 KB.
        maximumFileSizeToCacheInBytes: 512 * 1024,
      },
    }),
  ],
  // The browser build runs the app on Preact (`preact/compat`): React 19's renderer alone is about
  // 73 KB gzip against the app shell's budget of 110 KB (DESIGN.md), Preact's about 10 KB, and it
  // draws a screen in less main-thread time on a slow phone. The prerender (the SSR build) and the
  // tests keep React; src/lib/preact-options.ts lines Preact up with what react-aria expects.
  resolve: isSsrBuild
    ? {}
    : {
        alias: [
          { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
          { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
          { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
          { find: /^react-dom$/, replacement: 'preact/compat' },
          { find: /^react$/, replacement: 'preact/compat' },
        ],
      },
  build: {
    target: 'es2022',
    // No <link rel="modulepreload"> list added before each import(): the browser finds a chunk's
    // imports as it reads it. Adding about forty such links when the app starts held a slow phone
    // for about 0.3 s in one task; the app takes over no later without them (slow 4G, measured).
    modulePreload: false,
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
