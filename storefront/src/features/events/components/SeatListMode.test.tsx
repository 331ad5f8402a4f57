import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { PublicEventCategory } from '@tribuna/common/schemas/events';
import type { EventSeats } from '@tribuna/common/schemas/seating';
import { loadAllTexts } from '../../../lib/i18n';
import { renderWithApp } from '../../../test/helpers';
import { SeatListMode } from './SeatListMode';
import { applySeatNews, chartPlanOf, totalOf } from '../../../components/seating/seatPlan';

const E = '5a0d1f2e-3b4c-4d5e-8f60-718293a4b5c6';
const seat = (
  id: string,
  label: string,
  extra: Partial<EventSeats['sections'][0]['rows'][0]['seats'][0]> = {},
) => ({
  id,
  label,
  x: Number(label) * 50,
  y: 0,
  category: 'A',
  wheelchair: false,
  companion: false,
  status: 'free' as const,
  ...extra,
});

const data: EventSeats = {
  eventUuid: E,
  stage: { x: 0, y: -200, width: 400, height: 50 },
  readAt: '2026-11-23T12:00:00.000Z',
  sections: [
    {
      key: 'P',
      name: 'Parter',
      rows: [
        {
          label: '1',
          seats: [
            seat('P-1-1', '1', { wheelchair: true, category: 'B' }),
            seat('P-1-2', '2', { companion: true, category: 'B' }),
            seat('P-1-3', '3', { status: 'booked' }),
            seat('P-1-4', '4'),
          ],
        },
        { label: '2', seats: [seat('P-2-1', '1'), seat('P-2-2', '2', { status: 'held' })] },
      ],
    },
    { key: 'B', name: 'Balkon', rows: [{ label: '1', seats: [seat('B-1-1', '1')] }] },
  ],
};

const categories: PublicEventCategory[] = [
  { key: 'A', name: 'Kategorie A', color: '#1565c0', price: 49000, currency: 'CZK', available: 3 },
  { key: 'B', name: 'Bezbariérová', color: '#2e7d32', price: 19000, currency: 'CZK', available: 2 },
];

function Harness() {
  const { plan, statuses } = chartPlanOf(data);
  const [selected, setSelected] = useState(new Set<string>());
  const toggle = (id: string) =>
    setSelected((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  return (
    <>
      <SeatListMode
        plan={plan}
        statuses={statuses}
        categories={categories}
        selected={selected}
        onToggle={toggle}
      />
      <output data-testid="picked">{[...selected].join(' ')}</output>
    </>
  );
}

const selectedText = (name: string) => {
  const select = screen.getByRole<HTMLSelectElement>('combobox', { name });
  return select.options[select.selectedIndex]?.textContent;
};

beforeAll(loadAllTexts);
afterEach(cleanup);

describe('seat list mode', () => {
  it('names every seat with its place, wheelchair or companion use, price and state', async () => {
    renderWithApp(<Harness />);
    const seats = await screen.findByRole('group', { name: 'Sedadla: Parter, řada 1' });
    const boxes = within(seats).getAllByRole('checkbox');
    // Prices are written with no-break spaces, as Czech typography wants.
    expect(boxes.map((box) => box.closest('label')?.textContent?.replace(/\u00a0/g, ' '))).toEqual([
      'Parter, řada 1, sedadlo 1, místo pro vozíčkáře, Bezbariérová, 190 Kč, volné',
      'Parter, řada 1, sedadlo 2, místo pro doprovod vozíčkáře, Bezbariérová, 190 Kč, volné',
      'Parter, řada 1, sedadlo 3, Kategorie A, 490 Kč, prodané',
      'Parter, řada 1, sedadlo 4, Kategorie A, 490 Kč, volné',
    ]);
    expect(boxes.map((box) => (box as HTMLInputElement).disabled)).toEqual([false, false, true, false]);
    expect(selectedText('Sektor')).toBe('Parter (4 volná místa)');
  });

  it('lets a keyboard user choose a section, a row and seats', async () => {
    renderWithApp(<Harness />);
    const row = await screen.findByRole('combobox', { name: 'Řada' });
    fireEvent.change(row, { target: { value: '1' } });
    const seats = screen.getByRole('group', { name: 'Sedadla: Parter, řada 2' });
    const [free, held] = within(seats).getAllByRole('checkbox');
    expect((held as HTMLInputElement).disabled).toBe(true);
    fireEvent.click(free!);
    expect((free as HTMLInputElement).checked).toBe(true);
    expect(screen.getByTestId('picked').textContent).toBe('P-2-1');

    fireEvent.change(screen.getByRole('combobox', { name: 'Sektor' }), { target: { value: '1' } });
    expect(selectedText('Řada')).toBe('Řada 1 (1 volné)');
    fireEvent.click(
      within(screen.getByRole('group', { name: 'Sedadla: Balkon, řada 1' })).getByRole('checkbox'),
    );
    expect(screen.getByTestId('picked').textContent).toBe('P-2-1 B-1-1');
  });
});

describe('seat plan', () => {
  it('applies live news, keeping the buyer’s own holds theirs, and totals the selection', () => {
    const { plan, statuses } = chartPlanOf(data);
    const next = applySeatNews(
      plan,
      statuses,
      {
        eventUuid: E,
        seats: [
          { id: 'P-1-4', status: 'held', until: '2026-11-23T12:15:00.000Z' },
          { id: 'P-1-1', status: 'held' },
          { id: 'P-2-2', status: 'free' },
          { id: 'unknown', status: 'booked' },
        ],
      },
      new Set(['P-1-1']),
    );
    expect(next.slice(0, 6)).toEqual(['heldByYou', 'free', 'booked', 'held', 'free', 'free']);
    expect(totalOf(plan, categories, ['P-1-1', 'P-1-4'])).toBe(68000);
  });
});
