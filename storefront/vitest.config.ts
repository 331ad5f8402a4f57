import { defineProject } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineProject({
  plugins: [react()],
  test: {
    name: 'storefront',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    // One worker runs file after file without loading React, MUI and jsdom again for each; the
    // set-up file gives every file fresh modules of its own and an empty page.
    isolate: false,
    // One worker keeps its process for every file of the project, so it loads React, MUI and jsdom
    // once. Two workers start new processes towards the end, each loading them again (98 CPU-seconds
    // for both front ends against 142). The front ends run first (group 0), beside the journeys'
    // start; the server and common projects follow with two workers.
    maxWorkers: 1,
    sequence: { groupOrder: 0 },
    setupFiles: ['src/test/setup.ts'],
    // The shell's base stylesheet is read as text by the test of the focus ring (app/theme.test.tsx).
    css: { include: [/app\/styles\/base\.css/] },
    // Page renders in jsdom share two cores with the server suite and the end-to-end journeys.
    // On a slow day of this shared machine a whole-app test that takes under 10 s alone took 33 s
    // beside them; a hung test still ends in a minute.
    testTimeout: 60_000,
  },
});
