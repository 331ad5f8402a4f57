import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'scripts',
    environment: 'node',
    include: ['**/*.test.ts'],
    // After the front ends' projects (see backoffice/vitest.config.ts), with the root's two workers.
    sequence: { groupOrder: 1 },
  },
});
