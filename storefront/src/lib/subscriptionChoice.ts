/*
 * The price variant a visitor picked on the plans page before signing in. It waits in session
 * storage (this tab only) until the login saves it on the account as
 * `preRegisteredSubscriptionPriceUuid` (spec section 4, login step 4).
 */
const KEY = 'tribuna-subscription-choice';

export function rememberSubscriptionChoice(priceUuid: string) {
  try {
    window.sessionStorage.setItem(KEY, priceUuid);
  } catch {
    // Storage may be off (private mode): the visitor just picks the plan again after login.
  }
}

/** The remembered choice, forgotten as it is read. */
export function takeSubscriptionChoice(): string | null {
  try {
    const value = window.sessionStorage.getItem(KEY);
    window.sessionStorage.removeItem(KEY);
    return value;
  } catch {
    return null;
  }
}
