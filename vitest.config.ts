import { defineConfig } from 'vitest/config';
import projects from './vite.workspace.ts';

export default defineConfig({
  test: {
    projects,
    // Vitest's default is one worker fewer than there are cores: a single one on a two-core machine.
    // The workers do nearly all the work (the main process only transforms and reports), so one per
    // core. The front ends' jsdom projects ask for one (backoffice/vitest.config.ts) and run first.
    maxWorkers: '100%',
  },
});
