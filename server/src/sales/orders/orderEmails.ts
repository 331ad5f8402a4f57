import { orderEmailTexts } from '@tribuna/common/i18n/orderEmail';
import { formatMoney } from '@tribuna/common/money';
import type { OrderLineRow, OrderRow } from '../../db/schema';
import type { MailAttachment, Mailer } from '../../integrations/mail/mail';
import { mailHtml } from '../../integrations/mail/mailHtml';

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
      await deps.mailer.send({
        to: order.email,
        subject: texts.subject,
        text,
        html: mailHtml(order.language, paragraphs),
        ...(attachments.length > 0 && { attachments }),
      });
      return true;
    },
  };
}

export type OrderEmails = ReturnType<typeof createOrderEmails>;
