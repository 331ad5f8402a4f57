import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { adminEvent, renderEventEditor } from '../test/adminEvent';
import { toEventInput } from './eventInput';

const E = '44444444-4444-4444-8444-444444444444';
const event = adminEvent(E, {
  transfersAllowed: true,
  transfersUntil: null,
  categories: [
    { key: 'S', name: { cs: 'Stání' }, color: '#1565c0', priceCzk: 39000, priceEur: 1600, capacity: 100 },
  ],
});

const saved = (update: ReturnType<typeof vi.fn>) =>
  toEventInput((update.mock.calls[0] as unknown as [string, { data: Record<string, unknown> }])[1].data);

describe("an event's transfer settings", () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sets until when tickets may be passed on, never after the start, and saves it', async () => {
    const dataProvider = renderEventEditor(event);
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
    const dataProvider = renderEventEditor(event);
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
