import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

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
    // Issue 14 fences (ADR 030): a feature uses the core (server/lib, server/db), the contract, and
    // another feature only through its public entry, `index.ts`. Test factories live in
    // tests/helpers (one harness, issue 14 point 4), never in a feature.
    files: ['server/features/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: String.raw`^\.\./[^./][^/]*/(?!index$)|/features/[^/]+/(?!index$)`,
              message: "Import another feature only through its public entry: '../<feature>' (index.ts).",
            },
          ],
        },
      ],
    },
  },
  {
    // The core never depends on a feature.
    files: ['server/lib/**/*.{ts,tsx}', 'server/db/**/*.{ts,tsx}'],
    // Tests and the demo seed compose features with the core, like app.ts.
    ignores: ['**/*.test.ts', 'server/db/seed/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: String.raw`(^|/)features(/|$)`,
              message:
                'The core (server/lib, server/db) may not import a feature; move the shared code into the core.',
            },
          ],
        },
      ],
    },
  },
  {
    // The client's core (src/lib, src/ui) never depends on a feature either (ADR 031).
    files: ['src/lib/**/*.{ts,tsx}', 'src/ui/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: String.raw`(^|/)features(/|$)`,
              message: 'src/lib and src/ui may not import a feature; move the shared code into them.',
            },
          ],
        },
      ],
    },
  },
  {
    // One way to query (decision 076): the query builder; raw SQL only in a `*.sql.ts` file, its
    // rows read through server/lib/rows.ts with a decoder. Tests may arrange data with raw SQL.
    files: ['server/**/*.ts'],
    ignores: ['**/*.sql.ts', '**/*.test.ts', 'server/lib/rows.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.property.name='execute']",
          message:
            'Raw SQL lives in a *.sql.ts file, read through server/lib/rows.ts (decision 076); use the query builder here.',
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
      'server/db/seed/**',
      'tests/**',
    ],
    rules: { 'no-console': 'off' },
  },
);
