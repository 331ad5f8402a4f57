import { useSyncExternalStore } from 'react';

/**
 * A visitor's place in an event's waiting room, kept in local storage per event: a reload, another
 * tab or a dropped connection resumes the same place (the signed token holds it, not the page), and
 * the seat chart sends the pass with every hold. The events feature and the waiting room read the
 * same entry through this module.
 */
export interface StoredWaitingRoomPlace {
  /** Whose place it is: another account signed in on the same browser takes a place of its own. */
  userUuid: string;
  token: string;
  /** How many were ahead when the place was first known after the draw: the progress bar's start. */
  firstAhead: number | null;
  pass: string | null;
  passExpiresAt: string | null;
  /** The seat holds refused the pass: the room says why the visitor is back. */
  passRefused: boolean;
}

const keyOf = (eventUuid: string) => `tribuna.waitingRoom.${eventUuid}`;
const listeners = new Set<() => void>();
/** The entries as last read, so a snapshot stays the same object until the entry changes. */
const cache = new Map<string, { raw: string | null; value: StoredWaitingRoomPlace | null }>();

function parse(raw: string | null): StoredWaitingRoomPlace | null {
  try {
    const value = JSON.parse(raw ?? 'null') as Partial<StoredWaitingRoomPlace> | null;
    if (typeof value?.token !== 'string' || typeof value.userUuid !== 'string') return null;
    return {
      userUuid: value.userUuid,
      token: value.token,
      firstAhead: typeof value.firstAhead === 'number' ? value.firstAhead : null,
      pass: typeof value.pass === 'string' ? value.pass : null,
      passExpiresAt: typeof value.passExpiresAt === 'string' ? value.passExpiresAt : null,
      passRefused: value.passRefused === true,
    };
  } catch {
    return null;
  }
}

/** The stored place of an event; storage can be unavailable (private windows, blocked cookies). */
export function storedWaitingRoomPlace(eventUuid: string): StoredWaitingRoomPlace | null {
  let raw: string | null = null;
  try {
    raw = localStorage.getItem(keyOf(eventUuid));
  } catch {
    return null;
  }
  const cached = cache.get(eventUuid);
  if (cached && cached.raw === raw) return cached.value;
  const value = parse(raw);
  cache.set(eventUuid, { raw, value });
  return value;
}

const notify = () => listeners.forEach((listener) => listener());

export function storeWaitingRoomPlace(eventUuid: string, place: StoredWaitingRoomPlace) {
  try {
    localStorage.setItem(keyOf(eventUuid), JSON.stringify(place));
  } catch {
    // Without storage the place lives as long as the page; the server still answers it on joining again.
  }
  notify();
}

function update(eventUuid: string, change: (place: StoredWaitingRoomPlace) => StoredWaitingRoomPlace) {
  const place = storedWaitingRoomPlace(eventUuid);
  if (place) storeWaitingRoomPlace(eventUuid, change(place));
}

/** The pass the seat holds of the event send, if the visitor was let in. */
export function waitingRoomPass(eventUuid: string): string | null {
  return storedWaitingRoomPlace(eventUuid)?.pass ?? null;
}

/**
 * When a pass lapses: its signed body (`<base64url JSON>.<mac>`) carries the expiry in
 * milliseconds as `x`. Only for showing the time left; the server's word on the pass is the 403 of
 * a hold.
 */
export function passExpiry(pass: string): string | null {
  const body = pass.split('.')[0] ?? '';
  try {
    const claim = JSON.parse(atob(body.replace(/-/g, '+').replace(/_/g, '/'))) as { x?: unknown };
    return typeof claim.x === 'number' && Number.isFinite(claim.x) ? new Date(claim.x).toISOString() : null;
  } catch {
    return null;
  }
}

/** A hold answered a renewed pass: later holds send it. */
export function renewWaitingRoomPass(eventUuid: string, pass: string) {
  update(eventUuid, (place) => ({
    ...place,
    pass,
    passExpiresAt: passExpiry(pass) ?? place.passExpiresAt,
    passRefused: false,
  }));
}

/** A hold refused the pass (lapsed, forged, another account's): the visitor goes back to the room. */
export function refuseWaitingRoomPass(eventUuid: string) {
  update(eventUuid, (place) => ({ ...place, pass: null, passExpiresAt: null, passRefused: true }));
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Another tab's changes: it let the visitor in, or a hold there was refused.
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

/** The event's stored place, kept current as this tab or another one changes it. */
export function useStoredWaitingRoomPlace(eventUuid: string): StoredWaitingRoomPlace | null {
  return useSyncExternalStore(
    subscribe,
    () => storedWaitingRoomPlace(eventUuid),
    () => null,
  );
}
