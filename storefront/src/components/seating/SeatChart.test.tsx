import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeMatchMedia } from '@tribuna/common/test/matchMedia';
import type { PublicEventCategory } from '@tribuna/common/schemas/events';
import type { EventSeats } from '@tribuna/common/schemas/seating';
import { renderWithApp } from '../../test/helpers';
import { KEYBOARD_SCREEN, SeatChart } from './SeatChart';
import { chartPlanOf } from './seatPlan';

const seat = (id: string, label: string) => ({
  id,
  label,
  x: Number(label) * 50,
  y: 0,
  category: 'A',
  wheelchair: false,
  companion: false,
  status: 'free' as const,
});

const data: EventSeats = {
  eventUuid: '5a0d1f2e-3b4c-4d5e-8f60-718293a4b5c6',
  stage: { x: 0, y: -200, width: 400, height: 50 },
  readAt: '2026-11-23T12:00:00.000Z',
  sections: [
    { key: 'P', name: 'Parter', rows: [{ label: '1', seats: [seat('P-1-1', '1'), seat('P-1-2', '2')] }] },
  ],
};
const categories: PublicEventCategory[] = [
  { key: 'A', name: 'Kategorie A', color: '#1565c0', price: 49000, currency: 'CZK', available: 2 },
];

const hint = /Šipkami přecházíte mezi sedadly/;

function renderChart(
  screenMatches: (query: string) => boolean,
  selected: ReadonlySet<string> = new Set(),
  onToggle: (seatId: string) => void = () => undefined,
) {
  vi.stubGlobal('matchMedia', fakeMatchMedia(screenMatches));
  const { plan, statuses } = chartPlanOf(data);
  return renderWithApp(
    <SeatChart
      plan={plan}
      statuses={statuses}
      categories={categories}
      selected={selected}
      onToggle={onToggle}
    />,
  );
}

// Intl separates thousands and the currency with no-break spaces.
const plain = (text: string | null) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('seat chart', () => {
  it('explains the keys on a screen with a mouse', () => {
    renderChart((query) => query === KEYBOARD_SCREEN);
    const chart = screen.getByRole('application', { name: 'Plánek hlediště' });
    expect(screen.getByText(hint)).toBeTruthy();
    expect(chart.getAttribute('aria-describedby')).toBe(screen.getByText(hint).id);
  });

  it('shows no keyboard hint on a touch screen', () => {
    renderChart(() => false);
    expect(screen.getByRole('application', { name: 'Plánek hlediště' })).toBeTruthy();
    expect(screen.queryByText(hint)).toBeNull();
  });

  it('announces a seat picked with Enter as chosen at once, with what the selection now totals', () => {
    // jsdom lays nothing out: the chart's box gets a size, so the plan has a view to move in.
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(400);
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(300);
    const onToggle = vi.fn();
    renderChart((query) => query === KEYBOARD_SCREEN, new Set(['P-1-1']), onToggle);
    const chart = screen.getByRole('application', { name: 'Plánek hlediště' });
    const status = screen.getByRole('status');

    fireEvent.keyDown(chart, { key: 'ArrowRight' });
    fireEvent.keyDown(chart, { key: 'ArrowRight' });
    expect(plain(status.textContent)).toBe('Parter, řada 1, sedadlo 2, Kategorie A, 490 Kč, volné');

    fireEvent.keyDown(chart, { key: 'Enter' });
    expect(onToggle).toHaveBeenCalledWith('P-1-2');
    expect(plain(status.textContent)).toBe(
      'Parter, řada 1, sedadlo 2, Kategorie A, 490 Kč, vybrané vámi. Vybrána 2 místa za 980 Kč.',
    );
  });
});
