import { translate, type Language, type LocaleMap } from '@tribuna/common/schemas/common';
import type {
  AlreadyCheckedDetails,
  CheckInResult,
  GateEvent,
  GatePackage,
  GateSyncResult,
  GateTicket,
  QueuedCheckIn,
} from '@tribuna/common/schemas/tickets';
import type { Tx } from '../../db/client';
import type { EventRow, TicketRow } from '../../db/schema';
import { ProductError } from '../../errors';
import { createSectionNaming } from './sectionNames';
import { claimVersion, type TicketSigner } from './ticketSigning';
import type { CheckInCounters, TicketsRepository } from './tickets.repository';

/** What the gate needs of the events domain (its service answers it). */
export interface GateEvents {
  forTickets(eventUuid: string): Promise<{ event: EventRow } | null>;
  forGate(): Promise<EventRow[]>;
  sectionNames(eventUuid: string, tx?: Tx): Promise<Map<string, LocaleMap>>;
}

export const toGateTicket = (row: TicketRow): GateTicket => ({
  uuid: row.uuid,
  code: row.code,
  category: row.category,
  seatId: row.seatId,
  section: row.section,
  row: row.row,
  seatLabel: row.seatLabel,
  holderName: row.holderName,
  checkedAt: row.checkedAt?.toISOString() ?? null,
  checkedGate: row.checkedGate,
  voidedAt: row.voidedAt?.toISOString() ?? null,
  version: row.version,
});

/** How a QR payload is made, for the check-in app (`n`: the version, absent = 1, must be the ticket's). */
export const TICKET_PAYLOAD_FORMAT =
  'base64url(JSON {v,e,t,c,s,n}).base64url(Ed25519 signature of the first part)';

/** A typed code as stored: upper case, without the spaces and dashes people add when reading it out. */
export const normaliseTicketCode = (input: string) => input.replace(/[\s-]+/g, '').toUpperCase();

/**
 * What a scan or a typed code names: a ticket of this event (at the version it names), one of
 * another, or nothing valid (a voided ticket, whose line was refunded, is invalid: its QR code is
 * still well signed; so is the QR code of a ticket passed on since, `superseded`).
 */
type Identified =
  | { kind: 'ticket'; row: TicketRow; version: number }
  | { kind: 'otherEvent'; eventUuid: string; row: TicketRow | null }
  | { kind: 'invalid'; reason: 'badSignature' | 'unknownCode' | 'unknownTicket' }
  | { kind: 'invalid'; reason: 'voided' | 'superseded'; row: TicketRow };

/**
 * Ticket checking at the gate (issue 9): a check-in admits a ticket once, whatever the number of
 * gates scanning it; a gate that lost its connection checks against a downloaded list and syncs
 * later, and a ticket that went in twice meanwhile is reported and kept, never hidden.
 */
export function createTicketGate(deps: {
  tickets: TicketsRepository;
  signer: TicketSigner;
  events: GateEvents;
  transaction: <T>(run: (tx: Tx) => Promise<T>) => Promise<T>;
}) {
  const { tickets } = deps;
  const withSectionNames = createSectionNaming(deps.events);
  /** A ticket as the gate shows it: its section by name. */
  const gateTicket = async (row: TicketRow, language: Language, tx?: Tx) =>
    toGateTicket((await withSectionNames([row], language, tx))[0]!);

  async function identify(eventUuid: string, input: string, tx?: Tx): Promise<Identified> {
    const text = input.trim();
    // A QR payload is `body.signature`; codes have no dot.
    if (text.includes('.')) {
      const claim = deps.signer.verify(text);
      if (!claim) return { kind: 'invalid', reason: 'badSignature' };
      const row = await tickets.findByUuid(claim.t, tx);
      if (claim.e !== eventUuid) return { kind: 'otherEvent', eventUuid: claim.e, row };
      if (!row) return { kind: 'invalid', reason: 'unknownTicket' };
      // Before the code: a transfer gives the ticket a new code as well as a new version.
      if (claimVersion(claim) !== row.version) return { kind: 'invalid', reason: 'superseded', row };
      if (row.code !== claim.c) return { kind: 'invalid', reason: 'unknownTicket' };
      if (row.voidedAt) return { kind: 'invalid', reason: 'voided', row };
      return { kind: 'ticket', row, version: row.version };
    }
    const row = await tickets.findByCode(normaliseTicketCode(text), tx);
    if (!row) return { kind: 'invalid', reason: 'unknownCode' };
    if (row.eventUuid !== eventUuid) return { kind: 'otherEvent', eventUuid: row.eventUuid, row };
    if (row.voidedAt) return { kind: 'invalid', reason: 'voided', row };
    return { kind: 'ticket', row, version: row.version };
  }

  async function requireEvent(eventUuid: string): Promise<EventRow> {
    const found = await deps.events.forTickets(eventUuid);
    if (!found) throw new ProductError('eventNotFound', { uuid: eventUuid });
    return found.event;
  }

  async function counters(eventUuid: string): Promise<CheckInCounters> {
    return (await tickets.counters([eventUuid])).get(eventUuid)!;
  }

  const toGateEvent = (event: EventRow, language: Language, count: CheckInCounters): GateEvent => ({
    uuid: event.uuid,
    name: translate(event.name, language),
    venue: event.venue,
    startsAt: event.startsAt.toISOString(),
    endsAt: event.endsAt.toISOString(),
    counters: count,
  });

  const refusal = async (found: Exclude<Identified, { kind: 'ticket' }>, language: Language) =>
    found.kind === 'otherEvent'
      ? new ProductError('ticketNotForThisEvent', {
          eventUuid: found.eventUuid,
          ticket: found.row && (await gateTicket(found.row, language)),
        })
      : found.reason === 'superseded'
        ? new ProductError('ticketSuperseded', { ticket: await gateTicket(found.row, language) })
        : found.reason === 'voided'
          ? new ProductError('ticketNotFound', {
              reason: found.reason,
              ticket: await gateTicket(found.row, language),
            })
          : new ProductError('ticketNotFound', { reason: found.reason });

  return {
    async events(language: Language): Promise<GateEvent[]> {
      const rows = await deps.events.forGate();
      const count = await tickets.counters(rows.map((row) => row.uuid));
      return rows.map((row) => toGateEvent(row, language, count.get(row.uuid)!));
    },

    /**
     * What a gate checks against offline. Voided tickets stay in the list, marked (`voidedAt`): the
     * gate takes a well-signed QR code of a ticket it does not know for one issued after its download.
     * Each ticket's `version` lets the gate refuse the QR code of a holder who passed it on.
     */
    async package(eventUuid: string, language: Language): Promise<GatePackage> {
      const event = await requireEvent(eventUuid);
      const [rows, count] = await Promise.all([tickets.ofEvent(eventUuid), counters(eventUuid)]);
      return {
        event: toGateEvent(event, language, count),
        publicKey: {
          algorithm: 'Ed25519',
          pem: deps.signer.publicKey.pem,
          raw: deps.signer.publicKey.raw,
          payloadFormat: TICKET_PAYLOAD_FORMAT,
        },
        tickets: (await withSectionNames(rows, language)).map(toGateTicket),
        generatedAt: new Date().toISOString(),
      };
    },

    /**
     * Checks a ticket in now. Refusals are catalogue errors: `ticketHasBeenAlreadyChecked` (with
     * when and at which gate), `ticketNotForThisEvent`, `ticketNotFound` (a bad signature, an
     * unknown code, or `reason: 'voided'`: a ticket whose line was refunded), `ticketSuperseded`
     * (the QR code of an older version: the ticket was passed on).
     */
    async checkIn(
      eventUuid: string,
      input: string,
      gate: string,
      checkedBy: string | null,
      language: Language,
    ): Promise<CheckInResult> {
      await requireEvent(eventUuid);
      const found = await identify(eventUuid, input);
      if (found.kind !== 'ticket') throw await refusal(found, language);
      const admitted = await deps.transaction(async (tx) => {
        const row = await tickets.checkIn(found.row.uuid, { gate, checkedBy, version: found.version }, tx);
        if (row)
          await tickets.logCheckIn(
            { ticketUuid: row.uuid, eventUuid, gate, checkedBy, checkedAt: row.checkedAt! },
            tx,
          );
        return row;
      });
      if (!admitted) {
        const current = (await tickets.findByUuid(found.row.uuid)) ?? found.row;
        // Voided or passed on between the look and the check-in.
        if (current.voidedAt)
          throw await refusal({ kind: 'invalid', reason: 'voided', row: current }, language);
        if (current.version !== found.version)
          throw await refusal({ kind: 'invalid', reason: 'superseded', row: current }, language);
        const details: AlreadyCheckedDetails = {
          ticket: await gateTicket(current, language),
          checkedAt: current.checkedAt?.toISOString() ?? '',
          gate: current.checkedGate,
        };
        throw new ProductError('ticketHasBeenAlreadyChecked', details);
      }
      return { ticket: await gateTicket(admitted, language), counters: await counters(eventUuid) };
    },

    /**
     * The check-ins a gate made offline, oldest first. Each admits its ticket if nobody did; a
     * ticket that had gone in already was let in twice: recorded as a double admission and
     * answered with when and where it went in first. A scan synced before answers as it did then.
     * A voided ticket (refunded) is answered `invalid`, with the ticket, and admits no one; the QR
     * code of a ticket passed on since is answered `superseded` (the gate let in its old holder).
     */
    async sync(
      eventUuid: string,
      checkIns: QueuedCheckIn[],
      checkedBy: string | null,
      language: Language,
    ): Promise<GateSyncResult> {
      await requireEvent(eventUuid);
      const results: GateSyncResult['results'] = [];
      const ordered = [...checkIns].sort((a, b) => Date.parse(a.scannedAt) - Date.parse(b.scannedAt));
      for (const scan of ordered) {
        const base = { id: scan.id, scannedAt: scan.scannedAt, gate: scan.gate };
        const found = await identify(eventUuid, scan.input);
        if (found.kind !== 'ticket') {
          results.push({
            ...base,
            outcome:
              found.kind === 'otherEvent'
                ? 'notForThisEvent'
                : found.reason === 'superseded'
                  ? 'superseded'
                  : 'invalid',
            ticket: 'row' in found && found.row ? await gateTicket(found.row, language) : null,
            firstCheckedAt: null,
            firstGate: null,
          });
          continue;
        }
        results.push(
          await deps.transaction(async (tx) => {
            const earlier = await tickets.findScan(scan.id, tx);
            const admitted = earlier
              ? null
              : await tickets.checkIn(
                  found.row.uuid,
                  { gate: scan.gate, checkedBy, at: new Date(scan.scannedAt), version: found.version },
                  tx,
                );
            const current = admitted ?? (await tickets.findByUuid(found.row.uuid, tx)) ?? found.row;
            // Passed on between the look and the check-in: the old holder's code went in.
            if (!earlier && !admitted && current.version !== found.version)
              return {
                ...base,
                outcome: 'superseded' as const,
                ticket: await gateTicket(current, language, tx),
                firstCheckedAt: null,
                firstGate: null,
              };
            const double = earlier ? earlier.doubleAdmission : !admitted;
            if (!earlier)
              await tickets.logCheckIn(
                {
                  ticketUuid: current.uuid,
                  eventUuid,
                  gate: scan.gate,
                  checkedBy,
                  checkedAt: admitted?.checkedAt ?? new Date(scan.scannedAt),
                  scanId: scan.id,
                  doubleAdmission: double,
                },
                tx,
              );
            return {
              ...base,
              outcome: double ? ('doubleAdmission' as const) : ('checkedIn' as const),
              ticket: await gateTicket(current, language, tx),
              firstCheckedAt: double ? (current.checkedAt?.toISOString() ?? null) : null,
              firstGate: double ? current.checkedGate : null,
            };
          }),
        );
      }
      return { results, counters: await counters(eventUuid) };
    },
  };
}

export type TicketGate = ReturnType<typeof createTicketGate>;
