import type { PaymentOutcome } from '../gpwebpay/resultCodes';
import {
  refundOutcomes,
  type RefundOutcome,
  type RefundOutcomeSetting,
  type SimulatedPayment,
  type SimulatedRefund,
} from './store';

export type PageLanguage = 'cs' | 'sk' | 'en';

/** LANG as GP webpay takes it; the simulator speaks Czech, Slovak and English, Czech by default. */
export function pageLanguage(lang: string | undefined): PageLanguage {
  const code = (lang ?? '').toLowerCase();
  if (code === 'sk' || code === 'en') return code;
  return code === '' || code === 'cs' ? 'cs' : 'en';
}

/** The buttons of the page, in the order shown: what each one answers. */
export const simulatedOutcomes = [
  'paid',
  'declined',
  'cancelled',
  'threeDSecureFailed',
  'technicalError',
] as const satisfies readonly PaymentOutcome[];
export type SimulatedOutcome = (typeof simulatedOutcomes)[number];

const texts = {
  cs: {
    locale: 'cs-CZ',
    title: 'Platba kartou',
    notice: 'Simulátor platební brány GP webpay pro vývoj a testy. Žádná karta se nezatíží.',
    merchant: 'Obchodník',
    amount: 'Částka',
    orderNumber: 'Číslo platby',
    description: 'Popis',
    recurring: 'Karta se uloží pro opakované platby.',
    choose: 'Jak má platba dopadnout?',
    paid: 'Zaplatit',
    declined: 'Zamítnout',
    cancelled: 'Zrušit',
    threeDSecureFailed: '3-D Secure selhalo',
    technicalError: 'Technická chyba',
    errorTitle: 'Platbu nelze zahájit',
    answeredTitle: 'Platba už byla vyřízena',
    refundsTitle: 'Vrácení peněz',
    nextRefunds: 'Jak mají dopadnout další vrácení?',
    count: 'Kolik dalších (prázdné: všechna až do změny)',
    set: 'Nastavit',
    now: 'Nyní',
    untilChanged: 'až do změny',
    more: 'ještě',
    noRefunds: 'Zatím žádná vrácení.',
    message: 'Zpráva',
    result: 'Výsledek',
    refundedResult: 'Vráceno',
    refunded: 'Vrátit peníze',
    refundDeclined: 'Zamítnout',
    noAnswer: 'Neodpovědět (vyprší čas)',
    connectionClosed: 'Zavřít spojení bez odpovědi',
  },
  sk: {
    locale: 'sk-SK',
    title: 'Platba kartou',
    notice: 'Simulátor platobnej brány GP webpay na vývoj a testy. Žiadna karta sa nezaťaží.',
    merchant: 'Obchodník',
    amount: 'Suma',
    orderNumber: 'Číslo platby',
    description: 'Popis',
    recurring: 'Karta sa uloží na opakované platby.',
    choose: 'Ako má platba dopadnúť?',
    paid: 'Zaplatiť',
    declined: 'Zamietnuť',
    cancelled: 'Zrušiť',
    threeDSecureFailed: '3-D Secure zlyhalo',
    technicalError: 'Technická chyba',
    errorTitle: 'Platbu nemožno začať',
    answeredTitle: 'Platba už bola vybavená',
    refundsTitle: 'Vrátenie peňazí',
    nextRefunds: 'Ako majú dopadnúť ďalšie vrátenia?',
    count: 'Koľko ďalších (prázdne: všetky až do zmeny)',
    set: 'Nastaviť',
    now: 'Teraz',
    untilChanged: 'až do zmeny',
    more: 'ešte',
    noRefunds: 'Zatiaľ žiadne vrátenia.',
    message: 'Správa',
    result: 'Výsledok',
    refundedResult: 'Vrátené',
    refunded: 'Vrátiť peniaze',
    refundDeclined: 'Zamietnuť',
    noAnswer: 'Neodpovedať (vyprší čas)',
    connectionClosed: 'Zavrieť spojenie bez odpovede',
  },
  en: {
    locale: 'en-GB',
    title: 'Card payment',
    notice: 'GP webpay gateway simulator for development and tests. No card is charged.',
    merchant: 'Merchant',
    amount: 'Amount',
    orderNumber: 'Payment number',
    description: 'Description',
    recurring: 'The card will be kept for recurring payments.',
    choose: 'How should the payment end?',
    paid: 'Pay',
    declined: 'Decline',
    cancelled: 'Cancel',
    threeDSecureFailed: '3-D Secure failed',
    technicalError: 'Technical error',
    errorTitle: 'The payment cannot start',
    answeredTitle: 'The payment has been dealt with already',
    refundsTitle: 'Refunds',
    nextRefunds: 'How should the next refunds end?',
    count: 'How many (empty: all until changed)',
    set: 'Set',
    now: 'Now',
    untilChanged: 'until changed',
    more: 'more',
    noRefunds: 'No refunds yet.',
    message: 'Message',
    result: 'Result',
    refundedResult: 'Refunded',
    refunded: 'Refund',
    refundDeclined: 'Decline',
    noAnswer: 'No answer (time out)',
    connectionClosed: 'Close the connection unanswered',
  },
} as const;

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

const isoCurrency: Record<string, string> = { '203': 'CZK', '978': 'EUR' };

/** "1 290,00 Kč": minor units in the page's language and the payment's currency. */
export function formatAmount(minorUnits: number, currencyCode: string, language: PageLanguage): string {
  return new Intl.NumberFormat(texts[language].locale, {
    style: 'currency',
    currency: isoCurrency[currencyCode] ?? 'CZK',
  }).format(minorUnits / 100);
}

function layout(language: PageLanguage, title: string, content: string): string {
  return `<!doctype html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} · GP webpay</title>
<link rel="stylesheet" href="/dev/gpwebpay/simulator.css">
</head>
<body>
<main>
${content}
</main>
</body>
</html>`;
}

/** The gateway's page: what is being paid, and one button per outcome. */
export function paymentPage(payment: SimulatedPayment, merchant: string): string {
  const language = pageLanguage(payment.language);
  const t = texts[language];
  const rows: [string, string][] = [
    [t.merchant, merchant],
    [t.amount, formatAmount(payment.amount, payment.currency, language)],
    [t.orderNumber, payment.orderNumber],
    ...(payment.description ? [[t.description, payment.description] as [string, string]] : []),
  ];
  return layout(
    language,
    t.title,
    `<h1>${t.title}</h1>
<p class="notice">${t.notice}</p>
<dl>
${rows.map(([term, value]) => `<dt>${escapeHtml(term)}</dt><dd>${escapeHtml(value)}</dd>`).join('\n')}
</dl>
${payment.userParam1 === 'R' ? `<p>${t.recurring}</p>` : ''}
<form method="post" action="/dev/gpwebpay/answer">
<input type="hidden" name="ORDERNUMBER" value="${escapeHtml(payment.orderNumber)}">
<input type="hidden" name="token" value="${escapeHtml(payment.token)}">
<fieldset>
<legend>${t.choose}</legend>
${simulatedOutcomes
  .map(
    (outcome, i) =>
      `<button type="submit" name="outcome" value="${outcome}"${i === 0 ? ' class="primary"' : ''}>${t[outcome]}</button>`,
  )
  .join('\n')}
</fieldset>
</form>`,
  );
}

/** The label of each refund outcome (`declined` and `technicalError` share the payments' words). */
function refundOutcomeLabel(t: (typeof texts)[PageLanguage], outcome: RefundOutcome): string {
  if (outcome === 'declined') return t.refundDeclined;
  return t[outcome];
}

/**
 * The refunds' page: what the next refunds come to (chosen here or by POST /dev/gpwebpay/refund-outcome)
 * and every refund the simulator has decided, the latest first.
 */
export function refundsPage(
  setting: RefundOutcomeSetting,
  refunds: readonly (SimulatedRefund & { currency: string })[],
  lang: string | undefined,
): string {
  const language = pageLanguage(lang);
  const t = texts[language];
  const now = `${refundOutcomeLabel(t, setting.outcome)} (${
    setting.remaining === undefined ? t.untilChanged : `${t.more} ${setting.remaining}×`
  })`;
  const rows = refunds.map(
    (refund) =>
      `<tr><td>${escapeHtml(refund.messageId)}</td><td>${escapeHtml(refund.orderNumber)}</td><td>${escapeHtml(
        formatAmount(refund.amount, refund.currency, language),
      )}</td><td>${escapeHtml(
        refund.outcome === 'refunded' ? t.refundedResult : `${refund.prCode}/${refund.srCode} ${refund.text}`,
      )}</td></tr>`,
  );
  return layout(
    language,
    t.refundsTitle,
    `<h1>${t.refundsTitle}</h1>
<p class="notice">${t.notice}</p>
<dl>
<dt>${t.now}</dt><dd id="refund-outcome">${escapeHtml(now)}</dd>
</dl>
<form method="post" action="/dev/gpwebpay/refund-outcome">
<fieldset>
<legend>${t.nextRefunds}</legend>
${refundOutcomes
  .map(
    (outcome) =>
      `<label><input type="radio" name="outcome" value="${outcome}"${
        outcome === setting.outcome ? ' checked' : ''
      }> ${refundOutcomeLabel(t, outcome)}</label>`,
  )
  .join('\n')}
<label>${t.count} <input type="number" name="count" min="1" max="1000" inputmode="numeric"></label>
<button type="submit" class="primary">${t.set}</button>
</fieldset>
</form>
${
  rows.length === 0
    ? `<p>${t.noRefunds}</p>`
    : `<table>
<thead><tr><th scope="col">${t.message}</th><th scope="col">${t.orderNumber}</th><th scope="col">${t.amount}</th><th scope="col">${t.result}</th></tr></thead>
<tbody>
${rows.join('\n')}
</tbody>
</table>`
}`,
  );
}

/** A request the simulator cannot even answer to the shop (no usable URL), or a page answered twice. */
export function problemPage(
  lang: string | undefined,
  kind: 'errorTitle' | 'answeredTitle',
  detail: string,
): string {
  const language = pageLanguage(lang);
  const title = texts[language][kind];
  return layout(language, title, `<h1>${title}</h1>\n<p>${escapeHtml(detail)}</p>`);
}

/** Served as a file of our own origin: the page has no inline style for the CSP to weigh. */
export const stylesheet = `*{box-sizing:border-box}
body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1d1d1f;background:#f2f4f7}
main{max-width:32rem;margin:0 auto;padding:1.5rem 1rem}
h1{font-size:1.5rem;margin:0 0 .75rem}
.notice{background:#fff4ce;border-left:4px solid #b58100;padding:.5rem .75rem}
dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem;background:#fff;padding:1rem;border-radius:.5rem}
dt{font-weight:600}
dd{margin:0;overflow-wrap:anywhere}
fieldset{border:0;padding:0;margin:1rem 0 0;display:grid;gap:.5rem}
legend{font-weight:600;margin-bottom:.5rem}
button{font:inherit;min-height:3rem;padding:.5rem 1rem;border:1px solid #5b6470;border-radius:.5rem;background:#fff;color:#1d1d1f;cursor:pointer}
button.primary{background:#0b5cad;border-color:#0b5cad;color:#fff;font-weight:600}
button:focus-visible{outline:3px solid #b58100;outline-offset:2px}
label{display:flex;gap:.5rem;align-items:center;flex-wrap:wrap}
input{font:inherit}
input[type=number]{width:6rem;min-height:2.5rem;padding:.25rem .5rem}
input:focus-visible{outline:3px solid #b58100;outline-offset:2px}
table{width:100%;margin-top:1rem;border-collapse:collapse;background:#fff}
th,td{padding:.25rem .5rem;border-bottom:1px solid #d0d5dd;text-align:left;overflow-wrap:anywhere}
`;
