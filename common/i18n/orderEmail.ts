import type { Language } from '../schemas/common';

/** The order confirmation e-mail the server sends when an order is accepted; plain text, the server adds HTML. */
export interface OrderEmailTexts {
  subject: string;
  greeting: string;
  body: string;
  total: string;
  orderNumber: string;
  signature: string;
}

export const orderEmailTexts: Record<Language, OrderEmailTexts> = {
  cs: {
    subject: 'Potvrzení objednávky',
    greeting: 'Dobrý den,',
    body: 'děkujeme za vaši objednávku. Platba proběhla v pořádku a objednávka je vyřízena:',
    total: 'Celkem',
    orderNumber: 'Číslo objednávky',
    signature: 'Tým Tribuna',
  },
  sk: {
    subject: 'Potvrdenie objednávky',
    greeting: 'Dobrý deň,',
    body: 'ďakujeme za vašu objednávku. Platba prebehla v poriadku a objednávka je vybavená:',
    total: 'Spolu',
    orderNumber: 'Číslo objednávky',
    signature: 'Tím Tribuna',
  },
  en: {
    subject: 'Order confirmation',
    greeting: 'Hello,',
    body: 'Thank you for your order. The payment went through and your order is complete:',
    total: 'Total',
    orderNumber: 'Order number',
    signature: 'The Tribuna team',
  },
};
