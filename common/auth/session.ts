/**
 * Identity-session timing of spec sections 4 and 9: refresh the token about 5 minutes before it
 * expires; after a network failure retry from 30 s, doubling up to 16 minutes; sign out a user
 * whose account was disabled or whose token can no longer be refreshed. The spec's network
 * timeouts (30 s desktop, 60 s mobile, 5 s offline) and the 30 s expiry skew are what the Firebase
 * SDK applies to its own requests and token checks, so they are not repeated here.
 */
import { toClientCode } from './identityErrors';

export const REFRESH_BEFORE_EXPIRY_MS = 5 * 60_000;
export const RETRY_MIN_MS = 30_000;
export const RETRY_MAX_MS = 960_000;

export interface Clock {
  now(): number;
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export const systemClock: Clock = {
  now: () => Date.now(),
  setTimeout: (fn, ms) => globalThis.setTimeout(fn, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

const signOutCodes = new Set(['auth/user-disabled', 'auth/user-token-expired', 'auth/invalid-user-token']);

export interface SessionKeeperOptions {
  /** Expiry of the current token in ms since the epoch, or null when nobody is signed in. */
  getExpirationTime(): number | null;
  /** Forces a token refresh (the SDK's `getIdToken(true)`). */
  refresh(): Promise<void>;
  signOut(reason: string): Promise<void>;
  clock?: Clock;
}

export function createSessionKeeper(options: SessionKeeperOptions) {
  const clock = options.clock ?? systemClock;
  let timer: unknown = null;
  let retryDelay = RETRY_MIN_MS;
  let running = false;

  const clear = () => {
    if (timer !== null) clock.clearTimeout(timer);
    timer = null;
  };

  async function refreshNow() {
    timer = null;
    try {
      await options.refresh();
      retryDelay = RETRY_MIN_MS;
      schedule();
    } catch (error) {
      const code = toClientCode(error);
      if (signOutCodes.has(code)) {
        running = false;
        await options.signOut(code);
        return;
      }
      // A network failure (or anything transient): try again later, backing off.
      timer = clock.setTimeout(() => void refreshNow(), retryDelay);
      retryDelay = Math.min(retryDelay * 2, RETRY_MAX_MS);
    }
  }

  function schedule() {
    clear();
    if (!running) return;
    const expiration = options.getExpirationTime();
    if (expiration === null) return;
    const wait = Math.max(0, expiration - REFRESH_BEFORE_EXPIRY_MS - clock.now());
    timer = clock.setTimeout(() => void refreshNow(), wait);
  }

  return {
    /** Starts (or re-plans after a new token) the refresh schedule. */
    start() {
      running = true;
      retryDelay = RETRY_MIN_MS;
      schedule();
    },
    stop() {
      running = false;
      clear();
    },
    /** The wait before the next retry after a failure (for status pages). */
    get nextRetryDelay() {
      return retryDelay;
    },
  };
}
