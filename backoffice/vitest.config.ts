import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

export default defineProject({
  plugins: [react()],
  test: {
    name: 'backoffice',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    // Isolated: react-admin's whole-app renders keep state outside our modules (its store, query
    // caches) that a shared worker carried from one file into the next.
    setupFiles: ['src/test/setup.ts'],
    // Whole-app renders in jsdom take seconds while they share two cores with the other suites.
    testTimeout: 30_000,
  },
});
