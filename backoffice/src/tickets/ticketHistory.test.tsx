import { fireEvent, screen, within } from '@testing-library/react';
import type { AdminTicket, TicketHistory } from '@tribuna/common/schemas/tickets';
import { describe, expect, it } from 'vitest';
import { renderResource } from '../test/renderResource';
import { stubServerByPath, type StubAnswer } from '../test/stubServer';
import TicketList from './TicketList';

const EVENT = '6f1c2d3e-4b5a-4c6d-8e7f-0a1b2c3d4e5f';
const TICKET = '2b3c4d5e-6f7a-4b8c-9d0e-1f2a3b4c5d6e';

const ticket: AdminTicket = {
  uuid: TICKET,
  eventUuid: EVENT,
  orderUuid: '0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
  code: 'ABCDEFGHJK',
  category: 'A',
  seatId: null,
  section: null,
  row: null,
  seatLabel: null,
  holderName: null,
  checkedAt: '2026-03-05T18:05:00.000Z',
  checkedGate: 'Brána A',
  createdAt: '2026-03-01T10:00:00.000Z',
  passedOn: true,
  version: 2,
  holderUuid: '5d6e7f8a-9b0c-4d1e-8f2a-3b4c5d6e7f8a',
};

const jana = {
  uuid: '4c5d6e7f-8a9b-4c0d-9e1f-2a3b4c5d6e7f',
  email: 'jana@example.com',
  name: 'Jana Nováková',
};
const petr = { uuid: ticket.holderUuid!, email: 'petr@example.com', name: null };
const checker = {
  uuid: '6e7f8a9b-0c1d-4e2f-9a3b-4c5d6e7f8a9b',
  email: 'brana@example.com',
  name: 'Karel Brána',
};
const entry = { user: null, toUser: null, toEmail: null, gate: null, version: null, reason: null };

const history: TicketHistory = {
  ticket,
  holder: petr,
  entries: [
    { ...entry, at: '2026-03-01T10:00:00.000Z', kind: 'issued', user: jana, version: 1 },
    {
      ...entry,
      at: '2026-03-02T09:00:00.000Z',
      kind: 'transferOffered',
      user: jana,
      toEmail: 'petr@example.com',
    },
    {
      ...entry,
      at: '2026-03-02T12:30:00.000Z',
      kind: 'transferAccepted',
      user: jana,
      toUser: petr,
      version: 2,
    },
    { ...entry, at: '2026-03-05T18:05:00.000Z', kind: 'checkedIn', user: checker, gate: 'Brána A' },
  ],
};

function renderList(answers: Record<string, StubAnswer>) {
  const server = stubServerByPath({
    '/api/v1/admin/tickets': { body: { data: [ticket], total: 1 } },
    '/api/v1/admin/events': {
      body: { data: [{ uuid: EVENT, name: { cs: 'Derby' }, categories: [] }], total: 1 },
    },
    [`/api/v1/admin/events/${EVENT}`]: { body: { uuid: EVENT, name: { cs: 'Derby' }, categories: [] } },
    ...answers,
  });
  renderResource(<TicketList />, {
    resource: 'tickets',
    path: `/admin/tickets?filter=${encodeURIComponent(JSON.stringify({ eventUuid: EVENT }))}`,
    route: '/admin/tickets',
    roles: ['ticket_admin'],
    dataProvider: server.dataProvider as never,
  });
  return server;
}

async function openHistory() {
  const row = (await screen.findByText('ABCDEFGHJK')).closest('tr')!;
  fireEvent.click(within(row).getByRole('button', { name: 'Historie vstupenky ABCDEFGHJK' }));
  return screen.findByRole('dialog', { name: 'Historie vstupenky ABCDEFGHJK' });
}

describe('ticket history', () => {
  it('shows staff who holds a ticket, its QR version, and each step: issued, passed on, checked in', async () => {
    const { calls } = renderList({ [`/api/v1/admin/tickets/${TICKET}/history`]: { body: history } });
    expect(calls.map(({ path }) => path)).not.toContain(`/api/v1/admin/tickets/${TICKET}/history`);
    const panel = await openHistory();
    expect(await within(panel).findByText('Držitel: petr@example.com')).toBeTruthy();
    expect(within(panel).getByText('Verze QR kódu: 2')).toBeTruthy();
    const steps = within(panel)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(steps).toEqual([
      '01.03.2026 11:00 · Vydána, kdo: Jana Nováková <jana@example.com>',
      '02.03.2026 10:00 · Nabídnuta k předání, od: Jana Nováková <jana@example.com>, komu: petr@example.com',
      '02.03.2026 13:30 · Předána, od: Jana Nováková <jana@example.com>, komu: petr@example.com, nová verze QR kódu: 2',
      '05.03.2026 19:05 · Odbavena, kdo: Karel Brána <brana@example.com>, brána: Brána A',
    ]);
  });

  it('says so when the history cannot be read', async () => {
    renderList({
      [`/api/v1/admin/tickets/${TICKET}/history`]: { status: 500, body: { name: 'internalServerError' } },
    });
    const panel = await openHistory();
    expect(await within(panel).findByText('Historii vstupenky se nepodařilo načíst.')).toBeTruthy();
  });
});
