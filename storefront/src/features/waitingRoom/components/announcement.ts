import type { WaitingRoomPlace } from '@tribuna/common/schemas/waitingRooms';

/** What the live region last said of the place. */
export type Announced = Pick<WaitingRoomPlace, 'status' | 'paused' | 'ahead'>;

/**
 * Whether the polite live region speaks of a new place: on the first one, when the status or the
 * pause changes, when the places are drawn, and then each time at least a tenth of those ahead have
 * gone (every place in the last ten). A screen reader hears the line move without hearing every
 * tick of a fast admission.
 */
export function shouldAnnounce(last: Announced | null, place: WaitingRoomPlace): boolean {
  if (last === null) return true;
  if (place.status !== last.status || place.paused !== last.paused) return true;
  if (place.status !== 'waiting' || place.ahead === null) return false;
  if (last.ahead === null) return true;
  return last.ahead - place.ahead >= Math.max(1, Math.ceil(last.ahead / 10));
}

/** The fraction of the line passed since the place was first known after the draw, 0–100. */
export function progressOf(firstAhead: number | null, ahead: number | null): number {
  if (ahead === null || firstAhead === null) return 0;
  if (firstAhead <= 0) return 100;
  return Math.min(100, Math.max(0, Math.round(((firstAhead - ahead) / firstAhead) * 100)));
}

/** A countdown as `1 den 02:03:04` parts: whole days, then hours, minutes and seconds. */
export function countdownParts(milliseconds: number) {
  const total = Math.max(0, Math.ceil(milliseconds / 1000));
  const days = Math.floor(total / 86_400);
  const rest = total % 86_400;
  const two = (n: number) => String(n).padStart(2, '0');
  const clock = `${two(Math.floor(rest / 3600))}:${two(Math.floor((rest % 3600) / 60))}:${two(rest % 60)}`;
  return { days, clock, over: total === 0 };
}
