import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'common',
    environment: 'node',
    include: ['**/*.test.ts'],
    exclude: ['node_modules/**'],
    // One worker runs file after file; the set-up file gives every file fresh modules of its own.
    isolate: false,
    setupFiles: ['test/setup.ts'],
  },
});
