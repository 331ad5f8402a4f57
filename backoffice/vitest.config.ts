import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

export default defineProject({
  plugins: [react()],
  test: {
    name: 'backoffice',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    // One worker runs file after file without loading react-admin, MUI and jsdom again for each (half
    // the suite's time); the set-up file gives every file fresh modules of our own (react-admin's
    // store and query caches live in them) and an empty page, storage and address.
    isolate: false,
    setupFiles: ['src/test/setup.ts'],
    // Whole-app renders in jsdom take seconds while they share two cores with the other suites.
    testTimeout: 30_000,
  },
});
