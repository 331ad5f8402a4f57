import type { Language } from '../schemas/common';

/** The texts of one language's account e-mails; each body has a `{{link}}` placeholder. */
export interface EmailTexts {
  verifySubject: string;
  verifyBody: string;
  resetSubject: string;
  resetBody: string;
}

/**
 * Account e-mails the server sends (e-mail verification, password reset) in the user's language.
 * Plain text: the server adds the HTML version. A reset link is valid for one hour (the identity
 * provider's rule), which the reset texts say.
 */
export const emailTexts: Record<Language, EmailTexts> = {
  cs: {
    verifySubject: 'Potvrďte svou e-mailovou adresu',
    verifyBody: [
      'Dobrý den,',
      'děkujeme za registraci. Svou e-mailovou adresu potvrdíte kliknutím na tento odkaz:',
      '{{link}}',
      'Pokud jste se nezaregistrovali vy, tento e-mail prosím ignorujte.',
      'Tým Tribuna',
    ].join('\n\n'),
    resetSubject: 'Obnovení hesla',
    resetBody: [
      'Dobrý den,',
      'obdrželi jsme žádost o obnovení hesla k vašemu účtu. Nové heslo si nastavíte na této adrese:',
      '{{link}}',
      'Odkaz platí jednu hodinu. Pokud jste o obnovení hesla nežádali, tento e-mail ignorujte – vaše heslo zůstane beze změny.',
      'Tým Tribuna',
    ].join('\n\n'),
  },
  sk: {
    verifySubject: 'Potvrďte svoju e-mailovú adresu',
    verifyBody: [
      'Dobrý deň,',
      'ďakujeme za registráciu. Svoju e-mailovú adresu potvrdíte kliknutím na tento odkaz:',
      '{{link}}',
      'Ak ste sa nezaregistrovali vy, tento e-mail, prosím, ignorujte.',
      'Tím Tribuna',
    ].join('\n\n'),
    resetSubject: 'Obnovenie hesla',
    resetBody: [
      'Dobrý deň,',
      'dostali sme žiadosť o obnovenie hesla k vášmu účtu. Nové heslo si nastavíte na tejto adrese:',
      '{{link}}',
      'Odkaz platí jednu hodinu. Ak ste o obnovenie hesla nežiadali, tento e-mail ignorujte – vaše heslo zostane bez zmeny.',
      'Tím Tribuna',
    ].join('\n\n'),
  },
  en: {
    verifySubject: 'Confirm your e-mail address',
    verifyBody: [
      'Hello,',
      'Thank you for signing up. Please confirm your e-mail address by opening this link:',
      '{{link}}',
      'If you did not sign up, you can safely ignore this e-mail.',
      'The Tribuna team',
    ].join('\n\n'),
    resetSubject: 'Reset your password',
    resetBody: [
      'Hello,',
      'We received a request to reset the password of your account. You can choose a new password here:',
      '{{link}}',
      'The link is valid for one hour. If you did not ask for a new password, ignore this e-mail and your password will stay the same.',
      'The Tribuna team',
    ].join('\n\n'),
  },
};
