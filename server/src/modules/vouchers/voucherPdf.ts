import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import { pdfFonts } from '../../integrations/pdf/fonts';
import { brandTheme } from '@tribuna/common/theme';
import { voucherPdfTexts } from '@tribuna/common/i18n/voucherPdf';
import type { Language } from '@tribuna/common/schemas/common';
import { formatVoucherCode } from './voucherCodes';

/** What one page of a voucher PDF shows. */
export interface VoucherPage {
  code: string;
  planName: string;
  priceLabel: string | null;
  validUntil: Date | null;
  /** The address the QR code leads to (the account page with the code filled in). */
  applyUrl: string;
}

const dateFormats: Record<Language, string> = { cs: 'cs-CZ', sk: 'sk-SK', en: 'en-GB' };

function formatDay(date: Date, language: Language): string {
  return new Intl.DateTimeFormat(dateFormats[language], {
    timeZone: 'Europe/Prague',
    day: 'numeric',
    month: 'numeric',
    year: 'numeric',
  }).format(date);
}

/**
 * The vouchers as a PDF, one A5 landscape page each: brand, title, plan, the code as text and as a
 * QR code, validity and how to apply it. Text is real text (DejaVu embedded), not an image.
 */
export async function renderVoucherPdf(pages: VoucherPage[], language: Language): Promise<Buffer> {
  const fonts = pdfFonts();
  const texts = voucherPdfTexts[language];
  const qrCodes = await Promise.all(
    pages.map((page) =>
      QRCode.toBuffer(page.applyUrl, { type: 'png', errorCorrectionLevel: 'M', margin: 1, width: 360 }),
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
  pages.forEach((page, i) => {
    doc.addPage();
    const width = doc.page.width;
    const height = doc.page.height;
    doc.rect(0, 0, width, 56).fill(primary);
    doc.fillColor('#ffffff').font('bold').fontSize(22).text('Tribuna', 36, 16, { lineBreak: false });
    doc
      .fillColor('#111111')
      .font('bold')
      .fontSize(20)
      .text(texts.title, 36, 76, { width: width - 240 });
    doc
      .moveDown(0.4)
      .font('regular')
      .fontSize(11)
      .text(texts.intro, { width: width - 240 });

    doc.moveDown(0.8).font('regular').fontSize(10).fillColor('#555555').text(texts.plan);
    const plan = page.priceLabel ? `${page.planName} – ${page.priceLabel}` : page.planName;
    doc
      .font('bold')
      .fontSize(14)
      .fillColor('#111111')
      .text(plan, { width: width - 240 });

    doc.moveDown(0.6).font('regular').fontSize(10).fillColor('#555555').text(texts.code);
    doc
      .font('bold')
      .fontSize(24)
      .fillColor(primary)
      .text(formatVoucherCode(page.code), { characterSpacing: 1 });

    doc.moveDown(0.4).font('regular').fontSize(10).fillColor('#555555').text(texts.validUntil);
    doc
      .font('bold')
      .fontSize(12)
      .fillColor('#111111')
      .text(page.validUntil ? formatDay(page.validUntil, language) : texts.noLimit);

    doc.image(qrCodes[i]!, width - 196, 80, { width: 160, height: 160 });
    doc
      .font('regular')
      .fontSize(9)
      .fillColor('#333333')
      .text(texts.howTo, 36, height - 92, { width: width - 72 });
    doc
      .fontSize(9)
      .fillColor('#777777')
      .text(texts.footer, 36, height - 50, { width: width - 72 });
  });
  doc.end();
  return finished;
}
