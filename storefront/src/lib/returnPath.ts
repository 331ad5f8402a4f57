import { safeReturnPath } from './loginHooks';

/*
 * The page a visitor was sent to sign in from (`?redirect=`), kept across signing up: the sign-up
 * pages pass it on in their links, and it waits in local storage for the verification link, which
 * opens the site in another tab without the query (as the membership choice does).
 */
const KEY = 'tribuna-return-path';
/** A sign-up verified later than this is not on its way back to that page any more. */
const TTL_MS = 24 * 3_600_000;

/** `path` with the return path in its query (none when there is none, or it leads off the site). */
export function withReturnPath(path: string, returnPath: string | null): string {
  const safe = safeReturnPath(returnPath);
  return safe ? `${path}?redirect=${encodeURIComponent(safe)}` : path;
}

/** Kept for the verification link; a sign-up without one forgets an older one. */
export function rememberReturnPath(returnPath: string | null, now = Date.now()) {
  try {
    const safe = safeReturnPath(returnPath);
    if (safe) window.localStorage.setItem(KEY, JSON.stringify({ path: safe, at: now }));
    else window.localStorage.removeItem(KEY);
  } catch {
    // Storage may be off (private mode): the fan opens the page again after signing in.
  }
}

export function rememberedReturnPath(now = Date.now()): string | null {
  try {
    const kept = JSON.parse(window.localStorage.getItem(KEY) ?? 'null') as {
      path?: unknown;
      at?: unknown;
    } | null;
    if (typeof kept?.path !== 'string' || typeof kept.at !== 'number' || now - kept.at > TTL_MS) return null;
    return safeReturnPath(kept.path);
  } catch {
    return null;
  }
}
