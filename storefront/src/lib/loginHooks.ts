import {
  localeOfPath,
  matchPath,
  pathFor,
  routes,
  switchLocalePath,
  type Locale,
} from '@tribuna/common/routes';
import type { LoggedUser } from '@tribuna/common/schemas/auth';
import type { Language } from '@tribuna/common/schemas/common';
import { restoreHeldOrder as restoreOrderOfHold, unbindHeldOrder } from './orderHold';
import { api, call } from './api';
import { takeSubscriptionChoice } from './subscriptionChoice';

/*
 * The steps of login and logout (spec section 4) that belong to the membership and order issues.
 * They are named here so those issues fill them in without touching the session or the forms;
 * a step that has nothing to do lets the login go on to its default redirect.
 */

export interface LoginHookContext {
  user: LoggedUser;
  locale: Locale;
  /** From the public configuration: a hold token valid for less than this is not restored. */
  minimumHoldValidityMinutes: number;
}

/**
 * Login step 4: with a pre-registered subscription price, fetch that subscription; if the user
 * already has it active clear the interest, otherwise go to subscription-order for that price.
 * Resolves to the path to go to, or null.
 */
export async function continuePreRegisteredSubscription(context: LoginHookContext): Promise<string | null> {
  let priceVariantUuid = context.user.preRegisteredSubscriptionPriceUuid;
  const chosen = takeSubscriptionChoice();
  if (chosen && chosen !== priceVariantUuid) {
    // The membership a visitor picked before signing in becomes the account's interest. The server
    // forgets an interest in a membership the user already holds, so the answer says what is left.
    const { user } = context;
    const updated = await call(
      api.PUT('/auth/logged-user', {
        body: {
          firstName: user.firstName ?? '',
          lastName: user.lastName ?? '',
          preRegisteredSubscriptionPriceUuid: chosen,
        },
      }),
    ).catch(() => null);
    priceVariantUuid = updated ? updated.preRegisteredSubscriptionPriceUuid : priceVariantUuid;
  }
  // The order page goes live with the orders; until then the interest waits on the account.
  if (!priceVariantUuid || !routes['subscription-order'].built) return null;
  return pathFor('subscription-order', context.locale, { subscriptionPriceUuid: priceVariantUuid });
}

/** Pages that carry an order or a payment's outcome: application start never leads away from them. */
const orderPages = new Set([
  'subscription-order',
  'subscription-waitingRoom',
  'subscription-orderCompleted',
  'orderCompleted',
  'app-orderPage',
]);
const STARTED_KEY = 'tribuna-start-subscription-order';

/**
 * Application start step 5: a signed-in user with a pre-registered subscription price goes to
 * subscription-order for it (the server has already forgotten the interest if they hold the membership).
 * Once per tab, and never away from an order or a payment's outcome. Resolves to the path or null.
 */
export function startPreRegisteredSubscription(user: LoggedUser, location: string): string | null {
  const priceVariantUuid = user.preRegisteredSubscriptionPriceUuid;
  if (!priceVariantUuid || !routes['subscription-order'].built) return null;
  const pathname = location.split(/[?#]/)[0] ?? location;
  const match = matchPath(pathname);
  if (match && (orderPages.has(match.name) || match.name.startsWith('auth-'))) return null;
  try {
    if (window.sessionStorage.getItem(STARTED_KEY) === priceVariantUuid) return null;
    window.sessionStorage.setItem(STARTED_KEY, priceVariantUuid);
  } catch {
    // Storage off: the step still runs, once per page load.
  }
  return pathFor('subscription-order', localeOfPath(pathname), { subscriptionPriceUuid: priceVariantUuid });
}

/**
 * Login step 5: with a hold token valid for longer than the configured minimum, verify and
 * restore the order and keep the token in session storage; a restored order is shown in the cart.
 * Resolves to the path to go to, or null.
 */
export async function restoreHeldOrder(context: LoginHookContext): Promise<string | null> {
  const outcome = await restoreOrderOfHold(context.user, context.minimumHoldValidityMinutes);
  return outcome === 'restored' ? pathFor('app-orderPage', context.locale) : null;
}

/** A return path from the query (`?redirect=`) is followed only when it stays on this site. */
export function safeReturnPath(value: string | null): string | null {
  return value && value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\') ? value : null;
}

/**
 * Where a user lands after login: the page they came for, in the language they saved (Slovak
 * users on /sk, Czech users without it). English is a language of e-mails and the back office
 * only, so it keeps the language of the login page.
 */
export function landingAfterLogin(target: string, saved: Language, pageLocale: Locale): string {
  const locale: Locale = saved === 'en' ? pageLocale : saved;
  const [, pathname = target, rest = ''] = /^([^?#]*)(.*)$/.exec(target) ?? [];
  return matchPath(pathname) ? switchLocalePath(pathname, locale) + rest : target;
}

/** Login steps 4 and 5 in order; the first that names a page decides where the user goes. */
export async function afterLogin(context: LoginHookContext): Promise<string | null> {
  return (await continuePreRegisteredSubscription(context)) ?? (await restoreHeldOrder(context));
}

/** Logout step 2: unbind the current order; `permanent` also clears the user's hold token. */
export async function unbindOrder(options: { permanent: boolean }): Promise<void> {
  await unbindHeldOrder(options);
}
