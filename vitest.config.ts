import { defineConfig } from 'vitest/config';

// graphql 16 ships CommonJS and ES builds without an exports map: Node loads the
// CommonJS one everywhere, Vite would pick the ES one for our files, and two
// GraphQLError classes would make Yoga mask our own errors. Use Node's choice.
const graphqlAsNode = { alias: [{ find: /^graphql$/, replacement: 'graphql/index.js' }] };

// `npm run test:unit`: the unit tests beside the code in every workspace, and the
// cross-program suites of tests/ (gateway over a real provider). The Chromium
// journeys have their own config (tests/e2e/vitest.config.ts).
export default defineConfig({
  test: {
    projects: [
      { test: { name: 'rules', include: ['rules/src/**/*.test.ts'], environment: 'node' } },
      {
        test: {
          name: 'provider',
          include: ['provider/src/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        resolve: graphqlAsNode,
        test: {
          name: 'gateway',
          include: ['gateway/src/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      // A page test renders Fluent and Relay in happy-dom: seconds on a busy machine, so the default 5 s is too tight.
      { extends: './web/vite.config.ts', test: { name: 'web', root: './web', include: ['src/**/*.test.{ts,tsx}'], testTimeout: 20_000 } },
      {
        resolve: graphqlAsNode,
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
