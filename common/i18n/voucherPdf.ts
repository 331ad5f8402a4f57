import type { Language } from '../schemas/common';

/** The texts of the voucher PDF (`GET /vouchers/export-pdf/...`). */
export interface VoucherPdfTexts {
  title: string;
  intro: string;
  plan: string;
  code: string;
  validUntil: string;
  noLimit: string;
  howTo: string;
  footer: string;
}

export const voucherPdfTexts: Record<Language, VoucherPdfTexts> = {
  cs: {
    title: 'Dárkový voucher na členství',
    intro: 'Tento voucher opravňuje k aktivaci členství v klubu.',
    plan: 'Členství',
    code: 'Kód voucheru',
    validUntil: 'Platnost do',
    noLimit: 'bez omezení',
    howTo:
      'Přihlaste se nebo se zaregistrujte, na stránce Můj účet zadejte kód voucheru a členství se vám ihned aktivuje. Kód lze uplatnit jen jednou.',
    footer: 'Příjemné zážitky přeje tým Tribuna.',
  },
  sk: {
    title: 'Darčeková poukážka na členstvo',
    intro: 'Táto poukážka oprávňuje na aktiváciu členstva v klube.',
    plan: 'Členstvo',
    code: 'Kód poukážky',
    validUntil: 'Platnosť do',
    noLimit: 'bez obmedzenia',
    howTo:
      'Prihláste sa alebo sa zaregistrujte, na stránke Môj účet zadajte kód poukážky a členstvo sa vám ihneď aktivuje. Kód možno uplatniť len raz.',
    footer: 'Príjemné zážitky želá tím Tribuna.',
  },
  en: {
    title: 'Membership gift voucher',
    intro: 'This voucher entitles its holder to activate a club membership.',
    plan: 'Membership',
    code: 'Voucher code',
    validUntil: 'Valid until',
    noLimit: 'no limit',
    howTo:
      'Sign in or register, enter the voucher code on the My account page and the membership starts at once. The code can be used once.',
    footer: 'Enjoy it! The Tribuna team',
  },
};

/** The file name of a voucher PDF. */
export const voucherPdfFileName = (code: string) => `voucher-${code}.pdf`;
