import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['test/globalSetup.ts'],
    // One worker runs file after file without loading Fastify, firebase-admin and PGlite again for
    // each; the set-up file gives every file fresh modules of its own.
    isolate: false,
    // After the front ends' projects (see backoffice/vitest.config.ts), with the root's two workers.
    sequence: { groupOrder: 1 },
    setupFiles: ['test/setup.ts'],
    // A test that takes 5 s alone has taken 15 s beside the journeys on a slow day of this shared
    // machine; a hung test still ends in a minute.
    testTimeout: 60_000,
    // A file's first set-up may wait for the identity emulator to start (test/globalSetup.ts).
    hookTimeout: 120_000,
  },
});
