import { Box, Button, ButtonGroup } from '@mui/material';
import {
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type PointerEvent,
} from 'react';
import { useTranslate } from 'react-admin';
import {
  CachedSceneDrawer,
  SEAT_CROSSED,
  SEAT_RING,
  SeatScene,
  type SeatLooks,
} from '@tribuna/common/seating/scene';
import { fitView, panBy, toPlan, zoomAt, type Bounds, type View } from '@tribuna/common/seating/viewport';
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
  const view = useRef<View | null>(null);
  const size = useRef({ width: 0, height: 0 });
  const frame = useRef(0);
  const drawer = useRef(new CachedSceneDrawer());
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

  const looks = useMemo<SeatLooks>(() => {
    const keys = [...colours.keys()];
    const palette = [...keys.map((key) => colours.get(key)!), UNKNOWN_COLOUR, PREVIEW_COLOUR];
    const indexOf = new Map(keys.map((key, index) => [key, index]));
    const fill = new Uint16Array(all.length);
    const flags = new Uint8Array(all.length);
    const glyph = new Uint8Array(all.length);
    all.forEach((seat, index) => {
      const previewed = index >= seats.length;
      fill[index] = previewed ? keys.length + 1 : (indexOf.get(seat.category) ?? keys.length);
      flags[index] = (seat.blocked ? SEAT_CROSSED : 0) | (selection.has(index) ? SEAT_RING : 0);
      glyph[index] = seat.wheelchair ? 1 : seat.companion ? 2 : 0;
    });
    return { palette, fill, flags, glyph, glyphs: ['', '♿', '+'], ringColor: '#d32f2f', focus: -1 };
  }, [all, seats.length, colours, selection]);

  const looksRef = useRef(looks);
  looksRef.current = looks;
  const bandRef = useRef(band);
  bandRef.current = band;

  const draw = useCallback(() => {
    frame.current = 0;
    const context = canvas.current?.getContext('2d');
    if (!context || !view.current) return;
    const ratio = window.devicePixelRatio || 1;
    drawer.current.draw(
      context,
      scene,
      looksRef.current,
      view.current,
      size.current.width,
      size.current.height,
      ratio,
    );
    const rect = bandRef.current;
    if (rect) {
      const v = view.current;
      context.strokeStyle = '#1976d2';
      context.fillStyle = 'rgba(25, 118, 210, 0.1)';
      const x = Math.min(rect.minX, rect.maxX) * v.scale + v.x;
      const y = Math.min(rect.minY, rect.maxY) * v.scale + v.y;
      const w = Math.abs(rect.maxX - rect.minX) * v.scale;
      const h = Math.abs(rect.maxY - rect.minY) * v.scale;
      context.fillRect(x, y, w, h);
      context.strokeRect(x, y, w, h);
    }
  }, [scene]);

  const requestDraw = useCallback(() => {
    if (!frame.current) frame.current = requestAnimationFrame(draw);
  }, [draw]);

  const setView = useCallback(
    (next: View) => {
      view.current = next;
      requestDraw();
    },
    [requestDraw],
  );

  const fit = useCallback(() => {
    if (size.current.width > 0) setView(fitView(scene.bounds, size.current.width, size.current.height));
  }, [scene, setView]);

  useEffect(() => {
    const element = canvas.current;
    const box = wrapper.current;
    if (!element || !box) return;
    const resize = () => {
      const { clientWidth: width, clientHeight: height } = box;
      if (width === size.current.width && height === size.current.height) return;
      const ratio = window.devicePixelRatio || 1;
      element.width = Math.round(width * ratio);
      element.height = Math.round(height * ratio);
      size.current = { width, height };
      if (view.current) requestDraw();
      else fit();
    };
    resize();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(resize);
    observer.observe(box);
    return () => observer.disconnect();
  }, [fit, requestDraw]);

  // A new section or a copied plan shows whole; edits of seats keep the view.
  const seatCount = seats.length;
  useEffect(() => {
    fit();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- refit when seats are added or removed only
  }, [seatCount]);
  useEffect(requestDraw, [looks, band, requestDraw]);
  useEffect(() => () => cancelAnimationFrame(frame.current), []);

  const zoom = useCallback(
    (factor: number, at?: { x: number; y: number }) => {
      if (!view.current) return;
      const centre = at ?? { x: size.current.width / 2, y: size.current.height / 2 };
      setView(zoomAt(view.current, centre, factor, 0.002, 8));
    },
    [setView],
  );

  useEffect(() => {
    const element = canvas.current;
    if (!element) return;
    const onWheel = (event: WheelEvent) => {
      event.preventDefault();
      const rect = element.getBoundingClientRect();
      zoom(Math.exp(-event.deltaY * 0.002), { x: event.clientX - rect.left, y: event.clientY - rect.top });
    };
    element.addEventListener('wheel', onWheel, { passive: false });
    return () => element.removeEventListener('wheel', onWheel);
  }, [zoom]);

  const local = (event: PointerEvent) => {
    const rect = canvas.current!.getBoundingClientRect();
    return { x: event.clientX - rect.left, y: event.clientY - rect.top };
  };

  const onPointerDown = (event: PointerEvent<HTMLCanvasElement>) => {
    event.currentTarget.setPointerCapture?.(event.pointerId);
    const point = local(event);
    drag.current = { start: point, last: point, moved: false };
  };

  const onPointerMove = (event: PointerEvent<HTMLCanvasElement>) => {
    const current = drag.current;
    if (!current || !view.current) return;
    const point = local(event);
    if (Math.hypot(point.x - current.start.x, point.y - current.start.y) > 4) current.moved = true;
    if (tool === 'pan' || event.buttons === 4)
      setView(panBy(view.current, point.x - current.last.x, point.y - current.last.y));
    else if (current.moved) {
      const a = toPlan(view.current, current.start);
      const b = toPlan(view.current, point);
      setBand({ minX: a.x, minY: a.y, maxX: b.x, maxY: b.y });
    }
    current.last = point;
  };

  const onPointerUp = (event: PointerEvent<HTMLCanvasElement>) => {
    const current = drag.current;
    drag.current = null;
    setBand(null);
    if (!current || !view.current || tool === 'pan') return;
    const next = event.shiftKey ? new Set(selection) : new Set<number>();
    if (current.moved) {
      const a = toPlan(view.current, current.start);
      const b = toPlan(view.current, local(event));
      for (const id of scene.seatsIn({ minX: a.x, minY: a.y, maxX: b.x, maxY: b.y }))
        if (id < seats.length) next.add(id);
    } else {
      const id = scene.seatAt(toPlan(view.current, local(event)));
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
    if (pan && view.current) setView(panBy(view.current, pan[0], pan[1]));
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
