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
    setupFiles: ['test/setup.ts'],
    testTimeout: 20_000,
    // A file's first set-up may wait for the identity emulator to start (test/globalSetup.ts).
    hookTimeout: 120_000,
  },
});
