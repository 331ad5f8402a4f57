/*
 * What journeys set up through the API before their own steps: staff, members, events and tickets.
 */
import type { APIRequestContext } from '@playwright/test';
import { DEMO_ADMIN, expect, signUpCustomer } from './fixtures';
import { idTokenFor, verifyEmail } from './identity';

const adminTokens = new WeakMap<APIRequestContext, Promise<string>>();

/**
 * The demo administrator's headers for the admin API, as a journey's set-up uses it: one sign-in
 * per journey's request context, however many set-up steps ask (a token lasts an hour).
 */
export async function adminHeaders(request: APIRequestContext) {
  let token = adminTokens.get(request);
  if (!token) {
    token = idTokenFor(request, DEMO_ADMIN.email, DEMO_ADMIN.password);
    adminTokens.set(request, token);
  }
  return { 'id-token': await token };
}

/**
 * A new member of staff: a customer who signs up and verifies the e-mail, then gets `roles` from the
 * demo administrator, as a user administrator would give them in the back office.
 */
export async function signUpStaff(request: APIRequestContext, roles: string[]) {
  const person = await signUpCustomer(request);
  await verifyEmail(request, person.email);
  const token = await idTokenFor(request, person.email, person.password);
  const me = await request.get('/api/v1/auth/logged-user', { headers: { 'id-token': token } });
  expect(me.status(), await me.text()).toBe(200);
  const granted = await request.post('/api/v1/auth/set-roles', {
    headers: await adminHeaders(request),
    data: { userUuid: ((await me.json()) as { uuid: string }).uuid, roles },
  });
  expect(granted.status(), await granted.text()).toBe(200);
  return { ...person, token };
}

/**
 * A new member: a customer who signs up, verifies the e-mail and applies a voucher for the
 * membership price `subscriptionPriceUuid` that staff issued (with a delivery address, as the
 * account page asks for one).
 */
export async function signUpMember(request: APIRequestContext, subscriptionPriceUuid: string) {
  const person = await signUpCustomer(request);
  await verifyEmail(request, person.email);
  const voucher = await request.post('/api/v1/admin/vouchers', {
    headers: await adminHeaders(request),
    data: { subscriptionPriceUuid },
  });
  expect(voucher.status(), await voucher.text()).toBe(201);
  const token = await idTokenFor(request, person.email, person.password);
  const address = await request.post('/api/v1/vouchers/update-delivery-address-for-subscription-voucher', {
    headers: { 'id-token': token },
    data: {
      firstName: 'Petr',
      lastName: 'Fanoušek',
      phone: '+420 601 123 456',
      street: 'Lidická 5',
      city: 'Brno',
      zip: '60200',
    },
  });
  expect(address.ok(), await address.text()).toBe(true);
  const applied = await request.post('/api/v1/vouchers/apply-subscription-voucher', {
    headers: { 'id-token': token },
    data: { code: ((await voucher.json()) as { code: string }).code },
  });
  expect(applied.status(), await applied.text()).toBe(200);
  return { ...person, token };
}

const hoursFromNow = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();

/**
 * A published standing-only event that starts in two hours, on sale until one hour before, with
 * one category `S` ("Stání") of `capacity` places. Answers its uuid.
 */
export async function createStandingEvent(
  request: APIRequestContext,
  { name, venue, capacity }: { name: string; venue: string; capacity: number },
) {
  const created = await request.post('/api/v1/admin/events', {
    headers: await adminHeaders(request),
    data: {
      name: { cs: name },
      text: { cs: '<p>Večer</p>' },
      venue,
      startsAt: hoursFromNow(2),
      endsAt: hoursFromNow(5),
      saleFrom: hoursFromNow(-1),
      saleTo: hoursFromNow(1),
      published: true,
      categories: [
        { key: 'S', name: { cs: 'Stání' }, color: '#0044aa', priceCzk: 30_000, priceEur: 1_200, capacity },
      ],
      seatingPlan: null,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  return ((await created.json()) as { uuid: string }).uuid;
}

/** Tickets of the event's standing category issued by staff to the named holders: their codes. */
export async function issueTickets(request: APIRequestContext, eventUuid: string, names: string[]) {
  const issued = await request.post('/api/v1/admin/order/generate/tickets', {
    headers: await adminHeaders(request),
    data: { eventUuid, category: 'S', names },
  });
  expect(issued.status(), await issued.text()).toBe(201);
  return ((await issued.json()) as { code: string }[]).map((ticket) => ticket.code);
}
