import type { IdentityErrorTexts } from './identityError';

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
