// One flat config for the whole monorepo. Type-aware rules are left to `tsc` (typecheck) to keep lint fast.
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

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
    // Plain scripts the sandbox serves to browsers (the Paysage widget), written in the style of the real one.
    files: ['apps/sandbox/src/**/*.js'],
    languageOptions: { globals: { ...globals.browser } },
    rules: { '@typescript-eslint/no-this-alias': 'off', 'no-redeclare': ['error', { builtinGlobals: false }] },
  },
);
