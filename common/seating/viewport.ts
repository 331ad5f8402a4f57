import type { Point } from './rows';

/** How the plan is seen: a screen point is `plan point × scale + offset` (CSS pixels). */
export interface View {
  scale: number;
  x: number;
  y: number;
}

export interface Bounds {
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
}

export const identityView: View = { scale: 1, x: 0, y: 0 };

/** The view that shows all of `bounds` centred in a `width` × `height` canvas. */
export function fitView(bounds: Bounds, width: number, height: number, padding = 24): View {
  const planWidth = Math.max(1, bounds.maxX - bounds.minX);
  const planHeight = Math.max(1, bounds.maxY - bounds.minY);
  const scale = Math.max(
    1e-4,
    Math.min((width - 2 * padding) / planWidth, (height - 2 * padding) / planHeight),
  );
  return {
    scale,
    x: (width - planWidth * scale) / 2 - bounds.minX * scale,
    y: (height - planHeight * scale) / 2 - bounds.minY * scale,
  };
}

export const toPlan = (view: View, screen: Point): Point => ({
  x: (screen.x - view.x) / view.scale,
  y: (screen.y - view.y) / view.scale,
});

export const toScreen = (view: View, plan: Point): Point => ({
  x: plan.x * view.scale + view.x,
  y: plan.y * view.scale + view.y,
});

/** Zooms by `factor` keeping the plan point under `screen` where it is, within `[min, max]` scale. */
export function zoomAt(view: View, screen: Point, factor: number, min: number, max: number): View {
  const scale = Math.min(max, Math.max(min, view.scale * factor));
  const ratio = scale / view.scale;
  return { scale, x: screen.x - (screen.x - view.x) * ratio, y: screen.y - (screen.y - view.y) * ratio };
}

export const panBy = (view: View, dx: number, dy: number): View => ({
  ...view,
  x: view.x + dx,
  y: view.y + dy,
});

/** The plan rectangle a canvas of `width` × `height` shows. */
export function visibleBounds(view: View, width: number, height: number): Bounds {
  const topLeft = toPlan(view, { x: 0, y: 0 });
  const bottomRight = toPlan(view, { x: width, y: height });
  return { minX: topLeft.x, minY: topLeft.y, maxX: bottomRight.x, maxY: bottomRight.y };
}

export function boundsOf(points: readonly Point[]): Bounds {
  if (points.length === 0) return { minX: 0, minY: 0, maxX: 1, maxY: 1 };
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (const { x, y } of points) {
    if (x < minX) minX = x;
    if (y < minY) minY = y;
    if (x > maxX) maxX = x;
    if (y > maxY) maxY = y;
  }
  return { minX, minY, maxX, maxY };
}
