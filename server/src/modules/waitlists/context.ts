import type { FastifyBaseLogger } from 'fastify';
import type { Language, LocaleMap } from '@tribuna/common/schemas/common';
import type { Currency, Order } from '@tribuna/common/schemas/orders';
import type { WaitlistOffer, WaitlistSubject } from '@tribuna/common/schemas/waitlists';
import type { Tx } from '../../db/client';
import type { EventCategoryRow, EventRow, OrderRow, WaitlistOfferRow, WaitlistRow } from '../../db/schema';
import { ProductError } from '../../errors';
import type { Mailer } from '../../integrations/mail/mail';
import type { UserPush } from '../pushNotifications/pushNotifications.service';
import type { FreeSeat, WaitlistsRepository } from './waitlists.repository';

/** What the lists need of an event: its sale, categories and whether it has a seating plan. */
export interface WaitlistEvents {
  forTickets(
    uuid: string,
    tx?: Tx,
  ): Promise<{ event: EventRow; categories: EventCategoryRow[]; seated: boolean } | null>;
  takeAdmissions(eventUuid: string, category: string, count: number, tx?: Tx): Promise<void>;
  returnAdmissions(eventUuid: string, category: string, count: number, tx?: Tx): Promise<void>;
}

/** What the lists need of a membership: its name and how many of its places are free. */
export interface WaitlistMemberships {
  /** null: no such membership. `free`: places left (null: unlimited). */
  placesOf(uuid: string, tx?: Tx): Promise<{ name: LocaleMap; free: number | null } | null>;
  planOfPrice(priceUuid: string, tx?: Tx): Promise<string | null>;
}

/** The orders machinery the offers are paid through. */
export interface WaitlistOrders {
  createFor(
    buyer: { userUuid: string; email: string },
    language: Language,
    body: {
      lines: { kind: string; refUuid: string; quantity: number; option?: string }[];
      currency: Currency;
      holdToken?: string;
    },
    afterInsert: (order: OrderRow, tx: Tx) => Promise<void>,
  ): Promise<OrderRow>;
  view(order: OrderRow): Promise<Order>;
  findByUuid(uuid: string, tx?: Tx): Promise<OrderRow | null>;
  linesOfKind(orderUuid: string, kind: string): Promise<{ lines: { refUuid: string }[] } | null>;
}

export interface WaitlistBuyer {
  uuid: string;
  email: string;
  language: Language;
}

/** What the waiting lists are made of: their repository and the domains they ask. */
export interface WaitlistsDeps {
  repository: WaitlistsRepository;
  transaction: <T>(run: (tx: Tx) => Promise<T>) => Promise<T>;
  events: WaitlistEvents;
  memberships: WaitlistMemberships;
  /** The sales come after the lists' domain: asked only when an offer is turned into an order. */
  orders: () => WaitlistOrders;
  mailer: Mailer;
  /** People's e-mail and language by uuid. */
  people: (uuids: readonly string[]) => Promise<Map<string, { email: string; language: Language }>>;
  /** A push to one person's devices, in their language (null: no push channel). */
  push: ((message: UserPush) => Promise<unknown>) | null;
  publicUrl: string;
  log: FastifyBaseLogger;
  guardFreshMs?: number;
  now?: () => Date;
}

export const TICKET = 'ticket';
export const MEMBERSHIP = 'subscription';

/**
 * What every stage of the lists reads: the deps, the clock, the subjects (an event on sale, a
 * membership), how an offer's places go back, and an offer as its person and staff see it.
 */
export function createWaitlistsContext(deps: WaitlistsDeps) {
  const repo = deps.repository;
  const now = deps.now ?? (() => new Date());

  async function eventOf(uuid: string, tx?: Tx) {
    const found = await deps.events.forTickets(uuid, tx);
    if (!found || !found.event.published) throw new ProductError('eventNotFound', { uuid });
    return found;
  }

  async function membershipOf(uuid: string, tx?: Tx) {
    const found = await deps.memberships.placesOf(uuid, tx);
    if (!found) throw new ProductError('subscriptionNotFound', { uuid });
    return found;
  }

  async function requireSubject(kind: WaitlistSubject, subjectUuid: string) {
    if (kind === 'event') {
      const found = await deps.events.forTickets(subjectUuid);
      if (!found) throw new ProductError('eventNotFound', { uuid: subjectUuid });
    } else await membershipOf(subjectUuid);
  }

  /** The offer's places go back (seats let go of, general-admission places to their category). */
  async function releaseOffer(offer: WaitlistOfferRow, list: WaitlistRow, tx: Tx) {
    if (offer.holdToken) await repo.releaseSeats(offer.holdToken, tx);
    else if (offer.category && list.subjectKind === 'event')
      await deps.events.returnAdmissions(list.subjectUuid, offer.category, offer.quantity, tx);
  }

  const offerView = (offer: WaitlistOfferRow, seats: FreeSeat[]): WaitlistOffer => ({
    uuid: offer.uuid,
    quantity: offer.quantity,
    expiresAt: offer.expiresAt.toISOString(),
    seats: seats.map((seat) => ({
      section: seat.section,
      row: seat.row,
      label: seat.label,
      category: seat.category,
    })),
    orderUuid: offer.orderUuid,
    byStaff: offer.byStaff,
    createdAt: offer.createdAt.toISOString(),
  });

  const offerWithSeats = async (offer: WaitlistOfferRow) =>
    offerView(offer, offer.holdToken ? await repo.seatsOfToken(offer.holdToken) : []);

  return { ...deps, repo, now, eventOf, membershipOf, requireSubject, releaseOffer, offerWithSeats };
}

export type WaitlistsContext = ReturnType<typeof createWaitlistsContext>;
