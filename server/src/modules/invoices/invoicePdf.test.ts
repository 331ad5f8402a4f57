import { describe, expect, it } from 'vitest';
import type { Invoice } from '@tribuna/common/schemas/invoices';
import { pdfText } from '../../../test/pdfText';
import { renderInvoicePdf } from './invoicePdf';

/** The amounts written on the line of the scarf, up to the total to pay (whatever their format). */
const amountsOfLine = (text: string) =>
  text.slice(text.indexOf('Šála 2 '), text.indexOf('Celkem k úhradě')).split('Kč').length - 1;

const invoice = (vatPayer: boolean, language: 'cs' | 'sk'): Invoice => ({
  uuid: '0b7f3c1e-2a4d-4f6b-8c9d-1e2f3a4b5c6d',
  number: language === 'cs' ? '126000007' : '226000003',
  orderUuid: '1c8f3c1e-2a4d-4f6b-8c9d-1e2f3a4b5c6d',
  userUuid: null,
  currency: language === 'cs' ? 'CZK' : 'EUR',
  language,
  issuedOn: '2026-11-27',
  taxableSupplyOn: '2026-11-27',
  variableSymbol: language === 'cs' ? '126000007' : '226000003',
  paymentMethod: 'card',
  supplier: {
    name: 'FK Žďár nad Sázavou, z. s.',
    address: 'Libušínská 1, 591 01 Žďár nad Sázavou',
    ico: '12345678',
    dic: vatPayer ? 'CZ12345678' : null,
    vatPayer,
  },
  buyer: {
    kind: 'person',
    name: 'Jana Nováková',
    email: 'jana@example.com',
    street: null,
    city: null,
    zip: null,
    ico: null,
    dic: null,
  },
  lines: [
    {
      label: 'Šála',
      kind: 'test_item',
      quantity: 2,
      unitAmount: 45_000,
      vatRate: vatPayer ? 21 : 0,
      base: vatPayer ? 74_380 : 90_000,
      vat: vatPayer ? 15_620 : 0,
      total: 90_000,
    },
  ],
  vatRecap: vatPayer ? [{ vatRate: 21, base: 74_380, vat: 15_620, total: 90_000 }] : [],
  total: 90_000,
  createdAt: '2026-11-27T10:00:00.000Z',
});

describe('the invoice PDF', () => {
  it("titles a non-payer's invoice an invoice, not a tax document, and tells no VAT (cs)", async () => {
    const text = await pdfText(await renderInvoicePdf(invoice(false, 'cs')));
    expect(text).toContain('Faktura 126000007');
    expect(text).toContain('Dodavatel není plátcem DPH.');
    expect(text).toContain('Datum uskutečnění plnění');
    // The unit price and the line's total only.
    expect(amountsOfLine(text)).toBe(2);
    expect(text).toContain('Celkem k úhradě');
    for (const absent of ['daňový doklad', 'zdanitelného', 'Sazba DPH', 'Základ', 'Rekapitulace DPH', '%']) {
      expect(text).not.toContain(absent);
    }
  });

  it("titles a non-payer's invoice an invoice, not a tax document, and tells no VAT (sk)", async () => {
    const text = await pdfText(await renderInvoicePdf(invoice(false, 'sk')));
    expect(text).toContain('Faktúra 226000003');
    expect(text).toContain('Dodávateľ nie je platiteľom DPH.');
    for (const absent of ['daňový doklad', 'Sadzba DPH', 'Rekapitulácia DPH', '%']) {
      expect(text).not.toContain(absent);
    }
  });

  it("keeps a VAT payer's invoice a tax document with each line's VAT and the recapitulation", async () => {
    const cs = await pdfText(await renderInvoicePdf(invoice(true, 'cs')));
    expect(cs).toContain('Faktura – daňový doklad 126000007');
    expect(cs).toContain('Datum uskutečnění zdanitelného plnění');
    expect(cs).toMatch(/Šála 2 .+ Kč 21 % .+ Kč .+ Kč .+ Kč/);
    expect(cs).toContain('Sazba DPH');
    expect(cs).toContain('Rekapitulace DPH');
    expect(cs).not.toContain('není plátcem');
    const sk = await pdfText(await renderInvoicePdf(invoice(true, 'sk')));
    expect(sk).toContain('Faktúra – daňový doklad 226000003');
    expect(sk).toContain('Rekapitulácia DPH');
  });
});
