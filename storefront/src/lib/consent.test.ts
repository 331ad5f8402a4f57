import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { CONSENT_STORAGE_KEY, onConsentChange, readConsent, saveConsent, useConsent } from './consent';

afterEach(() => window.localStorage.clear());

describe('consent', () => {
  it('is undecided until the visitor chooses, then remembers the choice', () => {
    expect(readConsent()).toBeNull();
    saveConsent({ analytics: true, marketing: false, notifications: true }, new Date('2026-11-24T10:00:00Z'));
    expect(readConsent()).toEqual({
      analytics: true,
      marketing: false,
      notifications: true,
      updatedAt: '2026-11-24T10:00:00.000Z',
    });
    expect(JSON.parse(window.localStorage.getItem(CONSENT_STORAGE_KEY) ?? '')).toMatchObject({
      analytics: true,
    });
  });

  it('treats a damaged stored value as no choice, and a missing category as refused', () => {
    window.localStorage.setItem(CONSENT_STORAGE_KEY, '{not json');
    expect(readConsent()).toBeNull();
    window.localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify({ analytics: 'yes', updatedAt: 'x' }));
    expect(readConsent()).toMatchObject({ analytics: false, marketing: false, notifications: false });
  });

  it('tells listeners and re-renders components on a change', () => {
    const listener = vi.fn();
    const stop = onConsentChange(listener);
    const { result } = renderHook(() => useConsent());
    expect(result.current).toBeNull();
    act(() => {
      saveConsent({ analytics: false, marketing: false, notifications: true });
    });
    expect(result.current).toMatchObject({ notifications: true, analytics: false });
    expect(listener).toHaveBeenCalledWith(expect.objectContaining({ notifications: true }));
    stop();
    saveConsent({ analytics: true, marketing: true, notifications: true });
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
