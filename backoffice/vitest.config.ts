import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

export default defineProject({
  plugins: [react()],
  test: {
    name: 'backoffice',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    // One worker runs file after file without loading React, react-admin and jsdom again for each;
    // the set-up file gives every file fresh modules of its own and an empty page.
    isolate: false,
    setupFiles: ['src/test/setup.ts'],
    // Whole-app renders in jsdom take seconds while they share two cores with the other suites.
    testTimeout: 30_000,
  },
});
