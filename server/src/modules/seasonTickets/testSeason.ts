import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { Order } from '@tribuna/common/schemas/orders';
import type { AdminSeasonTicket, SeasonHold } from '@tribuna/common/schemas/seasonTickets';
import { apiCaller, hour, iso } from '../../../test/api';
import type { TestContext } from '../../../test/harness';
import { postEvent, seatedSection, seatingPlan, testEvent } from '../../../test/orders';

/** The staff who set a season up: an event admin makes its matches, a membership admin its ticket. */
export interface SeasonStaff {
  eventAdmin: string;
  subscriptionAdmin: string;
}

export async function seasonStaff(ctx: TestContext): Promise<SeasonStaff> {
  const [eventAdmin, subscriptionAdmin] = await Promise.all([
    ctx.tokenAs(['event_admin']),
    ctx.tokenAs(['subscription_admin']),
  ]);
  return { eventAdmin, subscriptionAdmin };
}

/** A day in Prague's calendar `days` from now (a seasonal plan's first and last days). */
const day = (days: number) => new Date(Date.now() + days * 24 * hour).toISOString().slice(0, 10);

/**
 * A season of `events` home matches, a day apart from the day after tomorrow, each with the same
 * plan (section A: `rows` rows of `seats` seats), and its seasonal plan at 3,000 Kč / 120 €, sold
 * only with a seat. Answers the events' uuids and the plan's.
 */
export async function openSeasonEvents(
  app: FastifyInstance,
  staff: SeasonStaff,
  options: { events: number; rows?: number; seats?: number; name?: string },
) {
  const api = apiCaller(() => app);
  const events: string[] = [];
  for (let i = 0; i < options.events; i++)
    events.push(
      await postEvent(
        app,
        staff.eventAdmin,
        testEvent({
          name: { cs: `${options.name ?? 'Zápas'} ${i + 1}` },
          startsAt: iso((48 + 24 * i) * hour),
          endsAt: iso((50 + 24 * i) * hour),
          saleTo: iso((47 + 24 * i) * hour),
          seatingPlan: seatingPlan(
            seatedSection({
              key: 'A',
              name: { cs: 'Sektor A' },
              rows: options.rows ?? 1,
              seats: options.seats ?? 8,
            }),
          ),
        }),
      ),
    );
  const plan = await api('POST', '/admin/subscriptions', {
    token: staff.subscriptionAdmin,
    payload: {
      name: { cs: options.name ?? 'Permanentka', en: 'Season ticket' },
      text: { cs: '<p>Celá sezóna</p>' },
      type: 'seasonal',
      validFrom: day(0),
      validTo: day(365),
      sellable: false,
      prices: [{ label: { cs: 'Plná' }, amountCzk: 300_000, amountEur: 12_000 }],
    },
  });
  expect(plan.statusCode, plan.body).toBe(201);
  return { events, subscriptionUuid: plan.json().uuid as string };
}

/** Defines a season ticket as a subscription admin; answers it. */
export async function postSeason(
  app: FastifyInstance,
  token: string,
  input: {
    subscriptionUuid: string;
    eventUuids: string[];
    sections?: string[];
    renewsSeasonTicketUuid?: string;
    priorityUntil?: string;
  },
): Promise<AdminSeasonTicket> {
  const res = await apiCaller(() => app)('POST', '/admin/season-tickets', {
    token,
    payload: { sections: ['A'], ...input },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

/** Holds a seat across the season for the buyer; answers the hold. */
export async function holdSeasonSeat(
  app: FastifyInstance,
  token: string,
  seasonUuid: string,
  seatId: string,
): Promise<SeasonHold> {
  const res = await apiCaller(() => app)('POST', `/season-tickets/${seasonUuid}/holds`, {
    token,
    payload: { seatId },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

/** An order (in CZK) of the held seat, as the storefront makes it. */
export async function orderSeasonSeat(
  app: FastifyInstance,
  token: string,
  seasonUuid: string,
  holdToken: string,
): Promise<Order> {
  const res = await apiCaller(() => app)('POST', '/orders', {
    token,
    payload: {
      currency: 'CZK',
      lines: [{ kind: 'season_ticket', refUuid: seasonUuid, quantity: 1, option: holdToken }],
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}
