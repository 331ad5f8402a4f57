import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

export default defineProject({
  plugins: [react()],
  test: {
    name: 'backoffice',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    // The screen tests render the whole back office in jsdom, which takes seconds on a busy machine.
    testTimeout: 20_000,
    // Whole-app renders in jsdom share two cores with the other projects' suites.
    testTimeout: 30_000,
  },
});
