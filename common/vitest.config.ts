import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'common',
    environment: 'node',
    include: ['**/*.test.ts'],
    exclude: ['node_modules/**'],
    // One worker runs file after file; the set-up file gives every file fresh modules of its own.
    isolate: false,
    // After the front ends' projects (see backoffice/vitest.config.ts), with the root's two workers.
    sequence: { groupOrder: 1 },
    setupFiles: ['test/setup.ts'],
  },
});
