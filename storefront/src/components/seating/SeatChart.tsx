import { Box, Button, Paper, Stack, Tooltip, Typography, useMediaQuery } from '@mui/material';
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { categoryPalette, SeatCanvas, seatLooks } from '@tribuna/common/seating/canvas';
import { SeatScene } from '@tribuna/common/seating/scene';
import { toScreen } from '@tribuna/common/seating/viewport';
import type { PublicEventCategory } from '@tribuna/common/schemas/events';
import type { SeatStatus } from '@tribuna/common/schemas/seating';
import { formatMoney } from '@tribuna/common/money';
import { categoryOf, isPickable, SEAT_RADIUS, seatRadiusOf, type ChartPlan } from './seatPlan';
import { useSeatDescription } from './seatDescription';

const TAKEN_COLOUR = '#c4c4c4';
const MIN_SCALE_OF_FIT = 0.5;
/** The closest zoom draws a seat with this radius in CSS pixels, whatever units its plan is in. */
const MAX_SEAT_RADIUS = 4 * SEAT_RADIUS;
/** A screen whose main pointer hovers and is precise: a mouse or a trackpad, not a finger. */
export const KEYBOARD_SCREEN = '(hover: hover) and (pointer: fine)';
/** A pointer that moves further than this between down and up pans rather than picks. */
const CLICK_SLOP = 5;

export interface SeatChartProps {
  plan: ChartPlan;
  statuses: readonly SeatStatus[];
  categories: readonly PublicEventCategory[];
  selected: ReadonlySet<string>;
  onToggle(seatId: string): void;
  /** Called once the plan is first on screen (the chart's benchmark times it). */
  onFirstDraw?(): void;
}

interface Hover {
  seat: number;
  x: number;
  y: number;
}

/**
 * The seat chart: every seat drawn on one canvas (a stadium is 20,000 seats, far too many DOM
 * nodes), zoomed and panned with a mouse wheel or drag, two fingers, or the keyboard. The view
 * lives in the shared `SeatCanvas` (common/seating/canvas.ts), not in React state, and redraws on
 * the next animation frame, so panning re-renders no React tree.
 */
export function SeatChart({ plan, statuses, categories, selected, onToggle, onFirstDraw }: SeatChartProps) {
  const { t } = useTranslation();
  const describe = useSeatDescription(categories);
  const instructionsId = useId();
  // The keyboard hint is for a screen with a mouse (and so, most likely, a keyboard): on a touch
  // screen it only crowds the chart.
  const keyboard = useMediaQuery(KEYBOARD_SCREEN, { noSsr: true });
  const wrapper = useRef<HTMLDivElement>(null);
  const canvas = useRef<HTMLCanvasElement>(null);
  const radius = useMemo(() => seatRadiusOf(plan), [plan]);
  // The chart outlives a plan; the zoom's limit follows the plan shown now.
  const radiusNow = useRef(radius);
  radiusNow.current = radius;
  const [chart] = useState(
    () =>
      new SeatCanvas({
        scaleLimits: (fitScale) => ({
          min: fitScale * MIN_SCALE_OF_FIT,
          max: Math.max(fitScale, MAX_SEAT_RADIUS / radiusNow.current),
        }),
        firstDrawAtOnce: true,
      }),
  );
  const [focus, setFocus] = useState(-1);
  const [hover, setHover] = useState<Hover | null>(null);
  const [announcement, setAnnouncement] = useState('');

  const scene = useMemo(
    () =>
      new SeatScene(
        plan.seats,
        plan.seats.map((seat) => seat.label),
        radius,
      ),
    [plan, radius],
  );

  const looks = useMemo(() => {
    const colours = categoryPalette(
      categories.map((category) => [category.key, category.color] as const),
      [TAKEN_COLOUR],
    );
    return seatLooks(
      plan.seats,
      colours.palette,
      {
        fill: (seat, index) =>
          isPickable(statuses[index]) ? colours.colourOf(seat.category) : colours.other(0),
        crossed: (_, index) => !isPickable(statuses[index]),
        ringed: (seat) => selected.has(seat.id),
      },
      '#111',
      focus,
    );
  }, [plan, statuses, categories, selected, focus]);

  // The drawing reads the latest plan and looks when its frame comes.
  chart.scene = scene;
  chart.looks = looks;
  chart.onFirstDraw = onFirstDraw ?? null;

  useEffect(() => {
    if (canvas.current && wrapper.current) return chart.attach(canvas.current, wrapper.current);
  }, [chart]);
  useEffect(() => chart.refit(), [chart, scene]);
  useEffect(() => chart.requestDraw(), [chart, looks]);

  const zoom = (factor: number) => chart.zoom(factor);
  const fit = () => chart.fit();

  // Pointers: one drags the plan or, without moving, picks a seat; two pinch.
  const pointers = useRef(new Map<number, { x: number; y: number }>());
  const gesture = useRef({ moved: 0, pinch: 0 });
  const local = (event: { clientX: number; clientY: number }) => chart.canvasPoint(event);
  const pinchOf = () => {
    const [a, b] = [...pointers.current.values()];
    return a && b
      ? { distance: Math.hypot(a.x - b.x, a.y - b.y), centre: { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 } }
      : null;
  };

  const onPointerDown = (event: React.PointerEvent<HTMLCanvasElement>) => {
    event.currentTarget.setPointerCapture?.(event.pointerId);
    pointers.current.set(event.pointerId, local(event));
    if (pointers.current.size === 1) gesture.current = { moved: 0, pinch: 0 };
    gesture.current.pinch = pinchOf()?.distance ?? 0;
  };

  const onPointerMove = (event: React.PointerEvent<HTMLCanvasElement>) => {
    const point = local(event);
    const previous = pointers.current.get(event.pointerId);
    if (!previous) {
      if (!chart.view) return;
      const seat = chart.seatAt(point);
      setHover((current) =>
        seat === -1 ? null : current?.seat === seat ? current : { seat, x: point.x, y: point.y },
      );
      return;
    }
    pointers.current.set(event.pointerId, point);
    if (!chart.view) return;
    if (pointers.current.size >= 2) {
      const pinch = pinchOf();
      if (pinch && gesture.current.pinch > 0) {
        chart.zoom(pinch.distance / gesture.current.pinch, pinch.centre);
        gesture.current.pinch = pinch.distance;
      }
      gesture.current.moved = Infinity;
      return;
    }
    gesture.current.moved += Math.hypot(point.x - previous.x, point.y - previous.y);
    if (gesture.current.moved > CLICK_SLOP) {
      setHover(null);
      chart.pan(point.x - previous.x, point.y - previous.y);
    }
  };

  const onPointerUp = (event: React.PointerEvent<HTMLCanvasElement>) => {
    const wasClick = pointers.current.size === 1 && gesture.current.moved <= CLICK_SLOP;
    pointers.current.delete(event.pointerId);
    gesture.current.pinch = pinchOf()?.distance ?? 0;
    if (!wasClick || !chart.view) return;
    const seat = chart.seatAt(local(event));
    if (seat === -1) return;
    setFocus(seat);
    if (isPickable(statuses[seat])) toggle(seat);
  };

  const showSeat = (seat: number) => {
    const current = chart.view;
    const place = plan.seats[seat];
    if (!current || !place) return;
    const { width, height } = chart.size;
    const onScreen = toScreen(current, place);
    const margin = 40;
    if (
      onScreen.x < margin ||
      onScreen.y < margin ||
      onScreen.x > width - margin ||
      onScreen.y > height - margin
    )
      chart.pan(width / 2 - onScreen.x, height / 2 - onScreen.y);
  };

  /**
   * Picks or drops a seat and says at once what it is now and what the selection totals: the new
   * state comes back from the server later, and a screen reader would still hear "volné".
   */
  const toggle = (seat: number) => {
    const place = plan.seats[seat]!;
    onToggle(place.id);
    const next = new Set(selected);
    if (next.has(place.id)) next.delete(place.id);
    else next.add(place.id);
    let amount = 0;
    let currency: PublicEventCategory['currency'] | undefined;
    for (const chosen of plan.seats) {
      if (!next.has(chosen.id)) continue;
      const category = categoryOf(categories, chosen.category);
      amount += category?.price ?? 0;
      currency ??= category?.currency;
    }
    const totals =
      next.size === 0 || !currency
        ? t('seatChart.nothingSelected')
        : t('seatChart.selectionNow', { count: next.size, price: formatMoney(amount, currency) });
    setAnnouncement(`${describe(place, statuses[seat], next.has(place.id))}. ${totals}`);
  };

  const moveFocus = (seat: number) => {
    if (seat === -1) return;
    setFocus(seat);
    showSeat(seat);
    setAnnouncement(describe(plan.seats[seat]!, statuses[seat], selected.has(plan.seats[seat]!.id)));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLCanvasElement>) => {
    const directions: Record<string, [number, number]> = {
      ArrowRight: [1, 0],
      ArrowLeft: [-1, 0],
      ArrowDown: [0, 1],
      ArrowUp: [0, -1],
    };
    const direction = directions[event.key];
    if (direction && event.shiftKey && chart.view) {
      chart.pan(-direction[0] * 60, -direction[1] * 60);
    } else if (direction) {
      const centre = chart.toPlan({ x: chart.size.width / 2, y: chart.size.height / 2 });
      if (focus === -1 && centre) {
        moveFocus(scene.nearest(centre));
      } else moveFocus(scene.neighbour(focus, direction[0], direction[1]));
    } else if ((event.key === 'Enter' || event.key === ' ') && focus !== -1) {
      const seat = plan.seats[focus]!;
      if (isPickable(statuses[focus])) toggle(focus);
      else setAnnouncement(describe(seat, statuses[focus], false));
    } else if (event.key === '+' || event.key === '=') zoom(1.25);
    else if (event.key === '-') zoom(0.8);
    else if (event.key === '0') fit();
    else return;
    event.preventDefault();
  };

  const hovered = hover ? plan.seats[hover.seat] : undefined;
  const hoveredCategory = hovered ? categoryOf(categories, hovered.category) : undefined;

  return (
    <Box>
      <Box
        ref={wrapper}
        sx={{
          position: 'relative',
          height: { xs: '60vh', md: 560 },
          minHeight: 320,
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          overflow: 'hidden',
          bgcolor: 'background.paper',
        }}
      >
        <canvas
          ref={canvas}
          role="application"
          aria-roledescription={t('seatChart.roleDescription')}
          aria-label={t('seatChart.chartLabel')}
          aria-describedby={keyboard ? instructionsId : undefined}
          tabIndex={0}
          data-testid="seat-chart"
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerUp}
          onPointerCancel={onPointerUp}
          onPointerLeave={() => setHover(null)}
          onKeyDown={onKeyDown}
          onBlur={() => setAnnouncement('')}
          // The focus ring (common/theme.ts) inside the canvas: the chart's box cuts off what is outside.
          style={{
            width: '100%',
            height: '100%',
            display: 'block',
            touchAction: 'none',
            cursor: 'pointer',
            outlineOffset: '-3px',
          }}
        />
        {hovered && hover && (
          <Paper
            role="tooltip"
            elevation={4}
            sx={{
              position: 'absolute',
              left: Math.min(hover.x + 14, Math.max(0, chart.size.width - 240)),
              top: hover.y + 14,
              p: 1,
              maxWidth: 240,
              pointerEvents: 'none',
            }}
          >
            <Typography variant="body2" fontWeight={600}>
              {t('seatChart.seatName', { section: hovered.section, row: hovered.row, seat: hovered.label })}
            </Typography>
            {hoveredCategory && (
              <Typography variant="body2">
                {hoveredCategory.name} · {formatMoney(hoveredCategory.price, hoveredCategory.currency)}
              </Typography>
            )}
            {hovered.wheelchair && <Typography variant="body2">{t('seatChart.wheelchair')}</Typography>}
            {hovered.companion && <Typography variant="body2">{t('seatChart.companion')}</Typography>}
            <Typography variant="body2" color="text.secondary">
              {t(`seatChart.status.${statuses[hover.seat] ?? 'blocked'}`)}
            </Typography>
          </Paper>
        )}
        <Stack sx={{ position: 'absolute', right: 8, top: 8 }} spacing={0.5}>
          {(
            [
              ['zoomIn', '+', () => zoom(1.5)],
              ['zoomOut', '−', () => zoom(1 / 1.5)],
              ['fit', '⤢', fit],
            ] as const
          ).map(([key, symbol, action]) => (
            <Tooltip key={key} title={t(`seatChart.${key}`)} placement="left">
              <Button
                variant="outlined"
                aria-label={t(`seatChart.${key}`)}
                onClick={action}
                sx={{ minWidth: 44, height: 44, fontSize: 20, bgcolor: 'background.paper' }}
              >
                {symbol}
              </Button>
            </Tooltip>
          ))}
        </Stack>
      </Box>
      {keyboard && (
        <Typography
          id={instructionsId}
          variant="caption"
          color="text.secondary"
          component="p"
          sx={{ mt: 0.5 }}
        >
          {t('seatChart.instructions')}
        </Typography>
      )}
      <Box role="status" aria-live="polite" sx={visuallyHidden}>
        {announcement}
      </Box>
    </Box>
  );
}

// In pixels as strings: MUI reads a bare 1 as 100%, which made the hidden box as wide as the page
// and pushed a phone's page sideways.
const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: 0,
  border: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
