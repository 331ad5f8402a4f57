import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeDataProvider, renderApp } from '../test/renderApp';
import { toEventInput } from './eventInput';

const E = '44444444-4444-4444-8444-444444444444';
const event = {
  id: E,
  uuid: E,
  name: { cs: 'Finále' },
  text: { cs: '<p>Zápas</p>' },
  image: null,
  imageUrl: null,
  venue: 'Hala',
  startsAt: '2026-12-20T17:00:00.000Z',
  endsAt: '2026-12-20T20:00:00.000Z',
  saleFrom: '2026-11-01T08:00:00.000Z',
  saleTo: '2026-12-20T17:00:00.000Z',
  presaleFrom: null,
  presaleTo: null,
  published: true,
  seated: false,
  transfersAllowed: true,
  transfersUntil: null,
  categories: [
    { key: 'S', name: { cs: 'Stání' }, color: '#1565c0', priceCzk: 39000, priceEur: 1600, capacity: 100 },
  ],
  createdAt: '2026-11-01T08:00:00.000Z',
  updatedAt: '2026-11-01T08:00:00.000Z',
};

function editEvent() {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(JSON.stringify({ seatMapProvider: 'native' }), {
          headers: { 'content-type': 'application/json' },
        }),
    ),
  );
  const dataProvider = fakeDataProvider({
    getOne: vi.fn(async () => ({ data: event })),
    update: vi.fn(async (_resource: string, params: { data: object }) => ({
      data: { ...params.data, id: E },
    })),
  });
  renderApp(`/admin/akce/${E}/upravit`, ['event_admin'], dataProvider);
  return dataProvider;
}

const saved = (update: ReturnType<typeof vi.fn>) =>
  toEventInput((update.mock.calls[0] as unknown as [string, { data: Record<string, unknown> }])[1].data);

describe("an event's transfer settings", () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sets until when tickets may be passed on, never after the start, and saves it', async () => {
    const dataProvider = editEvent();
    const allowed = await screen.findByRole(
      'switch',
      { name: 'Předávání vstupenek povoleno' },
      { timeout: 30_000 },
    );
    expect((allowed as HTMLInputElement).checked).toBe(true);
    const until = screen.getByRole('textbox', { name: 'Předávat lze do' });
    fireEvent.change(until, { target: { value: '21.12.2026 10:00' } });
    fireEvent.click(screen.getByRole('button', { name: 'Uložit' }));
    expect(await screen.findByText('Datum musí být před 20.12.2026 18:00')).toBeTruthy();
    expect(dataProvider.update).not.toHaveBeenCalled();
    fireEvent.change(until, { target: { value: '19.12.2026 12:00' } });
    await waitFor(() => expect(screen.queryByText('Datum musí být před 20.12.2026 18:00')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Uložit' }));
    await waitFor(() => expect(dataProvider.update).toHaveBeenCalled(), { timeout: 10_000 });
    expect(saved(dataProvider.update)).toMatchObject({
      transfersAllowed: true,
      transfersUntil: '2026-12-19T11:00:00.000Z',
    });
  }, 120_000);

  it('turns passing on off, with no deadline to ask for', async () => {
    const dataProvider = editEvent();
    fireEvent.click(
      await screen.findByRole('switch', { name: 'Předávání vstupenek povoleno' }, { timeout: 30_000 }),
    );
    await waitFor(() => expect(screen.queryByRole('textbox', { name: 'Předávat lze do' })).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Uložit' }));
    await waitFor(() => expect(dataProvider.update).toHaveBeenCalled());
    expect(saved(dataProvider.update).transfersAllowed).toBe(false);
  }, 120_000);

  it("keeps the server's settings when the form has none (a record from before them)", () => {
    const { transfersAllowed: _allowed, transfersUntil: _until, ...older } = event;
    const input = toEventInput(older);
    expect('transfersAllowed' in input).toBe(false);
    expect('transfersUntil' in input).toBe(false);
    expect(toEventInput({ ...event, transfersUntil: '' }).transfersUntil).toBeNull();
  });
});
