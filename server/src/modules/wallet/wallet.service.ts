import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { translate, type Language } from '@tribuna/common/schemas/common';
import type { TicketWalletAvailability } from '@tribuna/common/schemas/tickets';
import type { Tx } from '../../db/client';
import type { EventRow, TicketRow, WalletPassRow } from '../../db/schema';
import { ProductError } from '../../errors';
import type { TicketEvents } from '../tickets/tickets.service';
import type { ApnsClient } from './apns';
import type { ApplePassMaker, PassState } from './applePass';
import type { GoogleTicketContent, GoogleWallet } from './googleWallet';
import type { WalletRepository } from './wallet.repository';

/** Passes told to the wallets in one turn of the job, at most (the rest in the next). */
const BATCH = 100;
/** The longest wait before a failed delivery is tried again. */
const MAX_RETRY_MS = 60 * 60_000;

/** What the wallets need of the tickets domain. */
export interface WalletTickets {
  /** The ticket; `ticketNotFound` otherwise. */
  find(uuid: string): Promise<TicketRow>;
  events: Pick<TicketEvents, 'forTickets' | 'sectionNames'>;
}

/** The Apple web service's refusal of a request its pass's token does not authorise. */
const unauthorized = () => new ProductError('unauthorized');

/**
 * Tickets as Apple Wallet passes and Google Wallet objects. The holder adds them from the account;
 * the wallet job tells the wallets when a pass stops admitting (the ticket voided or passed on, its event cancelled),
 * admits again (a refund declined) or its event moves (a new date or venue): Apple's devices through
 * its web service and a push, Google's objects and event classes through its REST API. Nothing here
 * runs in a sale or refund: the job compares the passes handed out with their tickets (a move marks
 * its event's passes in its own transaction: `eventMoved`). A transfer, refund, season release or
 * move `kick`s it after its commit, so that wallets hear of it at once rather than at the job's next
 * turn.
 */
export function createWalletService(deps: {
  repository: WalletRepository;
  tickets: WalletTickets;
  apple: { maker: ApplePassMaker; apns: ApnsClient; webServiceUrl: string; tokenKey: Buffer } | null;
  google: GoogleWallet | null;
  log: FastifyBaseLogger;
}) {
  const { repository } = deps;

  /** A turn of the job: marks the passes whose ticket changed, then tells the wallets of those due. */
  async function syncOnce(): Promise<number> {
    await repository.markChanged();
    let told = 0;
    const eventsTold = new Set<string>();
    for (const pass of await repository.due(BATCH)) if (await deliver(pass, eventsTold)) told += 1;
    return told;
  }

  // One turn at a time on this server: a kick during a turn runs one more after it (the turn may
  // have compared the passes before the kick's commit), however many kicks came meanwhile.
  let running: Promise<number> | null = null;
  let queued: Promise<number> | null = null;
  function sync(): Promise<number> {
    if (!running) {
      running = syncOnce().finally(() => {
        running = null;
      });
      return running;
    }
    queued ??= running
      .catch(() => 0)
      .then(() => {
        queued = null;
        return sync();
      });
    return queued;
  }
  let kicks: Promise<unknown> = Promise.resolve();

  /** What the ticket's pass of this version says (a cancelled event's ticket admits no one, as a voided one). */
  const stateOf = (ticket: TicketRow, version: number, event: EventRow): PassState =>
    ticket.version !== version ? 'passedOn' : ticket.voidedAt || event.cancelledAt ? 'voided' : 'valid';

  async function eventOf(ticket: TicketRow) {
    const found = await deps.tickets.events.forTickets(ticket.eventUuid);
    if (!found) throw new ProductError('eventNotFound', { uuid: ticket.eventUuid });
    return found;
  }

  /** What the ticket's pass of this version shows in the language. */
  async function contentOf(ticket: TicketRow, version: number, language: Language) {
    const found = await eventOf(ticket);
    const sections = ticket.section ? await deps.tickets.events.sectionNames(ticket.eventUuid) : null;
    const sectionName = ticket.section ? sections?.get(ticket.section) : undefined;
    const category = found.categories.find((c) => c.key === ticket.category);
    const state = stateOf(ticket, version, found.event);
    const content: GoogleTicketContent = {
      ticketUuid: ticket.uuid,
      eventUuid: ticket.eventUuid,
      version,
      code: ticket.code,
      qrPayload: ticket.qrPayload,
      state,
      eventName: translate(found.event.name, language),
      eventNames: found.event.name,
      startsAt: found.event.startsAt,
      endsAt: found.event.endsAt,
      venue: found.event.venue,
      section: sectionName ? translate(sectionName, language) : ticket.section,
      row: ticket.row,
      seatLabel: ticket.seatLabel,
      categoryName: category ? translate(category.name, language) : ticket.category,
      // A passed-on pass keeps no trace of who holds the ticket now.
      holderName: state === 'passedOn' ? null : ticket.holderName,
      language,
    };
    return content;
  }

  /** The caller's ticket, or `ticketNotFound` (someone else's ticket is as good as none). */
  async function heldBy(ticketUuid: string, userUuid: string): Promise<TicketRow> {
    const ticket = await deps.tickets.find(ticketUuid);
    if (ticket.holderUuid !== userUuid) throw new ProductError('ticketNotFound', { uuid: ticketUuid });
    return ticket;
  }

  // The pass's authentication token: the version it carries and a MAC of it, so that a device of
  // the old holder asks for (and gets) the old version, voided, never the new holder's.
  const tokenMac = (key: Buffer, ticketUuid: string, version: number) =>
    createHmac('sha256', key).update(`${ticketUuid}.${version}`).digest('base64url');
  const tokenFor = (key: Buffer, ticketUuid: string, version: number) =>
    `${version}.${tokenMac(key, ticketUuid, version)}`;

  /** The version an `Authorization: ApplePass <token>` header authorises for the pass; `unauthorized` otherwise. */
  function versionOf(authorization: string | undefined, passTypeId: string, ticketUuid: string): number {
    const apple = deps.apple;
    if (!apple || passTypeId !== apple.maker.passTypeId) throw unauthorized();
    const match = /^ApplePass (\d{1,9})\.([\w-]{43})$/.exec(authorization ?? '');
    if (!match) throw unauthorized();
    const version = Number(match[1]);
    const expected = Buffer.from(tokenMac(apple.tokenKey, ticketUuid, version));
    const given = Buffer.from(match[2]!);
    if (!timingSafeEqual(expected, given)) throw unauthorized();
    return version;
  }

  async function makeApplePass(ticket: TicketRow, version: number, language: Language): Promise<Buffer> {
    const apple = deps.apple!;
    return apple.maker.make(await contentOf(ticket, version, language), {
      url: apple.webServiceUrl,
      authenticationToken: tokenFor(apple.tokenKey, ticket.uuid, version),
    });
  }

  /**
   * Google's class of the pass's event is set to the event as it is now, once per turn of the job
   * (`eventsTold`): its date and venue are the class's, not the ticket object's.
   */
  async function tellGoogleEvent(google: GoogleWallet, pass: WalletPassRow, eventsTold: Set<string>) {
    const ticket = await deps.tickets.find(pass.ticketUuid);
    if (eventsTold.has(ticket.eventUuid)) return;
    await google.updateEvent(await contentOf(ticket, pass.version, pass.language));
    eventsTold.add(ticket.eventUuid);
  }

  /** Tells the wallets a pass's new state; answers which were told (the rest wait for a retry). */
  async function deliver(pass: WalletPassRow, eventsTold: Set<string>) {
    const told = { google: false, apple: false };
    try {
      if (pass.googlePending) {
        const google = deps.google;
        if (google) {
          // A pass that admits changes only as its event moves (or a declined refund restores it):
          // Apple's device fetches the whole pass again, Google's event class must be told.
          if (pass.active) await tellGoogleEvent(google, pass, eventsTold);
          await google.setState(pass.ticketUuid, pass.version, pass.active);
        }
        told.google = true;
      }
      if (pass.applePending) {
        const apple = deps.apple;
        for (const registration of apple
          ? await repository.registrationsOf(pass.ticketUuid, pass.version)
          : []) {
          const outcome = await apple!.apns.push(registration.pushToken);
          if (outcome === 'unregistered')
            await repository.forgetPushToken(pass.ticketUuid, registration.pushToken);
        }
        told.apple = true;
      }
      await repository.delivered(pass, told);
      return true;
    } catch (err) {
      deps.log.warn(
        { err, ticketUuid: pass.ticketUuid, version: pass.version },
        'A wallet pass update failed',
      );
      if (told.google || told.apple) await repository.delivered(pass, told);
      await repository.failed(pass, Math.min(MAX_RETRY_MS, 30_000 * 2 ** pass.attempts));
      return false;
    }
  }

  return {
    /** The wallets the server offers (a wallet not configured is never offered). */
    configured: { apple: deps.apple !== null, google: deps.google !== null },

    /** Which wallets each of these tickets can go to (a voided ticket to none). */
    availability(rows: readonly TicketRow[]): Map<string, TicketWalletAvailability> {
      return new Map(
        rows.map((row) => [
          row.uuid,
          { apple: deps.apple !== null && !row.voidedAt, google: deps.google !== null && !row.voidedAt },
        ]),
      );
    },

    /** The holder's ticket as an Apple Wallet pass, in their language. */
    async applePass(ticketUuid: string, holder: { uuid: string; language: Language }): Promise<Buffer> {
      if (!deps.apple) throw new ProductError('walletNotConfigured', { wallet: 'apple' });
      const ticket = await heldBy(ticketUuid, holder.uuid);
      const { event } = await eventOf(ticket);
      await repository.handedOut({
        ticketUuid: ticket.uuid,
        version: ticket.version,
        language: holder.language,
        active: stateOf(ticket, ticket.version, event) === 'valid',
        google: false,
      });
      return makeApplePass(ticket, ticket.version, holder.language);
    },

    /** The link that saves the holder's ticket to Google Wallet, in their language. */
    async googleLink(ticketUuid: string, holder: { uuid: string; language: Language }): Promise<string> {
      if (!deps.google) throw new ProductError('walletNotConfigured', { wallet: 'google' });
      const ticket = await heldBy(ticketUuid, holder.uuid);
      const { event } = await eventOf(ticket);
      await repository.handedOut({
        ticketUuid: ticket.uuid,
        version: ticket.version,
        language: holder.language,
        active: stateOf(ticket, ticket.version, event) === 'valid',
        google: true,
      });
      return deps.google.saveLink(await contentOf(ticket, ticket.version, holder.language));
    },

    // Apple's PassKit web service.

    /** A device registers for a pass's changes; answers whether the registration is new. */
    async register(request: {
      deviceLibraryId: string;
      passTypeId: string;
      serialNumber: string;
      authorization: string | undefined;
      pushToken: string;
    }): Promise<boolean> {
      const version = versionOf(request.authorization, request.passTypeId, request.serialNumber);
      if (!(await repository.find(request.serialNumber, version))) throw unauthorized();
      return repository.register({
        deviceLibraryId: request.deviceLibraryId,
        passTypeId: request.passTypeId,
        ticketUuid: request.serialNumber,
        version,
        pushToken: request.pushToken,
      });
    },

    async unregister(request: {
      deviceLibraryId: string;
      passTypeId: string;
      serialNumber: string;
      authorization: string | undefined;
    }): Promise<void> {
      versionOf(request.authorization, request.passTypeId, request.serialNumber);
      await repository.unregister(request.deviceLibraryId, request.passTypeId, request.serialNumber);
    },

    /** The device's passes changed since the tag (null: none), and the tag to ask with next. */
    async updated(
      deviceLibraryId: string,
      passTypeId: string,
      since: string | undefined,
    ): Promise<{ serialNumbers: string[]; lastUpdated: string } | null> {
      // A tag is ours (microseconds, 16 digits until the year 2286); anything else asks for all.
      const sinceMicros = since && /^\d{1,18}$/.test(since) ? BigInt(since) : null;
      const rows = await repository.updatedFor(deviceLibraryId, passTypeId, sinceMicros);
      if (rows.length === 0) return null;
      const last = rows.reduce((max, row) => (BigInt(row.changed) > max ? BigInt(row.changed) : max), 0n);
      return { serialNumbers: rows.map((row) => row.ticketUuid), lastUpdated: last.toString() };
    },

    /**
     * The latest pass of the version the token names (a passed-on version comes voided, without its
     * code), or `notModified` when it has not changed since `ifModifiedSince`.
     */
    async latest(request: {
      passTypeId: string;
      serialNumber: string;
      authorization: string | undefined;
      ifModifiedSince: string | undefined;
    }): Promise<{ pass: Buffer; lastModified: Date } | 'notModified'> {
      const version = versionOf(request.authorization, request.passTypeId, request.serialNumber);
      const stored = await repository.find(request.serialNumber, version);
      if (!stored) throw unauthorized();
      // HTTP dates have whole seconds, a pass's changes milliseconds. The pass is dated the second it
      // is made, rounded down, and is unchanged only if it changed before that second: a change later
      // in the same second as a download (a refund right after) is then never answered 304.
      const since = request.ifModifiedSince ? Date.parse(request.ifModifiedSince) : NaN;
      if (!Number.isNaN(since) && stored.changedAt.getTime() < since) return 'notModified';
      const lastModified = new Date(Math.floor(Date.now() / 1000) * 1000);
      const ticket = await deps.tickets.find(request.serialNumber);
      return { pass: await makeApplePass(ticket, version, stored.language), lastModified };
    },

    log(lines: readonly string[]): void {
      for (const line of lines) deps.log.warn({ wallet: 'apple' }, `Apple Wallet device: ${line}`);
    },

    /**
     * The wallet job: marks the passes whose ticket changed, then tells the wallets of those due.
     * Answers how many passes it told.
     */
    sync,

    /**
     * The event got a new date, end or venue (in the change's transaction): the passes of its
     * tickets are queued for the wallets, which fetch them again with the new date and venue; the
     * caller `kick`s after the commit. Answers how many passes.
     */
    eventMoved: (eventUuid: string, tx: Tx): Promise<number> => repository.eventChanged(eventUuid, tx),

    /**
     * Tickets changed (a transfer accepted, a refund, a season seat released): the wallets are told
     * now, after the caller's commit. Never throws; the job's next turn retries what fails.
     */
    kick(): void {
      kicks = sync().catch((err: unknown) => deps.log.error({ err }, 'The wallet passes were not updated'));
    },

    /** Resolves when the updates kicked so far were made (tests). */
    kicked: () => kicks,
  };
}

export type WalletService = ReturnType<typeof createWalletService>;

/** The key of the passes' authentication tokens, derived from the pass type's private key. */
export const appleTokenKey = (privateKeyPem: string): Buffer =>
  createHash('sha256').update('tribuna wallet pass tokens\n').update(privateKeyPem).digest();
