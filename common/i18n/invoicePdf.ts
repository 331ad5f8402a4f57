import type { Language } from '../schemas/common';
import type { InvoicePaymentMethod } from '../schemas/invoices';

/** Texts of the invoice PDF, in the order's language (the tax document follows the buyer's). */
export interface InvoicePdfTexts {
  /** A VAT payer's invoice is a tax document (cs § 29 ZDPH, sk § 74 ZDPH) … */
  title: string;
  /** … a non-payer's is an invoice only, with no VAT in it. */
  nonPayerTitle: string;
  supplier: string;
  buyer: string;
  ico: string;
  dic: string;
  notVatPayer: string;
  issuedOn: string;
  taxableSupplyOn: string;
  /** The day of the supply on a non-payer's invoice, which makes no taxable supply. */
  supplyOn: string;
  variableSymbol: string;
  paymentMethod: string;
  paymentMethods: Record<InvoicePaymentMethod, string>;
  orderNumber: string;
  item: string;
  quantity: string;
  unitPrice: string;
  vatRate: string;
  base: string;
  vat: string;
  total: string;
  vatRecap: string;
  totalToPay: string;
  paid: string;
}

export const invoicePdfTexts: Record<Language, InvoicePdfTexts> = {
  cs: {
    title: 'Faktura – daňový doklad',
    nonPayerTitle: 'Faktura',
    supplier: 'Dodavatel',
    buyer: 'Odběratel',
    ico: 'IČO',
    dic: 'DIČ',
    notVatPayer: 'Dodavatel není plátcem DPH.',
    issuedOn: 'Datum vystavení',
    taxableSupplyOn: 'Datum uskutečnění zdanitelného plnění',
    supplyOn: 'Datum uskutečnění plnění',
    variableSymbol: 'Variabilní symbol',
    paymentMethod: 'Způsob úhrady',
    paymentMethods: { card: 'Platební kartou', bankTransfer: 'Bankovním převodem', staffGranted: 'Jinak' },
    orderNumber: 'Číslo objednávky',
    item: 'Položka',
    quantity: 'Množství',
    unitPrice: 'Cena za kus',
    vatRate: 'Sazba DPH',
    base: 'Základ',
    vat: 'DPH',
    total: 'Celkem',
    vatRecap: 'Rekapitulace DPH',
    totalToPay: 'Celkem k úhradě',
    paid: 'Uhrazeno – neplaťte.',
  },
  sk: {
    title: 'Faktúra – daňový doklad',
    nonPayerTitle: 'Faktúra',
    supplier: 'Dodávateľ',
    buyer: 'Odberateľ',
    ico: 'IČO',
    dic: 'DIČ',
    notVatPayer: 'Dodávateľ nie je platiteľom DPH.',
    issuedOn: 'Dátum vyhotovenia',
    taxableSupplyOn: 'Dátum dodania',
    supplyOn: 'Dátum dodania',
    variableSymbol: 'Variabilný symbol',
    paymentMethod: 'Spôsob úhrady',
    paymentMethods: { card: 'Platobnou kartou', bankTransfer: 'Bankovým prevodom', staffGranted: 'Inak' },
    orderNumber: 'Číslo objednávky',
    item: 'Položka',
    quantity: 'Množstvo',
    unitPrice: 'Cena za kus',
    vatRate: 'Sadzba DPH',
    base: 'Základ',
    vat: 'DPH',
    total: 'Spolu',
    vatRecap: 'Rekapitulácia DPH',
    totalToPay: 'Spolu na úhradu',
    paid: 'Uhradené – neplaťte.',
  },
  en: {
    title: 'Invoice – tax document',
    nonPayerTitle: 'Invoice',
    supplier: 'Supplier',
    buyer: 'Buyer',
    ico: 'Company ID',
    dic: 'Tax ID',
    notVatPayer: 'The supplier is not a VAT payer.',
    issuedOn: 'Date of issue',
    taxableSupplyOn: 'Date of taxable supply',
    supplyOn: 'Date of supply',
    variableSymbol: 'Variable symbol',
    paymentMethod: 'Payment method',
    paymentMethods: { card: 'Card', bankTransfer: 'Bank transfer', staffGranted: 'Other' },
    orderNumber: 'Order number',
    item: 'Item',
    quantity: 'Quantity',
    unitPrice: 'Unit price',
    vatRate: 'VAT rate',
    base: 'Base',
    vat: 'VAT',
    total: 'Total',
    vatRecap: 'VAT recapitulation',
    totalToPay: 'Total to pay',
    paid: 'Paid – do not pay.',
  },
};

/** The file name of an invoice's PDF (the same in every language: accountants file them by number). */
export const invoicePdfFileName = (number: string) => `faktura-${number}.pdf`;

/**
 * Texts of a credit note's PDF (the rest is the invoice's). A VAT payer's is a corrective tax
 * document: cs "opravný daňový doklad" (§ 45 ZDPH: it names the original tax document's number and
 * the differences of base and tax), sk "dobropis" (§ 71 ods. 2 ZDPH: the original invoice's number,
 * the reason and the differences). A non-payer issues no tax document, so theirs is a corrective
 * document ("opravný doklad") with no VAT in it.
 */
export interface CreditNotePdfTexts {
  title: string;
  nonPayerTitle: string;
  correctedInvoice: string;
  reason: string;
  refundMethod: string;
  /** The one line of a refund of an amount that takes nothing back. */
  partialRefund: string;
  totalRefunded: string;
  refunded: string;
}

export const creditNotePdfTexts: Record<Language, CreditNotePdfTexts> = {
  cs: {
    title: 'Opravný daňový doklad',
    nonPayerTitle: 'Opravný doklad',
    correctedInvoice: 'Číslo původního dokladu',
    reason: 'Důvod opravy',
    refundMethod: 'Způsob vrácení',
    partialRefund: 'Vrácení části platby',
    totalRefunded: 'Celkem vráceno',
    refunded: 'Částka se vrací způsobem, jakým byla zaplacena.',
  },
  sk: {
    title: 'Dobropis',
    nonPayerTitle: 'Opravný doklad',
    correctedInvoice: 'Číslo pôvodnej faktúry',
    reason: 'Dôvod opravy',
    refundMethod: 'Spôsob vrátenia',
    partialRefund: 'Vrátenie časti platby',
    totalRefunded: 'Spolu vrátené',
    refunded: 'Suma sa vracia spôsobom, akým bola zaplatená.',
  },
  en: {
    title: 'Credit note – tax document',
    nonPayerTitle: 'Credit note',
    correctedInvoice: 'Original invoice number',
    reason: 'Reason for the correction',
    refundMethod: 'Refund method',
    partialRefund: 'Partial refund of the payment',
    totalRefunded: 'Total refunded',
    refunded: 'The amount is returned the way it was paid.',
  },
};

/** The file name of a credit note's PDF (the same in every language, like an invoice's). */
export const creditNotePdfFileName = (number: string) => `opravny-doklad-${number}.pdf`;
