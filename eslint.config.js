import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const serverOnly = ['fastify', '@fastify/*', 'drizzle-orm', 'drizzle-orm/*', 'pg', '@electric-sql/*', '@node-rs/*'];
const clientOnly = ['react', 'react-dom', 'react-dom/*', 'react/*'];

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'server/src/db/migrations/**', 'scratch/**', 'test-results/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      eqeqeq: ['error', 'always', { null: 'ignore' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    // Benchmarks and scripts report to the terminal.
    files: ['bench/**/*.{ts,mjs}', 'scripts/**/*.{ts,mjs}'],
    rules: { 'no-console': 'off' },
  },
  {
    // Scripts the benchmark injects into the pages it measures.
    files: ['bench/**/*.browser.js'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    // The product's rules and schemas: pure, usable on both sides.
    files: ['shared/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/client/**', '**/server/**', '@/*'], message: 'shared/ must not import client or server code.' },
            { group: [...serverOnly, ...clientOnly], message: 'shared/ holds pure logic: no server or UI libraries.' },
            { group: ['node:*'], message: 'shared/ runs in the browser too: no Node built-ins.' },
          ],
        },
      ],
    },
  },
  {
    files: ['client/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/server/**'], message: 'The client talks to the server over HTTP only.' },
            { group: serverOnly, message: 'Server libraries do not belong in the browser bundle.' },
          ],
        },
      ],
    },
  },
  {
    files: ['server/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/client/**', '@/*'], message: 'The server must not import client code.' }] },
      ],
    },
  },
);
