import type { InvoiceLine, InvoiceVatRow } from '@tribuna/common/schemas/invoices';
import type { Currency } from '@tribuna/common/schemas/orders';
import type { InvoiceRow } from '../../db/schema';

/** What a refund gives its credit note. */
export interface CreditNoteSource {
  refund: { uuid: string; amount: number; reason: string };
  order: { uuid: string };
  /**
   * The order's lines the refund takes back, each with the amount refunded of it; none for a
   * refund of an amount that takes nothing back.
   */
  lines: { kind: string; label: string; quantity: number; unitAmount: number; amount: number }[];
}

/** The series' first digit: credit notes have their own yearly series per currency (invoices 1 and 2). */
const seriesDigit: Record<Currency, string> = { CZK: '3', EUR: '4' };

/** `3260000042`: as an invoice's number (see `invoiceNumber`), in the credit notes' series. */
export const creditNoteNumber = (currency: Currency, year: number, sequence: number) =>
  `${seriesDigit[currency]}${String(year % 100).padStart(2, '0')}${String(sequence).padStart(6, '0')}`;

/** Prices include VAT: the base is what is left of the total at the rate, the VAT the rest. */
function split(total: number, rate: number) {
  const base = Math.round((total * 100) / (100 + rate));
  return { base, vat: total - base };
}

/** A negative correction of `amount` at `rate` (rounded as the positive amount would be). */
function negative(amount: number, rate: number) {
  const { base, vat } = split(amount, rate);
  return { base: -base, vat: -vat, total: -amount };
}

/**
 * `amount` shared out in proportion to `weights` (whole minor units; the last share takes what the
 * rounding left, so the shares add up to `amount`).
 */
function shares(amount: number, weights: number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  let left = amount;
  return weights.map((weight, i) => {
    if (i === weights.length - 1) return left;
    const share = sum === 0 ? 0 : Math.round((amount * weight) / sum);
    left -= share;
    return share;
  });
}

/**
 * The credit note's lines and VAT recapitulation: the negative corrections of the invoice's.
 * - The refund's lines keep the VAT rate their invoice line had (found by kind and label; a line
 *   the invoice does not show takes its kind's rate today, none for a non-payer). When the refund's
 *   amount is not the lines' sum (a part of the order was refunded earlier as an amount), the
 *   amount is shared out over the lines in proportion to theirs.
 * - A refund of an amount only is one line ("partial refund") per VAT rate of the invoice, the
 *   amount shared out in proportion to the invoice's recapitulation.
 * Each line returns: a negative quantity at a positive unit price, and negative base, VAT and total.
 */
export function correctionLines(
  invoice: Pick<InvoiceRow, 'lines' | 'vatRecap' | 'supplier'>,
  source: CreditNoteSource,
  partialRefundLabel: string,
  vatRateOf: (kind: string) => number,
): { lines: InvoiceLine[]; vatRecap: InvoiceVatRow[] } {
  const { amount } = source.refund;
  const rateOf = (kind: string, label: string) => {
    if (!invoice.supplier.vatPayer) return 0;
    const line =
      invoice.lines.find((l) => l.kind === kind && l.label === label) ??
      invoice.lines.find((l) => l.kind === kind);
    return line?.vatRate ?? vatRateOf(kind);
  };
  let lines: InvoiceLine[];
  if (source.lines.length > 0) {
    const sum = source.lines.reduce((total, line) => total + line.amount, 0);
    const amounts =
      sum === amount
        ? source.lines.map((line) => line.amount)
        : shares(
            amount,
            source.lines.map((line) => line.amount),
          );
    lines = source.lines.map((line, i) => {
      const refunded = amounts[i]!;
      const vatRate = rateOf(line.kind, line.label);
      const whole = refunded === line.quantity * line.unitAmount;
      return {
        label: line.label,
        kind: line.kind,
        quantity: whole ? -line.quantity : -1,
        unitAmount: whole ? line.unitAmount : refunded,
        vatRate,
        ...negative(refunded, vatRate),
      };
    });
  } else {
    const recap = invoice.vatRecap.filter((row) => row.total > 0);
    const rates = recap.length > 0 ? recap : [{ vatRate: 0, total: 1 }];
    const parts = shares(
      amount,
      rates.map((row) => row.total),
    );
    lines = rates.flatMap((row, i) => {
      const part = parts[i]!;
      if (part === 0) return [];
      const vatRate = invoice.supplier.vatPayer ? row.vatRate : 0;
      return [
        {
          label: partialRefundLabel,
          kind: 'partialRefund',
          quantity: -1,
          unitAmount: part,
          vatRate,
          ...negative(part, vatRate),
        },
      ];
    });
  }
  const byRate = new Map<number, number>();
  for (const line of lines) byRate.set(line.vatRate, (byRate.get(line.vatRate) ?? 0) + line.total);
  // The recapitulation's VAT is worked out from each rate's total, as the law counts it (the invoice's way).
  const vatRecap = [...byRate.entries()]
    .map(([vatRate, total]) => ({ vatRate, ...negative(-total, vatRate) }))
    .sort((a, b) => b.vatRate - a.vatRate);
  return { lines, vatRecap };
}
