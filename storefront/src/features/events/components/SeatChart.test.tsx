import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeMatchMedia } from '@tribuna/common/test/matchMedia';
import type { PublicEventCategory } from '@tribuna/common/schemas/events';
import type { EventSeats } from '@tribuna/common/schemas/seating';
import { renderWithApp } from '../../../test/helpers';
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

function renderChart(screenMatches: (query: string) => boolean) {
  vi.stubGlobal('matchMedia', fakeMatchMedia(screenMatches));
  const { plan, statuses } = chartPlanOf(data);
  return renderWithApp(
    <SeatChart
      plan={plan}
      statuses={statuses}
      categories={categories}
      selected={new Set()}
      onToggle={() => undefined}
    />,
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
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
});
