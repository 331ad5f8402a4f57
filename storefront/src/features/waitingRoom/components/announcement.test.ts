import { describe, expect, it } from 'vitest';
import type { WaitingRoomPlace } from '@tribuna/common/schemas/waitingRooms';
import { countdownParts, progressOf, shouldAnnounce } from './announcement';

const place = (ahead: number | null, overrides: Partial<WaitingRoomPlace> = {}): WaitingRoomPlace => ({
  token: 't',
  status: 'waiting',
  position: ahead === null ? null : ahead + 1,
  ahead,
  estimatedWaitSeconds: null,
  opensAt: '2030-01-01T09:00:00.000Z',
  saleStartsAt: '2030-01-01T10:00:00.000Z',
  paused: false,
  pass: null,
  passExpiresAt: null,
  ...overrides,
});
const said = (ahead: number | null, overrides: Partial<WaitingRoomPlace> = {}) => {
  const { status, paused } = place(ahead, overrides);
  return { status, paused, ahead, ...overrides };
};

describe('the live region of the waiting room', () => {
  it('speaks of the first place, of the draw and of every change of status or pause', () => {
    expect(shouldAnnounce(null, place(null))).toBe(true);
    expect(shouldAnnounce(said(null), place(null))).toBe(false);
    expect(shouldAnnounce(said(null), place(500))).toBe(true);
    expect(shouldAnnounce(said(500), place(500, { paused: true }))).toBe(true);
    expect(shouldAnnounce(said(3), place(null, { status: 'admitted' }))).toBe(true);
    expect(shouldAnnounce(said(null, { status: 'admitted' }), place(null, { status: 'admitted' }))).toBe(
      false,
    );
  });

  it('speaks again once a tenth of those ahead have gone, and at every place in the last ten', () => {
    expect(shouldAnnounce(said(1000), place(901))).toBe(false);
    expect(shouldAnnounce(said(1000), place(900))).toBe(true);
    expect(shouldAnnounce(said(15), place(14))).toBe(false);
    expect(shouldAnnounce(said(15), place(13))).toBe(true);
    expect(shouldAnnounce(said(9), place(8))).toBe(true);
    expect(shouldAnnounce(said(8), place(8))).toBe(false);
  });
});

describe('the progress of the line', () => {
  it('runs from where the place started after the draw to the front', () => {
    expect(progressOf(null, null)).toBe(0);
    expect(progressOf(200, 200)).toBe(0);
    expect(progressOf(200, 50)).toBe(75);
    expect(progressOf(200, 0)).toBe(100);
    expect(progressOf(0, 0)).toBe(100);
    // A place further back than it started (the room was reset) shows no progress, not a negative one.
    expect(progressOf(10, 40)).toBe(0);
  });
});

describe('the countdown to the sale', () => {
  it('shows days, then hours, minutes and seconds, and ends at zero', () => {
    expect(countdownParts(((26 * 60 + 3) * 60 + 4) * 1000)).toEqual({
      days: 1,
      clock: '02:03:04',
      over: false,
    });
    expect(countdownParts(999)).toEqual({ days: 0, clock: '00:00:01', over: false });
    expect(countdownParts(-5000)).toEqual({ days: 0, clock: '00:00:00', over: true });
  });
});
