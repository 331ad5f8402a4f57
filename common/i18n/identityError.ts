import type { IdentityMessageKey } from '../auth/identityErrors';

/** Texts of identity errors (`identityError.*`), one per message key of auth/identityErrors.ts. */
export type IdentityErrorTexts = Record<IdentityMessageKey, string>;

export const identityErrorCs: IdentityErrorTexts = {
  invalidCredentials: 'E-mail nebo heslo není správné.',
  verifyEmail: 'Nejprve prosím ověřte svůj e-mail. Poslali jsme vám odkaz.',
  emailInUse: 'Tento e-mail už používá jiný účet.',
  expiredActionCode: 'Platnost odkazu vypršela. Požádejte prosím o nový.',
  invalidActionCode: 'Odkaz není platný nebo už byl použit.',
  requiresRecentLogin: 'Z bezpečnostních důvodů se prosím znovu přihlaste.',
  passwordPolicy: 'Heslo nesplňuje požadavky na bezpečnost.',
  networkFailed: 'Nepodařilo se spojit se serverem. Zkontrolujte připojení.',
  userDisabled: 'Tento účet byl zablokován.',
  sessionExpired: 'Vaše přihlášení vypršelo. Přihlaste se prosím znovu.',
  multiFactorRequired: 'Přihlášení vyžaduje další ověření.',
  captchaFailed: 'Ověření, že nejste robot, se nezdařilo. Zkuste to prosím znovu.',
  popupBlocked: 'Prohlížeč zablokoval přihlašovací okno. Povolte prosím vyskakovací okna.',
  popupClosed: 'Přihlašovací okno bylo zavřeno dřív, než se přihlášení dokončilo.',
  unauthorizedDomain: 'Přihlášení z této adresy není povoleno.',
  userMismatch: 'Přihlásili jste se jiným účtem, než je ten aktuální.',
  wrongPassword: 'Současné heslo není správné.',
  unknown: 'Přihlášení se nepodařilo. Zkuste to prosím znovu.',
};

export const identityErrorSk: IdentityErrorTexts = {
  invalidCredentials: 'E-mail alebo heslo nie je správne.',
  verifyEmail: 'Najprv si prosím overte svoj e-mail. Poslali sme vám odkaz.',
  emailInUse: 'Tento e-mail už používa iný účet.',
  expiredActionCode: 'Platnosť odkazu vypršala. Požiadajte prosím o nový.',
  invalidActionCode: 'Odkaz nie je platný alebo už bol použitý.',
  requiresRecentLogin: 'Z bezpečnostných dôvodov sa prosím znova prihláste.',
  passwordPolicy: 'Heslo nespĺňa požiadavky na bezpečnosť.',
  networkFailed: 'Nepodarilo sa spojiť so serverom. Skontrolujte pripojenie.',
  userDisabled: 'Tento účet bol zablokovaný.',
  sessionExpired: 'Vaše prihlásenie vypršalo. Prihláste sa prosím znova.',
  multiFactorRequired: 'Prihlásenie vyžaduje ďalšie overenie.',
  captchaFailed: 'Overenie, že nie ste robot, sa nepodarilo. Skúste to prosím znova.',
  popupBlocked: 'Prehliadač zablokoval prihlasovacie okno. Povoľte prosím vyskakovacie okná.',
  popupClosed: 'Prihlasovacie okno bolo zatvorené skôr, než sa prihlásenie dokončilo.',
  unauthorizedDomain: 'Prihlásenie z tejto adresy nie je povolené.',
  userMismatch: 'Prihlásili ste sa iným účtom, než je ten aktuálny.',
  wrongPassword: 'Súčasné heslo nie je správne.',
  unknown: 'Prihlásenie sa nepodarilo. Skúste to prosím znova.',
};

export const identityErrorEn: IdentityErrorTexts = {
  invalidCredentials: 'The e-mail or password is invalid.',
  verifyEmail: 'Please verify your e-mail first. We have sent you a link.',
  emailInUse: 'This e-mail is already used by another account.',
  expiredActionCode: 'The link has expired. Please ask for a new one.',
  invalidActionCode: 'The link is not valid or has already been used.',
  requiresRecentLogin: 'For your security, please log in again.',
  passwordPolicy: 'The password does not meet the security requirements.',
  networkFailed: 'Could not reach the server. Check your connection.',
  userDisabled: 'This account has been disabled.',
  sessionExpired: 'Your session has expired. Please log in again.',
  multiFactorRequired: 'Logging in needs one more verification step.',
  captchaFailed: 'We could not verify that you are not a robot. Please try again.',
  popupBlocked: 'The browser blocked the sign-in window. Please allow pop-ups.',
  popupClosed: 'The sign-in window was closed before signing in finished.',
  unauthorizedDomain: 'Signing in from this address is not allowed.',
  userMismatch: 'You signed in with a different account than the current one.',
  wrongPassword: 'The current password is not correct.',
  unknown: 'Logging in failed. Please try again.',
};
