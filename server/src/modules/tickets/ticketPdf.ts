import { seatText, ticketTexts } from '@tribuna/common/i18n/tickets';
import type { Language } from '@tribuna/common/schemas/common';
import { formatPragueDateIn } from '@tribuna/common/dateFormat';
import { pdfColours, renderPassPdf } from '../../integrations/pdf/document';

/** What one page of a ticket PDF shows. */
export interface TicketPage {
  code: string;
  /** The signed payload the QR code carries (ticketSigning.ts). */
  qrPayload: string;
  eventName: string;
  startsAt: Date;
  venue: string;
  section: string | null;
  row: string | null;
  seatLabel: string | null;
  categoryName: string;
  holderName: string | null;
}

/**
 * Tickets as a PDF, one A5 landscape page each: brand, event, date, venue, seat, category, the code
 * as text and the signed QR code. Text is real text (DejaVu embedded: Czech and Slovak diacritics).
 */
export function renderTicketPdf(pages: TicketPage[], language: Language): Promise<Buffer> {
  const texts = ticketTexts[language];
  return renderPassPdf({
    pages,
    title: texts.title,
    language,
    qr: (page) => page.qrPayload,
    qrPixels: 400,
    draw(doc, page, qr, { width, height }) {
      const field = (label: string, value: string, size = 12) => {
        doc.moveDown(0.5).font('regular').fontSize(9).fillColor(pdfColours.label).text(label);
        doc
          .font('bold')
          .fontSize(size)
          .fillColor(pdfColours.text)
          .text(value, { width: width - 260 });
      };
      doc
        .fillColor('#ffffff')
        .font('regular')
        .fontSize(14)
        .text(texts.title, width - 236, 22, { width: 200, align: 'right', lineBreak: false });
      doc
        .fillColor(pdfColours.text)
        .font('bold')
        .fontSize(18)
        .text(page.eventName, 36, 72, { width: width - 260 });
      field(texts.date, formatPragueDateIn(language, page.startsAt, { time: true }));
      field(texts.venue, page.venue);
      field(texts.seat, seatText(language, page), 14);
      field(texts.category, page.categoryName);
      if (page.holderName) field(texts.holder, page.holderName);

      doc.image(qr, width - 212, 76, { width: 176, height: 176 });
      doc
        .font('regular')
        .fontSize(9)
        .fillColor(pdfColours.label)
        .text(texts.code, width - 212, 258, { width: 176, align: 'center' });
      doc
        .font('bold')
        .fontSize(14)
        .fillColor(pdfColours.brand)
        .text(page.code, width - 212, 270, { width: 176, align: 'center', characterSpacing: 1 });
      doc
        .font('regular')
        .fontSize(8)
        .fillColor(pdfColours.note)
        .text(texts.instructions, 36, height - 80, { width: width - 72 });
      doc
        .fontSize(8)
        .fillColor(pdfColours.footer)
        .text(texts.footer, 36, height - 46, { width: width - 72 });
    },
  });
}
