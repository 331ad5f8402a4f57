/*
 * The price variant a visitor picked on the memberships page before signing in. It waits in local storage
 * until the login saves it on the account as `preRegisteredSubscriptionPriceUuid` (spec section 4,
 * login step 4). Not session storage: a new visitor registers, and the verification link opens the
 * site in another tab, where they then log in. The registration sends it along too, so that it
 * waits on the new account for a login on another device.
 */
const KEY = 'tribuna-subscription-choice';
/** A choice older than this is not what the visitor came back for. */
export const SUBSCRIPTION_CHOICE_TTL_MS = 24 * 3_600_000;

export function rememberSubscriptionChoice(priceVariantUuid: string, now = Date.now()) {
  try {
    window.localStorage.setItem(KEY, JSON.stringify({ priceVariantUuid, at: now }));
  } catch {
    // Storage may be off (private mode): the visitor just picks the membership again after login.
  }
}

/** The remembered choice, left in place: registration sends it along, the login then takes it. */
export function peekSubscriptionChoice(now = Date.now()): string | null {
  try {
    const choice = JSON.parse(window.localStorage.getItem(KEY) ?? 'null') as {
      priceVariantUuid?: unknown;
      /** The field's earlier name: a choice stored before an upgrade still counts. */
      priceUuid?: unknown;
      at?: unknown;
    } | null;
    const priceVariantUuid = choice?.priceVariantUuid ?? choice?.priceUuid;
    if (typeof priceVariantUuid !== 'string' || typeof choice?.at !== 'number') return null;
    return now - choice.at <= SUBSCRIPTION_CHOICE_TTL_MS ? priceVariantUuid : null;
  } catch {
    return null;
  }
}

/** The remembered choice, forgotten as it is read. */
export function takeSubscriptionChoice(now = Date.now()): string | null {
  const choice = peekSubscriptionChoice(now);
  try {
    window.localStorage.removeItem(KEY);
  } catch {
    // Storage off: there was nothing to forget.
  }
  return choice;
}
