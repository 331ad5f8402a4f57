import { configure } from '@testing-library/react';
import { afterAll, vi } from 'vitest';
import { forgetEarlierStyles } from '@tribuna/common/test/emotionStyles';
import { fakeMatchMedia } from '@tribuna/common/test/matchMedia';

// What a screen shows after a fetch or a lazily loaded language may take seconds on two shared
// cores (the default wait is one second); a test still fails when it never comes.
// One wait for every test, long enough for a slow day of this shared machine (a screen found in
// 1 s alone took over 5 s beside the journeys): tests do not set their own.
configure({ asyncUtilTimeout: 15_000 });

// Test files share a worker and its jsdom window (isolate: false in vitest.config.ts): the libraries
// stay loaded, but every file starts with fresh modules of our own (so its vi.mock calls apply to
// them) and an empty page, storage and address.
vi.resetModules();
forgetEarlierStyles();
document.body.replaceChildren();
window.localStorage.clear();
window.sessionStorage.clear();
for (const cookie of document.cookie.split(';')) {
  const name = cookie.split('=')[0]?.trim();
  if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
}
window.history.replaceState(null, '', '/');

afterAll(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
});

// jsdom implements neither scrolling nor media queries; the page frame and MUI ask for both.
window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
if (!window.matchMedia) {
  window.matchMedia = fakeMatchMedia();
}

// Screens render in tests with all their texts, as they do in the app once their lazy import is
// done (lib/i18n.test.tsx covers the loading itself).
// Imported after the module reset above, so the test file's own imports share this instance.
const { loadAllTexts } = await import('../lib/i18n');
await loadAllTexts();
