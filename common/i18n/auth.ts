/** The sign-in texts: the storefront's login page and the back office's sign-in (which takes only these
 * from the storefront's texts). */
export const authCs = {
  loginTitle: 'Přihlášení',
  email: 'E-mail',
  password: 'Heslo',
  submit: 'Přihlásit se',
  loggingIn: 'Přihlašuji…',
  invalidCredentials: 'E-mail nebo heslo není správné.',
  verifyEmail: 'Nejprve prosím ověřte svůj e-mail. Poslali jsme vám odkaz.',
  networkFailed: 'Nepodařilo se spojit se serverem. Zkontrolujte připojení.',
  userDisabled: 'Tento účet byl zablokován.',
  unknownError: 'Přihlášení se nepodařilo. Zkuste to prosím znovu.',
  notAllowed: 'Tento účet nemá přístup do administrace.',
  forgottenPasswordLink: 'Zapomněli jste heslo?',
  rememberMe: 'Zapamatovat si mě',
  noAccount: 'Ještě nemáte účet?',
  registerLink: 'Zaregistrujte se',
  backToLogin: 'Zpět na přihlášení',
};

export type AuthTexts = { [K in keyof typeof authCs]: string };
