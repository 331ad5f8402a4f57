import type { Language } from '../schemas/common';

/** The e-mail and push that tell a person in a waiting list that places are held for them. */
export interface WaitlistOfferTexts {
  subject: string;
  greeting: string;
  /** `{name}`: the event or membership; `{quantity}`: how many places; `{until}`: the offer's end. */
  body: string;
  /** The link's lead-in (the link goes straight to paying). */
  payLink: string;
  afterwards: string;
  signature: string;
  pushTitle: string;
  /** `{name}`, `{until}`. */
  pushMessage: string;
}

export const waitlistOfferTexts: Record<Language, WaitlistOfferTexts> = {
  cs: {
    subject: 'Uvolnila se pro vás místa',
    greeting: 'Dobrý den,',
    body: 'v pořadníku na {name} jste na řadě: držíme pro vás {quantity} míst(a) do {until}.',
    payLink: 'Zaplatit je můžete zde:',
    afterwards: 'Pokud je do té doby nezaplatíte, nabídneme je dalšímu v pořadí.',
    signature: 'Tým Tribuna',
    pushTitle: 'Uvolnila se pro vás místa',
    pushMessage: '{name}: místa pro vás držíme do {until}.',
  },
  sk: {
    subject: 'Uvoľnili sa pre vás miesta',
    greeting: 'Dobrý deň,',
    body: 'v poradovníku na {name} ste na rade: držíme pre vás {quantity} miest(a) do {until}.',
    payLink: 'Zaplatiť ich môžete tu:',
    afterwards: 'Ak ich dovtedy nezaplatíte, ponúkneme ich ďalšiemu v poradí.',
    signature: 'Tím Tribuna',
    pushTitle: 'Uvoľnili sa pre vás miesta',
    pushMessage: '{name}: miesta pre vás držíme do {until}.',
  },
  en: {
    subject: 'Places have come free for you',
    greeting: 'Hello,',
    body: 'it is your turn in the waiting list for {name}: we are holding {quantity} place(s) for you until {until}.',
    payLink: 'You can pay for them here:',
    afterwards: 'If they are not paid by then, we will offer them to the next person in line.',
    signature: 'The Tribuna team',
    pushTitle: 'Places have come free for you',
    pushMessage: '{name}: we are holding places for you until {until}.',
  },
};

/** Fills `{key}` placeholders. */
export const fillWaitlistText = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));
