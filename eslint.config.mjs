import js from '@eslint/js'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'
import { browserGlobs, layersPlugin } from './eslint/layers.mjs'

/** The modules of the analytics chunk (src/analytics/loader.ts) that only src/analytics imports as values. */
const ANALYTICS_CHUNK_MODULES = ['runtime', 'events', 'items', 'event-builders', 'search-events', 'consent-cleanup', 'personalisation', 'experiments', 'session', 'device', 'page-types', 'data-layer']

export default tseslint.config(
  {
    ignores: ['node_modules/', 'public/', '.cache/', 'reports/', 'test-results/', 'playwright-report/', 'data/', 'static/', 'builds/', 'dist/', '**/record-site/.cache/', '**/record-site/public/'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: {
      globals: { ...globals.browser, ...globals.node },
    },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      '@typescript-eslint/no-non-null-assertion': 'off',
      'no-console': 'off',
      // Input sanitisers match control characters on purpose.
      'no-control-regex': 'off',
    },
  },
  {
    // The layer table (eslint/layers.mjs): which folder may import which.
    files: ['**/*.{ts,tsx}'],
    plugins: { layers: layersPlugin },
    rules: { 'layers/imports': ['error', { root: import.meta.dirname }] },
  },
  {
    // zod stays out of the browser bundle: in src/contracts only schemas/ builds schemas (in a feature,
    // its schemas.ts), and browser code never imports zod (it may import the types of the schemas).
    files: ['src/contracts/**/*.{ts,tsx}', 'src/features/*/contract.ts', ...browserGlobs()],
    ignores: ['src/contracts/schemas/**', '**/__tests__/**', '**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'zod', message: 'zod stays out of the browser bundle: put schemas in src/contracts/schemas/ (browser code imports only their types).' }],
          patterns: [{ group: ['zod/*'], message: 'zod stays out of the browser bundle: put schemas in src/contracts/schemas/.' }],
        },
      ],
    },
  },
  {
    // The analytics is a chunk loaded on demand (src/analytics/loader.ts, decision record 0038): browser code
    // outside src/analytics tracks events by name (useTrackEvent) and imports at most the types of what the
    // chunk holds; a value import would bring it back into the first-load JavaScript of every page using it.
    files: browserGlobs(),
    ignores: ['src/analytics/**', '**/__tests__/**', '**/*.test.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ANALYTICS_CHUNK_MODULES.map((name) => `**/analytics/${name}`),
              allowTypeImports: true,
              message: 'the analytics is loaded on demand: track events by name (useTrackEvent, analytics/event-builders.ts); import only its types.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.test.{ts,tsx}', 'e2e/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    // Playwright fixtures call `use`, which is not React's hook.
    files: ['e2e/**/*.ts'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
)
