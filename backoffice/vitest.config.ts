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
    // On a slow day of this shared machine a whole-app test that takes under 10 s alone took 33 s
    // beside them; a hung test still ends in a minute.
    testTimeout: 60_000,
  },
});
