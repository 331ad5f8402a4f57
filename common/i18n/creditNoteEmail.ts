import type { Language } from '../schemas/common';

/**
 * The e-mail that brings the buyer the credit note of a refund, in the order's language; plain text,
 * the server adds HTML. `{{amount}}`, `{{order}}` and `{{invoice}}` are filled in; the subject is the
 * document's title and number.
 */
export interface CreditNoteEmailTexts {
  greeting: string;
  body: string;
  signature: string;
}

export const creditNoteEmailTexts: Record<Language, CreditNoteEmailTexts> = {
  cs: {
    greeting: 'Dobrý den,',
    body: 'vrátili jsme vám {{amount}} za objednávku {{order}}. Doklad, který opravuje fakturu {{invoice}}, najdete v příloze.',
    signature: 'Tým Tribuna',
  },
  sk: {
    greeting: 'Dobrý deň,',
    body: 'vrátili sme vám {{amount}} za objednávku {{order}}. Doklad, ktorý opravuje faktúru {{invoice}}, nájdete v prílohe.',
    signature: 'Tím Tribuna',
  },
  en: {
    greeting: 'Hello,',
    body: 'we have refunded {{amount}} for your order {{order}}. The document correcting invoice {{invoice}} is attached.',
    signature: 'The Tribuna team',
  },
};
