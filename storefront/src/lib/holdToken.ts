/**
 * The buyer's seat hold token (spec section 4): kept in session storage, so it lives as long as the
 * tab and a reload of the seat chart finds the seats it holds. The server keeps the same token on
 * the user as `seatsIoHoldToken`, which is how a new tab or a login restores it.
 */
export interface StoredHoldToken {
  holdToken: string;
  expiresAt: string;
}

const key = 'tribuna.holdToken';
/**
 * Where the token was stored before it had its own name: read while no token is stored under
 * `key`, so a buyer mid-purchase during an upgrade keeps their seats.
 */
const earlierKey = 'tribuna.seatsIoHoldToken';

/** The stored token if it is still valid for at least `minimumMinutes`. */
export function storedHoldToken(minimumMinutes: number, now = Date.now()): StoredHoldToken | null {
  try {
    const stored = sessionStorage.getItem(key) ?? sessionStorage.getItem(earlierKey);
    const value = JSON.parse(stored ?? 'null') as Partial<StoredHoldToken> | null;
    if (typeof value?.holdToken !== 'string' || typeof value.expiresAt !== 'string') return null;
    return Date.parse(value.expiresAt) - now >= minimumMinutes * 60_000
      ? { holdToken: value.holdToken, expiresAt: value.expiresAt }
      : null;
  } catch {
    return null;
  }
}

export function storeHoldToken(token: StoredHoldToken) {
  sessionStorage.setItem(key, JSON.stringify({ holdToken: token.holdToken, expiresAt: token.expiresAt }));
  sessionStorage.removeItem(earlierKey);
}

export function forgetHoldToken() {
  sessionStorage.removeItem(key);
  sessionStorage.removeItem(earlierKey);
}
