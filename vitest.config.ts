import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// graphql 16 ships CommonJS and ES builds without an exports map: Node loads the
// CommonJS one everywhere, Vite would pick the ES one for our files, and two
// GraphQLError classes would make Yoga mask our own errors. Use Node's choice.
const graphqlAsNode = { alias: [{ find: /^graphql$/, replacement: 'graphql/index.js' }] };

// The web tests that replace a module with vi.mock, which needs a module cache of its own.
// Files that need a window of their own: a vi.mock, or (useWindowWidth) resizes and fake
// timers that another file's leftovers in a shared window made fail now and then.
const WEB_MOCKING = ['src/features/app-shell/LiveUpdates.test.tsx', 'src/relay/live.test.ts', 'src/features/app-shell/ToasterOffline.test.tsx', 'src/features/app-shell/OnDemandMenu.test.tsx', 'src/features/game-detail/panelPreload.test.tsx', 'src/hooks/useWindowWidth.test.ts'];

// Migrates and seeds once per run for the projects that open databases (the second project finds it done).
const seedOnce = new URL('provider/src/testing/global-setup.ts', import.meta.url).pathname;

// `npm run test:unit`: the unit tests beside the code in every workspace, and the
// cross-program suites of tests/ (gateway over a real provider). The Chromium
// journeys have their own config (tests/e2e/vitest.config.ts).
//
// A provider test that opens a database is named *.db.test.ts and runs in the
// provider-db project; `npm run test:unit:fast` runs every project but that one
// and integration. The global setup migrates and seeds once per run; each suite
// clones the result (provider/src/testing/databases.ts).
export default defineConfig({
  test: {
    // Vitest keeps a core for itself (one worker on this 2-core machine); after the
    // first transforms it idles, and the suites wait on databases and sockets a good part of the time.
    maxWorkers: availableParallelism(),
    projects: [
      { test: { name: 'rules', include: ['rules/src/**/*.test.ts'], environment: 'node', isolate: false } },
      { resolve: graphqlAsNode, test: { name: 'scripts', include: ['scripts/**/*.test.ts'], environment: 'node', isolate: false } },
      {
        test: {
          name: 'provider',
          include: ['provider/src/**/*.test.ts'],
          exclude: ['provider/src/**/*.db.test.ts'],
          environment: 'node',
          isolate: false,
        },
      },
      {
        test: {
          name: 'provider-db',
          include: ['provider/src/**/*.db.test.ts'],
          environment: 'node',
          isolate: false,
          globalSetup: [seedOnce],
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
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      // A page test renders Fluent and Relay in happy-dom: seconds on a busy machine, so the default 5 s is too tight.
      // Without isolation the files share React, Fluent and Relay once loaded (45 s become 15 s);
      // a file that replaces a module with vi.mock cannot share it, so it runs in web-mocking.
      {
        extends: './web/vite.config.ts',
        test: { name: 'web', root: './web', include: ['src/**/*.test.{ts,tsx}'], exclude: WEB_MOCKING, testTimeout: 20_000, isolate: false },
      },
      { extends: './web/vite.config.ts', test: { name: 'web-mocking', root: './web', include: WEB_MOCKING, testTimeout: 20_000 } },
      {
        resolve: graphqlAsNode,
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          environment: 'node',
          isolate: false,
          globalSetup: [seedOnce],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
