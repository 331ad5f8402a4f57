import { useSyncExternalStore } from 'react';

/**
 * The visitor's privacy choices (spec section 9: tracking is denied until allowed). Stored in the
 * browser only; `null` until the visitor has answered the consent banner.
 * - `analytics`: the tag manager and analytics storage;
 * - `marketing`: ad storage, ad user data and ad personalisation;
 * - `notifications`: the push provider, which is not loaded before this consent (spec section 4).
 */
export interface ConsentChoices {
  analytics: boolean;
  marketing: boolean;
  notifications: boolean;
}
export interface ConsentState extends ConsentChoices {
  /** When the visitor last chose (ISO 8601). */
  updatedAt: string;
}

export const CONSENT_STORAGE_KEY = 'tribunaConsent';

type Listener = (state: ConsentState | null) => void;
const listeners = new Set<Listener>();
let cached: { raw: string | null; state: ConsentState | null } | undefined;

function parse(raw: string | null): ConsentState | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<ConsentState>;
    if (typeof value.updatedAt !== 'string') return null;
    return {
      analytics: value.analytics === true,
      marketing: value.marketing === true,
      notifications: value.notifications === true,
      updatedAt: value.updatedAt,
    };
  } catch {
    return null;
  }
}

/** The stored choices, or null when the visitor has not chosen yet (or storage is unavailable). */
export function readConsent(): ConsentState | null {
  if (typeof window === 'undefined') return null;
  let raw: string | null;
  try {
    raw = window.localStorage.getItem(CONSENT_STORAGE_KEY);
  } catch {
    raw = null;
  }
  // The same object while nothing changed, as useSyncExternalStore requires.
  if (cached?.raw !== raw) cached = { raw, state: parse(raw) };
  return cached.state;
}

/** Stores the visitor's choices and tells every listener. Kept in memory when storage is refused. */
export function saveConsent(choices: ConsentChoices, now = new Date()): ConsentState {
  const state: ConsentState = { ...choices, updatedAt: now.toISOString() };
  const raw = JSON.stringify(state);
  try {
    window.localStorage.setItem(CONSENT_STORAGE_KEY, raw);
  } catch {
    // Private modes may refuse storage: the choice still holds for this page's life.
  }
  cached = { raw: readRaw() ?? raw, state };
  for (const listener of [...listeners]) listener(state);
  return state;
}

function readRaw(): string | null {
  try {
    return window.localStorage.getItem(CONSENT_STORAGE_KEY);
  } catch {
    return null;
  }
}

/** Calls `listener` after every change of the choices; returns the unsubscribe function. */
export function onConsentChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The current choices in a component; null on the server and before the visitor chose. */
export function useConsent(): ConsentState | null {
  return useSyncExternalStore(onConsentChange, readConsent, () => null);
}
