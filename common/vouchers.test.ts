import { describe, expect, it } from 'vitest';
import { voucherInvoiceSchema, voucherOrderBody } from './schemas/vouchers';
import { isValidCin, zipPattern } from './validation';

describe('Czech company ID (IČO) checksum', () => {
  it('accepts IDs whose last digit is (11 - weighted sum mod 11) mod 10', () => {
    // Weighted sums (weights 8 to 2): 25596641 → 176 (mod 11 = 0, check 1); 00000019 → 2 (check 9);
    // 45274649 → 156 (mod 11 = 2, check 9).
    for (const valid of ['25596641', '00000019', '45274649', '00006947', '27074358']) {
      expect(isValidCin(valid), valid).toBe(true);
    }
  });

  it('refuses a wrong check digit, other lengths and letters', () => {
    for (const invalid of ['25596642', '00000018', '45274640', '2559664', '255966410', 'ABCDEFGH', '']) {
      expect(isValidCin(invalid), invalid).toBe(false);
    }
  });

  it('is checked by the invoice form, spaces ignored, with the formError key', () => {
    const invoice = {
      invoiceName: 'Klub přátel, z. s.',
      invoiceStreet: 'Nádražní 5',
      invoiceCity: 'Brno',
      invoiceZip: '602 00',
    };
    expect(voucherInvoiceSchema.parse({ ...invoice, cin: '255 96 641' }).cin).toBe('25596641');
    const bad = voucherInvoiceSchema.safeParse({ ...invoice, cin: '25596642' });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.message).toBe('formError.invalidCin');
    const city = voucherInvoiceSchema.safeParse({ ...invoice, invoiceCity: 'Brno 2', cin: '25596641' });
    expect(city.error?.issues[0]?.message).toBe('formError.invalidCityName');
    expect(voucherInvoiceSchema.parse({ ...invoice, cin: '25596641', tin: 'cz 25596641' }).tin).toBe(
      'CZ25596641',
    );
  });
});

describe('voucher order form', () => {
  const order = {
    subscriptionPriceUuid: '00000000-0000-4000-8000-000000000001',
    email: 'darce@example.com',
    deliveryType: 'electronic',
    consent: true,
  };

  it('needs a delivery address only for printed vouchers', () => {
    expect(voucherOrderBody.safeParse(order).success).toBe(true);
    const physical = voucherOrderBody.safeParse({ ...order, deliveryType: 'physical' });
    expect(physical.error?.issues[0]).toMatchObject({
      path: ['deliveryAddress'],
      message: 'formError.requiredError',
    });
    const address = { name: 'Jana Nová', street: 'Nádražní 5/12', city: 'Ústí nad Labem', zip: '40001' };
    expect(
      voucherOrderBody.safeParse({ ...order, deliveryType: 'physical', deliveryAddress: address }).success,
    ).toBe(true);
  });

  it('takes postcodes as five digits with an optional space', () => {
    for (const zip of ['602 00', '60200']) expect(zipPattern.test(zip), zip).toBe(true);
    for (const zip of ['6020', '602-00', 'ABCDE', '602 000']) expect(zipPattern.test(zip), zip).toBe(false);
  });
});
