import type { Point } from './rows';
import { CachedSceneDrawer, SEAT_CROSSED, SEAT_RING, type SeatLooks, type SeatScene } from './scene';
import { fitView, panBy, toPlan, zoomAt, type View } from './viewport';

/** The glyphs drawn on marked seats: none, a wheelchair place, a companion's place. */
export const SEAT_GLYPHS: readonly string[] = ['', '♿', '+'];

/** What a seat's look needs to know of it besides its fill. */
export interface MarkedSeat {
  wheelchair: boolean;
  companion: boolean;
}

/**
 * The looks of a plan's seats: the fill (a palette index) and whether a seat is crossed out
 * (not for sale) or ringed (selected) come from the caller; wheelchair and companion places get
 * their glyphs here, the same on the buyer's chart and in the editor.
 */
export function seatLooks<S extends MarkedSeat>(
  seats: readonly S[],
  palette: readonly string[],
  paint: {
    fill(seat: S, index: number): number;
    crossed(seat: S, index: number): boolean;
    ringed(seat: S, index: number): boolean;
  },
  ringColor: string,
  focus = -1,
): SeatLooks {
  const fill = new Uint16Array(seats.length);
  const flags = new Uint8Array(seats.length);
  const glyph = new Uint8Array(seats.length);
  seats.forEach((seat, index) => {
    fill[index] = paint.fill(seat, index);
    flags[index] =
      (paint.crossed(seat, index) ? SEAT_CROSSED : 0) | (paint.ringed(seat, index) ? SEAT_RING : 0);
    glyph[index] = seat.wheelchair ? 1 : seat.companion ? 2 : 0;
  });
  return { palette, fill, flags, glyph, glyphs: SEAT_GLYPHS, ringColor, focus };
}

/**
 * A palette of category colours followed by `others`, with the index of a category's colour (the
 * first of `others` for a category without one).
 */
export function categoryPalette(
  colours: Iterable<readonly [key: string, colour: string]>,
  others: readonly string[],
) {
  const entries = [...colours];
  const indexOf = new Map(entries.map(([key], index) => [key, index]));
  return {
    palette: [...entries.map(([, colour]) => colour), ...others],
    /** The palette index of `others[which]`. */
    other: (which: number) => entries.length + which,
    colourOf: (category: string) => indexOf.get(category) ?? entries.length,
  };
}

export interface SeatCanvasOptions {
  /** The zoom range, given the scale at which the whole plan fits. */
  scaleLimits(fitScale: number): { min: number; max: number };
  /** The first drawing does not wait for the next frame (the buyer's chart shows with the page). */
  firstDrawAtOnce?: boolean;
}

/**
 * A seating plan on one canvas, for the buyer's chart and the editor alike: the canvas follows its
 * box (sharp on high-density screens), the view (fit, zoom about a point, pan) lives here rather
 * than in React state and redraws on the next animation frame, so panning re-renders no React
 * tree, and the wheel zooms. What a pointer or a key does is the caller's.
 */
export class SeatCanvas {
  scene: SeatScene | null = null;
  looks: SeatLooks | null = null;
  /** Drawn over the plan after each drawing (the editor's selection band). */
  overlay: ((context: CanvasRenderingContext2D, view: View) => void) | null = null;
  /** Called once the plan is first on screen (the chart's benchmark times it). */
  onFirstDraw: (() => void) | null = null;
  view: View | null = null;
  size = { width: 0, height: 0 };
  private fitScale = 1;
  private frame = 0;
  private drawnOnce = false;
  private canvas: HTMLCanvasElement | null = null;
  private readonly drawer = new CachedSceneDrawer();

  constructor(private readonly options: SeatCanvasOptions) {}

  /**
   * Follows `canvas` in its `box`: sized now and on each resize (fitted the first time), zoomed by
   * the wheel. Answers the detaching.
   */
  attach(canvas: HTMLCanvasElement, box: HTMLElement): () => void {
    this.canvas = canvas;
    const resize = () => {
      const width = box.clientWidth;
      const height = box.clientHeight;
      if (width === this.size.width && height === this.size.height) return;
      const ratio = window.devicePixelRatio || 1;
      canvas.width = Math.round(width * ratio);
      canvas.height = Math.round(height * ratio);
      this.size = { width, height };
      if (this.view) this.requestDraw();
      else this.fit();
    };
    resize();
    // Wheel zoom needs a listener that may cancel the page's scroll (React's wheel is passive).
    const onWheel = (event: WheelEvent) => {
      event.preventDefault();
      this.zoom(Math.exp(-event.deltaY * 0.002), this.canvasPoint(event));
    };
    canvas.addEventListener('wheel', onWheel, { passive: false });
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(resize);
    observer?.observe(box);
    return () => {
      observer?.disconnect();
      canvas.removeEventListener('wheel', onWheel);
      cancelAnimationFrame(this.frame);
      this.frame = 0;
    };
  }

  readonly draw = () => {
    this.frame = 0;
    const context = this.canvas?.getContext('2d');
    if (!context || !this.view || !this.scene || !this.looks) return;
    this.drawer.draw(
      context,
      this.scene,
      this.looks,
      this.view,
      this.size.width,
      this.size.height,
      window.devicePixelRatio || 1,
    );
    this.overlay?.(context, this.view);
    if (!this.drawnOnce) {
      this.drawnOnce = true;
      this.onFirstDraw?.();
    }
  };

  requestDraw() {
    if (!this.frame) this.frame = requestAnimationFrame(this.draw);
  }

  setView(next: View) {
    this.view = next;
    if (this.options.firstDrawAtOnce && !this.drawnOnce) this.draw();
    else this.requestDraw();
  }

  /** Shows the whole plan (once the canvas has a size). */
  fit() {
    const { width, height } = this.size;
    if (width === 0 || !this.scene) return;
    const fitted = fitView(this.scene.bounds, width, height);
    this.fitScale = fitted.scale;
    this.setView(fitted);
  }

  /** Fits a new plan: a canvas without a size yet fits it when it gets one. */
  refit() {
    this.view = null;
    this.fit();
  }

  /** Zooms by `factor` about a canvas point, the middle when none is given. */
  zoom(factor: number, at?: Point) {
    if (!this.view) return;
    const centre = at ?? { x: this.size.width / 2, y: this.size.height / 2 };
    const { min, max } = this.options.scaleLimits(this.fitScale);
    this.setView(zoomAt(this.view, centre, factor, min, max));
  }

  pan(dx: number, dy: number) {
    if (this.view) this.setView(panBy(this.view, dx, dy));
  }

  /** Where a pointer event is on the canvas (CSS pixels from its top left corner). */
  canvasPoint(event: { clientX: number; clientY: number }): Point {
    const rect = this.canvas?.getBoundingClientRect();
    return { x: event.clientX - (rect?.left ?? 0), y: event.clientY - (rect?.top ?? 0) };
  }

  /** The plan point under a canvas point, or null before the plan has a view. */
  toPlan(point: Point): Point | null {
    return this.view ? toPlan(this.view, point) : null;
  }

  /** The seat under a canvas point, or -1. */
  seatAt(point: Point): number {
    const plan = this.toPlan(point);
    return plan && this.scene ? this.scene.seatAt(plan) : -1;
  }
}
