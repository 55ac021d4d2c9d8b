// One flat config for the whole monorepo. Type-aware rules are left to `tsc` (typecheck) to keep lint fast.
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importPlugin from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * The web app's features import each other only through their public `index.ts` (apps/web/src/README.md):
 * one zone per feature, refusing every other feature's files but its index.
 */
const FEATURES = readdirSync(new URL('./apps/web/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const featureZones = FEATURES.map((feature) => ({
  target: `./apps/web/src/features/${feature}`,
  from: './apps/web/src/features',
  except: [`./${feature}`, ...FEATURES.filter((other) => other !== feature).map((other) => `./${other}/index.ts`)],
  message: 'Import another feature through its index.ts only.',
}));

/**
 * One-way pairs of features: the first may use the second, never back. A checkout reads items -> cart -> orders
 * (the item cards carry the cart's button; the cart opens the order's checkout), so each file is visited once.
 */
const ONE_WAY = [
  ['items', 'cart'],
  ['cart', 'orders'],
  ['balance', 'orders'],
];
const oneWayZones = ONE_WAY.map(([user, used]) => ({
  target: `./apps/web/src/features/${used}`,
  from: `./apps/web/src/features/${user}`,
  message: `${used} is used by ${user}, so it may not import ${user} back (no cycles between features).`,
}));

/** Packages a layer may not import by name (the path zones below cover relative imports). */
const restrictedPackages = (names, message) => ['error', { patterns: [{ group: names, message }] }];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'prisma/generated/**',
      'apps/web/test-results/**',
      'apps/web/playwright-report/**',
      'coverage/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': 'off',
      eqeqeq: ['error', 'smart'],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // Package boundaries (CONVENTIONS: the shape of the repo), and no import cycles anywhere.
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { 'import-x': importPlugin },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: ['apps/*/tsconfig.json', 'packages/*/tsconfig.json', 'prisma/tsconfig.json'], noWarnOnMultipleProjects: true })],
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './packages/shared', from: ['./apps', './prisma'], message: 'packages/shared imports nothing of the apps or prisma.' },
            { target: './apps/web', from: ['./apps/api', './apps/sandbox', './prisma'], message: 'The web app imports only packages/shared.' },
            { target: './apps/api/src/services', from: './apps/api/src/routes', message: 'Services never import routes.' },
            {
              target: ['./apps/api', './apps/web', './packages', './prisma', './scripts'],
              from: './apps/sandbox/src',
              except: ['./index.ts'],
              message: 'Use the sandbox through its package entry (@skins/sandbox).',
            },
            {
              // The catalogue is one wing with one door (apps/api/src/catalogue/README.md); its tests may look inside.
              target: ['./apps/api/src/!(catalogue)/**', './apps/api/src/*.ts', './apps/api/bench/**', './apps/api/scale/**'],
              from: './apps/api/src/catalogue',
              except: ['./index.ts'],
              message: 'Use the catalogue through its door, apps/api/src/catalogue/index.ts.',
            },
            {
              // Trading is one wing with one door (apps/api/src/trading/README.md); its tests may look inside.
              target: ['./apps/api/src/!(trading)/**', './apps/api/src/*.ts', './apps/api/bench/**', './apps/api/scale/**'],
              from: './apps/api/src/trading',
              except: ['./index.ts'],
              message: 'Use the trading wing through its door, apps/api/src/trading/index.ts.',
            },
            ...featureZones,
            ...oneWayZones,
          ],
        },
      ],
    },
  },
  {
    // The environment is read once, in each app's config module (CONVENTIONS: environment parsed once, at
    // boot); scripts, benches and tests set up environments and may read them.
    files: ['**/*.{ts,tsx,js,mjs}'],
    ignores: [
      'apps/api/src/config/**',
      'apps/sandbox/src/config.ts',
      'apps/web/vite.config.ts',
      'apps/web/playwright.config.ts',
      'prisma/src/env.ts',
      'prisma/prisma.config.ts',
      'prisma/seed/seed-options.ts',
      'prisma/src/cli/**',
      'scripts/**',
      'apps/api/bench/**',
      'apps/api/scale/**',
      '**/test/**',
      '**/e2e/**',
    ],
    rules: {
      'no-restricted-properties': ['error', { object: 'process', property: 'env', message: "Read the environment in the app's config module (e.g. apps/api/src/config/env.ts)." }],
    },
  },
  {
    files: ['packages/shared/**/*.ts'],
    rules: { 'no-restricted-imports': restrictedPackages(['@skins/*', '!@skins/shared', '!@skins/shared/*', '@prisma/*', 'fastify', '@fastify/*', 'react', 'react-*', 'node:*'], 'packages/shared is the wire contract: no apps, Prisma, Fastify, React or Node.') },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': restrictedPackages(['@skins/*', '!@skins/shared', '!@skins/shared/*', '@prisma/*', 'fastify', '@fastify/*'], 'The web app imports only packages/shared of the workspace.') },
  },
  {
    // One contract, one place: what a route or a staff procedure accepts and answers is a schema of packages/shared.
    files: ['apps/api/src/routes/**/*.ts', 'apps/api/src/trpc/**/*.ts'],
    rules: { 'no-restricted-imports': restrictedPackages(['zod', 'zod/*'], 'Request and response shapes live in packages/shared: import the schema from @skins/shared.') },
  },
  {
    files: ['apps/api/src/services/**/*.ts'],
    rules: { 'no-restricted-imports': restrictedPackages(['fastify', 'fastify-*', '@fastify/*'], 'Services are plain functions: no Fastify (routes and plugins adapt them).') },
  },
  {
    // Plain scripts the sandbox serves to browsers (the Paysage widget), written in the style of the real one.
    files: ['apps/sandbox/src/**/*.js'],
    languageOptions: { globals: { ...globals.browser } },
    rules: { '@typescript-eslint/no-this-alias': 'off', 'no-redeclare': ['error', { builtinGlobals: false }] },
  },
);
