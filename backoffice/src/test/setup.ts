import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// jsdom has no matchMedia; MUI's useMediaQuery asks it for the responsive layout.
if (typeof window !== 'undefined' && !window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

afterEach(() => {
  cleanup();
});

// Whole-app renders in jsdom answer a click in seconds on a busy two-core machine (a save, then its
// notification); testing-library's one-second wait is too short there. What never appears still fails.
configure({ asyncUtilTimeout: 5000 });
