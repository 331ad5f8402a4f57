import type { CreateRefundBody, MembershipEnd, Refund } from '@tribuna/common/schemas/refunds';
import type { OrderLine } from '@tribuna/common/schemas/orders';

/** What the staff member refunds: the whole order, the lines they pick, or an amount that takes nothing back. */
export type RefundScope = 'order' | 'lines' | 'amount';

export interface RefundFormValues {
  scope: RefundScope;
  lines: string[];
  /** As typed, in major units ("150", "99,50"). */
  amount: string;
  reason: string;
  membershipEnd: MembershipEnd;
  allowUsedTickets: boolean;
}

export const emptyRefundForm: RefundFormValues = {
  scope: 'order',
  lines: [],
  amount: '',
  reason: '',
  membershipEnd: 'now',
  allowUsedTickets: false,
};

/** An amount typed in crowns or euros ("1 290", "99,50", "99.5") in minor units; null when it is not one. */
export function parseAmount(typed: string): number | null {
  const normalized = typed.replace(/[\s\u00a0]/g, '').replace(',', '.');
  if (!/^\d+(\.\d{1,2})?$/.test(normalized)) return null;
  const minor = Math.round(Number(normalized) * 100);
  return minor > 0 ? minor : null;
}

/** The refunds of an order that count (a failed one took nothing back). */
const counting = (refunds: readonly Refund[]) => refunds.filter((refund) => refund.status !== 'failed');

/** The order's lines already in a refund that counts: they cannot be refunded again. */
export function refundedLineUuids(refunds: readonly Refund[]): Set<string> {
  return new Set(counting(refunds).flatMap((refund) => refund.lines.map((line) => line.orderLineUuid)));
}

/** What can still be returned: what was paid less what the counting refunds return. */
export function refundableAmount(total: number, refunds: readonly Refund[]): number {
  return Math.max(0, total - counting(refunds).reduce((sum, refund) => sum + refund.amount, 0));
}

/** The lines a refund would take back: the picked ones, or every line not refunded yet for the whole order. */
export function linesTakenBack(
  values: RefundFormValues,
  lines: readonly OrderLine[],
  refunded: ReadonlySet<string>,
): OrderLine[] {
  if (values.scope === 'amount') return [];
  if (values.scope === 'lines') return lines.filter((line) => values.lines.includes(line.uuid));
  return lines.filter((line) => !refunded.has(line.uuid));
}

/** The request's body, or null while the form is not complete. */
export function refundBody(
  values: RefundFormValues,
  uuid: string,
  maxAmount: number,
): CreateRefundBody | null {
  const reason = values.reason.trim();
  if (reason === '') return null;
  const common = {
    uuid,
    reason,
    membershipEnd: values.membershipEnd,
    allowUsedTickets: values.allowUsedTickets,
  };
  if (values.scope === 'order') return common;
  if (values.scope === 'lines') return values.lines.length > 0 ? { ...common, lines: values.lines } : null;
  const amount = parseAmount(values.amount);
  return amount !== null && amount <= maxAmount ? { ...common, amount } : null;
}
