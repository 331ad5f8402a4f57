import { voucherPdfTexts } from '@tribuna/common/i18n/voucherPdf';
import type { Language } from '@tribuna/common/schemas/common';
import { formatLastValidDay } from '@tribuna/common/dateFormat';
import { pdfColours, renderPassPdf } from '../../integrations/pdf/document';
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

/**
 * The vouchers as a PDF, one A5 landscape page each: brand, title, plan, the code as text and as a
 * QR code, validity and how to apply it. Text is real text (DejaVu embedded), not an image.
 */
export function renderVoucherPdf(pages: VoucherPage[], language: Language): Promise<Buffer> {
  const texts = voucherPdfTexts[language];
  return renderPassPdf({
    pages,
    title: texts.title,
    language,
    qr: (page) => page.applyUrl,
    qrPixels: 360,
    draw(doc, page, qr, { width, height }) {
      doc
        .fillColor(pdfColours.text)
        .font('bold')
        .fontSize(20)
        .text(texts.title, 36, 76, { width: width - 240 });
      doc
        .moveDown(0.4)
        .font('regular')
        .fontSize(11)
        .text(texts.intro, { width: width - 240 });

      doc.moveDown(0.8).font('regular').fontSize(10).fillColor(pdfColours.label).text(texts.plan);
      const plan = page.priceLabel ? `${page.planName} – ${page.priceLabel}` : page.planName;
      doc
        .font('bold')
        .fontSize(14)
        .fillColor(pdfColours.text)
        .text(plan, { width: width - 240 });

      doc.moveDown(0.6).font('regular').fontSize(10).fillColor(pdfColours.label).text(texts.code);
      doc
        .font('bold')
        .fontSize(24)
        .fillColor(pdfColours.brand)
        .text(formatVoucherCode(page.code), { characterSpacing: 1 });

      doc.moveDown(0.4).font('regular').fontSize(10).fillColor(pdfColours.label).text(texts.validUntil);
      doc
        .font('bold')
        .fontSize(12)
        .fillColor(pdfColours.text)
        .text(page.validUntil ? formatLastValidDay(page.validUntil) : texts.noLimit);

      // The code is also a link: a phone that opens the PDF applies the voucher with a tap.
      doc.image(qr, width - 196, 80, { width: 160, height: 160, link: page.applyUrl });
      doc
        .font('regular')
        .fontSize(9)
        .fillColor(pdfColours.note)
        .text(texts.howTo, 36, height - 92, { width: width - 72 });
      doc
        .fontSize(9)
        .fillColor(pdfColours.footer)
        .text(texts.footer, 36, height - 50, { width: width - 72 });
    },
  });
}
