import { createRequire } from 'node:module';
import path from 'node:path';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { muiWithoutCssVariables } from '../scripts/muiWithoutCssVariables';
import { installableApp } from '../scripts/pwa';

const api = process.env.TRIBUNA_API_ORIGIN ?? 'http://localhost:3000';

/**
 * React Router's package points every bundler at its development build (extra checks and warnings);
 * a production build takes the production one it ships beside it.
 */
const reactRouterProduction = path.join(
  path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production/index.mjs',
);

export default defineConfig(({ mode }) => ({
  plugins: [react(), muiWithoutCssVariables(), ...installableApp('storefront')],
  resolve: {
    alias: mode === 'production' ? [{ find: /^react-router$/, replacement: reactRouterProduction }] : [],
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // dist/.vite/manifest.json: which files each screen loads (the bench's per-page figures), and
    // which chunk holds each lazy screen (the server preloads the one of a page it rendered).
    manifest: true,
    sourcemap: false,
    // Browsers without module preload (Safari before 17) still load every module, only without the
    // head start; the polyfill would cost every other browser its bytes in the first bundle.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        // What the first page needs comes as two files instead of some twenty: a phone on a slow
        // network pays a round trip per file, and files compress better whole. The libraries
        // change less often than the app, so they are cached apart from it.
        codeSplitting: {
          groups: [
            { name: 'vendor', test: /[\\/]node_modules[\\/]/, tags: ['$initial'], priority: 2 },
            { name: 'app', tags: ['$initial'], priority: 1 },
          ],
        },
        // Those two files run most of their functions at once while React takes the server's page
        // over. V8's compile hint has Chrome compile them all while the file downloads, off the
        // page's main thread, instead of each on the main thread when first called: the start's
        // long task on a phone gets shorter (Total Blocking Time). Other browsers read a comment.
        // After minification (which drops comments), before the file names are hashed.
        postBanner: (chunk) =>
          chunk.isEntry || chunk.name === 'vendor' ? '//# allFunctionsCalledOnLoad' : '',
      },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': api, '/media': api },
  },
}));
