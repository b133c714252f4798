// ESLint for every workspace (`npm run lint`, part of `npm test`): the recommended
// JavaScript and typescript-eslint rules, and React's hooks rules (the React
// Compiler's checks included) for the web. Generated files are not linted.
// A rule is only switched off here with its reason; a line that must break one
// says why on the same line.
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/__generated__/**',
      'gateway/src/provider/openapi.ts',
      'provider/drizzle/**',
      'data/**',
      'coverage/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      // The compiler's noUnusedLocals/noUnusedParameters already report these, with `_` for the intended ones.
      '@typescript-eslint/no-unused-vars': 'off',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      // Relay fragments are declared as bare graphql`` expressions for the compiler to find.
      '@typescript-eslint/no-unused-expressions': ['error', { allowTaggedTemplates: true }],
      eqeqeq: ['error', 'always', { null: 'ignore' }],
      'no-console': ['error', { allow: ['info', 'warn', 'error'] }],
    },
  },
  {
    // Command-line tools: the launcher's prefixed logs and the benchmarks' tables go to stdout.
    files: ['scripts/**', 'tests/bench/**'],
    rules: { 'no-console': 'off' },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs['recommended-latest'].rules,
  },
);
