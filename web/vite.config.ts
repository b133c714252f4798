import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import relay from 'vite-plugin-relay';

const gateway = process.env.GATEWAY_URL ?? `http://localhost:${process.env.PORT ?? 4000}`;

export default defineConfig({
  plugins: [relay, react()],
  server: {
    port: 5173,
    proxy: {
      '/graphql': { target: gateway, ws: true },
      '/media': { target: gateway },
      '/export': { target: gateway },
      '/contracts': { target: gateway },
      '/page-view': { target: gateway },
    },
  },
  build: { outDir: 'dist', sourcemap: true },
  test: {
    environment: 'happy-dom',
    setupFiles: ['./src/test/setup.ts'],
  },
});
