import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { layersPlugin } from './scripts/eslint-layers.js';

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'data/**',
      'node_modules/**',
      'server/db/migrations/**',
      'test-results/**',
      'locales/**/*.js',
      'locales/**/*.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    // Fences (ADR 030): a feature uses the core (server/core, server/db), the contract, and
    // another feature only through its public entry, `index.ts`. Test factories live in
    // tests/helpers (one harness, issue 14 point 4), never in a feature.
    files: ['server/features/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: String.raw`^\.\./[^./][^/]*/(?!index$)|/features/[^/]+/(?!index$)|/engine/[^/]+/(?!index$)`,
              message:
                "Import another feature, or an engine, only through its public entry: '../<feature>', '../../engine/<name>' (index.ts).",
            },
          ],
        },
      ],
    },
  },
  {
    // The seed, the jobs and the operator CLI stand above the features and use them the same way:
    // through their public entries.
    files: ['server/seed/**/*.ts', 'server/jobs/**/*.ts', 'server/ops/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: String.raw`/features/[^/]+/(?!index$)|/engine/[^/]+/(?!index$)`,
              message:
                "Use a feature or an engine through its public entry: '../features/<name>' (index.ts).",
            },
          ],
        },
      ],
    },
  },
  {
    // The house plan (docs/ARCHITECTURE.md "Layers"): imports point down only, on the server, the
    // client and the service worker; the table of layers is scripts/eslint-layers.js.
    files: ['**/*.{ts,tsx}'],
    plugins: { layers: layersPlugin },
    rules: { 'layers/imports-point-down': 'error' },
  },
  {
    // One way to query (decision 076): the query builder; raw SQL only in a `*.sql.ts` file, its
    // rows read through server/core/storage/rows.ts with a decoder. Tests may arrange data with raw SQL.
    files: ['server/**/*.ts'],
    ignores: ['**/*.sql.ts', '**/*.test.ts', 'server/core/storage/rows.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.property.name='execute']",
          message:
            'Raw SQL lives in a *.sql.ts file, read through server/core/storage/rows.ts (decision 076); use the query builder here.',
        },
        {
          selector: "CallExpression[callee.property.name='query'][callee.object.callee.name='poolOf']",
          message: 'Named prepared statements live in a *.sql.ts file, sent with preparedRow (decision 076).',
        },
        {
          selector: "CallExpression[callee.name='preparedRow']",
          message: 'Named prepared statements live in a *.sql.ts file (decision 076).',
        },
      ],
    },
  },
  {
    files: [
      'scripts/**',
      'server/ops/**',
      'server/start.ts',
      'server/build-if-needed.ts',
      'server/seed/**',
      'tests/**',
    ],
    rules: { 'no-console': 'off' },
  },
);
