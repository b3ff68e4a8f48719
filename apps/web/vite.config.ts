import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA, type ManifestOptions } from 'vite-plugin-pwa';

/**
 * V8's explicit compile hint (`//# allFunctionsCalledOnLoad`, Chromium 136 and later) at the top of
 * every chunk: the browser compiles a chunk's functions while it streams the file in, on a
 * background thread, rather than each one on the main thread the first time it is called. A chunk
 * loads only when its screen is about to be drawn, and drawing it calls most of its functions; on
 * a slow phone, compiling them one by one was a large part of the long task that draws the first
 * screen. Other browsers read it as a comment.
 */
function compileHints(): Plugin {
  return {
    name: 'waha:compile-hints',
    apply: 'build',
    enforce: 'post',
    generateBundle: {
      // After Vite's own additions to the chunks, so that the hint is the first line.
      order: 'post',
      handler(_options, bundle) {
        for (const file of Object.values(bundle)) {
          if (file.type === 'chunk') file.code = `//# allFunctionsCalledOnLoad\n${file.code}`;
        }
      },
    },
  };
}

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

export default defineConfig(({ isSsrBuild, mode }) => ({
  plugins: [
    // The router plugin must run before React's so that it can split each route's screen into its own chunk.
    tanstackRouter({ target: 'react', autoCodeSplitting: true, quoteStyle: 'single' }),
    react(),
    tailwindcss(),
    isSsrBuild === true ? null : compileHints(),
    // The service worker (src/sw.ts) precaches the app shell so that every screen opens offline
    // after one visit; the web app manifest makes Waha installable. Not for the prerender's SSR build,
    // nor for the development build the hydration check runs on (scripts/hydration-dev.mjs).
    VitePWA({
      disable: isSsrBuild === true || mode === 'development',
      strategies: 'injectManifest',
      srcDir: 'src',
      filename: 'sw.ts',
      // Registered by src/lib/platform/service-worker.ts, which asks before a new version takes over.
      injectRegister: false,
      manifest: WEB_APP_MANIFEST,
      injectManifest: {
        // Every route's code, both languages' texts (in the chunks), the fonts, icons and the
        // videos' posters. Not the narration and videos (stored on request), not the prerendered
        // front page (offline, the app shell draws it) nor the pre-compressed copies.
        globPatterns: ['**/*.{js,css,html,woff2,svg,png,webmanifest}', 'media/*/*.jpg'],
        // Nor the password strength estimator (about 0.2 MB over the network, a quarter of the
        // rest): only the screens that set a password load it, online, as signing up or changing a
        // password is; offline, they check a short list instead (lib/session/password-strength.ts).
        globIgnores: ['landing/**', 'assets/password-{estimator,words}-*.js'],
        // The print font for saving a PDF (Amiri) is the largest file, about 110 KB.
        maximumFileSizeToCacheInBytes: 512 * 1024,
        // One self-contained classic script, as it is registered (lib/platform/service-worker.ts); the
        // plugin's default ES build asks the bundler for an option it has deprecated.
        rollupFormat: 'iife',
      },
    }),
  ],
  build: {
    target: 'es2022',
    // No <link rel="modulepreload"> list added before each import(): the browser finds a chunk's
    // imports as it reads it, and adding the list held a slow phone in one task at the start
    // (docs/performance.md).
    modulePreload: false,
    // The prerendered front page's one small script is bundled by scripts/prerender.mjs.
    // Screens are split per route. The shell (React included) is held to its budget, in gzip, by
    // `npm run size`; Vite's raw-size warning is set above it so that a build without a problem
    // prints no warning, and a chunk that grows past the shell's size still does.
    chunkSizeWarningLimit: 450,
    sourcemap: false,
    // dist/.vite/manifest.json: which chunks each entry and route loads, read by `npm run size`
    // (scripts/bundle-size.mjs). The server does not serve dot-folders.
    manifest: !isSsrBuild,
    // The app in few files. Left to itself the bundler splits the code every app screen needs into
    // about forty small files (by which screens share each module), each requested and linked on
    // its own before the app can start. Here everything the app's start imports is one file, the
    // shell (src/main.tsx is built as an entry of its own so that its static imports are known);
    // each screen's code stays split. main.tsx itself stays outside the shell: it awaits the first
    // screen's code, which imports the shell, so inside it would wait for itself. The modules the
    // page's first script (src/boot.ts) shares with the app (with the storage door they read through)
    // are a small file of their own: in the shell, the first script would fetch the whole app before
    // the page paints.
    rolldownOptions: isSsrBuild
      ? {}
      : {
          input: {
            index: fileURLToPath(new URL('index.html', import.meta.url)),
            main: fileURLToPath(new URL('src/main.tsx', import.meta.url)),
          },
          output: {
            codeSplitting: {
              groups: [
                // The password strength estimator's largest word list in a file of its own, so
                // that neither is over the size warning: it loads with it, on demand.
                {
                  name: 'password-words',
                  priority: 3,
                  test: /@zxcvbn-ts[\\/]language-common[\\/]dist[\\/]passwords/,
                },
                {
                  name: 'boot',
                  priority: 2,
                  test: /src[\\/]lib[\\/](platform[\\/]chunk-reload|platform[\\/]install-prompt|platform[\\/]device-storage|session[\\/]quick-exit)\.ts|preload-helper/,
                },
                {
                  name: 'shell',
                  priority: 1,
                  tags: ['$initial'],
                  test: (id: string) =>
                    !/index\.html|src[\\/](boot\.ts|main\.tsx|styles\.css)/.test(id),
                },
              ],
            },
          },
        },
  },
  // `@/…` is apps/web/src (tsconfig.json's paths), for imports that leave their own folder.
  resolve: { tsconfigPaths: true },
  server: {
    proxy: { '/api': 'http://127.0.0.1:3000' },
  },
}));
