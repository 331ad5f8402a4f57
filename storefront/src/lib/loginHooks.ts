import type { Locale } from '@tribuna/common/routes';
import type { LoggedUser } from '@tribuna/common/schemas/auth';

/*
 * The steps of login and logout (spec section 4) that belong to the membership and order issues.
 * They are named here so those issues fill them in without touching the session or the forms;
 * until then they do nothing and the login goes on to its default redirect.
 */

export interface LoginHookContext {
  user: LoggedUser;
  locale: Locale;
}

/**
 * Login step 4: with a pre-registered subscription price, fetch that subscription; if the user
 * already has it active clear the interest, otherwise go to subscription-order for that price.
 * Resolves to the path to go to, or null.
 */
export async function continuePreRegisteredSubscription(_context: LoginHookContext): Promise<string | null> {
  return null;
}

/**
 * Login step 5: with a hold token valid for longer than the configured minimum, verify and
 * restore the order and keep the token in session storage. Resolves to the path to go to, or null.
 */
export async function restoreHeldOrder(_context: LoginHookContext): Promise<string | null> {
  return null;
}

/** A return path from the query (`?redirect=`) is followed only when it stays on this site. */
export function safeReturnPath(value: string | null): string | null {
  return value && value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\') ? value : null;
}

/** Login steps 4 and 5 in order; the first that names a page decides where the user goes. */
export async function afterLogin(context: LoginHookContext): Promise<string | null> {
  return (await continuePreRegisteredSubscription(context)) ?? (await restoreHeldOrder(context));
}

/** Logout step 2: unbind the current order; `permanent` also clears the user's hold token. */
export async function unbindOrder(_options: { permanent: boolean }): Promise<void> {}
