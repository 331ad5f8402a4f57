import { defineConfig } from 'vitest/config';
import projects from './vite.workspace.ts';

export default defineConfig({
  test: { projects },
});
