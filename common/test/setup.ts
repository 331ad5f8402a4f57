import { afterAll, vi } from 'vitest';

// Test files share a worker (isolate: false in vitest.config.ts): the libraries stay loaded, and
// every file still starts with fresh modules of our own and real timers.
vi.resetModules();

afterAll(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
});
