import { afterAll, vi } from 'vitest';

// Test files share a worker (isolate: false in vitest.config.ts): the libraries stay loaded, PGlite's
// WebAssembly stays compiled, and every file still starts with fresh modules of our own.
vi.resetModules();

afterAll(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
});
