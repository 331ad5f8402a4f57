import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

/**
 * The storefront's server renderer (`vite build --config vite.ssr.config.ts`, scripts/frontends.ts):
 * src/entry-server.tsx with its libraries in it, so that it shares one React and one emotion with
 * MUI whatever the server has installed; the lazy screens stay chunks of their own, loaded when a
 * page first needs them (the identity SDK and the editor never are).
 */
export default defineConfig({
  plugins: [react()],
  // React's production build whatever NODE_ENV the server runs with: the markup must be what the
  // browser's production build hydrates, and it renders several times faster.
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  ssr: { noExternal: true },
  publicDir: false,
  build: {
    ssr: 'src/entry-server.tsx',
    outDir: 'dist-server',
    emptyOutDir: true,
    sourcemap: false,
    minify: false,
    // Read once at start on the server, not downloaded: the size of a chunk costs nothing here.
    chunkSizeWarningLimit: 4096,
  },
});
