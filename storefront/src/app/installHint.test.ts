import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { INSTALL_HINT_KEY, INSTALL_HINT_TIMEOUT, useInstallHint } from './installHint';
import { dismissAllToasts, useToasts } from '../lib/toast';

const iPhone =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 Version/17.4 Mobile Safari/604.1';

function onDevice(userAgent: string, standalone = false) {
  vi.spyOn(window.navigator, 'userAgent', 'get').mockReturnValue(userAgent);
  Object.defineProperty(window.navigator, 'standalone', { value: standalone, configurable: true });
}

function shownToasts() {
  renderHook(() => useInstallHint());
  return renderHook(() => useToasts()).result.current;
}

afterEach(() => {
  cleanup();
  act(() => dismissAllToasts());
  vi.restoreAllMocks();
  window.localStorage.clear();
});

describe('iOS install hint', () => {
  it('shows once on an iPhone browser for 30 s, and remembers it', () => {
    onDevice(iPhone);
    const [toast, ...more] = shownToasts();
    expect(more).toEqual([]);
    expect(toast).toMatchObject({ type: 'info', timeout: INSTALL_HINT_TIMEOUT });
    expect(toast?.content).toContain('Přidat na plochu');
    expect(window.localStorage.getItem(INSTALL_HINT_KEY)).toBe('true');
    act(() => dismissAllToasts());
    expect(shownToasts()).toEqual([]);
  });

  it('stays quiet in the installed app and on other devices', () => {
    onDevice(iPhone, true);
    expect(shownToasts()).toEqual([]);
    onDevice('Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/126.0 Mobile Safari/537.36');
    expect(shownToasts()).toEqual([]);
  });
});
