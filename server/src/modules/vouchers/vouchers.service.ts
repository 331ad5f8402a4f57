import type { FastifyBaseLogger } from 'fastify';
import { pathFor } from '@tribuna/common/routes';
import type { Language } from '@tribuna/common/schemas/common';
import type { Currency } from '@tribuna/common/schemas/orders';
import {
  voucherCreateInput,
  voucherUpdateInput,
  type AdminOrderVoucher,
  type AdminOrderVoucherDetail,
  type AdminOrderVoucherListQuery,
  type AdminVoucher,
  type AdminVoucherListQuery,
  type AppliedVoucher,
  type DeliveryAddress,
  type DeliveryIdentity,
  type DeliveryIdentityInput,
  type VoucherCreateInput,
  type VoucherCreator,
  type VoucherDeliveryType,
  type VoucherInvoice,
  type VoucherUpdateInput,
} from '@tribuna/common/schemas/vouchers';
import { deliveryIdentitySchema } from '@tribuna/common/schemas/vouchers';
import type { Tx } from '../../db/client';
import type { OrderVoucherDetailsRow, VoucherDeliveryIdentityRow, VoucherRow } from '../../db/schema';
import { isUniqueViolation } from '../../db/errors';
import { ProductError } from '../../errors';
import type { SubscriptionsService } from '../subscriptions/subscriptions.service';
import { createVoucherBatches } from './voucherBatches';
import { generateVoucherCode } from './voucherCodes';
import { renderVoucherPdf, type VoucherPage } from './voucherPdf';
import type { VouchersRepository } from './vouchers.repository';

/** A voucher bought by an order can be applied for a year. */
export const ORDER_VOUCHER_VALIDITY_DAYS = 365;
/** Codes a batch inserts per statement (its progress moves by this step). */
const BATCH_CHUNK = 50;
/** Tries to find free codes before giving up (a collision of 60-bit codes is already rare). */
const MAX_CODE_ROUNDS = 20;

interface NewCodes {
  subscriptionPriceUuid: string;
  count: number;
  isActive?: boolean;
  validUntil?: Date | null;
  createdBy: VoucherCreator;
  createdByUserUuid?: string | null;
  orderUuid?: string | null;
  orderLineUuid?: string | null;
  batchUuid?: string | null;
}

const iso = (date: Date | null) => date?.toISOString() ?? null;

interface PlanNames {
  subscriptionUuid: string;
  subscriptionName: string;
  priceLabel: string;
  voucherPurchasable: boolean;
  amount: number;
  currency: Currency;
}

export function toDeliveryIdentity(row: VoucherDeliveryIdentityRow): DeliveryIdentity {
  return {
    firstName: row.firstName,
    lastName: row.lastName,
    phone: row.phone,
    street: row.street,
    city: row.city,
    zip: row.zip,
    country: row.country,
  };
}

/**
 * Gift vouchers: codes that give the plan of a price variant to the user who applies one first.
 * Staff make them (one, or a batch in the background); a paid voucher order makes its own
 * (`fulfilOrderLine`, called by the voucher line kind in the order's transaction). Applying one
 * activates the membership through the subscriptions service, in the same transaction as the
 * claim, so a code is spent exactly when its membership starts.
 */
export function createVouchersService(deps: {
  vouchers: VouchersRepository;
  subscriptions: Pick<SubscriptionsService, 'byPrice' | 'activate'>;
  transaction: <T>(run: (tx: Tx) => Promise<T>) => Promise<T>;
  publicUrl?: string;
  log?: FastifyBaseLogger;
  now?: () => Date;
  /** Replaces the code generator (tests of collisions). */
  generateCode?: () => string;
}) {
  const repo = deps.vouchers;
  const now = deps.now ?? (() => new Date());
  const newCode = deps.generateCode ?? (() => generateVoucherCode());

  /** The plan and price names of a price variant in a language; null when the variant is gone. */
  async function planOf(priceUuid: string, language: Language = 'cs', tx?: Tx): Promise<PlanNames | null> {
    try {
      const { subscription, price } = await deps.subscriptions.byPrice(priceUuid, language, null, tx);
      return {
        subscriptionUuid: subscription.uuid,
        subscriptionName: subscription.name,
        priceLabel: price.label,
        voucherPurchasable: subscription.voucherPurchasable,
        amount: price.amount,
        currency: price.currency,
      };
    } catch (error) {
      if (error instanceof ProductError) return null;
      throw error;
    }
  }

  async function planNames(priceUuids: string[], tx?: Tx): Promise<Map<string, PlanNames | null>> {
    const unique = [...new Set(priceUuids)];
    const names: (PlanNames | null)[] = [];
    for (const uuid of unique) names.push(await planOf(uuid, 'cs', tx));
    return new Map(unique.map((uuid, i) => [uuid, names[i] ?? null]));
  }

  function toAdminVoucher(
    row: VoucherRow,
    names: Map<string, PlanNames | null>,
    deliveryType: VoucherDeliveryType | null = null,
  ): AdminVoucher {
    const plan = names.get(row.subscriptionPriceUuid) ?? null;
    return {
      uuid: row.uuid,
      code: row.code,
      subscriptionPriceUuid: row.subscriptionPriceUuid,
      subscriptionUuid: plan?.subscriptionUuid ?? null,
      subscriptionName: plan?.subscriptionName ?? null,
      priceLabel: plan?.priceLabel ?? null,
      orderUuid: row.orderUuid,
      batchUuid: row.batchUuid,
      claimed: row.claimedAt !== null,
      claimedByUserUuid: row.claimedByUserUuid,
      claimedAt: iso(row.claimedAt),
      isActive: row.isActive,
      validUntil: iso(row.validUntil),
      deliveryType,
      createdBy: row.createdBy,
      createdByUserUuid: row.createdByUserUuid,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    };
  }

  async function adminView(row: VoucherRow, tx?: Tx): Promise<AdminVoucher> {
    const details = row.orderUuid ? await repo.findOrderDetails(row.orderUuid, tx) : null;
    return toAdminVoucher(
      row,
      await planNames([row.subscriptionPriceUuid], tx),
      details?.deliveryType ?? null,
    );
  }

  /** A price variant staff or buyers may make vouchers for: it exists and its plan takes vouchers. */
  async function voucherablePlan(priceUuid: string, language: Language = 'cs', tx?: Tx): Promise<PlanNames> {
    const plan = await planOf(priceUuid, language, tx);
    if (!plan) throw new ProductError('subscriptionPriceNotFound', { uuid: priceUuid });
    if (!plan.voucherPurchasable)
      throw new ProductError('voucherInvalidType', { subscriptionPriceUuid: priceUuid });
    return plan;
  }

  /**
   * Inserts `count` vouchers with new codes; a code that is taken (by chance) is drawn again.
   * `onProgress` hears how many are made so far.
   */
  async function createCodes(
    spec: NewCodes,
    tx?: Tx,
    onProgress?: (done: number) => Promise<void>,
  ): Promise<VoucherRow[]> {
    const made: VoucherRow[] = [];
    let rounds = 0;
    while (made.length < spec.count) {
      if (rounds++ > MAX_CODE_ROUNDS + spec.count / BATCH_CHUNK) {
        throw new Error('No free voucher codes could be drawn.');
      }
      const wanted = Math.min(BATCH_CHUNK, spec.count - made.length);
      const codes = new Set<string>();
      while (codes.size < wanted) codes.add(newCode());
      const inserted = await repo.insertFree(
        [...codes].map((code) => ({
          code,
          subscriptionPriceUuid: spec.subscriptionPriceUuid,
          isActive: spec.isActive ?? true,
          validUntil: spec.validUntil ?? null,
          createdBy: spec.createdBy,
          createdByUserUuid: spec.createdByUserUuid ?? null,
          orderUuid: spec.orderUuid ?? null,
          orderLineUuid: spec.orderLineUuid ?? null,
          batchUuid: spec.batchUuid ?? null,
        })),
        tx,
      );
      made.push(...inserted);
      if (inserted.length > 0) await onProgress?.(made.length);
    }
    return made;
  }

  async function orderVoucherView(
    details: OrderVoucherDetailsRow,
    vouchers: VoucherRow[],
    names: Map<string, PlanNames | null>,
  ): Promise<AdminOrderVoucher> {
    return {
      uuid: details.orderUuid,
      paidAt: iso(details.paidAt),
      email: details.email,
      language: details.language,
      currency: details.currency,
      total: details.total,
      subscriptionPriceUuid: details.subscriptionPriceUuid,
      subscriptionName: names.get(details.subscriptionPriceUuid)?.subscriptionName ?? null,
      quantity: details.quantity,
      deliveryType: details.deliveryType,
      deliveryAddress: details.deliveryAddress
        ? { ...details.deliveryAddress, country: details.deliveryAddress.country ?? 'CZ' }
        : null,
      invoiceName: details.invoiceName,
      invoiceStreet: details.invoiceStreet,
      invoiceCity: details.invoiceCity,
      invoiceZip: details.invoiceZip,
      cin: details.cin,
      tin: details.tin,
      dispatchStatus:
        details.deliveryType === 'electronic' ? 'notRequired' : details.shippedAt ? 'shipped' : 'waiting',
      shippedAt: iso(details.shippedAt),
      shippedByUserUuid: details.shippedByUserUuid,
      codes: vouchers.map((v) => v.code),
      createdAt: details.createdAt.toISOString(),
    };
  }

  async function orderVoucherDetail(orderUuid: string): Promise<AdminOrderVoucherDetail> {
    const details = await repo.findOrderDetails(orderUuid);
    if (!details) throw new ProductError('voucherOrderNotFound', { uuid: orderUuid });
    const vouchers = await repo.ofOrders([orderUuid]);
    const names = await planNames([
      details.subscriptionPriceUuid,
      ...vouchers.map((v) => v.subscriptionPriceUuid),
    ]);
    return {
      ...(await orderVoucherView(details, vouchers, names)),
      vouchers: vouchers.map((v) => toAdminVoucher(v, names, details.deliveryType)),
    };
  }

  const batches = createVoucherBatches({ repo, createCodes, voucherablePlan, planOf, now, log: deps.log });

  /**
   * Where a voucher's QR code leads: the account page that applies it, on `origin` (the address the
   * PDF was downloaded from; PUBLIC_URL for the e-mail's attachment and in production).
   */
  const applyUrl = (code: string, language: Language, origin: string) =>
    `${origin}${pathFor('app-accountPage', language === 'sk' ? 'sk' : 'cs')}?preRegisteredVoucherCode=${code}`;

  async function pagesOf(
    rows: VoucherRow[],
    language: Language,
    origin = deps.publicUrl ?? '',
  ): Promise<VoucherPage[]> {
    const names = new Map<string, PlanNames | null>();
    for (const uuid of new Set(rows.map((row) => row.subscriptionPriceUuid))) {
      names.set(uuid, await planOf(uuid, language));
    }
    return rows.map((row) => ({
      code: row.code,
      planName: names.get(row.subscriptionPriceUuid)?.subscriptionName ?? '',
      priceLabel: names.get(row.subscriptionPriceUuid)?.priceLabel ?? null,
      validUntil: row.validUntil,
      applyUrl: applyUrl(row.code, language, origin),
    }));
  }

  return {
    /** The codes a paid voucher order made. */
    codesOfOrder: async (orderUuid: string) => (await repo.ofOrders([orderUuid])).map((row) => row.code),

    /** The company a voucher order asked to be invoiced to; null when it asked for none. */
    async invoiceDetailsOf(orderUuid: string, tx?: Tx) {
      const details = await repo.findOrderDetails(orderUuid, tx);
      if (!details?.invoiceName) return null;
      return {
        name: details.invoiceName,
        street: details.invoiceStreet,
        city: details.invoiceCity,
        zip: details.invoiceZip,
        ico: details.cin,
        dic: details.tin,
        email: details.email,
      };
    },

    preRegisteredCode: (userUuid: string, tx?: Tx) => repo.findPreRegisteredCode(userUuid, tx),

    /** Whether vouchers or voucher batches refer to any of these membership price variants. */
    refersToPrices: (priceUuids: readonly string[], tx?: Tx) => repo.refersToPrices(priceUuids, tx),

    /** The plan a voucher of this price variant buys, in `language`; refused when it takes no voucher. */
    voucherablePlan,

    createCodes,

    // --- Applying a code -----------------------------------------------------------------------
    deliveryIdentity: async (userUuid: string): Promise<DeliveryIdentity | null> => {
      const row = await repo.findDeliveryIdentity(userUuid);
      return row ? toDeliveryIdentity(row) : null;
    },

    async saveDeliveryIdentity(userUuid: string, input: DeliveryIdentityInput): Promise<DeliveryIdentity> {
      const values = deliveryIdentitySchema.parse(input);
      return toDeliveryIdentity(await repo.saveDeliveryIdentity(userUuid, values));
    },

    /**
     * Claims the code for the user and starts its membership, together. Refused with
     * `voucherDeliveryIdentityNotSet` (412) until the user's delivery identity is filled in;
     * `voucherNotFound`, `voucherCodeAlreadyClaimed`, `voucherNotActive` (switched off, past
     * its validity, or its order line's refund waits for the gateway), `voucherInvalidType` (its plan no longer takes vouchers).
     */
    async apply(userUuid: string, code: string, language: Language): Promise<AppliedVoucher> {
      return deps.transaction(async (tx) => {
        const voucher = await repo.lockByCode(code, tx);
        if (!voucher) throw new ProductError('voucherNotFound', { code });
        if (voucher.claimedAt) throw new ProductError('voucherCodeAlreadyClaimed', { code });
        const at = now();
        if (!voucher.isActive || voucher.refundPending || (voucher.validUntil && voucher.validUntil <= at)) {
          throw new ProductError('voucherNotActive', {
            code,
            ...(voucher.refundPending && { refundPending: true }),
            ...(voucher.validUntil && { validUntil: voucher.validUntil.toISOString() }),
          });
        }
        const plan = await planOf(voucher.subscriptionPriceUuid, language, tx);
        if (!plan || !plan.voucherPurchasable) throw new ProductError('voucherInvalidType', { code });
        if (!(await repo.findDeliveryIdentity(userUuid, tx)))
          throw new ProductError('voucherDeliveryIdentityNotSet', { code });
        const membership = await deps.subscriptions.activate(
          {
            userUuid,
            priceUuid: voucher.subscriptionPriceUuid,
            source: { type: 'voucher', uuid: voucher.uuid },
            now: at,
          },
          tx,
        );
        await repo.update(voucher.uuid, { claimedByUserUuid: userUuid, claimedAt: at }, tx);
        const pending = await repo.findPreRegisteredCode(userUuid, tx);
        if (pending === voucher.code) await repo.deletePreRegisteredCode(userUuid, tx);
        return {
          voucherUuid: voucher.uuid,
          code: voucher.code,
          subscriptionUuid: plan.subscriptionUuid,
          subscriptionName: plan.subscriptionName,
          userSubscriptionUuid: membership.uuid,
          validFrom: membership.validFrom.toISOString(),
          validTo: iso(membership.validTo),
        };
      });
    },

    // --- Voucher orders (the voucher line kind calls these) ----------------------------------------
    async recordOrder(
      values: {
        orderUuid: string;
        email: string;
        subscriptionPriceUuid: string;
        quantity: number;
        language: Language;
        currency: Currency;
        total: number;
        deliveryType: VoucherDeliveryType;
        deliveryAddress?: DeliveryAddress;
        invoice?: VoucherInvoice;
      },
      tx: Tx,
    ): Promise<void> {
      await repo.insertOrderDetails(
        {
          orderUuid: values.orderUuid,
          email: values.email,
          subscriptionPriceUuid: values.subscriptionPriceUuid,
          quantity: values.quantity,
          language: values.language,
          currency: values.currency,
          total: values.total,
          deliveryType: values.deliveryType,
          deliveryAddress: values.deliveryType === 'physical' ? (values.deliveryAddress ?? null) : null,
          invoiceName: values.invoice?.invoiceName ?? null,
          invoiceStreet: values.invoice?.invoiceStreet ?? null,
          invoiceCity: values.invoice?.invoiceCity ?? null,
          invoiceZip: values.invoice?.invoiceZip ?? null,
          cin: values.invoice?.cin ?? null,
          tin: values.invoice?.tin ?? null,
        },
        tx,
      );
    },

    /**
     * The codes of a paid voucher order line: made once (a repeated confirmation finds them), valid
     * for a year from the payment.
     */
    async fulfilOrderLine(
      order: { uuid: string },
      line: { uuid: string; refUuid: string; quantity: number },
      tx: Tx,
    ): Promise<VoucherRow[]> {
      const existing = await repo.ofOrderLine(line.uuid, tx);
      if (existing.length >= line.quantity) return existing;
      const at = now();
      const made = await createCodes(
        {
          subscriptionPriceUuid: line.refUuid,
          count: line.quantity - existing.length,
          validUntil: new Date(at.getTime() + ORDER_VOUCHER_VALIDITY_DAYS * 24 * 60 * 60_000),
          createdBy: 'order',
          orderUuid: order.uuid,
          orderLineUuid: line.uuid,
        },
        tx,
      );
      if (await repo.findOrderDetails(order.uuid, tx)) {
        await repo.updateOrderDetails(order.uuid, { paidAt: at }, tx);
      }
      return [...existing, ...made];
    },

    /**
     * A refund of an order line of vouchers may go ahead only while none of its codes is claimed
     * (what a claimed one granted is the claimer's): throws `voucherAlreadyClaimed`. The codes stay
     * locked until the transaction ends, so none is claimed meanwhile.
     */
    async assertRefundable(orderLineUuid: string, tx: Tx): Promise<void> {
      const claimed = (await repo.lockOfOrderLine(orderLineUuid, tx)).filter((row) => row.claimedAt);
      if (claimed.length > 0)
        throw new ProductError('voucherAlreadyClaimed', { codes: claimed.map((row) => row.code) });
    },

    /**
     * The order line's refund is recorded and waits for the gateway (seconds, or hours when its
     * answer is lost): its codes, unclaimed as `assertRefundable` found them, cannot be claimed
     * (`voucherNotActive`) until the refund fails (`restoreOfOrderLine`) or they are switched off
     * (`withdrawOfOrderLine`). Otherwise a code claimed meanwhile would be both used and paid back.
     */
    async withholdOfOrderLine(orderLineUuid: string, tx: Tx): Promise<string[]> {
      const rows = await repo.markRefundPendingOfOrderLine(orderLineUuid, true, tx);
      return rows.map((row) => row.code);
    },

    /** The order line's refund failed (declined): its withheld codes can be claimed again. */
    async restoreOfOrderLine(orderLineUuid: string, tx: Tx): Promise<string[]> {
      await repo.lockOfOrderLine(orderLineUuid, tx);
      const rows = await repo.markRefundPendingOfOrderLine(orderLineUuid, false, tx);
      return rows.map((row) => row.code);
    },

    /**
     * The refunded order line's codes nobody claimed are switched off (`voucherNotActive` from now
     * on). Answers the codes switched off and those claimed meanwhile (their membership stays).
     */
    async withdrawOfOrderLine(
      orderLineUuid: string,
      tx: Tx,
    ): Promise<{ deactivated: string[]; claimed: string[] }> {
      const rows = await repo.lockOfOrderLine(orderLineUuid, tx);
      const deactivated = await repo.deactivateUnclaimedOfOrderLine(orderLineUuid, tx);
      // Switched off for good: no longer waiting for the refund (staff switching one on claim it then).
      await repo.markRefundPendingOfOrderLine(orderLineUuid, false, tx);
      return {
        deactivated: deactivated.map((row) => row.code),
        claimed: rows.filter((row) => row.claimedAt).map((row) => row.code),
      };
    },

    /** The PDF of the vouchers of one order line (the confirmation e-mail's attachment). */
    async pdfOfOrderLine(
      lineUuid: string,
      language: Language,
    ): Promise<{ codes: string[]; pdf: Buffer } | null> {
      const rows = await repo.ofOrderLine(lineUuid);
      if (rows.length === 0) return null;
      return {
        codes: rows.map((r) => r.code),
        pdf: await renderVoucherPdf(await pagesOf(rows, language), language),
      };
    },

    /** `GET /vouchers/export-pdf/{uuid}`: whoever knows the voucher's uuid may print it. */
    async pdfOfVoucher(
      uuid: string,
      language: Language,
      origin?: string,
    ): Promise<{ code: string; pdf: Buffer }> {
      const row = await repo.findByUuid(uuid);
      if (!row) throw new ProductError('voucherNotFound', { uuid });
      return {
        code: row.code,
        pdf: await renderVoucherPdf(await pagesOf([row], language, origin), language),
      };
    },

    /** All vouchers of a paid order in one PDF; `voucherOrderNotFound` before it is paid. */
    async pdfOfOrder(orderUuid: string, language: Language, origin?: string): Promise<Buffer> {
      const rows = await repo.ofOrders([orderUuid]);
      if (rows.length === 0) throw new ProductError('voucherOrderNotFound', { uuid: orderUuid });
      return renderVoucherPdf(await pagesOf(rows, language, origin), language);
    },

    // --- Back office ------------------------------------------------------------------------------
    async list(query: AdminVoucherListQuery): Promise<{ data: AdminVoucher[]; total: number }> {
      const { rows, total } = await repo.list(query);
      const names = await planNames(rows.map((row) => row.subscriptionPriceUuid));
      const orderUuids = [...new Set(rows.flatMap((row) => (row.orderUuid ? [row.orderUuid] : [])))];
      const deliveries = new Map<string, VoucherDeliveryType>();
      for (const uuid of orderUuids) {
        const details = await repo.findOrderDetails(uuid);
        if (details) deliveries.set(uuid, details.deliveryType);
      }
      return {
        data: rows.map((row) =>
          toAdminVoucher(row, names, row.orderUuid ? (deliveries.get(row.orderUuid) ?? null) : null),
        ),
        total,
      };
    },

    async get(uuid: string): Promise<AdminVoucher> {
      const row = await repo.findByUuid(uuid);
      if (!row) throw new ProductError('voucherNotFound', { uuid });
      return adminView(row);
    },

    async create(staffUuid: string, input: VoucherCreateInput): Promise<AdminVoucher> {
      const values = voucherCreateInput.parse(input);
      await voucherablePlan(values.subscriptionPriceUuid);
      const common = {
        subscriptionPriceUuid: values.subscriptionPriceUuid,
        isActive: values.isActive,
        validUntil: values.validUntil ? new Date(values.validUntil) : null,
        createdBy: 'staff' as const,
        createdByUserUuid: staffUuid,
      };
      if (!values.code) {
        const [row] = await createCodes({ ...common, count: 1 });
        return adminView(row!);
      }
      const [row] = await repo.insertFree([{ ...common, code: values.code }]);
      if (!row)
        throw new ProductError('voucherCodeAlreadyClaimed', { code: values.code, reason: 'codeTaken' });
      return adminView(row);
    },

    async update(uuid: string, input: VoucherUpdateInput): Promise<AdminVoucher> {
      const values = voucherUpdateInput.parse(input);
      if (values.uuid !== undefined && values.uuid !== uuid)
        throw new ProductError('uuidInUrlAndUuidInBodyAreNotSame', { url: uuid, body: values.uuid });
      const row = await deps.transaction(async (tx) => {
        const current = await repo.lock(uuid, tx);
        if (!current) throw new ProductError('voucherNotFound', { uuid });
        if (current.subscriptionPriceUuid !== values.subscriptionPriceUuid) {
          if (current.claimedAt) throw new ProductError('voucherCodeAlreadyClaimed', { uuid });
          await voucherablePlan(values.subscriptionPriceUuid, 'cs', tx);
        }
        return repo.update(
          uuid,
          {
            subscriptionPriceUuid: values.subscriptionPriceUuid,
            isActive: values.isActive,
            ...(values.validUntil !== undefined && {
              validUntil: values.validUntil ? new Date(values.validUntil) : null,
            }),
          },
          tx,
        );
      });
      return adminView(row);
    },

    /** A claimed voucher stays (its membership refers to it); switch it off instead. */
    async remove(uuid: string): Promise<AdminVoucher> {
      return deps.transaction(async (tx) => {
        const current = await repo.lock(uuid, tx);
        if (!current) throw new ProductError('voucherNotFound', { uuid });
        if (current.claimedAt) throw new ProductError('voucherCodeAlreadyClaimed', { uuid });
        const view = await adminView(current, tx);
        try {
          await repo.delete(uuid, tx);
        } catch (error) {
          if (isUniqueViolation(error)) throw new ProductError('voucherCodeAlreadyClaimed', { uuid });
          throw error;
        }
        return view;
      });
    },

    ...batches,

    listOrderVouchers: async (query: AdminOrderVoucherListQuery) => {
      const { rows, total } = await repo.listOrderDetails(query);
      const vouchers = await repo.ofOrders(rows.map((r) => r.orderUuid));
      const names = await planNames(rows.map((r) => r.subscriptionPriceUuid));
      const data = await Promise.all(
        rows.map((details) =>
          orderVoucherView(
            details,
            vouchers.filter((v) => v.orderUuid === details.orderUuid),
            names,
          ),
        ),
      );
      return { data, total };
    },

    orderVoucherDetail,

    /** The dispatcher sent the printed vouchers of a paid order (or takes it back). */
    async markShipped(
      staffUuid: string,
      orderUuid: string,
      shipped: boolean,
    ): Promise<AdminOrderVoucherDetail> {
      await deps.transaction(async (tx) => {
        const details = await repo.findOrderDetails(orderUuid, tx);
        if (!details) throw new ProductError('voucherOrderNotFound', { uuid: orderUuid });
        if (details.deliveryType !== 'physical')
          throw new ProductError(
            'badRequest',
            { uuid: orderUuid, reason: 'notPhysical' },
            'Nothing to send.',
          );
        if (!details.paidAt)
          throw new ProductError('orderPaymentStatusConflict', { uuid: orderUuid, reason: 'notPaid' });
        await repo.updateOrderDetails(
          orderUuid,
          shipped
            ? { shippedAt: now(), shippedByUserUuid: staffUuid }
            : { shippedAt: null, shippedByUserUuid: null },
          tx,
        );
      });
      return orderVoucherDetail(orderUuid);
    },

    /** The demo data's voucher: one unclaimed code for the price variant, made on an empty database. */
    async demoVoucher(priceUuid: string): Promise<string | null> {
      if (await repo.any()) return null;
      const [row] = await createCodes({ subscriptionPriceUuid: priceUuid, count: 1, createdBy: 'staff' });
      return row?.code ?? null;
    },
  };
}

export type VouchersService = ReturnType<typeof createVouchersService>;
