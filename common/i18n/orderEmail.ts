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

/** The e-mail a user gets when the renewal of their membership could not be charged. */
export interface RenewalFailedEmailTexts {
  subject: string;
  greeting: string;
  /** `{{plan}}` and `{{date}}` are filled in. */
  body: string;
  action: string;
  signature: string;
}

export const renewalFailedEmailTexts: Record<Language, RenewalFailedEmailTexts> = {
  cs: {
    subject: 'Obnovení členství se nezdařilo',
    greeting: 'Dobrý den,',
    body: 'platbu za obnovení vašeho členství {{plan}} se nepodařilo strhnout z vaší karty. Členství proto platí jen do {{date}} a dál se obnovovat nebude.',
    action: 'Pokud chcete v členství pokračovat, můžete si ho znovu zakoupit na stránce Členství.',
    signature: 'Tým Tribuna',
  },
  sk: {
    subject: 'Obnovenie členstva sa nepodarilo',
    greeting: 'Dobrý deň,',
    body: 'platbu za obnovenie vášho členstva {{plan}} sa nepodarilo strhnúť z vašej karty. Členstvo preto platí len do {{date}} a ďalej sa obnovovať nebude.',
    action: 'Ak chcete v členstve pokračovať, môžete si ho znova kúpiť na stránke Členstvo.',
    signature: 'Tím Tribuna',
  },
  en: {
    subject: 'Your membership could not be renewed',
    greeting: 'Hello,',
    body: 'The renewal payment for your membership {{plan}} could not be charged to your card. The membership is therefore valid until {{date}} and will not renew.',
    action: 'If you wish to continue, you can buy the membership again on the Membership page.',
    signature: 'The Tribuna team',
  },
};
