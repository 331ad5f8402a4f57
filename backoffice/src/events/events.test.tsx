import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { defaultRowsSpec } from '@tribuna/common/seating/rows';
import { adminEvent, renderEventEditor, serveSeatMapProvider } from '../test/adminEvent';
import { renderApp } from '../test/renderApp';
import { toEventInput } from './eventInput';
import { addSection, emptyPlan, flatten, type EditorPlan } from './seatingPlanEditing';

const E = '44444444-4444-4444-8444-444444444444';
const plan = addSection(emptyPlan(), {
  key: 'A',
  name: { cs: 'Parter' },
  spec: { ...defaultRowsSpec, rows: 2, seatsPerRow: 3 },
  category: 'std',
});
const event = adminEvent(E, {
  seated: true,
  seatCount: 6,
  categories: [
    {
      key: 'std',
      name: { cs: 'Standard' },
      color: '#1565c0',
      priceCzk: 39000,
      priceEur: 1600,
      capacity: null,
      seatCount: 6,
    },
  ],
  seatingPlan: plan,
});

describe('event editor', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('marks every seat of the plan for wheelchairs at the spec path and saves the plan with the event', async () => {
    const dataProvider = renderEventEditor(event);
    fireEvent.click(await screen.findByRole('tab', { name: 'Plánek sedadel' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Vybrat vše' }));
    // The native engine holds the seats: no seats.io key to give.
    expect(screen.queryByRole('textbox', { name: 'Klíč akce v seats.io' })).toBeNull();
    expect(screen.getByText(/vybráno míst: 6/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Pro vozíčkáře' }));
    expect(screen.getByText(/z toho 6 pro vozíčkáře/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Uložit' }));
    await waitFor(() => expect(dataProvider.update).toHaveBeenCalled());
    const saved = (
      dataProvider.update.mock.calls[0] as unknown as [string, { data: { seatingPlan: EditorPlan } }]
    )[1];
    expect(flatten(saved.data.seatingPlan).every(({ seat }) => seat.wheelchair)).toBe(true);
  }, 60_000);

  it('names a section in Czech, Slovak and English, as other translatable names are, and saves the names', async () => {
    const dataProvider = renderEventEditor(event);
    fireEvent.click(await screen.findByRole('tab', { name: 'Plánek sedadel' }));
    const sections = within(await screen.findByRole('region', { name: 'Sektory' }));
    expect((sections.getByRole('textbox', { name: 'Název sektoru' }) as HTMLInputElement).value).toBe(
      'Parter',
    );
    fireEvent.change(sections.getByRole('textbox', { name: 'Název sektoru (Slovenština)' }), {
      target: { value: 'Prízemie' },
    });
    fireEvent.change(sections.getByRole('textbox', { name: 'Název sektoru (Angličtina)' }), {
      target: { value: 'Stalls' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Uložit' }));
    await waitFor(() => expect(dataProvider.update).toHaveBeenCalled());
    const saved = (
      dataProvider.update.mock.calls[0] as unknown as [string, { data: Record<string, unknown> }]
    )[1];
    expect(toEventInput(saved.data).seatingPlan?.sections[0]!.name).toEqual({
      cs: 'Parter',
      sk: 'Prízemie',
      en: 'Stalls',
    });
  }, 60_000);

  it('draws a new seated event: the plan editor opens on an empty plan and keeps what was typed', async () => {
    serveSeatMapProvider('native');
    renderApp('/admin/events/create', ['event_admin']);
    const venue = await screen.findByRole('textbox', { name: /^Místo konání/ }, { timeout: 30_000 });
    fireEvent.change(venue, { target: { value: 'Zimní stadion' } });
    // The API needs the event's Czech text as it needs its name: the form marks it required.
    const text = screen.getByRole('textbox', { name: 'Text' });
    expect(text.closest('.ra-input-text')?.textContent).toMatch(/^Text\s*\*/);
    fireEvent.click(screen.getByRole('tab', { name: 'Plánek sedadel' }));
    fireEvent.click(await screen.findByLabelText('Místa k sezení podle plánku'));
    expect(await screen.findByText('Plánek zatím nemá žádný sektor.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Přidat sektor' }));
    expect(await screen.findByText('Sektor A')).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'Akce' }));
    expect((screen.getByRole('textbox', { name: /^Místo konání/ }) as HTMLInputElement).value).toBe(
      'Zimní stadion',
    );
  }, 60_000);

  it("asks for the event's seats.io key when seats.io holds the seats, and saves it", async () => {
    const dataProvider = renderEventEditor({ ...event, seatsioEventKey: null }, 'seatsio');
    fireEvent.click(await screen.findByRole('tab', { name: 'Plánek sedadel' }));
    const key = await screen.findByRole('textbox', { name: 'Klíč akce v seats.io' });
    fireEvent.change(key, { target: { value: 'finale-2026' } });
    fireEvent.click(screen.getByRole('button', { name: 'Uložit' }));
    await waitFor(() => expect(dataProvider.update).toHaveBeenCalled());
    const saved = (dataProvider.update.mock.calls[0] as unknown as [string, { data: object }])[1];
    expect(toEventInput(saved.data as Record<string, unknown>).seatsioEventKey).toBe('finale-2026');
    expect(toEventInput({ ...event, seatsioEventKey: '  ' }).seatsioEventKey).toBeNull();
  }, 60_000);

  it('sends general admission with capacities and no plan, and a seated event without capacities', () => {
    const admission = toEventInput({
      ...event,
      seated: false,
      categories: [{ ...event.categories[0], capacity: 500 }],
    });
    expect(admission.seatingPlan).toBeNull();
    expect(admission.categories[0]).toMatchObject({ key: 'std', capacity: 500, priceCzk: 39000 });
    const seated = toEventInput({
      ...event,
      presaleFrom: '',
      categories: [{ ...event.categories[0], capacity: 500 }],
    });
    expect(seated.presaleFrom).toBeNull();
    expect(seated.categories[0]!.capacity).toBeNull();
    expect(seated.seatingPlan?.sections[0]!.rows).toHaveLength(2);
  });
});
