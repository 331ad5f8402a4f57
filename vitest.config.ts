import { defineConfig } from 'vitest/config';
import projects from './vite.workspace.ts';

export default defineConfig({
  test: {
    projects,
    // Vitest's default is one worker fewer than there are cores: a single one on a two-core machine.
    // The workers do nearly all the work (the main process only transforms and reports), so one per
    // core. `npm run test:unit` runs the jsdom projects in a vitest of their own with one worker:
    // given one worker, vitest hands it all of a project's files at once, whereas two workers, handed
    // file after file, start new ones towards the end, each loading react-admin, MUI and jsdom again
    // (98 CPU-seconds for the two front ends against 142).
    maxWorkers: '100%',
  },
});
