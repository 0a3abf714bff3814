import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const serverOnly = ['fastify', '@fastify/*', 'drizzle-orm', 'drizzle-orm/*', 'pg', '@electric-sql/*', '@node-rs/*'];
const clientOnly = ['react', 'react-dom', 'react-dom/*', 'react/*'];

/**
 * The client's layers (decision 17): shared code (components/, hooks/, lib/) ← features ← app. A feature
 * uses another only through that feature's index.ts, and only one it declares below; the router alone
 * imports pages (`<feature>/*-page.tsx`) directly, so that each page stays a chunk of its own. Paths are
 * compared after the TypeScript resolver has resolved them: `@/…` and relative imports are held alike.
 */
const CLIENT = './client/src';
/** Which features each feature may use. import-x/no-cycle sees cycles between files only; this keeps the features themselves acyclic. */
const FEATURE_DEPENDENCIES = {
  account: ['auth'],
  auth: [],
  commands: ['auth', 'goals', 'pomodoro-timer', 'quick-add', 'task-form'],
  'daily-plan': ['auth', 'tasks'],
  dashboard: [],
  goals: ['auth', 'task-form'],
  landing: ['legal'],
  legal: [],
  'not-found': [],
  planning: ['quick-add', 'task-form'],
  pomodoro: ['pomodoro-timer', 'quick-add', 'task-form'],
  'quick-add': ['auth'],
  reminders: ['pomodoro-timer'],
  'pomodoro-timer': ['auth'],
  sync: ['auth'],
  'task-form': ['auth'],
  tasks: ['auth', 'pomodoro-timer', 'quick-add', 'task-form'],
};
const FEATURES = Object.keys(FEATURE_DEPENDENCIES);
checkFeatureDependencies();
const PUBLIC_API = '**/client/src/features/*/index.ts';
const ROUTE_PAGES = '**/client/src/features/*/*-page.tsx';
const clientBoundaries = [
  ...FEATURES.flatMap((feature) => {
    const allowed = FEATURE_DEPENDENCIES[feature];
    const others = FEATURES.filter((other) => other !== feature && !allowed.includes(other));
    return [
      {
        target: `${CLIENT}/features/${feature}`,
        from: `${CLIENT}/features/!(${feature})/**`,
        except: [PUBLIC_API],
        message: 'Use another feature through its index.ts; move what two features share to components/, hooks/ or lib/.',
      },
      ...(others.length === 0
        ? []
        : [
            {
              target: `${CLIENT}/features/${feature}`,
              from: `${CLIENT}/features/@(${others.join('|')})/**`,
              message: `${feature} may use ${allowed.join(', ') || 'no other feature'} (FEATURE_DEPENDENCIES in eslint.config.js; features must not depend on each other in a cycle).`,
            },
          ]),
    ];
  }),
  {
    target: [`${CLIENT}/main.tsx`, `${CLIENT}/app/!(routes.tsx)`],
    from: `${CLIENT}/features/**`,
    except: [PUBLIC_API],
    message: 'The app uses a feature through its index.ts; only routes.tsx imports pages.',
  },
  {
    target: `${CLIENT}/app/routes.tsx`,
    from: `${CLIENT}/features/**`,
    except: [PUBLIC_API, ROUTE_PAGES],
    message: "The router imports a feature's pages (*-page.tsx, lazily unless visitors need them) or its index.ts.",
  },
  {
    target: `${CLIENT}/features`,
    from: `${CLIENT}/app`,
    message: 'Features must not import the app; move what they need to components/, hooks/ or lib/.',
  },
  {
    target: [`${CLIENT}/components`, `${CLIENT}/hooks`, `${CLIENT}/lib`],
    from: [`${CLIENT}/features`, `${CLIENT}/app`],
    message: 'Shared code (components/, hooks/, lib/) must not import features or the app.',
  },
];

/** Every feature folder is declared, and the declared dependencies have no cycle. */
function checkFeatureDependencies() {
  const folders = readdirSync(new URL('client/src/features', import.meta.url), { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name);
  const undeclared = folders.filter((folder) => !FEATURES.includes(folder));
  if (undeclared.length > 0) throw new Error(`eslint.config.js: declare the dependencies of client feature(s) ${undeclared.join(', ')}`);
  const done = new Set();
  const visit = (feature, path) => {
    if (path.includes(feature)) throw new Error(`eslint.config.js: client features depend on each other in a cycle: ${[...path, feature].join(' → ')}`);
    if (done.has(feature)) return;
    for (const dependency of FEATURE_DEPENDENCIES[feature] ?? []) visit(dependency, [...path, feature]);
    done.add(feature);
  };
  for (const feature of FEATURES) visit(feature, []);
}

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
    // Scripts the service worker imports; the build writes the drawn pages' paths into client/sw's.
    files: ['client/public/**/*.js', 'client/sw/**/*.js'],
    languageOptions: { globals: { ...globals.serviceworker, __DRAWN_PAGE_PATHS__: 'readonly' } },
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
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './client/tsconfig.json' })],
      // Without these, import-x reads no TypeScript module's imports, and no-cycle would see no cycle.
      'import-x/extensions': ['.ts', '.tsx'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: {
      'import-x/no-cycle': 'error',
      'import-x/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones: clientBoundaries }],
      // The classic rules of hooks. The React Compiler's rules in the plugin's presets are not on: the
      // client doesn't use the compiler, and what they report needs rewrites of working code (decision 17).
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
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
    // The build takes a feature's index.ts for free of side effects (vite.config.ts): it only re-exports.
    files: ['client/src/features/*/index.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: 'Program > :not(ExportNamedDeclaration[source], ExportAllDeclaration)', message: "A feature's index.ts only re-exports from the feature's modules." },
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
