import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AdminTicket } from '@tribuna/common/schemas/tickets';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderResource } from '../test/renderResource';
import { stubServer } from '../test/stubServer';
import TicketGenerate from './TicketGenerate';
import TicketList from './TicketList';

const EVENT = '6f1c2d3e-4b5a-4c6d-8e7f-0a1b2c3d4e5f';
const ORDER = '0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';

const event = {
  uuid: EVENT,
  name: { cs: 'Finále play-off' },
  categories: [
    { key: 'A', name: { cs: 'Parter' } },
    { key: 'B', name: { cs: 'Balkon' } },
  ],
};

const ticket = (over: Partial<AdminTicket>): AdminTicket => ({
  uuid: crypto.randomUUID(),
  eventUuid: EVENT,
  orderUuid: null,
  code: 'ABCDEFGHJK',
  category: 'A',
  seatId: null,
  section: null,
  row: null,
  seatLabel: null,
  holderName: null,
  checkedAt: null,
  checkedGate: null,
  createdAt: '2026-03-01T10:00:00.000Z',
  passedOn: false,
  version: 1,
  holderUuid: null,
  ...over,
});

const catalogueError = (status: number, name: string) => ({
  status,
  body: { name, message: name, details: {} },
});

afterEach(() => vi.restoreAllMocks());

describe('ticket list', () => {
  it("lists the chosen event's tickets with the filters and exports them as CSV", async () => {
    const tickets = [
      ticket({ code: 'QRSTUVWXYZ', seatId: 'S-1-5', section: 'Střed', row: '1', seatLabel: '5' }),
      ticket({ code: 'MNPQRSTUVW', holderName: 'Jana Nováková', checkedGate: 'Brána A' }),
      ticket({ code: 'VOIDEDTKT1', voidedAt: '2026-03-02T10:00:00.000Z', voidReason: 'refunded' }),
    ];
    const { calls, dataProvider } = stubServer((call) => {
      if (call.path === '/api/v1/admin/tickets') return { body: { data: tickets, total: 3 } };
      if (call.path === '/api/v1/admin/tickets/export-csv')
        return {
          body: 'code;category\nQRSTUVWXYZ;A\n',
          headers: { 'content-disposition': 'attachment; filename="vstupenky-finale.csv"' },
        };
      if (call.path === '/api/v1/admin/events') return { body: { data: [event], total: 1 } };
      if (call.path === `/api/v1/admin/events/${EVENT}`) return { body: event };
      return catalogueError(404, 'notFound');
    });
    const objectUrl = vi.fn((_blob: Blob) => 'blob:tickets');
    URL.createObjectURL = objectUrl;
    URL.revokeObjectURL = vi.fn();
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);

    renderResource(<TicketList />, {
      resource: 'tickets',
      path: `/admin/tickets?filter=${encodeURIComponent(JSON.stringify({ eventUuid: EVENT, checked: 'false' }))}`,
      route: '/admin/tickets',
      roles: ['ticket_admin'],
      dataProvider: dataProvider as never,
    });

    const row = (await screen.findByText('QRSTUVWXYZ')).closest('tr')!;
    expect(within(row).getByText('Střed 1/5')).toBeTruthy();
    const other = screen.getByText('MNPQRSTUVW').closest('tr')!;
    expect(within(other).getByText('Jana Nováková')).toBeTruthy();
    // A refunded ticket says when it was taken back.
    expect(within(screen.getByText('VOIDEDTKT1').closest('tr')!).getByText('02.03.2026 11:00')).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'Vrácena' })).toBeTruthy();
    expect(within(other).getByText('Brána A')).toBeTruthy();
    const listed = calls.find((c) => c.path === '/api/v1/admin/tickets')!;
    expect(Object.fromEntries(listed.query)).toMatchObject({ eventUuid: EVENT, checked: 'false' });
    // The event filter, the search and the chosen "checked" filter are shown; the others are added
    // from the filter button.
    expect(screen.getByLabelText('Akce')).toBeTruthy();
    expect(screen.getByPlaceholderText('Hledat kód, místo nebo jméno')).toBeTruthy();
    expect(screen.getByLabelText('Odbavení')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Přidat filtr' }));
    const offered = (await screen.findAllByRole('menuitemcheckbox')).map((item) => item.textContent);
    expect(offered).toEqual(['Odbavení', 'Původ', 'Kategorie']);
    fireEvent.keyDown(screen.getByRole('menu'), { key: 'Escape' });
    expect(screen.getByRole('link', { name: /Vydat vstupenky/ }).getAttribute('href')).toBe(
      `/tickets/create?eventUuid=${EVENT}`,
    );

    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(clicked).toHaveBeenCalled());
    const exported = calls.find((c) => c.path === '/api/v1/admin/tickets/export-csv')!;
    expect(Object.fromEntries(exported.query)).toMatchObject({ eventUuid: EVENT, checked: 'false' });
    expect(await objectUrl.mock.calls[0]![0].text()).toBe('code;category\nQRSTUVWXYZ;A\n');
  });

  it('asks for an event first, with the export not yet possible', async () => {
    const { calls, dataProvider } = stubServer(() => ({ body: { data: [], total: 0 } }));
    renderResource(<TicketList />, {
      resource: 'tickets',
      path: '/admin/tickets',
      roles: ['ticket_admin'],
      dataProvider: dataProvider as never,
    });
    expect(await screen.findByText('Vyberte akci, jejíž vstupenky chcete vidět.')).toBeTruthy();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Export CSV' }).disabled).toBe(true);
    expect(calls.some((c) => c.path === '/api/v1/admin/tickets')).toBe(false);
  });
});

describe('ticket generation', () => {
  function renderGenerate(answer: Parameters<typeof stubServer>[0]) {
    const server = stubServer((call) =>
      call.path === `/api/v1/admin/events/${EVENT}` ? { body: event } : answer(call),
    );
    renderResource(<TicketGenerate />, {
      resource: 'tickets',
      path: `/admin/tickets/create?eventUuid=${EVENT}`,
      route: '/admin/tickets/create',
      roles: ['ticket_admin'],
      dataProvider: server.dataProvider as never,
    });
    return server;
  }

  const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Vydat' }));

  it("issues a paid order's missing tickets, and refuses an empty or unknown order", async () => {
    let known = false;
    const { calls } = renderGenerate((call) =>
      known
        ? { status: 201, body: [ticket({ code: 'ORDERCODE1' }), ticket({ code: 'ORDERCODE2' })] }
        : call.path.includes('/generate/')
          ? catalogueError(400, 'ticketOderDoesNotExistsBadRequest')
          : {},
    );
    const field = await screen.findByLabelText(/Číslo objednávky/);
    submit();
    // Required: nothing is sent without an order.
    expect((field as HTMLInputElement).validity.valueMissing).toBe(true);
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);

    fireEvent.change(field, { target: { value: ` ${ORDER} ` } });
    submit();
    expect((await screen.findByRole('alert')).textContent).toBe('Objednávka vstupenek neexistuje.');
    expect(calls.filter((c) => c.method === 'POST')).toMatchObject([
      { path: '/api/v1/admin/order/generate/ticket', body: { orderUuid: ORDER } },
    ]);

    known = true;
    submit();
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('Vydáno vstupenek: 2: ORDERCODE1, ORDERCODE2'),
    );
  });

  it("issues one free ticket of the event's category, and says so when it already exists", async () => {
    let answer: { status: number; body: unknown } = catalogueError(409, 'ticketAlreadyExists');
    const { calls } = renderGenerate(() => answer);
    fireEvent.click(await screen.findByRole('tab', { name: 'Jedna volná vstupenka' }));
    expect(screen.getByLabelText<HTMLInputElement>(/^Akce/).value).toBe(EVENT);
    submit();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);

    fireEvent.mouseDown(screen.getByRole('combobox', { name: /Kategorie/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'B – Balkon' }));
    fireEvent.change(screen.getByLabelText('Jméno'), { target: { value: '  Petr Svoboda ' } });
    submit();
    expect((await screen.findByRole('alert')).textContent).toBe('Tato vstupenka už existuje.');
    expect(calls.filter((c) => c.method === 'POST')).toMatchObject([
      {
        path: '/api/v1/admin/order/generate/free-ticket',
        body: { eventUuid: EVENT, category: 'B', holderName: 'Petr Svoboda' },
      },
    ]);

    answer = { status: 201, body: ticket({ code: 'FREECODE01', category: 'B' }) };
    submit();
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('Vydáno vstupenek: 1: FREECODE01'),
    );
  });

  it('issues a ticket for each name of a list, blank lines left out', async () => {
    const { calls } = renderGenerate((call) => ({
      status: 201,
      body: (call.body as { names: string[] }).names.map((name, i) =>
        ticket({ code: `BATCHCODE${i}`, holderName: name }),
      ),
    }));
    fireEvent.click(await screen.findByRole('tab', { name: 'Volné vstupenky podle seznamu jmen' }));
    fireEvent.mouseDown(screen.getByRole('combobox', { name: /Kategorie/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'A – Parter' }));
    submit();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);

    fireEvent.change(screen.getByLabelText(/Jména, jedno na řádek/), {
      target: { value: 'Jana Nováková\n\n  Petr Svoboda  \n' },
    });
    submit();
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('Vydáno vstupenek: 2: BATCHCODE0, BATCHCODE1'),
    );
    expect(calls.filter((c) => c.method === 'POST')).toMatchObject([
      {
        path: '/api/v1/admin/order/generate/tickets',
        body: { eventUuid: EVENT, category: 'A', names: ['Jana Nováková', 'Petr Svoboda'] },
      },
    ]);
  });
});
