import { createHash, randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { formatPragueDateIn } from '@tribuna/common/dateFormat';
import { fillIn } from '@tribuna/common/i18n/eventNoticeEmail';
import { ticketPlaceTexts, ticketTransferEmailTexts } from '@tribuna/common/i18n/ticketTransferEmail';
import { pathFor } from '@tribuna/common/routes';
import { translate, type Language } from '@tribuna/common/schemas/common';
import type {
  MyTicket,
  MyTicketsQuery,
  TicketEventSummary,
  TicketHistory,
  TicketHistoryEntry,
  TicketHistoryUser,
  TicketTransfer,
  TicketTransferOffer,
  TicketTransferStatus,
  TicketWalletAvailability,
} from '@tribuna/common/schemas/tickets';
import type { Tx } from '../../db/client';
import type { EventCategoryRow, EventRow, TicketRow, TicketTransferRow, UserRow } from '../../db/schema';
import type { Transaction } from '../../domain';
import { ProductError } from '../../errors';
import type { Mailer } from '../../integrations/mail/mail';
import type { AuditChange } from '../auditLog/auditLog.service';
import type { SectionNaming } from './sectionNames';
import type { TicketSigner } from './ticketSigning';
import type { TicketTransfersRepository } from './ticketTransfers.repository';
import type { TicketsRepository } from './tickets.repository';
import { generateTicketCode, type TicketEvents } from './tickets.service';

/** What the transfers need of the users domain. */
export interface TransferUsers {
  get(uuid: string, tx?: Tx): Promise<UserRow>;
  findMany(uuids: readonly string[], tx?: Tx): Promise<UserRow[]>;
  findByEmail(email: string): Promise<UserRow | null>;
}

/** What domains after this one add to a holder's tickets (registered as they are created). */
export interface TicketExtras {
  /** Whether the wallets can take these tickets (the wallet domain's; none: both false). */
  wallet?: (rows: TicketRow[]) => Promise<Map<string, TicketWalletAvailability>>;
  /** The season ticket each of these tickets comes from, named in the language (the seasons domain's). */
  seasons?: (rows: TicketRow[], language: Language) => Promise<Map<string, { uuid: string; name: string }>>;
}

/** The transfer window of an event: open or not now, and until when. */
export function transferWindow(event: EventRow, now: Date): { open: boolean; until: Date | null } {
  if (!event.transfersAllowed || event.cancelledAt) return { open: false, until: null };
  const until = event.transfersUntil ?? event.startsAt;
  return { open: now < until, until };
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');
const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();
const fullName = (user: UserRow) => [user.firstName, user.lastName].filter(Boolean).join(' ').trim() || null;

export const toTicketTransfer = (row: TicketTransferRow): TicketTransfer => ({
  uuid: row.uuid,
  ticketUuid: row.ticketUuid,
  status: row.status,
  toEmail: row.toEmail,
  createdAt: row.createdAt.toISOString(),
  settledAt: row.settledAt?.toISOString() ?? null,
});

const noWallet: TicketWalletAvailability = { apple: false, google: false };

/**
 * Passing a ticket on: its holder offers it by e-mail; whoever opens the link and signs
 * in takes it. Taking it gives the ticket a new version, code and QR payload, so the sender's code
 * admits no one any more (the gate compares versions, online and in its offline list). The ticket
 * stays on the sender's order (the money is theirs), but it shows there as passed on.
 */
export function createTicketTransfers(deps: {
  tickets: TicketsRepository;
  transfers: TicketTransfersRepository;
  signer: TicketSigner;
  events: TicketEvents;
  withSectionNames: SectionNaming;
  users: TransferUsers;
  mailer: Mailer;
  audit: { record(change: AuditChange): Promise<unknown> };
  publicUrl: string;
  transaction: Transaction;
  log: FastifyBaseLogger;
  /** After the commit of an accepted transfer: the wallets stop admitting the old pass (never throws). */
  passedOn?: () => void;
  now?: () => Date;
}) {
  const { tickets, transfers } = deps;
  const now = deps.now ?? (() => new Date());
  const extras: TicketExtras = {};

  async function eventOf(eventUuid: string, tx?: Tx) {
    const found = await deps.events.forTickets(eventUuid, tx);
    if (!found) throw new ProductError('eventNotFound', { uuid: eventUuid });
    return found;
  }

  const summary = (event: EventRow, language: Language): TicketEventSummary => ({
    uuid: event.uuid,
    name: translate(event.name, language),
    venue: event.venue,
    startsAt: event.startsAt.toISOString(),
    endsAt: event.endsAt.toISOString(),
  });

  const categoryName = (categories: EventCategoryRow[], key: string, language: Language) => {
    const category = categories.find((c) => c.key === key);
    return category ? translate(category.name, language) : key;
  };

  /** Whether this holder's ticket may be offered now; the refusal otherwise. */
  function refusalToOffer(ticket: TicketRow, event: EventRow): ProductError | null {
    if (ticket.voidedAt) return new ProductError('ticketVoided', { uuid: ticket.uuid });
    if (ticket.checkedAt) return new ProductError('ticketAlreadyUsed', { uuid: ticket.uuid });
    if (!transferWindow(event, now()).open)
      return new ProductError('ticketTransferClosed', { eventUuid: event.uuid });
    return null;
  }

  const audited = (
    actor: UserRow,
    action: string,
    route: string,
    ticket: TicketRow,
    before: Record<string, unknown> | null,
    after: Record<string, unknown>,
  ) =>
    deps.audit
      .record({
        actor: { uuid: actor.uuid, email: actor.email },
        resource: 'tickets',
        recordId: ticket.uuid,
        action,
        route,
        before,
        after,
      })
      // The transfer stands: a lost audit entry is logged, never a failed transfer.
      .catch((error: unknown) => deps.log.error({ err: error, ticket: ticket.uuid }, 'audit of a transfer'));

  async function sendOffer(
    transfer: TicketTransferRow,
    token: string,
    ticket: TicketRow,
    sender: UserRow,
    language: Language,
  ) {
    const { event, categories } = await eventOf(ticket.eventUuid);
    const [named] = await deps.withSectionNames([ticket], language);
    const texts = ticketTransferEmailTexts[language];
    const place = fillIn(
      ticket.seatId ? ticketPlaceTexts[language].seat : ticketPlaceTexts[language].admission,
      {
        category: categoryName(categories, ticket.category, language),
        section: named?.section ?? '',
        row: ticket.row ?? '',
        seat: ticket.seatLabel ?? '',
      },
    );
    const link = `${deps.publicUrl}${pathFor('app-ticketTransfer', language === 'sk' ? 'sk' : 'cs', { token })}`;
    const until = transferWindow(event, now()).until ?? event.startsAt;
    const values = {
      from: fullName(sender) ?? sender.email,
      event: translate(event.name, language),
      date: formatPragueDateIn(language, event.startsAt, { time: true }),
      venue: event.venue,
      place,
      until: formatPragueDateIn(language, until, { time: true }),
      link,
    };
    const paragraphs = [texts.greeting, texts.body, texts.accept, texts.howItWorks, texts.signature].map(
      (p) => fillIn(p, values),
    );
    const text = paragraphs.join('\n\n');
    const escape = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
    const html = `<!doctype html><html lang="${language}"><body style="font-family: sans-serif; line-height: 1.5">${text
      .split('\n\n')
      .map((p) =>
        p === link ? `<p><a href="${escape(link)}">${escape(link)}</a></p>` : `<p>${escape(p)}</p>`,
      )
      .join('')}</body></html>`;
    await deps.mailer.send({ to: transfer.toEmail, subject: fillIn(texts.subject, values), text, html });
  }

  /**
   * A transfer as its link shows it: `expired` when still open but it can no longer be accepted (the
   * event takes no transfers now, or the ticket was used, voided or moved on since it was offered).
   */
  const statusOf = (transfer: TicketTransferRow, ticket: TicketRow, event: EventRow): TicketTransferStatus =>
    transfer.status === 'pending' &&
    (!transferWindow(event, now()).open ||
      ticket.voidedAt !== null ||
      ticket.checkedAt !== null ||
      ticket.version !== transfer.fromVersion)
      ? 'expired'
      : transfer.status;

  async function findByToken(token: string, tx?: Tx) {
    const hash = hashToken(token);
    const transfer = tx
      ? await transfers.findByTokenHashForUpdate(hash, tx)
      : await transfers.findByTokenHash(hash);
    if (!transfer) throw new ProductError('ticketTransferNotFound');
    return transfer;
  }

  /** The holder's tickets as the account shows them. */
  async function toMyTickets(rows: TicketRow[], language: Language): Promise<MyTicket[]> {
    const named = await deps.withSectionNames(rows, language);
    const eventInfo = new Map<string, { event: EventRow; categories: EventCategoryRow[] }>();
    for (const row of rows)
      if (!eventInfo.has(row.eventUuid)) eventInfo.set(row.eventUuid, await eventOf(row.eventUuid));
    const [pending, wallet, seasons] = await Promise.all([
      transfers.pendingOf(rows.map((row) => row.uuid)),
      extras.wallet ? extras.wallet(rows) : Promise.resolve(new Map<string, TicketWalletAvailability>()),
      extras.seasons
        ? extras.seasons(rows, language)
        : Promise.resolve(new Map<string, { uuid: string; name: string }>()),
    ]);
    return named.map((row) => {
      const { event, categories } = eventInfo.get(row.eventUuid)!;
      const window = transferWindow(event, now());
      const open = pending.get(row.uuid);
      return {
        uuid: row.uuid,
        code: row.code,
        qrPayload: row.qrPayload,
        version: row.version,
        event: summary(event, language),
        category: row.category,
        categoryName: categoryName(categories, row.category, language),
        seatId: row.seatId,
        section: row.section,
        row: row.row,
        seatLabel: row.seatLabel,
        holderName: row.holderName,
        // A ticket never passed on is its buyer's, on their order; one passed on is on someone else's.
        orderUuid: row.version === 1 ? row.orderUuid : null,
        checkedAt: row.checkedAt?.toISOString() ?? null,
        voided: row.voidedAt !== null,
        voidedAt: row.voidedAt?.toISOString() ?? null,
        transferable: window.open && !row.voidedAt && !row.checkedAt,
        transferableUntil: window.until?.toISOString() ?? null,
        pendingTransfer: open ? toTicketTransfer(open) : null,
        season: seasons.get(row.uuid) ?? null,
        wallet: wallet.get(row.uuid) ?? noWallet,
      };
    });
  }

  return {
    /** Domains created after this one add what they know of a holder's tickets. */
    extend(more: TicketExtras) {
      Object.assign(extras, more);
    },

    /**
     * `POST /tickets/{uuid}/transfers`: offers the caller's ticket to an e-mail and sends it the
     * link. `ticketNotFound` for a ticket that is not the caller's; 409 `ticketVoided`,
     * `ticketAlreadyUsed`, `ticketTransferClosed`, `ticketTransferToSelf`, `ticketTransferPending`.
     */
    async offer(
      caller: UserRow,
      ticketUuid: string,
      email: string,
      language: Language,
    ): Promise<TicketTransfer> {
      if (sameEmail(email, caller.email)) throw new ProductError('ticketTransferToSelf');
      const recipient = await deps.users.findByEmail(email.trim().toLowerCase());
      const token = randomBytes(32).toString('base64url');
      const { transfer, ticket } = await deps.transaction(async (tx) => {
        const ticket = await tickets.findForUpdate(ticketUuid, tx);
        if (!ticket || ticket.holderUuid !== caller.uuid)
          throw new ProductError('ticketNotFound', { uuid: ticketUuid });
        const refusal = refusalToOffer(ticket, (await eventOf(ticket.eventUuid, tx)).event);
        if (refusal) throw refusal;
        const transfer = await transfers.insert(
          {
            ticketUuid,
            fromUserUuid: caller.uuid,
            toEmail: email.trim(),
            tokenHash: hashToken(token),
            fromVersion: ticket.version,
            language: recipient?.language ?? language,
          },
          tx,
        );
        if (!transfer) throw new ProductError('ticketTransferPending', { uuid: ticketUuid });
        return { transfer, ticket };
      });
      try {
        await sendOffer(transfer, token, ticket, caller, transfer.language);
      } catch (error) {
        // An offer nobody was told of would block the ticket: take it back and say so.
        await transfers.settle(transfer.uuid, { status: 'cancelled' });
        deps.log.error({ err: error, transfer: transfer.uuid }, 'The ticket transfer e-mail was not sent');
        throw new ProductError('serviceUnavailable', { reason: 'mail' });
      }
      await audited(caller, 'transferOffer', 'POST /api/v1/tickets/{uuid}/transfers', ticket, null, {
        transfer: transfer.uuid,
        toEmail: transfer.toEmail,
        version: ticket.version,
      });
      return toTicketTransfer(transfer);
    },

    /** `DELETE /tickets/{uuid}/transfers`: the sender takes the open offer back (`ticketTransferNotFound`: none). */
    async cancel(caller: UserRow, ticketUuid: string): Promise<void> {
      const open = await transfers.findPending(ticketUuid);
      if (!open || open.fromUserUuid !== caller.uuid)
        throw new ProductError('ticketTransferNotFound', { uuid: ticketUuid });
      const settled = await transfers.settle(open.uuid, { status: 'cancelled' });
      if (!settled) throw new ProductError('ticketTransferNotFound', { uuid: ticketUuid });
      const ticket = await tickets.findByUuid(ticketUuid);
      if (ticket)
        await audited(
          caller,
          'transferCancel',
          'DELETE /api/v1/tickets/{uuid}/transfers',
          ticket,
          { transfer: open.uuid, status: 'pending' },
          { transfer: open.uuid, status: 'cancelled' },
        );
    },

    /** `GET /ticket-transfers/{token}`: what the link offers, whatever became of it. */
    async describe(token: string, language: Language): Promise<TicketTransferOffer> {
      const transfer = await findByToken(token);
      const ticket = await tickets.findByUuid(transfer.ticketUuid);
      if (!ticket) throw new ProductError('ticketTransferNotFound');
      const { event, categories } = await eventOf(ticket.eventUuid);
      const [named] = await deps.withSectionNames([ticket], language);
      const [sender] = transfer.fromUserUuid ? await deps.users.findMany([transfer.fromUserUuid]) : [];
      return {
        status: statusOf(transfer, ticket, event),
        event: summary(event, language),
        category: ticket.category,
        categoryName: categoryName(categories, ticket.category, language),
        seatId: ticket.seatId,
        section: named?.section ?? null,
        row: ticket.row,
        seatLabel: ticket.seatLabel,
        fromName: sender ? (fullName(sender) ?? sender.email) : '',
        toEmail: transfer.toEmail,
        acceptUntil: (transferWindow(event, now()).until ?? event.startsAt).toISOString(),
      };
    },

    /**
     * `POST /ticket-transfers/{token}/accept`: the signed-in caller takes the ticket, in one
     * transaction under the transfer's lock (of two accepts at once the second finds it accepted).
     * The same caller accepting again gets the ticket again; anyone else `ticketTransferAlreadyAccepted`.
     */
    async accept(caller: UserRow, token: string, language: Language): Promise<MyTicket> {
      const { ticket, before } = await deps.transaction(async (tx) => {
        const transfer = await findByToken(token, tx);
        const current = await tickets.findForUpdate(transfer.ticketUuid, tx);
        if (!current) throw new ProductError('ticketTransferNotFound');
        if (transfer.status === 'accepted') {
          if (transfer.toUserUuid === caller.uuid && current.holderUuid === caller.uuid)
            return { ticket: current, before: null };
          throw new ProductError('ticketTransferAlreadyAccepted');
        }
        if (transfer.status === 'cancelled') throw new ProductError('ticketTransferCancelled');
        if (transfer.fromUserUuid === caller.uuid) throw new ProductError('ticketTransferToSelf');
        const { event } = await eventOf(current.eventUuid, tx);
        // The sender no longer holds it as offered (it was refunded, released, or moved on).
        if (current.holderUuid !== transfer.fromUserUuid || current.version !== transfer.fromVersion) {
          await transfers.settle(transfer.uuid, { status: 'cancelled' }, tx);
          throw new ProductError('ticketTransferCancelled');
        }
        const refusal = refusalToOffer(current, event);
        if (refusal) throw refusal;
        const code = generateTicketCode();
        const passed = await tickets.passOn(
          current.uuid,
          transfer.fromVersion,
          {
            holderUuid: caller.uuid,
            holderName: fullName(caller),
            code,
            qrPayload: deps.signer.sign({
              v: 1,
              e: current.eventUuid,
              t: current.uuid,
              c: code,
              s: current.seatId,
              n: transfer.fromVersion + 1,
            }),
          },
          tx,
        );
        // Under the ticket's lock the gate's check-in waits for us, so this answers only a race lost before it.
        if (!passed) throw new ProductError('ticketAlreadyUsed', { uuid: current.uuid });
        await transfers.settle(transfer.uuid, { status: 'accepted', toUserUuid: caller.uuid }, tx);
        return { ticket: passed, before: current };
      });
      if (before) deps.passedOn?.();
      if (before)
        await audited(
          caller,
          'transferAccept',
          'POST /api/v1/ticket-transfers/{token}/accept',
          ticket,
          { holderUuid: before.holderUuid, version: before.version },
          { holderUuid: ticket.holderUuid, version: ticket.version },
        );
      return (await toMyTickets([ticket], language))[0]!;
    },

    /** `GET /auth/tickets`: the tickets the caller holds, by their events' start. */
    async mine(caller: UserRow, query: MyTicketsQuery, language: Language): Promise<MyTicket[]> {
      const mine = await toMyTickets(await tickets.ofHolder(caller.uuid), language);
      const at = now().getTime();
      const upcoming = (ticket: MyTicket) => Date.parse(ticket.event.endsAt) > at;
      const chosen = mine.filter((ticket) =>
        query.period === 'all' ? true : query.period === 'upcoming' ? upcoming(ticket) : !upcoming(ticket),
      );
      const starts = (ticket: MyTicket) => Date.parse(ticket.event.startsAt);
      return chosen.sort((a, b) =>
        upcoming(a) !== upcoming(b)
          ? upcoming(a)
            ? -1
            : 1
          : upcoming(a)
            ? starts(a) - starts(b)
            : starts(b) - starts(a),
      );
    },

    /** `GET /admin/tickets/{uuid}/history`: issued, offered, passed on, checked in, voided. */
    async history(ticketUuid: string): Promise<Omit<TicketHistory, 'ticket'> & { row: TicketRow }> {
      const row = await tickets.findByUuid(ticketUuid);
      if (!row) throw new ProductError('ticketNotFound', { uuid: ticketUuid });
      const [offers, checkIns] = await Promise.all([
        transfers.ofTicket(ticketUuid),
        tickets.checkInsOf(ticketUuid),
      ]);
      const userUuids = new Set<string>();
      const add = (uuid: string | null) => uuid && userUuids.add(uuid);
      add(row.holderUuid);
      for (const offer of offers) {
        add(offer.fromUserUuid);
        add(offer.toUserUuid);
      }
      for (const checkIn of checkIns) add(checkIn.checkedBy);
      const users = new Map((await deps.users.findMany([...userUuids])).map((user) => [user.uuid, user]));
      const person = (uuid: string | null): TicketHistoryUser | null => {
        const user = uuid ? users.get(uuid) : undefined;
        return user ? { uuid: user.uuid, email: user.email, name: fullName(user) } : null;
      };
      const entry = (at: Date, kind: TicketHistoryEntry['kind'], over: Partial<TicketHistoryEntry> = {}) => ({
        at: at.toISOString(),
        kind,
        user: null,
        toUser: null,
        toEmail: null,
        gate: null,
        version: null,
        reason: null,
        ...over,
      });
      // Who got it first: the sender of its first accepted transfer, else whoever holds it now.
      const firstAccepted = offers.find((offer) => offer.status === 'accepted');
      const entries: TicketHistoryEntry[] = [
        entry(row.createdAt, 'issued', {
          user: person(firstAccepted ? firstAccepted.fromUserUuid : row.holderUuid),
          version: 1,
        }),
      ];
      for (const offer of offers) {
        entries.push(
          entry(offer.createdAt, 'transferOffered', {
            user: person(offer.fromUserUuid),
            toEmail: offer.toEmail,
            version: offer.fromVersion,
          }),
        );
        if (offer.status === 'accepted' && offer.settledAt)
          entries.push(
            entry(offer.settledAt, 'transferAccepted', {
              user: person(offer.fromUserUuid),
              toUser: person(offer.toUserUuid),
              toEmail: offer.toEmail,
              version: offer.fromVersion + 1,
            }),
          );
        if (offer.status === 'cancelled' && offer.settledAt)
          entries.push(
            entry(offer.settledAt, 'transferCancelled', {
              user: person(offer.fromUserUuid),
              toEmail: offer.toEmail,
              version: offer.fromVersion,
            }),
          );
      }
      for (const checkIn of checkIns)
        entries.push(
          entry(checkIn.checkedAt, checkIn.doubleAdmission ? 'doubleAdmission' : 'checkedIn', {
            user: person(checkIn.checkedBy),
            gate: checkIn.gate,
          }),
        );
      if (row.voidedAt) entries.push(entry(row.voidedAt, 'voided', { reason: row.voidReason }));
      entries.sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
      return { row, holder: person(row.holderUuid), entries };
    },
  };
}

export type TicketTransfers = ReturnType<typeof createTicketTransfers>;
