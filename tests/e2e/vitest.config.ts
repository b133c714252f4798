import { defineConfig } from 'vitest/config';

// The Chromium journeys: the built web app served by an in-process gateway over
// an in-process provider with the demo data, driven by playwright-core. The files
// run one after another in one worker without isolation, so that they share one
// stack (tests/support/stack.ts, sharedStack) and the run's seeded database.
export default defineConfig({
  resolve: { alias: [{ find: /^graphql$/, replacement: 'graphql/index.js' }] },
  test: {
    name: 'e2e',
    root: new URL('../..', import.meta.url).pathname,
    include: ['tests/e2e/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['provider/src/testing/global-setup.ts', 'tests/e2e/global-setup.ts'],
    testTimeout: 120_000,
    hookTimeout: 240_000,
    fileParallelism: false,
    isolate: false,
  },
});
