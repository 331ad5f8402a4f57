import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MyTicket } from '@tribuna/common/schemas/tickets';
import { jsonResponse } from '../../../test/helpers';
import { heldTicket, renderOnTicketCard, stubApiPerTest, TICKET } from './ticketCardTesting';
import { WalletButtons } from './WalletButtons';

const SAVE_URL = 'https://pay.google.com/gp/v/save/eyJhbGciOiJSUzI1NiJ9.e30.c2ln';

const fetchMock = stubApiPerTest(async (url) => {
  if (url === `/api/v1/tickets/${TICKET}/wallet/apple`)
    return new Response(new Uint8Array([0x50, 0x4b, 3, 4]), {
      status: 200,
      headers: { 'content-type': 'application/vnd.apple.pkpass' },
    });
  if (url === `/api/v1/tickets/${TICKET}/wallet/google`) return jsonResponse(200, { url: SAVE_URL });
  return jsonResponse(404, { name: 'notFound' });
});

const ticket = (wallet: MyTicket['wallet']) => heldTicket({ wallet });

const clicked: HTMLAnchorElement[] = [];

beforeEach(() => {
  URL.createObjectURL = vi.fn(() => 'blob:pass');
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicked.push(this);
  });
});
afterEach(() => {
  clicked.length = 0;
  vi.restoreAllMocks();
});

const render = (held: MyTicket) => renderOnTicketCard(<WalletButtons ticket={held} />);

describe('wallet buttons of a held ticket', () => {
  it('hands the Apple Wallet pass to the browser', async () => {
    render(ticket({ apple: true, google: true }));
    fireEvent.click(screen.getByRole('button', { name: 'Přidat vstupenku na Derby do Apple Wallet' }));
    await waitFor(() => expect(clicked).toHaveLength(1));
    const blob = vi.mocked(URL.createObjectURL).mock.calls[0]![0] as Blob;
    expect(blob.type).toBe('application/vnd.apple.pkpass');
    expect(clicked[0]!.href).toBe('blob:pass');
    expect(clicked[0]!.download).toBe(`ticket-${TICKET}.pkpass`);
  });

  it("opens Google's save page with the ticket's link", async () => {
    render(ticket({ apple: true, google: true }));
    fireEvent.click(screen.getByRole('button', { name: 'Uložit vstupenku na Derby do Google Wallet' }));
    await waitFor(() => expect(clicked).toHaveLength(1));
    expect(clicked[0]!.href).toBe(SAVE_URL);
  });

  it('shows only the wallets the server offers for the ticket', () => {
    render(ticket({ apple: false, google: true }));
    expect(screen.queryByRole('button', { name: /Apple Wallet/ })).toBeNull();
    expect(screen.getByRole('button', { name: /Google Wallet/ })).toBeTruthy();
    cleanup();
    render(ticket({ apple: false, google: false }));
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('says what failed when the pass cannot be had', async () => {
    fetchMock.mockImplementation(async () =>
      jsonResponse(404, { name: 'walletNotConfigured', message: 'off' }),
    );
    render(ticket({ apple: true, google: false }));
    fireEvent.click(screen.getByRole('button', { name: /Apple Wallet/ }));
    expect(await screen.findByText('Přidání vstupenky do této peněženky není k dispozici.')).toBeTruthy();
    expect(clicked).toEqual([]);
  });
});
