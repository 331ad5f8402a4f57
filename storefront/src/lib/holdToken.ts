/**
 * The buyer's seat hold token (spec section 4): kept in session storage, so it lives as long as the
 * tab and a reload of the seat chart finds the seats it holds. The server keeps the same token on
 * the user as `seatsIoHoldToken`, which is how a new tab or a login restores it.
 */
export interface StoredHoldToken {
  holdToken: string;
  expiresAt: string;
}

const key = 'tribuna.seatsIoHoldToken';

/** The stored token if it is still valid for at least `minimumMinutes`. */
export function storedHoldToken(minimumMinutes: number, now = Date.now()): StoredHoldToken | null {
  try {
    const value = JSON.parse(sessionStorage.getItem(key) ?? 'null') as Partial<StoredHoldToken> | null;
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
}

export function forgetHoldToken() {
  sessionStorage.removeItem(key);
}
