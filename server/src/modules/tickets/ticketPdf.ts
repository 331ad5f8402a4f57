import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import { seatText, ticketTexts } from '@tribuna/common/i18n/tickets';
import type { Language } from '@tribuna/common/schemas/common';
import { brandTheme } from '@tribuna/common/theme';
import { pdfFonts } from '../../integrations/pdf/fonts';

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

const locales: Record<Language, string> = { cs: 'cs-CZ', sk: 'sk-SK', en: 'en-GB' };

/** The event's start as the venue's clock shows it (Prague). */
export function formatEventStart(date: Date, language: Language): string {
  return new Intl.DateTimeFormat(locales[language], {
    timeZone: 'Europe/Prague',
    day: 'numeric',
    month: 'numeric',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  }).format(date);
}

/**
 * Tickets as a PDF, one A5 landscape page each: brand, event, date, venue, seat, category, the code
 * as text and the signed QR code. Text is real text (DejaVu embedded: Czech and Slovak diacritics).
 */
export async function renderTicketPdf(pages: TicketPage[], language: Language): Promise<Buffer> {
  const fonts = pdfFonts();
  const texts = ticketTexts[language];
  const qrCodes = await Promise.all(
    pages.map((page) =>
      QRCode.toBuffer(page.qrPayload, { type: 'png', errorCorrectionLevel: 'M', margin: 1, width: 400 }),
    ),
  );
  const doc = new PDFDocument({
    size: 'A5',
    layout: 'landscape',
    margin: 36,
    autoFirstPage: false,
    info: { Title: texts.title, Author: 'Tribuna', Subject: texts.title },
    lang: language,
  });
  doc.registerFont('regular', fonts.regular);
  doc.registerFont('bold', fonts.bold);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const primary = brandTheme.palette.primary.main;
  const field = (label: string, value: string, size = 12) => {
    doc.moveDown(0.5).font('regular').fontSize(9).fillColor('#555555').text(label);
    doc
      .font('bold')
      .fontSize(size)
      .fillColor('#111111')
      .text(value, { width: doc.page.width - 260 });
  };
  pages.forEach((page, i) => {
    doc.addPage();
    const width = doc.page.width;
    const height = doc.page.height;
    doc.rect(0, 0, width, 56).fill(primary);
    doc.fillColor('#ffffff').font('bold').fontSize(22).text('Tribuna', 36, 16, { lineBreak: false });
    doc
      .fillColor('#ffffff')
      .font('regular')
      .fontSize(14)
      .text(texts.title, width - 236, 22, { width: 200, align: 'right', lineBreak: false });
    doc
      .fillColor('#111111')
      .font('bold')
      .fontSize(18)
      .text(page.eventName, 36, 72, { width: width - 260 });
    field(texts.date, formatEventStart(page.startsAt, language));
    field(texts.venue, page.venue);
    field(texts.seat, seatText(language, page), 14);
    field(texts.category, page.categoryName);
    if (page.holderName) field(texts.holder, page.holderName);

    doc.image(qrCodes[i]!, width - 212, 76, { width: 176, height: 176 });
    doc
      .font('regular')
      .fontSize(9)
      .fillColor('#555555')
      .text(texts.code, width - 212, 258, { width: 176, align: 'center' });
    doc
      .font('bold')
      .fontSize(14)
      .fillColor(primary)
      .text(page.code, width - 212, 270, { width: 176, align: 'center', characterSpacing: 1 });
    doc
      .font('regular')
      .fontSize(8)
      .fillColor('#333333')
      .text(texts.instructions, 36, height - 80, { width: width - 72 });
    doc
      .fontSize(8)
      .fillColor('#777777')
      .text(texts.footer, 36, height - 46, { width: width - 72 });
  });
  doc.end();
  return finished;
}
