import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { muiWithoutCssVariables } from '../scripts/muiWithoutCssVariables';
import { installableApp } from '../scripts/pwa';

// The dev server forwards API and media calls to a running Tribuna server (`npm start` at the root).
const apiOrigin = process.env.TRIBUNA_API_ORIGIN ?? 'http://localhost:3000';

export default defineConfig({
  base: '/admin/',
  plugins: [react(), muiWithoutCssVariables(), ...installableApp('backoffice')],
  resolve: {
    // ra-input-rich-text brings its own copy of ra-ui-materialui (same version); one copy keeps the
    // bundle small and the MUI/react-admin contexts shared.
    dedupe: [
      'react',
      'react-dom',
      'react-router',
      'react-router-dom',
      'ra-core',
      'ra-ui-materialui',
      '@mui/material',
    ],
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // dist/.vite/manifest.json: which files each screen loads (the bench's per-page figures).
    manifest: true,
    // react-admin + MUI + Firebase make one large entry chunk; what matters is each page's first
    // load, gzipped, held to its budget (scripts/bench/bundles.ts), so warn only well above that.
    chunkSizeWarningLimit: 1300,
  },
  server: {
    port: 5174,
    strictPort: true,
    proxy: {
      '/api': { target: apiOrigin, changeOrigin: true },
      '/media': { target: apiOrigin, changeOrigin: true },
    },
  },
});
