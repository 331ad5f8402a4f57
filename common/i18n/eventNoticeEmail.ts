import type { Language } from '../schemas/common';

/**
 * The e-mails about a cancelled or moved event: to its buyers in the order's language, and to those
 * the tickets were passed on to in their own; plain text, the server adds HTML. `{{event}}`,
 * `{{reason}}`, `{{order}}`, `{{tickets}}` (the holder's ticket codes), `{{date}}`, `{{venue}}` and
 * `{{until}}` are filled in (dates as Prague's clock shows them, written the language's way).
 */
export interface EventNoticeEmailTexts {
  greeting: string;
  signature: string;
  cancelled: {
    subject: string;
    body: string;
    reason: string;
    /** The money of the order's tickets is on its way back. */
    refund: string;
    /** Nothing is refunded by the cancellation: staff settle any money themselves, or nothing was paid (tickets granted by staff). */
    noRefund: string;
  };
  moved: {
    subject: string;
    body: string;
    /** The tickets stay valid. */
    valid: string;
    /** Until when the holder may ask for the money back from the account. */
    refundRequests: string;
  };
  /**
   * To someone the order's tickets were passed on to: the tickets are theirs to use, but the money
   * is the buyer's (a cancellation refunds the buyer; only the buyer's own tickets can be asked back).
   */
  passedOn: {
    cancelledBody: string;
    /** The cancellation refunds the buyer. */
    cancelledRefund: string;
    /** Nothing is refunded by the cancellation. */
    cancelledNoRefund: string;
    movedBody: string;
    /** While the buyer may ask for refunds: none for tickets passed on. */
    movedRefundRequests: string;
  };
  /**
   * About a match's ticket from a season ticket: the seat keeps the season's other matches, and no
   * money comes back by itself (one price for the whole season; nothing says what share one match is).
   */
  season: {
    /** To the season ticket's buyer. */
    cancelledBody: string;
    cancelled: string;
    /** To someone the match's ticket was passed on to (after `passedOn.cancelledBody`). */
    passedOnCancelled: string;
  };
}

export const eventNoticeEmailTexts: Record<Language, EventNoticeEmailTexts> = {
  cs: {
    greeting: 'Dobrý den,',
    signature: 'Tým Tribuna',
    cancelled: {
      subject: 'Akce {{event}} je zrušena',
      body: 's lítostí vám oznamujeme, že akce {{event}} ({{date}}, {{venue}}), na kterou máte vstupenky z objednávky {{order}}, je zrušena.',
      reason: 'Důvod: {{reason}}',
      refund:
        'Peníze za vstupenky vám vracíme na kartu, kterou jste platili (u platby převodem na váš účet); nemusíte nic dělat. Vstupenky jsou neplatné.',
      noRefund: 'Vstupenky jsou neplatné. Pokud jste za ně platili, ozveme se vám kvůli vrácení peněz.',
    },
    moved: {
      subject: 'Akce {{event}} se koná jindy nebo jinde',
      body: 'akce {{event}}, na kterou máte vstupenky z objednávky {{order}}, se přesouvá: nově se koná {{date}}, místo: {{venue}}.',
      valid: 'Vaše vstupenky zůstávají v platnosti.',
      refundRequests:
        'Pokud vám nový termín nevyhovuje, můžete do {{until}} požádat o vrácení peněz ve svém účtu u objednávky.',
    },
    passedOn: {
      cancelledBody:
        's lítostí vám oznamujeme, že akce {{event}} ({{date}}, {{venue}}), na kterou vám byly předány vstupenky ({{tickets}}), je zrušena.',
      cancelledRefund:
        'Vstupenky jsou neplatné. Peníze za ně vracíme tomu, kdo je koupil; pokud jste za ně někomu platili, obraťte se na toho, kdo vám je předal.',
      cancelledNoRefund:
        'Vstupenky jsou neplatné. Pokud za ně platil ten, kdo je koupil, ozveme se mu kvůli vrácení peněz; pokud jste za ně někomu platili vy, obraťte se na toho, kdo vám je předal.',
      movedBody:
        'akce {{event}}, na kterou vám byly předány vstupenky ({{tickets}}), se přesouvá: nově se koná {{date}}, místo: {{venue}}.',
      movedRefundRequests:
        'O vrácení peněz za předané vstupenky požádat nemůžete; pokud vám nový termín nevyhovuje, obraťte se na toho, kdo vám je předal.',
    },
    season: {
      cancelledBody:
        's lítostí vám oznamujeme, že akce {{event}} ({{date}}, {{venue}}), na kterou máte vstupenku ze své permanentky (objednávka {{order}}), je zrušena.',
      cancelled:
        'Vstupenka na tuto akci je neplatná; na ostatní akce sezóny vaše permanentka platí dál. Permanentka se platí za celou sezónu, proto se za zrušenou akci peníze samy nevracejí; o náhradě se informujte u pořadatele.',
      passedOnCancelled:
        'Vstupenka je neplatná. Pochází z permanentky, za zrušenou akci se peníze samy nevracejí; pokud jste za ni někomu platili, obraťte se na toho, kdo vám ji předal.',
    },
  },
  sk: {
    greeting: 'Dobrý deň,',
    signature: 'Tím Tribuna',
    cancelled: {
      subject: 'Podujatie {{event}} je zrušené',
      body: 's ľútosťou vám oznamujeme, že podujatie {{event}} ({{date}}, {{venue}}), na ktoré máte vstupenky z objednávky {{order}}, je zrušené.',
      reason: 'Dôvod: {{reason}}',
      refund:
        'Peniaze za vstupenky vám vraciame na kartu, ktorou ste platili (pri platbe prevodom na váš účet); nemusíte nič robiť. Vstupenky sú neplatné.',
      noRefund: 'Vstupenky sú neplatné. Ak ste za ne platili, ozveme sa vám kvôli vráteniu peňazí.',
    },
    moved: {
      subject: 'Podujatie {{event}} sa koná inokedy alebo inde',
      body: 'podujatie {{event}}, na ktoré máte vstupenky z objednávky {{order}}, sa presúva: po novom sa koná {{date}}, miesto: {{venue}}.',
      valid: 'Vaše vstupenky zostávajú v platnosti.',
      refundRequests:
        'Ak vám nový termín nevyhovuje, môžete do {{until}} požiadať o vrátenie peňazí vo svojom účte pri objednávke.',
    },
    passedOn: {
      cancelledBody:
        's ľútosťou vám oznamujeme, že podujatie {{event}} ({{date}}, {{venue}}), na ktoré vám boli odovzdané vstupenky ({{tickets}}), je zrušené.',
      cancelledRefund:
        'Vstupenky sú neplatné. Peniaze za ne vraciame tomu, kto ich kúpil; ak ste za ne niekomu platili, obráťte sa na toho, kto vám ich odovzdal.',
      cancelledNoRefund:
        'Vstupenky sú neplatné. Ak za ne platil ten, kto ich kúpil, ozveme sa mu kvôli vráteniu peňazí; ak ste za ne niekomu platili vy, obráťte sa na toho, kto vám ich odovzdal.',
      movedBody:
        'podujatie {{event}}, na ktoré vám boli odovzdané vstupenky ({{tickets}}), sa presúva: po novom sa koná {{date}}, miesto: {{venue}}.',
      movedRefundRequests:
        'O vrátenie peňazí za odovzdané vstupenky požiadať nemôžete; ak vám nový termín nevyhovuje, obráťte sa na toho, kto vám ich odovzdal.',
    },
    season: {
      cancelledBody:
        's ľútosťou vám oznamujeme, že podujatie {{event}} ({{date}}, {{venue}}), na ktoré máte vstupenku zo svojej permanentky (objednávka {{order}}), je zrušené.',
      cancelled:
        'Vstupenka na toto podujatie je neplatná; na ostatné podujatia sezóny vaša permanentka platí ďalej. Permanentka sa platí za celú sezónu, preto sa za zrušené podujatie peniaze samy nevracajú; o náhrade sa informujte u usporiadateľa.',
      passedOnCancelled:
        'Vstupenka je neplatná. Pochádza z permanentky, za zrušené podujatie sa peniaze samy nevracajú; ak ste za ňu niekomu platili, obráťte sa na toho, kto vám ju odovzdal.',
    },
  },
  en: {
    greeting: 'Hello,',
    signature: 'The Tribuna team',
    cancelled: {
      subject: '{{event}} is cancelled',
      body: 'we are sorry to tell you that {{event}} ({{date}}, {{venue}}), for which you have tickets from order {{order}}, is cancelled.',
      reason: 'Reason: {{reason}}',
      refund:
        'We are refunding your tickets to the card you paid with (to your account for a bank transfer); you need not do anything. The tickets are no longer valid.',
      noRefund:
        'The tickets are no longer valid. If you paid for them, we will be in touch about the refund.',
    },
    moved: {
      subject: '{{event}} has a new date or venue',
      body: '{{event}}, for which you have tickets from order {{order}}, has been moved: it now takes place on {{date}} at {{venue}}.',
      valid: 'Your tickets remain valid.',
      refundRequests:
        'If the new date does not suit you, you can ask for a refund in your account, at the order, until {{until}}.',
    },
    passedOn: {
      cancelledBody:
        'we are sorry to tell you that {{event}} ({{date}}, {{venue}}), for which tickets were passed on to you ({{tickets}}), is cancelled.',
      cancelledRefund:
        'The tickets are no longer valid. We are refunding them to whoever bought them; if you paid someone for them, please turn to whoever passed them on to you.',
      cancelledNoRefund:
        'The tickets are no longer valid. If whoever bought them paid for them, we will be in touch with them about the refund; if you paid someone for them, please turn to whoever passed them on to you.',
      movedBody:
        '{{event}}, for which tickets were passed on to you ({{tickets}}), has been moved: it now takes place on {{date}} at {{venue}}.',
      movedRefundRequests:
        'You cannot ask for a refund of tickets passed on to you; if the new date does not suit you, please turn to whoever passed them on to you.',
    },
    season: {
      cancelledBody:
        'we are sorry to tell you that {{event}} ({{date}}, {{venue}}), for which you have a ticket from your season ticket (order {{order}}), is cancelled.',
      cancelled:
        "The ticket for this match is no longer valid; your season ticket stays valid for the season's other matches. A season ticket is paid for the whole season, so no money comes back by itself for a cancelled match; please ask the organiser about compensation.",
      passedOnCancelled:
        'The ticket is no longer valid. It comes from a season ticket, and no money comes back by itself for a cancelled match; if you paid someone for it, please turn to whoever passed it on to you.',
    },
  },
};

/** Fills `{{name}}` placeholders. */
export const fillIn = (text: string, values: Record<string, string>): string =>
  text.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => values[name] ?? whole);
