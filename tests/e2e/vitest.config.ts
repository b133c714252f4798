import { defineConfig } from 'vitest/config';

// The Chromium journeys: the built web app served by an in-process gateway over
// an in-process provider with the demo data, driven by playwright-core.
export default defineConfig({
  resolve: { alias: [{ find: /^graphql$/, replacement: 'graphql/index.js' }] },
  test: {
    name: 'e2e',
    root: new URL('../..', import.meta.url).pathname,
    include: ['tests/e2e/**/*.test.ts'],
    environment: 'node',
    testTimeout: 120_000,
    hookTimeout: 240_000,
    fileParallelism: false,
  },
});
