import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const api = process.env.TRIBUNA_API_ORIGIN ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [react()],
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: false },
  server: {
    port: 5173,
    proxy: { '/api': api, '/media': api },
  },
});
