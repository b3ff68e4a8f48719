// @ts-check
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { WEB_SRC, webBoundaryZones } from './eslint-boundaries.js';

const REACT_TOASTIFY = {
  name: 'react-toastify',
  message:
    "Use toast from lib/toast (react-toastify's unstyled build; the default one injects styles the CSP blocks).",
};

/** Tests, and the helpers that only tests import. */
const TEST_FILES = ['**/*.test.{ts,tsx}', '**/test/**'];

const TEST_FOLDERS = {
  group: ['**/test', '**/test/**'],
  message: 'Test helpers are for tests only: production code must not import a test/ folder.',
};

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
        createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] }),
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
      'no-restricted-imports': ['error', { paths: [REACT_TOASTIFY] }],
      // Features and exercises never reach into each other or into routes (eslint-boundaries.js),
      // and the people's app loads none of the server's code.
      'import-x/no-restricted-paths': [
        'error',
        { zones: [...webBoundaryZones(WEB_SRC), NOT_THE_SERVER] },
      ],
    },
  },
  {
    // Production code never loads test code: helpers live in `test/` folders, for tests only.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: TEST_FILES,
    rules: {
      'no-restricted-imports': ['error', { paths: [REACT_TOASTIFY], patterns: [TEST_FOLDERS] }],
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
  prettier,
);
