import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, vi } from 'vitest';
import { forgetEarlierStyles } from '@tribuna/common/test/emotionStyles';
import { indexLabelControls } from '@tribuna/common/test/jsdomLabels';
import { fakeMatchMedia } from '@tribuna/common/test/matchMedia';

// Test files share a worker and its jsdom window (isolate: false in vitest.config.ts): the libraries
// stay loaded, but every file starts with fresh modules of our own and an empty page, storage and
// address.
// (The providers' tests run in Node, without a window.)
vi.resetModules();
if (typeof window !== 'undefined') {
  forgetEarlierStyles();
  document.body.replaceChildren();
  window.localStorage.clear();
  window.sessionStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
  window.history.replaceState(null, '', '/');
}

if (typeof window !== 'undefined') indexLabelControls();

// A whole-app render may take seconds on two shared cores (the default wait is one second); a test
// still fails when what it waits for never comes.
// One wait for every test, long enough for a slow day of this shared machine (a screen found in
// 1 s alone took over 5 s beside the journeys): tests do not set their own.
configure({ asyncUtilTimeout: 15_000 });

// jsdom has no matchMedia; MUI's useMediaQuery asks it for the responsive layout.
if (typeof window !== 'undefined' && !window.matchMedia) {
  window.matchMedia = fakeMatchMedia();
}

afterEach(() => {
  cleanup();
});

afterAll(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
});
