import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import type { OrderLineRow, OrderRow, UserRow } from '../../db/schema';
import type { PaymentAttemptRow, PaymentDecision } from '../payments/payments.service';
import type { RenewalItem } from '../lineKind';
import { flagReasons, type Acceptance, type Actor, type OrdersContext } from './context';
import { createOrderNotifications } from './notifications';

/**
 * Runs `run` in a savepoint of `tx`: what it wrote is undone if it throws. The savepoint is not
 * released (it ends with the transaction): one round trip fewer on every acceptance.
 */
async function inSavepoint<T>(tx: Tx, name: 'fulfil' | 'accepted', run: () => Promise<T>): Promise<T> {
  await tx.execute(sql.raw(`savepoint ${name}`));
  try {
    return await run();
  } catch (error) {
    await tx.execute(sql.raw(`rollback to savepoint ${name}`));
    throw error;
  }
}

const renewalOf = (line: OrderLineRow) =>
  line.renewalKey ? ((line.data as { renewal?: RenewalItem } | null)?.renewal ?? null) : null;

/**
 * How an order ends, shared by checkout, the sweepers, renewals and staff: a decided payment is
 * settled; an accepted order's lines are delivered (`fulfil`, or `renewed`) and its confirmation
 * e-mail is written to the outbox in the same transaction (`confirmLater`), sent after the commit
 * (`afterCommit`); a rejected one's lines give back what they held (`release`, `onRejected`,
 * `renewalFailed`).
 */
export function createAcceptance(ctx: OrdersContext) {
  const { orders, payments, lineKinds, changeStatus, now } = ctx;

  /**
   * Delivers every line (or renews it) in `tx`; a paid card master is kept for later periods.
   * Answers the lines (as priced: delivering changes none of what the acceptance's listeners read).
   */
  async function fulfil(order: OrderRow, attempt: PaymentAttemptRow | null, tx: Tx, known?: OrderLineRow[]) {
    const lines = known ?? (await orders.lines(order.uuid, tx));
    for (const line of lines) {
      const kind = lineKinds.forLine(line.kind);
      const renewal = renewalOf(line);
      if (renewal) {
        await kind.renewed?.(renewal, order, tx);
        continue;
      }
      const master = Boolean(line.recurring && attempt?.recurringMaster && attempt.status === 'paid');
      if (master && attempt) await payments.saveRecurringMaster(line.uuid, attempt.orderNumber, tx);
      await kind.fulfil(order, line, tx, {
        orderNumber: attempt ? String(attempt.orderNumber) : null,
        recurringMaster: master,
      });
    }
    return lines;
  }

  async function rejected(order: OrderRow, tx: Tx) {
    for (const line of await orders.lines(order.uuid, tx)) {
      const kind = lineKinds.forLine(line.kind);
      const renewal = renewalOf(line);
      if (renewal) await kind.renewalFailed?.(renewal, order, tx);
      else {
        await kind.release?.(order, line, tx);
        await kind.onRejected?.(order, line, tx);
      }
    }
  }

  /**
   * Records the gateway's decision on a locked, undecided attempt and what it means for the order.
   * A paid attempt is never dropped: whatever state the order is in, it is accepted and fulfilled
   * if possible, and flagged for staff when it came late, twice, or could not be delivered.
   */
  async function settle(
    attempt: PaymentAttemptRow,
    decision: PaymentDecision,
    actor: Actor,
    tx: Tx,
    locked?: { order: OrderRow; lines: OrderLineRow[]; user?: UserRow },
  ): Promise<{ order: OrderRow; acceptedNow: boolean }> {
    const at = now();
    const decided = { ...attempt, status: decision.status };
    const order = locked?.order ?? (await orders.lock(attempt.orderUuid, tx));
    if (!order) throw new Error(`Order ${attempt.orderUuid} of attempt ${attempt.orderNumber} is gone`);
    const paid =
      decision.status === 'paid' && order.status !== 'accepted' && order.status !== 'admin_granted';
    // A payment that accepts its order is recorded with the acceptance (one statement, below).
    if (!paid) await payments.record(attempt, decision, at, tx);
    if (decision.status !== 'paid') {
      // A card payment can be tried again; a renewal charge that was refused ends its order.
      if (attempt.kind === 'recurring' && order.status === 'pending') {
        const updated = await changeStatus(order, 'rejected', actor, 'renewalFailed', tx);
        await rejected(updated, tx);
        return { order: updated, acceptedNow: false };
      }
      return { order, acceptedNow: false };
    }
    if (!paid) {
      const flagged = await orders.update(
        order.uuid,
        { flaggedForStaff: true, flagReason: flagReasons.paidTwice },
        tx,
      );
      return { order: flagged, acceptedNow: false };
    }
    const late =
      order.status === 'rejected'
        ? order.expiresAt <= at
          ? flagReasons.paidAfterExpiry
          : flagReasons.paidAfterRejection
        : undefined;
    let lines: OrderLineRow[];
    try {
      lines = await inSavepoint(tx, 'fulfil', () => fulfil(order, decided, tx, locked?.lines));
    } catch (error) {
      ctx.log.error({ err: error, order: order.uuid }, 'A paid order could not be fulfilled');
      await payments.record(attempt, decision, at, tx);
      const flag = flagReasons.paidNotFulfilled;
      const updated =
        order.status === 'pending'
          ? await changeStatus(order, 'rejected', actor, 'paidNotFulfilled', tx, flag)
          : await orders.update(order.uuid, { flaggedForStaff: true, flagReason: flag }, tx);
      return { order: updated, acceptedNow: false };
    }
    // The payment, the order's acceptance, its history and its confirmation in the outbox (sent
    // if and only if the acceptance commits): one statement.
    const updated = await orders.settlePaid(
      {
        attempt: {
          uuid: attempt.uuid,
          status: decision.status,
          prCode: decision.prCode,
          srCode: decision.srCode,
          resultText: decision.resultText,
          gatewayAnswer: decision.answer,
        },
        order,
        status: 'accepted',
        flag: late,
        change: {
          actorKind: actor.kind,
          actorUuid: 'uuid' in actor ? actor.uuid : null,
          reason: late ?? 'paid',
        },
        notification: { kind: 'confirmation' },
        at,
      },
      tx,
    );
    try {
      // The invoice is issued here (its listeners fail in a savepoint of their own).
      const acceptance = { paidBy: 'card' as const, ...(locked?.user && { user: locked.user }) };
      await inSavepoint(tx, 'accepted', () => accepted(updated, acceptance, tx, lines));
    } catch (error) {
      // The payment stands; staff issue the document once the cause is mended.
      ctx.log.error({ err: error, order: order.uuid }, 'The invoice of a paid order was not issued');
      const flagged = await orders.update(
        order.uuid,
        { flaggedForStaff: true, flagReason: flagReasons.invoiceNotIssued },
        tx,
      );
      return { order: flagged, acceptedNow: true };
    }
    return { order: updated, acceptedNow: true };
  }

  /** Tells the acceptance's listeners in `tx` (with the order's lines, read unless given). */
  async function accepted(order: OrderRow, acceptance: Acceptance, tx: Tx, lines?: OrderLineRow[]) {
    if (ctx.onAccepted)
      await ctx.onAccepted(order, lines ?? (await orders.lines(order.uuid, tx)), acceptance, tx);
  }

  async function sendConfirmation(order: OrderRow): Promise<boolean> {
    const lines = await orders.lines(order.uuid);
    const attachments = [];
    for (const line of lines) {
      const files = await lineKinds.forLine(line.kind).attachments?.(order, line);
      if (files) attachments.push(...files);
    }
    if (ctx.documents) attachments.push(...(await ctx.documents(order)));
    return ctx.emails.sendConfirmation(order, lines, attachments);
  }

  /**
   * The confirmation of an order accepted in `tx`: written to the outbox there, so it is sent if
   * and only if the acceptance commits (and even when the invoice is not issued: `accepted`'s
   * listeners fail in a savepoint of their own).
   */
  const confirmLater = (order: OrderRow, tx: Tx) =>
    ctx.notifications.insert({ orderUuid: order.uuid, kind: 'confirmation' }, tx);

  /** Payments' answers being settled in this process now (buyers waiting): e-mails give way. */
  let answering = 0;
  async function answer<T>(run: () => Promise<T>): Promise<T> {
    answering++;
    try {
      return await run();
    } finally {
      answering--;
    }
  }

  const outbox = createOrderNotifications({
    repository: ctx.notifications,
    busy: () => answering > 0,
    log: ctx.log,
    now,
    ...(ctx.options.notifications && { options: ctx.options.notifications }),
    async send(row) {
      if (row.kind === 'creditNote') {
        const creditNoteUuid = row.payload.creditNoteUuid;
        if (creditNoteUuid && ctx.creditNoteEmail) await ctx.creditNoteEmail(creditNoteUuid);
        return;
      }
      const order = await orders.findByUuid(row.orderUuid);
      // An order deleted since has no one to tell.
      if (order) await sendConfirmation(order);
    },
  });

  /**
   * After a commit that accepted orders: their listeners' follow-up (the invoices' numbers) is
   * awaited, their e-mails go out in the background. A problem is logged, never undoes a payment
   * (the sweepers finish what is left).
   */
  async function afterCommit() {
    try {
      await ctx.afterAccepted?.();
    } catch (error) {
      ctx.log.error({ err: error }, 'What follows an acceptance failed; the sweepers finish it');
    }
    outbox.kick();
  }

  return {
    fulfil,
    rejected,
    settle,
    accepted,
    sendConfirmation,
    confirmLater,
    afterCommit,
    answer,
    /** After a commit that wrote to the outbox (a refund's credit note): sends it in the background. */
    kickNotifications: outbox.kick,
    /** The sweeper's turn: the e-mails due (a stopped server's, failed ones due again). */
    sendNotificationsDue: outbox.sendDueAfterRunning,
    notificationsSettled: outbox.settled,
  };
}

export type OrderAcceptance = ReturnType<typeof createAcceptance>;
