import type { AuthTexts } from './auth';

export const authSk: AuthTexts = {
  loginTitle: 'Prihlásenie',
  email: 'E-mail',
  password: 'Heslo',
  submit: 'Prihlásiť sa',
  loggingIn: 'Prihlasujem…',
  invalidCredentials: 'E-mail alebo heslo nie je správne.',
  verifyEmail: 'Najprv si prosím overte svoj e-mail. Poslali sme vám odkaz.',
  networkFailed: 'Nepodarilo sa spojiť so serverom. Skontrolujte pripojenie.',
  userDisabled: 'Tento účet bol zablokovaný.',
  unknownError: 'Prihlásenie sa nepodarilo. Skúste to prosím znova.',
  notAllowed: 'Tento účet nemá prístup do administrácie.',
  forgottenPasswordLink: 'Zabudli ste heslo?',
  rememberMe: 'Zapamätať si ma',
  noAccount: 'Ešte nemáte účet?',
  registerLink: 'Zaregistrujte sa',
  backToLogin: 'Späť na prihlásenie',
};
