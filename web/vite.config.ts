import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import relay from 'vite-plugin-relay';
import { fluentTokensPlugin, griffelCssPlugin } from '../scripts/fluent-build.ts';
import { precompressPlugin } from '../scripts/precompress.ts';
import { themeStylesheet } from './src/theme.ts';

const gateway = process.env.GATEWAY_URL ?? `http://localhost:${process.env.PORT ?? 4000}`;

export default defineConfig({
  // The app's CSS (the themes, Fluent's and the app's styles) as one stylesheet rather than
  // JavaScript, and the build's text files also as Brotli (x.js.br), which the gateway
  // serves (issue 17).
  plugins: [relay, react(), griffelCssPlugin({ prelude: themeStylesheet() }), fluentTokensPlugin(), precompressPlugin()],
  resolve: {
    // The app uses Relay's hooks only: react-relay's index also brings the legacy containers
    // and QueryRenderer (CommonJS, which the bundler cannot shake), some 10 kB gzip on every
    // page (issue 17). The types stay react-relay's (the same names).
    alias: [{ find: /^react-relay$/, replacement: 'react-relay/hooks' }],
  },
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
  build: {
    outDir: 'dist',
    sourcemap: true,
    // The manifest tells the gateway which chunks each page route needs (modulepreload hints, issue 17).
    manifest: true,
    // The entry is one chunk on purpose (the `app` group below): about 950 kB minified, 253 kB gzip.
    chunkSizeWarningLimit: 1000,
    rolldownOptions: {
      treeshake: {
        // Relay's packages declare no `sideEffects`: an import that uses nothing of them (a
        // generated artifact's `import { ConcreteRequest }`, kept as written under
        // verbatimModuleSyntax; a `graphql` tag the Relay plugin compiled away) would still
        // load the whole runtime. The sign-in page posts its mutation without Relay (issue 17).
        moduleSideEffects: (id) => (/[\\/]node_modules[\\/](relay-runtime|react-relay)[\\/]/.test(id) ? false : undefined),
      },
      output: {
        codeSplitting: {
          groups: [
            // What the entry loads statically is one chunk: every page needs it, and left to
            // automatic chunking it came as some twenty small chunks, one per set of pages sharing it.
            { name: 'app', tags: ['$initial'], priority: 2 },
            // The rules four pages or more share, one chunk rather than one per set of pages (mp4.ts,
            // with mp4box, stays with the video check that uses it; index.ts only re-exports).
            { name: 'rules', test: /[\\/]rules[\\/]src[\\/](?!index\.ts|mp4\.ts)/, minShareCount: 4, priority: 1 },
            // The public pages' frame (sign-in, password reset, legal form), with the rules the
            // sign-in checks (its messages, email and length rules): the sign-in page loads
            // them without the rest of the shared rules (issue 17).
            {
              name: 'public',
              test: /[\\/](src[\\/]features[\\/](accounts[\\/](PublicCard|landing)|app-shell[\\/]Logo)|rules[\\/]src[\\/](messages|email|text|login))\.tsx?$/,
              priority: 2,
            },
          ],
        },
      },
    },
  },
  test: {
    environment: 'happy-dom',
    setupFiles: ['./src/test/setup.tsx'],
  },
});
