import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@tribuna/common/api/calls';
import { storedWaitingRoomPlace, storeWaitingRoomPlace } from '../../../lib/waitingRoomPlace';
import { holdBestAvailable, holdSeats, releaseSeats } from './seatActions';

const EVENT = '11111111-1111-4111-8111-111111111111';
const fetchMock = vi.fn<typeof fetch>();
const answer = { objects: ['A-1-1'], holdToken: 'hold-1', expiresAt: '2030-01-01T10:15:00.000Z' };

/** A pass as the server signs it: `<base64url JSON>.<mac>`, the expiry in ms as `x`. */
const passUntil = (expiresAt: string) =>
  `${btoa(JSON.stringify({ e: EVENT, u: 'user', n: 'entry', x: Date.parse(expiresAt) })).replace(/=+$/, '')}.mac`;

const sentPass = (call: number) =>
  new Headers(fetchMock.mock.calls[call]?.[1]?.headers).get('x-waiting-room-pass');

const admitted = (pass: string | null) =>
  storeWaitingRoomPlace(EVENT, {
    userUuid: 'user',
    token: 'token',
    firstAhead: 10,
    pass,
    passExpiresAt: pass ? '2030-01-01T10:05:00.000Z' : null,
    passRefused: false,
  });

beforeEach(() => vi.stubGlobal('fetch', fetchMock));
afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('seat holds through the waiting room', () => {
  it('send the pass and keep the renewed one the hold answers, with its expiry', async () => {
    admitted('pass-1');
    const renewed = passUntil('2030-01-01T10:20:00.000Z');
    fetchMock.mockResolvedValueOnce(
      new Response(JSON.stringify(answer), {
        status: 200,
        headers: { 'content-type': 'application/json', 'x-waiting-room-pass': renewed },
      }),
    );
    expect(await holdSeats(EVENT, 'hold-1', ['A-1-1'])).toEqual(answer);
    expect(sentPass(0)).toBe('pass-1');
    expect(storedWaitingRoomPlace(EVENT)).toMatchObject({
      pass: renewed,
      passExpiresAt: '2030-01-01T10:20:00.000Z',
    });

    fetchMock.mockResolvedValueOnce(Response.json(answer));
    await holdBestAvailable(EVENT, 'hold-1', 2, 'A');
    expect(sentPass(1)).toBe(renewed);
    // Releasing never needs the pass.
    fetchMock.mockResolvedValueOnce(Response.json(answer));
    await releaseSeats(EVENT, 'hold-1', ['A-1-1']);
    expect(sentPass(2)).toBeNull();
  });

  it('forget a refused pass and mark it refused, so the visitor goes back to the room', async () => {
    admitted('lapsed');
    fetchMock.mockResolvedValueOnce(
      Response.json({ name: 'waitingRoomPassRequired', message: 'No pass.' }, { status: 403 }),
    );
    const refused = await holdSeats(EVENT, 'hold-1', ['A-1-1']).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ApiError);
    expect((refused as ApiError).errorName).toBe('waitingRoomPassRequired');
    expect(storedWaitingRoomPlace(EVENT)).toMatchObject({ pass: null, passRefused: true, token: 'token' });
  });

  it('send no pass for an event the visitor has no place in', async () => {
    fetchMock.mockResolvedValueOnce(Response.json(answer));
    await holdSeats(EVENT, 'hold-1', ['A-1-1']);
    expect(sentPass(0)).toBeNull();
    expect(storedWaitingRoomPlace(EVENT)).toBeNull();
  });
});
