/**
 * Storefront texts: sign-in and account flows, guards, the error screen, toasts, developer pages.
 * The Czech object is the source of the key set; Slovak and English must match it (typecheck).
 */
export const storefrontCs = {
  auth: {
    loginTitle: 'Přihlášení',
    email: 'E-mail',
    password: 'Heslo',
    submit: 'Přihlásit se',
    invalidCredentials: 'E-mail nebo heslo není správné.',
    verifyEmail: 'Nejprve prosím ověřte svůj e-mail. Poslali jsme vám odkaz.',
    networkFailed: 'Nepodařilo se spojit se serverem. Zkontrolujte připojení.',
    userDisabled: 'Tento účet byl zablokován.',
    unknownError: 'Přihlášení se nepodařilo. Zkuste to prosím znovu.',
    loggedInAs: 'Přihlášen: {{email}}',
    notAllowed: 'Tento účet nemá přístup do administrace.',
  },
};

type DeepStrings<T> = { [K in keyof T]: T[K] extends string ? string : DeepStrings<T[K]> };
export type StorefrontTexts = DeepStrings<typeof storefrontCs>;

export const storefrontSk: StorefrontTexts = {
  auth: {
    loginTitle: 'Prihlásenie',
    email: 'E-mail',
    password: 'Heslo',
    submit: 'Prihlásiť sa',
    invalidCredentials: 'E-mail alebo heslo nie je správne.',
    verifyEmail: 'Najprv si prosím overte svoj e-mail. Poslali sme vám odkaz.',
    networkFailed: 'Nepodarilo sa spojiť so serverom. Skontrolujte pripojenie.',
    userDisabled: 'Tento účet bol zablokovaný.',
    unknownError: 'Prihlásenie sa nepodarilo. Skúste to prosím znova.',
    loggedInAs: 'Prihlásený: {{email}}',
    notAllowed: 'Tento účet nemá prístup do administrácie.',
  },
};

export const storefrontEn: StorefrontTexts = {
  auth: {
    loginTitle: 'Log in',
    email: 'E-mail',
    password: 'Password',
    submit: 'Log in',
    invalidCredentials: 'The e-mail or password is invalid.',
    verifyEmail: 'Please verify your e-mail first. We have sent you a link.',
    networkFailed: 'Could not reach the server. Check your connection.',
    userDisabled: 'This account has been disabled.',
    unknownError: 'Logging in failed. Please try again.',
    loggedInAs: 'Signed in: {{email}}',
    notAllowed: 'This account has no access to the administration.',
  },
};
