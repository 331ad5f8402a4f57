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
    // One worker keeps its process for every file of the project, so it loads react-admin, MUI and jsdom
    // once. Two workers start new processes towards the end, each loading them again (98 CPU-seconds
    // for both front ends against 142). The front ends run first (group 0), beside the journeys'
    // start; the server and common projects follow with two workers.
    maxWorkers: 1,
    sequence: { groupOrder: 0 },
    setupFiles: ['src/test/setup.ts'],
    // Whole-app renders in jsdom take seconds while they share two cores with the other suites.
    // On a slow day of this shared machine a whole-app test that takes under 10 s alone took 33 s
    // beside them; a hung test still ends in a minute.
    testTimeout: 60_000,
  },
});
