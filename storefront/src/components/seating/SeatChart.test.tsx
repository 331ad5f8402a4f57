import { cleanup, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
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

describe('seat chart of a plan in small units', () => {
  /** Two rows of ten seats 6 units apart, as a plan made through the API may place them. */
  const tight: EventSeats = {
    ...data,
    stage: { x: 0, y: 0, width: 100, height: 10 },
    sections: [
      {
        key: 'A',
        name: 'Sektor A',
        rows: ['1', '2'].map((row, r) => ({
          label: row,
          seats: Array.from({ length: 10 }, (_, i) => ({
            ...seat(`A-${row}-${i + 1}`, String(i + 1)),
            x: 20 + i * 6,
            y: 30 + r * 6,
          })),
        })),
      },
    ],
  };

  /**
   * A phone's chart box (356 × 504 px) on a screen without a mouse. `drawAtOnce`: each redraw at
   * once (it answers no frame, so the next one is asked for again).
   */
  function onPhoneScreen({ drawAtOnce = false } = {}) {
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(356);
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(504);
    vi.stubGlobal(
      'matchMedia',
      fakeMatchMedia(() => false),
    );
    if (drawAtOnce)
      vi.spyOn(window, 'requestAnimationFrame').mockImplementation((draw) => {
        draw(0);
        return 0;
      });
  }

  /** The chart of the tight plan with nothing chosen. */
  function renderTight(onToggle: (id: string) => void = () => undefined) {
    const { plan, statuses } = chartPlanOf(tight);
    renderWithApp(
      <SeatChart
        plan={plan}
        statuses={statuses}
        categories={categories}
        selected={new Set()}
        onToggle={onToggle}
      />,
    );
  }

  /**
   * The discs the chart draws, recorded from its canvas (jsdom draws nothing), in the chart's
   * pixels: the plan is drawn once into a picture of its own, which is then placed on the chart.
   */
  function recordDiscs() {
    const discs: { x: number; y: number; r: number }[] = [];
    const placed = { x: 0, y: 0 };
    const context = new Proxy(
      { canvas: document.createElement('canvas') },
      {
        get: (target, key) => {
          if (key in target) return target[key as keyof typeof target];
          if (key === 'arc') return (x: number, y: number, r: number) => discs.push({ x, y, r });
          if (key === 'drawImage')
            return (_: unknown, x: number, y: number) => Object.assign(placed, { x, y });
          return () => undefined;
        },
        set: () => true,
      },
    );
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(
      context as unknown as CanvasRenderingContext2D,
    );
    return () => discs.map((disc) => ({ ...disc, x: disc.x + placed.x, y: disc.y + placed.y }));
  }

  it('draws neighbouring seats apart, in a row and across rows, on a phone-sized chart', () => {
    onPhoneScreen();
    const discs = recordDiscs();
    renderTight();

    const seats = discs().slice(0, 20);
    expect(seats).toHaveLength(20);
    const [first, second] = seats;
    const next = seats[10]!;
    const pitch = Math.hypot(second!.x - first!.x, second!.y - first!.y);
    const rowPitch = Math.hypot(next.x - first!.x, next.y - first!.y);
    // Each seat is a finger's target (at least 24 px across) and leaves its neighbours a gap.
    expect(2 * first!.r).toBeGreaterThanOrEqual(24);
    expect(2 * first!.r).toBeLessThan(pitch);
    expect(2 * first!.r).toBeLessThan(rowPitch);
  });

  it('picks the seat tapped, and nothing on a tap off the seats', () => {
    onPhoneScreen();
    const discs = recordDiscs();
    const onToggle = vi.fn();
    renderTight(onToggle);
    const chart = screen.getByRole('application', { name: 'Plánek hlediště' });
    const tap = (x: number, y: number) => {
      fireEvent.pointerDown(chart, { pointerId: 1, clientX: x, clientY: y });
      fireEvent.pointerUp(chart, { pointerId: 1, clientX: x, clientY: y });
    };
    const fourth = discs()[3]!;
    tap(fourth.x, fourth.y);
    expect(onToggle).toHaveBeenCalledWith('A-1-4');
    onToggle.mockClear();
    // Where a third row would be: off every seat.
    const [first, , , , , , , , , , next] = discs();
    tap(next!.x, next!.y + (next!.y - first!.y));
    expect(onToggle).not.toHaveBeenCalled();
  });

  it('zooms in from the whole plan with the + button', () => {
    onPhoneScreen({ drawAtOnce: true });
    const discs = recordDiscs();
    renderTight();
    const whole = discs().at(-1)!.r;
    fireEvent.click(screen.getByRole('button', { name: 'Přiblížit' }));
    expect(discs().at(-1)!.r).toBeCloseTo(whole * 1.5);
  });

  it('draws a chosen seat’s ring and the focus whole, on a seat at the plan’s edge too', () => {
    onPhoneScreen({ drawAtOnce: true });
    // Each circle with the width of the line it is stroked with and the bitmap it is drawn into;
    // the plan is drawn into a bitmap of its own, placed on the chart at `placed`.
    const circles: { x: number; y: number; r: number; line: number; bitmap: HTMLCanvasElement }[] = [];
    const placed = { x: 0, y: 0 };
    const contextOf = (bitmap: HTMLCanvasElement) => {
      let line = 0;
      return new Proxy(
        {},
        {
          get: (_, key) => {
            if (key === 'canvas') return bitmap;
            if (key === 'lineWidth') return line;
            if (key === 'arc')
              return (x: number, y: number, r: number) => circles.push({ x, y, r, line, bitmap });
            if (key === 'drawImage')
              return (_: unknown, x: number, y: number) => Object.assign(placed, { x, y });
            return () => undefined;
          },
          set: (_, key, value) => {
            if (key === 'lineWidth') line = Number(value);
            return true;
          },
        },
      ) as unknown as CanvasRenderingContext2D;
    };
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(function (
      this: HTMLCanvasElement,
    ) {
      return contextOf(this);
    });
    const { plan, statuses } = chartPlanOf(tight);
    // As the pages hold the choice: a tapped seat is chosen.
    function Choosing() {
      const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
      return (
        <SeatChart
          plan={plan}
          statuses={statuses}
          categories={categories}
          selected={selected}
          onToggle={(id) => setSelected(new Set([id]))}
        />
      );
    }
    renderWithApp(<Choosing />);

    // The bottom row's last seat, tapped: it takes the focus and is chosen.
    const corner = circles[19]!;
    const chart = screen.getByRole('application', { name: 'Plánek hlediště' });
    const at = { pointerId: 1, clientX: corner.x + placed.x, clientY: corner.y + placed.y };
    circles.length = 0;
    fireEvent.pointerDown(chart, at);
    fireEvent.pointerUp(chart, at);

    // The chosen seat's ring and the focus ring.
    const strokes = circles.filter((circle) => circle.line > 0);
    expect(strokes).toHaveLength(2);
    for (const { x, y, r, line: width, bitmap: into } of strokes) {
      const reach = r + width / 2;
      expect(x - reach).toBeGreaterThanOrEqual(0);
      expect(y - reach).toBeGreaterThanOrEqual(0);
      expect(x + reach).toBeLessThanOrEqual(into.width);
      expect(y + reach).toBeLessThanOrEqual(into.height);
    }
  });
});
