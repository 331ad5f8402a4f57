import { orderEmailTexts } from '@tribuna/common/i18n/orderEmail';
import { formatMoney } from '@tribuna/common/money';
import type { OrderLineRow, OrderRow } from '../../db/schema';
import type { MailAttachment, Mailer } from '../../integrations/mail/mail';

const htmlEntities: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => htmlEntities[c] ?? c);

/** The confirmation of an accepted order, in the buyer's language, with the line kinds' attachments. */
export function createOrderEmails(deps: { mailer: Mailer }) {
  return {
    async sendConfirmation(order: OrderRow, lines: OrderLineRow[], attachments: MailAttachment[]) {
      if (!order.email) return false;
      const texts = orderEmailTexts[order.language];
      const money = (minor: number) => formatMoney(minor, order.currency, order.language);
      const lineTexts = lines.map((line) => `${line.quantity} × ${line.label}: ${money(line.amount)}`);
      const total = `${texts.total}: ${money(order.total)}`;
      const number = `${texts.orderNumber}: ${order.uuid}`;
      const paragraphs = [texts.greeting, texts.body, lineTexts.join('\n'), total, number, texts.signature];
      const text = paragraphs.join('\n\n');
      const html = `<!doctype html><html lang="${order.language}"><body style="font-family: sans-serif; line-height: 1.5">${paragraphs
        .map((p) => `<p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`)
        .join('')}</body></html>`;
      await deps.mailer.send({
        to: order.email,
        subject: texts.subject,
        text,
        html,
        ...(attachments.length > 0 && { attachments }),
      });
      return true;
    },
  };
}

export type OrderEmails = ReturnType<typeof createOrderEmails>;
