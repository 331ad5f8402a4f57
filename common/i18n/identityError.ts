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
