// @ts-check
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import checkFile from 'eslint-plugin-check-file';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { WEB_SRC, webBoundaryZones } from './eslint-boundaries.js';

const REACT_TOASTIFY = {
  name: 'react-toastify',
  message:
    "Use toast from lib/platform/toast (react-toastify's unstyled build; the default one injects styles the CSP blocks).",
};

/** Tests, and the helpers that only tests import. */
const TEST_FILES = ['**/*.test.{ts,tsx}', '**/test/**'];

const TEST_FOLDERS = {
  group: ['**/test', '**/test/**'],
  message: 'Test helpers are for tests only: production code must not import a test/ folder.',
};

// Leaving apps/web/src (the e2e screen list, the size budgets in scripts/) is the one climb left.
const NO_CLIMBING = {
  regex: String.raw`^\.\./\.\./(?!e2e/|\.\./scripts/)`,
  message: "Import from another folder through the `@/` alias (apps/web/src), not '../../'.",
};

/**
 * Browser storage goes through one door per app (docs/architecture.md, "One storage door"), where
 * every key is declared personal (sealed by the app lock) or a setting. The doors themselves use
 * the globals under an eslint-disable comment; tests and browser tests may seed storage directly.
 */
const STORAGE_DOOR =
  'Keep it through apps/web/src/lib/platform/device-storage.ts (the staff inbox: apps/staff/src/lib/device-storage.ts), declaring the key there as personal or a setting.';
const STORAGE_NAMES = ['localStorage', 'sessionStorage'];

const NOT_THE_SERVER = {
  target: './apps/web/**/*',
  from: './apps/api/**/*',
  message: "The web app must not import the server's code; share it through packages/shared.",
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-ssr/**',
      '**/dist-dev/**',
      'data/**',
      'apps/web/src/routeTree.gen.ts',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    settings: {
      'import-x/resolver-next': [
        createNodeResolver({
          extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
          // The web app's `@/…` (apps/web/tsconfig.json's paths), so that the boundary zones
          // below see where such an import leads.
          alias: { '@': [WEB_SRC] },
        }),
      ],
    },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-self-import': 'error',
      'import-x/no-duplicates': 'error',
      // Packages first, then the web app's `@/…`, then the file's own folder and its parent.
      'import-x/order': [
        'error',
        {
          groups: ['builtin', 'external', 'internal', ['parent', 'sibling', 'index'], 'unknown'],
          pathGroups: [{ pattern: '@/**', group: 'internal' }],
          pathGroupsExcludedImportTypes: ['builtin'],
        },
      ],
    },
  },
  {
    files: ['**/*.{js,mjs}'],
    plugins: { 'import-x': importX },
    languageOptions: { globals: { ...globals.node } },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.js', '.mjs', '.json'] })],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': ['error', { paths: [REACT_TOASTIFY], patterns: [NO_CLIMBING] }],
      // Features and exercises never reach into each other or into routes (eslint-boundaries.js),
      // and the people's app loads none of the server's code.
      'import-x/no-restricted-paths': [
        'error',
        { zones: [...webBoundaryZones(WEB_SRC), NOT_THE_SERVER] },
      ],
    },
  },
  {
    files: ['apps/**/*.{ts,tsx,js,mjs}', 'packages/**/*.{ts,tsx,js,mjs}'],
    ignores: [...TEST_FILES, '**/e2e/**'],
    rules: {
      'no-restricted-globals': [
        'error',
        ...STORAGE_NAMES.map((name) => ({ name, message: STORAGE_DOOR })),
      ],
      'no-restricted-properties': [
        'error',
        ...['window', 'globalThis', 'self'].flatMap((object) =>
          STORAGE_NAMES.map((property) => ({ object, property, message: STORAGE_DOOR })),
        ),
      ],
    },
  },
  {
    // Production code never loads test code: helpers live in `test/` folders, for tests only.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: TEST_FILES,
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [REACT_TOASTIFY], patterns: [TEST_FOLDERS, NO_CLIMBING] },
      ],
    },
  },
  {
    files: ['apps/api/src/**/*.ts', 'apps/staff/src/**/*.{ts,tsx}', 'packages/shared/src/**/*.ts'],
    ignores: TEST_FILES,
    rules: { 'no-restricted-imports': ['error', { patterns: [TEST_FOLDERS] }] },
  },
  {
    // The staff inbox is an app of its own: it loads none of the people's app's code (nor the
    // server's), only packages/shared.
    files: ['apps/staff/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './apps/staff/**/*',
              from: ['./apps/web/**/*', './apps/api/**/*'],
              message: 'The staff inbox loads only its own code and packages/shared.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/api/**/*.ts', 'packages/shared/**/*.ts'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './packages/shared/**/*',
              from: './apps/**/*',
              message: 'packages/shared must not depend on an app.',
            },
          ],
        },
      ],
    },
  },
  {
    // File and folder names in kebab-case; route files keep TanStack Router's file-naming marks
    // (`_layout`, `__root`, `$param`, `name_.child`).
    files: ['apps/web/src/**/*', 'apps/staff/src/**/*', 'packages/shared/src/**/*', 'scripts/**/*'],
    ignores: ['apps/web/src/routes/**', '**/*.gen.ts'],
    plugins: { 'check-file': checkFile },
    rules: {
      'check-file/filename-naming-convention': [
        'error',
        { '**/*.{ts,tsx,js,mjs}': 'KEBAB_CASE' },
        { ignoreMiddleExtensions: true },
      ],
      'check-file/folder-naming-convention': [
        'error',
        {
          'apps/web/src/**/': 'KEBAB_CASE',
          'apps/staff/src/**/': 'KEBAB_CASE',
          'packages/shared/src/**/': 'KEBAB_CASE',
          'scripts/**/': 'KEBAB_CASE',
        },
      ],
    },
  },
  {
    files: ['apps/web/src/routes/**/*'],
    plugins: { 'check-file': checkFile },
    rules: {
      'check-file/filename-naming-convention': [
        'error',
        { '**/*.{ts,tsx}': '?(_|__|\\$)+([a-z0-9-])?(_)*(.+([a-z0-9-]))' },
        { ignoreMiddleExtensions: true },
      ],
      'check-file/folder-naming-convention': [
        'error',
        { 'apps/web/src/routes/**/': '?(_|\\$)+([a-z0-9-])' },
      ],
    },
  },
  prettier,
);
