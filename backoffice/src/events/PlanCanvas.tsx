import { Box, Button, ButtonGroup } from '@mui/material';
import { useEffect, useMemo, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { useTranslate } from 'react-admin';
import { categoryPalette, SeatCanvas, seatLooks } from '@tribuna/common/seating/canvas';
import { SeatScene } from '@tribuna/common/seating/scene';
import { toPlan, type Bounds, type View } from '@tribuna/common/seating/viewport';
import type { EditorSeat } from './seatingPlanEditing';

const SEAT_RADIUS = 20;
const UNKNOWN_COLOUR = '#9e9e9e';
const PREVIEW_COLOUR = 'rgba(25, 118, 210, 0.35)';

export interface PlanCanvasProps {
  seats: readonly EditorSeat[];
  /** Seats drawn after `seats` as a pale preview (a section not added yet). */
  preview: readonly EditorSeat[];
  stage: { x: number; y: number; width: number; height: number };
  colours: ReadonlyMap<string, string>;
  selection: ReadonlySet<number>;
  onSelect(selection: Set<number>): void;
  onDelete(): void;
}

/**
 * The editor's drawing of the plan: one canvas, the same scene and drawing as the buyer's chart,
 * so a 20,000-seat stadium stays responsive. Dragging selects seats in a rectangle (with Shift it
 * adds to the selection), a click picks one seat; in the hand mode dragging pans. The wheel zooms.
 */
export function PlanCanvas({
  seats,
  preview,
  stage,
  colours,
  selection,
  onSelect,
  onDelete,
}: PlanCanvasProps) {
  const translate = useTranslate();
  const wrapper = useRef<HTMLDivElement>(null);
  const canvas = useRef<HTMLCanvasElement>(null);
  const [seatCanvas] = useState(() => new SeatCanvas({ scaleLimits: () => ({ min: 0.002, max: 8 }) }));
  const [tool, setTool] = useState<'select' | 'pan'>('select');
  const [band, setBand] = useState<Bounds | null>(null);
  const drag = useRef<{
    start: { x: number; y: number };
    last: { x: number; y: number };
    moved: boolean;
  } | null>(null);

  const all = useMemo(() => [...seats, ...preview], [seats, preview]);
  const stageText = translate('resources.events.editor.stage');
  const scene = useMemo(
    () =>
      new SeatScene(
        all,
        all.map((seat) => seat.label),
        SEAT_RADIUS,
        [],
        [{ ...stage, text: stageText }],
      ),
    [all, stage, stageText],
  );

  const looks = useMemo(() => {
    const palette = categoryPalette(colours, [UNKNOWN_COLOUR, PREVIEW_COLOUR]);
    return seatLooks(
      all,
      palette.palette,
      {
        fill: (seat, index) => (index >= seats.length ? palette.other(1) : palette.colourOf(seat.category)),
        crossed: (seat) => seat.blocked,
        ringed: (_, index) => selection.has(index),
      },
      '#d32f2f',
    );
  }, [all, seats.length, colours, selection]);

  // The drawing reads the latest plan, looks and band when its frame comes.
  seatCanvas.scene = scene;
  seatCanvas.looks = looks;
  seatCanvas.overlay = band ? (context, view) => drawBand(context, view, band) : null;

  useEffect(() => {
    if (canvas.current && wrapper.current) return seatCanvas.attach(canvas.current, wrapper.current);
  }, [seatCanvas]);
  // A new section or a copied plan shows whole; edits of seats keep the view.
  const seatCount = seats.length;
  useEffect(() => seatCanvas.fit(), [seatCanvas, seatCount]);
  useEffect(() => seatCanvas.requestDraw(), [seatCanvas, looks, band]);

  const zoom = (factor: number) => seatCanvas.zoom(factor);
  const fit = () => seatCanvas.fit();

  const local = (event: PointerEvent) => seatCanvas.canvasPoint(event);

  const onPointerDown = (event: PointerEvent<HTMLCanvasElement>) => {
    event.currentTarget.setPointerCapture?.(event.pointerId);
    const point = local(event);
    drag.current = { start: point, last: point, moved: false };
  };

  const onPointerMove = (event: PointerEvent<HTMLCanvasElement>) => {
    const current = drag.current;
    const view = seatCanvas.view;
    if (!current || !view) return;
    const point = local(event);
    if (Math.hypot(point.x - current.start.x, point.y - current.start.y) > 4) current.moved = true;
    if (tool === 'pan' || event.buttons === 4)
      seatCanvas.pan(point.x - current.last.x, point.y - current.last.y);
    else if (current.moved) {
      const a = toPlan(view, current.start);
      const b = toPlan(view, point);
      setBand({ minX: a.x, minY: a.y, maxX: b.x, maxY: b.y });
    }
    current.last = point;
  };

  const onPointerUp = (event: PointerEvent<HTMLCanvasElement>) => {
    const current = drag.current;
    drag.current = null;
    setBand(null);
    const view = seatCanvas.view;
    if (!current || !view || tool === 'pan') return;
    const next = event.shiftKey ? new Set(selection) : new Set<number>();
    if (current.moved) {
      const a = toPlan(view, current.start);
      const b = toPlan(view, local(event));
      for (const id of scene.seatsIn({ minX: a.x, minY: a.y, maxX: b.x, maxY: b.y }))
        if (id < seats.length) next.add(id);
    } else {
      const id = seatCanvas.seatAt(local(event));
      if (id !== -1 && id < seats.length) {
        if (event.shiftKey && selection.has(id)) next.delete(id);
        else next.add(id);
      }
    }
    onSelect(next);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLCanvasElement>) => {
    const pans: Record<string, [number, number]> = {
      ArrowLeft: [60, 0],
      ArrowRight: [-60, 0],
      ArrowUp: [0, 60],
      ArrowDown: [0, -60],
    };
    const pan = pans[event.key];
    if (pan && seatCanvas.view) seatCanvas.pan(pan[0], pan[1]);
    else if (event.key === '+' || event.key === '=') zoom(1.25);
    else if (event.key === '-') zoom(0.8);
    else if (event.key === '0') fit();
    else if (event.key === 'Escape') onSelect(new Set());
    else if (event.key === 'a' && (event.ctrlKey || event.metaKey))
      onSelect(new Set(Array.from({ length: seats.length }, (_, i) => i)));
    else if (event.key === 'Delete' && selection.size > 0) onDelete();
    else return;
    event.preventDefault();
  };

  return (
    <Box>
      <ButtonGroup size="small" sx={{ mb: 1, flexWrap: 'wrap' }}>
        <Button
          variant={tool === 'select' ? 'contained' : 'outlined'}
          aria-pressed={tool === 'select'}
          onClick={() => setTool('select')}
        >
          {translate('resources.events.editor.selectTool')}
        </Button>
        <Button
          variant={tool === 'pan' ? 'contained' : 'outlined'}
          aria-pressed={tool === 'pan'}
          onClick={() => setTool('pan')}
        >
          {translate('resources.events.editor.panTool')}
        </Button>
        <Button onClick={() => zoom(1.5)} aria-label={translate('resources.events.editor.zoomIn')}>
          +
        </Button>
        <Button onClick={() => zoom(1 / 1.5)} aria-label={translate('resources.events.editor.zoomOut')}>
          −
        </Button>
        <Button onClick={fit}>{translate('resources.events.editor.fit')}</Button>
      </ButtonGroup>
      <Box
        ref={wrapper}
        sx={{
          height: { xs: 360, md: 520 },
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          overflow: 'hidden',
        }}
      >
        <canvas
          ref={canvas}
          tabIndex={0}
          role="application"
          aria-label={translate('resources.events.editor.canvas')}
          data-testid="plan-canvas"
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerUp}
          onPointerCancel={() => {
            drag.current = null;
            setBand(null);
          }}
          onKeyDown={onKeyDown}
          style={{
            width: '100%',
            height: '100%',
            display: 'block',
            touchAction: 'none',
            cursor: tool === 'pan' ? 'grab' : 'crosshair',
          }}
        />
      </Box>
    </Box>
  );
}

/** The rectangle being dragged to select seats, over the plan. */
function drawBand(context: CanvasRenderingContext2D, view: View, band: Bounds) {
  context.strokeStyle = '#1976d2';
  context.fillStyle = 'rgba(25, 118, 210, 0.1)';
  const x = Math.min(band.minX, band.maxX) * view.scale + view.x;
  const y = Math.min(band.minY, band.maxY) * view.scale + view.y;
  const w = Math.abs(band.maxX - band.minX) * view.scale;
  const h = Math.abs(band.maxY - band.minY) * view.scale;
  context.fillRect(x, y, w, h);
  context.strokeRect(x, y, w, h);
}
