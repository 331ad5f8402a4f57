import type { Language } from '../schemas/common';

/** The texts a wallet pass adds to the ticket's (`ticketTexts`): why it no longer admits. */
export interface WalletPassTexts {
  /** On a pass whose ticket was voided (refunded, released). */
  voided: string;
  /** On a pass whose ticket was passed on to someone else (their pass admits, this one no longer). */
  passedOn: string;
  /** The back of a pass: where its state is explained. */
  status: string;
}

export const walletPassTexts: Record<Language, WalletPassTexts> = {
  cs: {
    voided: 'Vstupenka byla zrušena a už neplatí.',
    passedOn: 'Vstupenka byla předána jinému držiteli; platí jen jeho kód.',
    status: 'Stav',
  },
  sk: {
    voided: 'Vstupenka bola zrušená a už neplatí.',
    passedOn: 'Vstupenka bola odovzdaná inému držiteľovi; platí len jeho kód.',
    status: 'Stav',
  },
  en: {
    voided: 'The ticket was voided and no longer admits.',
    passedOn: 'The ticket was passed on to someone else; only their code admits.',
    status: 'Status',
  },
};
