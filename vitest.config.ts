import { defineConfig } from 'vitest/config';
import projects from './vite.workspace';

export default defineConfig({
  test: { projects },
});
