import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const api = process.env.TRIBUNA_API_ORIGIN ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // dist/.vite/manifest.json: which files each screen loads (the bench's per-page figures).
    manifest: true,
    sourcemap: false,
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
      },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': api, '/media': api },
  },
});
