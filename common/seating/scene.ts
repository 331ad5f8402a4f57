import KDBush from 'kdbush';
import type { Point } from './rows';
import { boundsOf, visibleBounds, type Bounds, type View } from './viewport';

/** Per-seat flags of a drawn plan (bits of `SeatLooks.flags`). */
export const SEAT_RING = 1;
export const SEAT_CROSSED = 2;

/**
 * How each seat looks, in arrays indexed like the scene's seats, so a redraw of 20,000 seats
 * allocates nothing per seat: a palette index for the fill, flags, and a glyph index (0 none).
 */
export interface SeatLooks {
  palette: readonly string[];
  fill: Uint16Array;
  flags: Uint8Array;
  glyph: Uint8Array;
  glyphs: readonly string[];
  ringColor: string;
  /** The seat with the keyboard focus, or -1. */
  focus: number;
}

export interface SceneText extends Point {
  text: string;
}

/** A labelled rectangle under the seats: the stage. */
export interface SceneArea extends Point {
  width: number;
  height: number;
  text: string;
}

/**
 * The seats of a plan placed for drawing and pointing: a static k-d tree finds the seat under the
 * pointer, the seats in a dragged rectangle and the seats on screen, so the cost of a frame
 * follows what is visible, not the size of the stadium.
 */
export class SeatScene {
  private tree: KDBush | null = null;
  readonly bounds: Bounds;

  constructor(
    readonly seats: readonly Point[],
    readonly labels: readonly string[],
    readonly radius: number,
    readonly texts: readonly SceneText[] = [],
    readonly areas: readonly SceneArea[] = [],
  ) {
    const b = boundsOf([
      ...seats,
      ...areas.flatMap((area) => [area, { x: area.x + area.width, y: area.y + area.height }]),
    ]);
    this.bounds = {
      minX: b.minX - radius,
      minY: b.minY - radius,
      maxX: b.maxX + radius,
      maxY: b.maxY + radius,
    };
  }

  /**
   * Built on first use (pointing, or drawing part of the plan): the first drawing of a whole
   * stadium needs no index, and sorting 20,000 points would delay it.
   */
  get index(): KDBush {
    if (!this.tree) {
      this.tree = new KDBush(Math.max(1, this.seats.length));
      for (const { x, y } of this.seats) this.tree.add(x, y);
      if (this.seats.length === 0) this.tree.add(0, 0);
      this.tree.finish();
    }
    return this.tree;
  }

  /** The seat under a plan point, or -1. */
  seatAt(point: Point): number {
    if (this.seats.length === 0) return -1;
    let best = -1;
    let bestDistance = Infinity;
    for (const id of this.index.within(point.x, point.y, this.radius * 1.15)) {
      const seat = this.seats[id]!;
      const distance = (seat.x - point.x) ** 2 + (seat.y - point.y) ** 2;
      if (distance < bestDistance) {
        best = id;
        bestDistance = distance;
      }
    }
    return best;
  }

  /** The seat nearest a plan point however far it is (where the keyboard starts), or -1. */
  nearest(point: Point): number {
    let best = -1;
    let bestDistance = Infinity;
    this.seats.forEach((seat, index) => {
      const distance = (seat.x - point.x) ** 2 + (seat.y - point.y) ** 2;
      if (distance < bestDistance) {
        best = index;
        bestDistance = distance;
      }
    });
    return best;
  }

  /** The seats whose centres lie in a plan rectangle. */
  seatsIn(bounds: Bounds): number[] {
    if (this.seats.length === 0) return [];
    return this.index.range(
      Math.min(bounds.minX, bounds.maxX),
      Math.min(bounds.minY, bounds.maxY),
      Math.max(bounds.minX, bounds.maxX),
      Math.max(bounds.minY, bounds.maxY),
    );
  }

  /**
   * The nearest seat from `from` in a direction (arrow keys on the chart): seats ahead within a
   * cone of ±60°, the closest first, with sideways distance counting double so a row is followed.
   */
  neighbour(from: number, dx: number, dy: number): number {
    const origin = this.seats[from];
    if (!origin) return -1;
    let best = -1;
    let bestCost = Infinity;
    for (let reach = this.radius * 4; best === -1 && reach <= this.radius * 64; reach *= 2) {
      for (const id of this.index.within(origin.x, origin.y, reach)) {
        if (id === from) continue;
        const seat = this.seats[id]!;
        const ahead = (seat.x - origin.x) * dx + (seat.y - origin.y) * dy;
        const aside = Math.abs((seat.x - origin.x) * dy - (seat.y - origin.y) * dx);
        if (ahead <= 0 || aside > ahead * 1.8) continue;
        const cost = ahead + 2 * aside;
        if (cost < bestCost) {
          best = id;
          bestCost = cost;
        }
      }
    }
    return best;
  }
}

/** Device radius under which seats are painted as pixels instead of canvas arcs (see `paintDiscs`). */
const PIXEL_DISC_RADIUS = 6;

/**
 * The coverage of a disc of `radius` pixels centred in a square of `size` pixels, 0–255 per pixel
 * (4 × 4 samples a pixel, so its edge is smoothed as the canvas smooths an arc).
 */
export function discMask(radius: number): { size: number; alpha: Uint8Array } {
  const size = Math.ceil(radius * 2) + 2;
  const centre = size / 2;
  const alpha = new Uint8Array(size * size);
  for (let py = 0; py < size; py++)
    for (let px = 0; px < size; px++) {
      let inside = 0;
      for (let sy = 0; sy < 4; sy++)
        for (let sx = 0; sx < 4; sx++) {
          const dx = px + (sx + 0.5) / 4 - centre;
          const dy = py + (sy + 0.5) / 4 - centre;
          if (dx * dx + dy * dy <= radius * radius) inside++;
        }
      alpha[py * size + px] = Math.round((inside * 255) / 16);
    }
  return { size, alpha };
}

/**
 * Paints discs into RGBA pixels (a canvas's ImageData seen as 32-bit words, red in the low byte):
 * disc `k` at device point (`xs[k]`, `ys[k]`) in `colours[k]` (0xAARRGGBB). A stadium's 20,000 seats
 * take a few milliseconds this way, where as many canvas arcs take over a hundred; where discs
 * overlap, the more opaque pixel stays.
 */
export function paintDiscs(
  pixels: Uint32Array,
  width: number,
  height: number,
  mask: { size: number; alpha: Uint8Array },
  xs: ArrayLike<number>,
  ys: ArrayLike<number>,
  colours: ArrayLike<number>,
): void {
  const { size, alpha } = mask;
  const half = size / 2;
  for (let k = 0; k < xs.length; k++) {
    const left = Math.round(xs[k]! - half);
    const top = Math.round(ys[k]! - half);
    const argb = colours[k]!;
    const abgr = ((argb >> 16) & 0xff) | (argb & 0xff00) | ((argb & 0xff) << 16);
    const opacity = argb >>> 24;
    for (let my = 0; my < size; my++) {
      const y = top + my;
      if (y < 0 || y >= height) continue;
      const row = y * width;
      for (let mx = 0; mx < size; mx++) {
        const x = left + mx;
        const a =
          opacity === 255 ? alpha[my * size + mx]! : ((alpha[my * size + mx]! * opacity + 127) / 255) | 0;
        if (a === 0 || x < 0 || x >= width) continue;
        if (pixels[row + x]! >>> 24 >= a) continue;
        pixels[row + x] = ((a << 24) | abgr) >>> 0;
      }
    }
  }
}

/** A CSS colour as 0xAARRGGBB, read back from a 1 × 1 canvas (cached: palettes are few). */
const argbCache = new Map<string, number>();
function argbOf(colour: string): number {
  let argb = argbCache.get(colour);
  if (argb === undefined) {
    const probe = document.createElement('canvas').getContext('2d', { willReadFrequently: true });
    if (!probe) return 0;
    probe.fillStyle = colour;
    probe.fillRect(0, 0, 1, 1);
    const [r, g, b, a] = probe.getImageData(0, 0, 1, 1).data;
    argb = ((a! << 24) | (r! << 16) | (g! << 8) | b!) >>> 0;
    argbCache.set(colour, argb);
  }
  return argb;
}

/** The seats in view: all of them when the whole plan is, else those the index finds. */
function visibleSeats(scene: SeatScene, view: View, width: number, height: number): number[] {
  if (scene.seats.length === 0) return [];
  const r = scene.radius;
  const seen = visibleBounds(view, width, height);
  const whole =
    seen.minX <= scene.bounds.minX &&
    seen.minY <= scene.bounds.minY &&
    seen.maxX >= scene.bounds.maxX &&
    seen.maxY >= scene.bounds.maxY;
  return whole
    ? Array.from({ length: scene.seats.length }, (_, i) => i)
    : scene.index.range(seen.minX - r, seen.minY - r, seen.maxX + r, seen.maxY + r);
}

/** The seats' fills as pixels of the whole canvas (`paintDiscs`), replacing what it held. */
function putSeatPixels(
  ctx: CanvasRenderingContext2D,
  scene: SeatScene,
  looks: SeatLooks,
  view: View,
  visible: readonly number[],
  deviceRadius: number,
  pixelRatio: number,
) {
  const { width, height } = ctx.canvas;
  const image = ctx.createImageData(width, height);
  const xs = new Float64Array(visible.length);
  const ys = new Float64Array(visible.length);
  const colours = new Uint32Array(visible.length);
  const palette = looks.palette.map(argbOf);
  visible.forEach((id, k) => {
    const seat = scene.seats[id]!;
    xs[k] = (seat.x * view.scale + view.x) * pixelRatio;
    ys[k] = (seat.y * view.scale + view.y) * pixelRatio;
    colours[k] = palette[looks.fill[id] ?? 0] ?? 0;
  });
  const mask = discMask(Math.max(0.75, deviceRadius));
  paintDiscs(new Uint32Array(image.data.buffer), width, height, mask, xs, ys, colours);
  ctx.putImageData(image, 0, 0);
}

/** The stage and other areas; `underneath` draws them below what the canvas holds already. */
function drawAreas(ctx: CanvasRenderingContext2D, scene: SeatScene, view: View, underneath: boolean) {
  ctx.globalCompositeOperation = underneath ? 'destination-over' : 'source-over';
  for (const area of scene.areas) {
    const x = area.x * view.scale + view.x;
    const y = area.y * view.scale + view.y;
    const box = () => {
      ctx.fillStyle = '#e8e8e8';
      ctx.fillRect(x, y, area.width * view.scale, area.height * view.scale);
    };
    const text = () => {
      ctx.fillStyle = '#555';
      ctx.textAlign = 'center';
      ctx.textBaseline = 'middle';
      ctx.font = '600 13px system-ui, sans-serif';
      ctx.fillText(area.text, x + (area.width * view.scale) / 2, y + (area.height * view.scale) / 2);
    };
    // Each drawing goes under the last one when drawn underneath: the text first, then its box.
    if (underneath) {
      text();
      box();
    } else {
      box();
      text();
    }
  }
  ctx.globalCompositeOperation = 'source-over';
}

/**
 * Draws the scene. Small seats (a whole stadium in view) are painted as pixels, and the areas go
 * under them; larger ones as one path of arcs per fill colour (a few canvas calls for thousands of
 * seats). Rings, crosses, labels and glyphs follow, only when they are legible.
 */
export function drawScene(
  ctx: CanvasRenderingContext2D,
  scene: SeatScene,
  looks: SeatLooks,
  view: View,
  width: number,
  height: number,
  pixelRatio: number,
): void {
  ctx.setTransform(pixelRatio, 0, 0, pixelRatio, 0, 0);
  ctx.clearRect(0, 0, width, height);
  const radius = scene.radius * view.scale;
  const visible = visibleSeats(scene, view, width, height);
  const asPixels =
    visible.length > 0 && radius * pixelRatio < PIXEL_DISC_RADIUS && typeof document !== 'undefined';
  if (asPixels) putSeatPixels(ctx, scene, looks, view, visible, radius * pixelRatio, pixelRatio);
  drawAreas(ctx, scene, view, asPixels);
  if (visible.length === 0) return;
  if (!asPixels) {
    const buckets: number[][] = looks.palette.map(() => []);
    for (const id of visible) buckets[looks.fill[id] ?? 0]?.push(id);
    buckets.forEach((ids, colour) => {
      if (ids.length === 0) return;
      ctx.fillStyle = looks.palette[colour]!;
      ctx.beginPath();
      for (const id of ids) {
        const seat = scene.seats[id]!;
        const sx = seat.x * view.scale + view.x;
        const sy = seat.y * view.scale + view.y;
        ctx.moveTo(sx + radius, sy);
        ctx.arc(sx, sy, radius, 0, Math.PI * 2);
      }
      ctx.fill();
    });
  }

  const ringed: number[] = [];
  const crossed: number[] = [];
  for (const id of visible) {
    const flags = looks.flags[id] ?? 0;
    if (flags & SEAT_RING) ringed.push(id);
    if (flags & SEAT_CROSSED) crossed.push(id);
  }
  if (crossed.length > 0 && radius >= 3) {
    ctx.strokeStyle = 'rgba(255,255,255,0.9)';
    ctx.lineWidth = Math.max(1, radius / 5);
    ctx.beginPath();
    const d = radius * 0.55;
    for (const id of crossed) {
      const seat = scene.seats[id]!;
      const sx = seat.x * view.scale + view.x;
      const sy = seat.y * view.scale + view.y;
      ctx.moveTo(sx - d, sy - d);
      ctx.lineTo(sx + d, sy + d);
      ctx.moveTo(sx + d, sy - d);
      ctx.lineTo(sx - d, sy + d);
    }
    ctx.stroke();
  }
  if (ringed.length > 0) {
    ctx.strokeStyle = looks.ringColor;
    ctx.lineWidth = Math.max(1.5, radius / 3);
    ctx.beginPath();
    for (const id of ringed) {
      const seat = scene.seats[id]!;
      const sx = seat.x * view.scale + view.x;
      const sy = seat.y * view.scale + view.y;
      const ring = Math.max(radius + ctx.lineWidth / 2, 2);
      ctx.moveTo(sx + ring, sy);
      ctx.arc(sx, sy, ring, 0, Math.PI * 2);
    }
    ctx.stroke();
  }

  if (radius >= 7) {
    ctx.fillStyle = '#fff';
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    ctx.font = `${Math.round(radius * 0.95)}px system-ui, sans-serif`;
    for (const id of visible) {
      const glyph = looks.glyphs[looks.glyph[id] ?? 0] ?? '';
      const text = glyph || (radius >= 10 ? (scene.labels[id] ?? '') : '');
      if (!text) continue;
      const seat = scene.seats[id]!;
      ctx.fillText(text, seat.x * view.scale + view.x, seat.y * view.scale + view.y);
    }
  }

  if (looks.focus >= 0 && scene.seats[looks.focus]) {
    const seat = scene.seats[looks.focus]!;
    ctx.strokeStyle = '#000';
    ctx.lineWidth = 2;
    ctx.setLineDash([4, 3]);
    ctx.beginPath();
    ctx.arc(
      seat.x * view.scale + view.x,
      seat.y * view.scale + view.y,
      Math.max(radius + 5, 8),
      0,
      Math.PI * 2,
    );
    ctx.stroke();
    ctx.setLineDash([]);
  }

  if (scene.texts.length > 0) {
    ctx.fillStyle = '#333';
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    ctx.font = '600 13px system-ui, sans-serif';
    for (const text of scene.texts) {
      ctx.fillText(text.text, text.x * view.scale + view.x, text.y * view.scale + view.y);
    }
  }
}

/** The largest cached drawing of a whole plan, in device pixels (about 32 MB of bitmap). */
const MAX_CACHED_PIXELS = 8_000_000;

/**
 * Draws a scene through a bitmap of the whole plan at the current zoom, made once per zoom level
 * and look: panning then only copies that bitmap at a new offset, so a frame of a dragged stadium
 * costs one image copy instead of 20,000 seats. A plan too large to cache at the zoom (closely
 * zoomed in, where few seats are visible anyway) is drawn directly.
 */
export class CachedSceneDrawer {
  private cache: HTMLCanvasElement | null = null;
  private key: { scene: SeatScene; looks: SeatLooks; scale: number; ratio: number } | null = null;

  draw(
    ctx: CanvasRenderingContext2D,
    scene: SeatScene,
    looks: SeatLooks,
    view: View,
    width: number,
    height: number,
    pixelRatio: number,
  ): void {
    const { bounds } = scene;
    // Room around the plan's edge seats for what is drawn beyond a seat, which the bitmap would
    // otherwise cut off: the chosen seat's ring (a third of its radius) and the focus ring (9 px).
    const margin = Math.ceil((scene.radius * view.scale) / 3) + 10;
    const planWidth = Math.ceil((bounds.maxX - bounds.minX) * view.scale) + 2 * margin;
    const planHeight = Math.ceil((bounds.maxY - bounds.minY) * view.scale) + 2 * margin;
    if (
      planWidth * planHeight * pixelRatio * pixelRatio > MAX_CACHED_PIXELS ||
      typeof document === 'undefined'
    ) {
      this.cache = null;
      this.key = null;
      drawScene(ctx, scene, looks, view, width, height, pixelRatio);
      return;
    }
    const key = this.key;
    if (
      !this.cache ||
      !key ||
      key.scene !== scene ||
      key.looks !== looks ||
      key.scale !== view.scale ||
      key.ratio !== pixelRatio
    ) {
      this.cache ??= document.createElement('canvas');
      this.cache.width = Math.ceil(planWidth * pixelRatio);
      this.cache.height = Math.ceil(planHeight * pixelRatio);
      const cacheContext = this.cache.getContext('2d');
      if (!cacheContext) {
        drawScene(ctx, scene, looks, view, width, height, pixelRatio);
        return;
      }
      const planView = {
        scale: view.scale,
        x: margin - bounds.minX * view.scale,
        y: margin - bounds.minY * view.scale,
      };
      drawScene(cacheContext, scene, looks, planView, planWidth, planHeight, pixelRatio);
      this.key = { scene, looks, scale: view.scale, ratio: pixelRatio };
    }
    ctx.setTransform(1, 0, 0, 1, 0, 0);
    ctx.clearRect(0, 0, ctx.canvas.width, ctx.canvas.height);
    ctx.drawImage(
      this.cache,
      Math.round((view.x + bounds.minX * view.scale - margin) * pixelRatio),
      Math.round((view.y + bounds.minY * view.scale - margin) * pixelRatio),
    );
  }
}
