import type { FastifyBaseLogger } from 'fastify';
import { formatDate, formatLastValidDay } from '@tribuna/common/dateFormat';
import { renewalFailedEmailTexts } from '@tribuna/common/i18n/orderEmail';
import type { Language } from '@tribuna/common/schemas/common';
import type { Tx } from '../../db/client';
import { ProductError } from '../../errors';
import type { Mailer } from '../../integrations/mail/mail';
import { mailHtml } from '../../integrations/mail/mailHtml';
import type { LineKind, RenewalItem } from '../lineKind';
import type { OrdersService } from '../orders/orders.service';
import type { SubscriptionsService } from '../../modules/subscriptions/subscriptions.service';
import type { UsersService } from '../../modules/users/users.service';
import type { WaitingRoomsService } from '../../modules/waitingRooms/waitingRooms.service';

/** The line kind of a membership: its `refUuid` is the uuid of the price variant bought. */
export const SUBSCRIPTION_LINE = 'subscription';

/** A renewing membership is charged this long before its period ends. */
export const RENEWAL_LEAD_MS = 2 * 24 * 60 * 60_000;

/**
 * Selling memberships through orders: the line kind `subscription` prices a price variant in the
 * order's currency, checks the plan's rules before the buyer pays, activates the membership in the
 * transaction that accepts the order, and renews a renewing periodic one on the card of its first
 * payment. A renewal that cannot be charged ends the membership at its period's end, and the user
 * is told by e-mail in their language. A membership whose sale has a waiting room enters an order
 * only with the buyer's pass of that room (`requirePasses`); its buyer is done with the room once
 * the order is accepted.
 */
export function createMembershipKind(deps: {
  subscriptions: SubscriptionsService;
  orders: Pick<OrdersService, 'linesOfKind'>;
  users: Pick<UsersService, 'get'>;
  mailer: Mailer;
  log: FastifyBaseLogger;
  waitingRooms?: Pick<WaitingRoomsService, 'requirePasses' | 'markDone'>;
  renewalLeadMs?: number;
}): {
  kind: string;
  lineKind: LineKind;
  /** The orders' gate: memberships of a room's sale need the buyer's pass (`waitingRoomPassRequired`). */
  requirePasses: (
    userUuid: string | null,
    lines: readonly { kind: string; refUuid: string }[],
    pass: string | undefined,
    tx: Tx,
  ) => Promise<void>;
} {
  const { subscriptions } = deps;
  const leadMs = deps.renewalLeadMs ?? RENEWAL_LEAD_MS;

  /** The membership a renewal key names: `<user subscription uuid>:<end of the period charged>`. */
  const membershipOf = (item: RenewalItem) => item.key.slice(0, item.key.indexOf(':'));

  async function tellRenewalFailed(item: RenewalItem, endsAt: Date | null) {
    const { email, language } = item;
    if (!email) return;
    const texts = renewalFailedEmailTexts[language];
    const body = texts.body
      .replace('{{plan}}', item.label)
      .replace('{{date}}', endsAt ? formatLastValidDay(endsAt) : formatDate(new Date()));
    const paragraphs = [texts.greeting, body, texts.action, texts.signature];
    await deps.mailer.send({
      to: email,
      subject: texts.subject,
      text: paragraphs.join('\n\n'),
      html: mailHtml(language, paragraphs),
    });
  }

  async function requirePasses(
    userUuid: string | null,
    lines: readonly { kind: string; refUuid: string }[],
    pass: string | undefined,
    tx: Tx,
  ) {
    if (!deps.waitingRooms) return;
    const prices = new Set(lines.filter((line) => line.kind === SUBSCRIPTION_LINE).map((l) => l.refUuid));
    if (prices.size === 0) return;
    // A price variant that does not exist is refused by `price` later (`subscriptionPriceNotFound`).
    const plans = await Promise.all([...prices].map((price) => subscriptions.planOfPrice(price, tx)));
    const subjects = [...new Set(plans.filter((plan): plan is string => plan !== null))];
    await deps.waitingRooms.requirePasses(userUuid, subjects, pass, tx);
  }

  const lineKind: LineKind = {
    async price(refUuid, currency, ctx) {
      const sale = await subscriptions.forSale(refUuid, currency, ctx.language, ctx.tx);
      if (sale.amount === null)
        throw new ProductError('currencyNotSupported', { currency, priceUuid: refUuid });
      // A renewing periodic plan's first payment registers the card for the later periods.
      return { unitAmount: sale.amount, label: sale.label, recurring: sale.recurring };
    },

    async validate(lines, ctx) {
      if (!ctx.userUuid)
        throw new ProductError('unauthorized', undefined, 'A membership is bought by a signed-in user.');
      const seen = new Set<string>();
      for (const line of lines) {
        // One membership of a plan at a time: two of it in one order is one too many.
        if (line.quantity !== 1 || seen.has(line.refUuid))
          throw new ProductError('subscriptionAlreadyExists', { priceUuid: line.refUuid });
        seen.add(line.refUuid);
        await subscriptions.assertCanBuy(ctx.userUuid, line.refUuid, ctx.tx);
        // The interest kept from before the login (spec section 4) has become an order.
        await subscriptions.forgetPreRegisteredPrice(ctx.userUuid, line.refUuid, ctx.tx);
      }
    },

    async fulfil(order, line, tx, payment) {
      if (!order.userUuid) throw new Error(`Order ${order.uuid} sells a membership to nobody`);
      await subscriptions.activate(
        {
          userUuid: order.userUuid,
          priceUuid: line.refUuid,
          source: { type: 'order', uuid: order.uuid },
          // Renewals are charged on the card of a recurring first payment; without one it just ends.
          renewing: payment.recurringMaster,
        },
        tx,
      );
      // A buyer let in by the membership's waiting room is done with it: the room counts them apart.
      const plan = await subscriptions.planOfPrice(line.refUuid, tx);
      if (plan) await deps.waitingRooms?.markDone(order.userUuid, [plan], tx, 'subscription');
    },

    async dueRenewals() {
      const items: RenewalItem[] = [];
      for (const membership of await subscriptions.dueForRenewal(leadMs)) {
        if (!membership.sourceUuid || !membership.validTo) continue;
        const bought = await deps.orders.linesOfKind(membership.sourceUuid, SUBSCRIPTION_LINE);
        const line = bought?.lines.find((l) => l.refUuid === membership.priceUuid && l.recurring);
        if (!bought || !line) {
          deps.log.warn(
            { membership: membership.uuid },
            'A renewing membership has no recurring first payment',
          );
          continue;
        }
        const { order } = bought;
        // The user is written to at their address and in their language now, not the order's.
        const user = await deps.users.get(membership.userUuid).catch(() => null);
        const language: Language = user?.language ?? order.language;
        const sale = await subscriptions
          .forSale(membership.priceUuid, order.currency, language)
          .catch(() => null);
        if (!sale?.amount) {
          deps.log.warn({ membership: membership.uuid }, 'A renewing membership has no price to charge');
          continue;
        }
        items.push({
          key: `${membership.uuid}:${membership.validTo.toISOString()}`,
          refUuid: membership.priceUuid,
          masterLineUuid: line.uuid,
          amount: sale.amount,
          currency: order.currency,
          label: sale.label,
          userUuid: membership.userUuid,
          email: user?.email ?? order.email,
          language,
        });
      }
      return items;
    },

    async renewed(item, _order, tx: Tx) {
      await subscriptions.extend(membershipOf(item), undefined, tx);
    },

    /**
     * A refunded membership ends now or at the end of its period (a permanent one has none: now);
     * its renewals stop either way. A renewal's line names the membership it extended.
     */
    async takeBack(order, line, options, tx) {
      const renewal = line.renewalKey ? (line.data as { renewal?: RenewalItem } | null)?.renewal : undefined;
      const membership = renewal
        ? await subscriptions.findUserSubscription(membershipOf(renewal), tx)
        : await subscriptions.membershipOfOrder(order.uuid, tx);
      if (!membership) {
        deps.log.warn({ order: order.uuid, line: line.uuid }, 'A refunded membership line has no membership');
        return;
      }
      const at =
        options.membershipEnd === 'periodEnd' && membership.validTo ? membership.validTo : new Date();
      await subscriptions.endAt(membership.uuid, at, tx);
    },

    async renewalFailed(item, _order, tx: Tx) {
      const membership = await subscriptions.findUserSubscription(membershipOf(item), tx);
      if (!membership) return;
      const ended = membership.validTo
        ? await subscriptions.endAt(membership.uuid, membership.validTo, tx)
        : membership;
      try {
        await tellRenewalFailed(item, ended.validTo);
      } catch (error) {
        // The membership's end stands; a lost e-mail is logged, it does not undo it.
        deps.log.error({ err: error, membership: membership.uuid }, 'The failed renewal e-mail was not sent');
      }
    },
  };

  return { kind: SUBSCRIPTION_LINE, lineKind, requirePasses };
}
