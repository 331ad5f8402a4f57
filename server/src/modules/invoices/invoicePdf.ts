import { creditNotePdfTexts, invoicePdfTexts } from '@tribuna/common/i18n/invoicePdf';
import type { Language } from '@tribuna/common/schemas/common';
import type { Invoice, InvoiceDocument } from '@tribuna/common/schemas/invoices';
import { intlLocaleOf } from '@tribuna/common/languages';
import { formatMoney } from '@tribuna/common/money';
import { openPdf, pdfColours } from '../../integrations/pdf/document';

const dayFormats = new Map<Language, Intl.DateTimeFormat>();

/** A calendar day (`2026-03-05`) as the order's language writes it (each language's format made once). */
export function formatInvoiceDay(day: string, language: Language): string {
  let format = dayFormats.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(intlLocaleOf[language], { timeZone: 'UTC' });
    dayFormats.set(language, format);
  }
  return format.format(new Date(`${day}T00:00:00Z`));
}

/**
 * The invoice as an A4 PDF in the order's language: supplier and buyer, dates, variable symbol and
 * payment method, the lines, and the total. A VAT payer's is a tax document, with each line's VAT
 * rate, base and tax and the VAT recapitulation; a non-payer's may not look like one (Czech and
 * Slovak VAT acts: only a payer issues a tax document), so it is titled an invoice and tells no VAT.
 * Real text in DejaVu Sans, so Czech and Slovak diacritics survive copying and search.
 *
 * A credit note is drawn the same way under its own title, with the corrected invoice's number and
 * the reason of the correction; its lines and recapitulation are negative, its total what was
 * returned.
 */
export async function renderInvoicePdf(invoice: Invoice | InvoiceDocument): Promise<Buffer> {
  const language = invoice.language;
  const texts = invoicePdfTexts[language];
  const correction =
    'kind' in invoice && invoice.kind === 'creditNote'
      ? { texts: creditNotePdfTexts[language], invoice: invoice.correctedInvoice, reason: invoice.reason }
      : null;
  const money = (minor: number) => formatMoney(minor, invoice.currency, language);
  const { vatPayer } = invoice.supplier;
  const titles = correction?.texts ?? texts;
  const title = `${vatPayer ? titles.title : titles.nonPayerTitle} ${invoice.number}`;
  const { doc, finish } = openPdf({
    size: 'A4',
    margin: 48,
    info: { Title: title, Author: invoice.supplier.name },
    lang: language,
  });

  const left = 48;
  const width = doc.page.width - 96;
  const primary = pdfColours.brand;
  doc.rect(0, 0, doc.page.width, 64).fill(primary);
  doc.fillColor('#ffffff').font('bold').fontSize(18).text(title, left, 22, { width, lineBreak: false });

  const party = (x: number, title: string, lines: string[]) => {
    doc
      .font('regular')
      .fontSize(9)
      .fillColor(pdfColours.label)
      .text(title, x, 88, { width: width / 2 - 12 });
    doc.moveDown(0.2);
    lines.forEach((line, i) =>
      doc
        .font(i === 0 ? 'bold' : 'regular')
        .fontSize(i === 0 ? 12 : 10)
        .fillColor(pdfColours.text)
        .text(line, x, undefined, { width: width / 2 - 12 }),
    );
    return doc.y;
  };
  const { supplier, buyer } = invoice;
  const supplierBottom = party(left, texts.supplier, [
    supplier.name,
    supplier.address,
    `${texts.ico}: ${supplier.ico}`,
    ...(supplier.dic ? [`${texts.dic}: ${supplier.dic}`] : []),
    ...(vatPayer ? [] : [texts.notVatPayer]),
  ]);
  const buyerBottom = party(left + width / 2 + 12, texts.buyer, [
    buyer.name,
    ...(buyer.street ? [buyer.street] : []),
    ...(buyer.zip || buyer.city ? [[buyer.zip, buyer.city].filter(Boolean).join(' ')] : []),
    ...(buyer.ico ? [`${texts.ico}: ${buyer.ico}`] : []),
    ...(buyer.dic ? [`${texts.dic}: ${buyer.dic}`] : []),
    ...(buyer.email ? [buyer.email] : []),
  ]);

  let y = Math.max(supplierBottom, buyerBottom) + 20;
  const meta: [string, string][] = correction
    ? [
        [correction.texts.correctedInvoice, correction.invoice?.number ?? ''],
        [texts.issuedOn, formatInvoiceDay(invoice.issuedOn, language)],
        ...(vatPayer
          ? [[texts.taxableSupplyOn, formatInvoiceDay(invoice.taxableSupplyOn, language)] as [string, string]]
          : []),
        [correction.texts.reason, correction.reason ?? ''],
        [correction.texts.refundMethod, texts.paymentMethods[invoice.paymentMethod]],
        [texts.orderNumber, invoice.orderUuid],
      ]
    : [
        [texts.issuedOn, formatInvoiceDay(invoice.issuedOn, language)],
        [
          vatPayer ? texts.taxableSupplyOn : texts.supplyOn,
          formatInvoiceDay(invoice.taxableSupplyOn, language),
        ],
        [texts.variableSymbol, invoice.variableSymbol],
        [texts.paymentMethod, texts.paymentMethods[invoice.paymentMethod]],
        [texts.orderNumber, invoice.orderUuid],
      ];
  for (const [label, value] of meta) {
    doc.font('regular').fontSize(10).fillColor(pdfColours.label).text(label, left, y, { width: 220 });
    doc
      .font('bold')
      .fillColor(pdfColours.text)
      .text(value, left + 230, y, { width: width - 230 });
    y = doc.y + 4;
  }

  // Columns: item, quantity, unit price, (VAT rate, base, VAT,) total.
  // A credit note's amounts are negative: its base and VAT columns are a little wider.
  const wider = correction ? 10 : 0;
  const columns = vatPayer
    ? [
        { title: texts.item, width: 165 - 2 * wider, align: 'left' as const },
        { title: texts.quantity, width: 50, align: 'right' as const },
        { title: texts.unitPrice, width: 70, align: 'right' as const },
        { title: texts.vatRate, width: 45, align: 'right' as const },
        { title: texts.base, width: 60 + wider, align: 'right' as const },
        { title: texts.vat, width: 50 + wider, align: 'right' as const },
        { title: texts.total, width: width - 440, align: 'right' as const },
      ]
    : [
        { title: texts.item, width: 290, align: 'left' as const },
        { title: texts.quantity, width: 60, align: 'right' as const },
        { title: texts.unitPrice, width: 80, align: 'right' as const },
        { title: texts.total, width: width - 430, align: 'right' as const },
      ];
  const row = (cells: string[], bold = false) => {
    let x = left;
    let bottom = y;
    cells.forEach((cell, i) => {
      const column = columns[i]!;
      doc
        .font(bold ? 'bold' : 'regular')
        .fontSize(9)
        .fillColor(pdfColours.text)
        .text(cell, x, y, { width: column.width - 4, align: column.align });
      bottom = Math.max(bottom, doc.y);
      x += column.width;
    });
    y = bottom + 4;
  };
  y += 16;
  row(
    columns.map((c) => c.title),
    true,
  );
  doc
    .moveTo(left, y)
    .lineTo(left + width, y)
    .strokeColor('#999999')
    .stroke();
  y += 4;
  for (const line of invoice.lines) {
    if (y > doc.page.height - 160) {
      doc.addPage();
      y = 48;
    }
    row(
      vatPayer
        ? [
            line.label,
            String(line.quantity),
            money(line.unitAmount),
            `${line.vatRate} %`,
            money(line.base),
            money(line.vat),
            money(line.total),
          ]
        : [line.label, String(line.quantity), money(line.unitAmount), money(line.total)],
    );
  }
  doc
    .moveTo(left, y)
    .lineTo(left + width, y)
    .strokeColor('#999999')
    .stroke();
  y += 12;

  if (vatPayer) {
    doc.font('bold').fontSize(10).fillColor(pdfColours.text).text(texts.vatRecap, left, y);
    y = doc.y + 4;
    for (const recap of invoice.vatRecap) {
      row(['', '', '', `${recap.vatRate} %`, money(recap.base), money(recap.vat), money(recap.total)]);
    }
    y += 8;
  }
  doc
    .font('bold')
    .fontSize(14)
    .fillColor(primary)
    .text(
      `${correction ? correction.texts.totalRefunded : texts.totalToPay}: ${money(invoice.total)}`,
      left,
      y,
      {
        width,
        align: 'right',
      },
    );
  doc
    .moveDown(0.5)
    .font('regular')
    .fontSize(10)
    .fillColor(pdfColours.note)
    .text(correction ? correction.texts.refunded : texts.paid, { width, align: 'right' });
  return finish();
}
