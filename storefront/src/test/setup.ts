import { configure } from '@testing-library/react';
import { vi } from 'vitest';
import { loadAllTexts } from '../lib/i18n';

// jsdom implements neither scrolling nor media queries; the page frame and MUI ask for both.
window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
if (!window.matchMedia) {
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

// A screen behind a lazy boundary appears once its import is done, which takes more than
// testing-library's one second in jsdom on a busy machine; a missing screen still fails.
configure({ asyncUtilTimeout: 5000 });

// Screens render in tests with all their texts, as they do in the app once their lazy import is
// done (lib/i18n.test.tsx covers the loading itself).
await loadAllTexts();
