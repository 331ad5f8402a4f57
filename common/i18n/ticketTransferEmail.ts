import type { Language } from '../schemas/common';

/**
 * The e-mail to someone a ticket is passed on to, in the recipient's language when they have an
 * account, else the sender's; plain text, the server adds HTML. `{{from}}`, `{{event}}`, `{{date}}`,
 * `{{venue}}`, `{{place}}`, `{{until}}` and `{{link}}` are filled in.
 */
export interface TicketTransferEmailTexts {
  subject: string;
  greeting: string;
  body: string;
  /** The link, on its own line, and until when it works. */
  accept: string;
  /** Why signing in is needed, and that the sender's code stops working. */
  howItWorks: string;
  signature: string;
}

export const ticketTransferEmailTexts: Record<Language, TicketTransferEmailTexts> = {
  cs: {
    subject: '{{from}} vám předává vstupenku na {{event}}',
    greeting: 'Dobrý den,',
    body: '{{from}} vám předává vstupenku na akci {{event}} ({{date}}, {{venue}}; {{place}}).',
    accept: 'Vstupenku převezmete na této adrese do {{until}}:\n\n{{link}}',
    howItWorks:
      'Po převzetí ji najdete ve svém účtu v sekci Moje vstupenky (přihlaste se nebo si účet založte). Dosavadní kód vstupenky tím přestane platit.',
    signature: 'Tým Tribuna',
  },
  sk: {
    subject: '{{from}} vám odovzdáva vstupenku na {{event}}',
    greeting: 'Dobrý deň,',
    body: '{{from}} vám odovzdáva vstupenku na podujatie {{event}} ({{date}}, {{venue}}; {{place}}).',
    accept: 'Vstupenku prevezmete na tejto adrese do {{until}}:\n\n{{link}}',
    howItWorks:
      'Po prevzatí ju nájdete vo svojom účte v sekcii Moje vstupenky (prihláste sa alebo si účet založte). Doterajší kód vstupenky tým prestane platiť.',
    signature: 'Tím Tribuna',
  },
  en: {
    subject: '{{from}} is passing you a ticket for {{event}}',
    greeting: 'Hello,',
    body: '{{from}} is passing you a ticket for {{event}} ({{date}}, {{venue}}; {{place}}).',
    accept: 'Take it over here by {{until}}:\n\n{{link}}',
    howItWorks:
      'Once you have taken it over, you will find it in your account under My tickets (sign in, or create an account). The ticket’s previous code then stops working.',
    signature: 'The Tribuna team',
  },
};

/** How the e-mail names the place: a seat (its section by the section's own name, "Sektor A"), or the category's admission. */
export const ticketPlaceTexts: Record<Language, { seat: string; admission: string }> = {
  cs: { seat: '{{category}}, {{section}}, řada {{row}}, místo {{seat}}', admission: '{{category}}' },
  sk: { seat: '{{category}}, {{section}}, rad {{row}}, miesto {{seat}}', admission: '{{category}}' },
  en: { seat: '{{category}}, {{section}}, row {{row}}, seat {{seat}}', admission: '{{category}}' },
};
