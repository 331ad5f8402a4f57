import { describe, expect, it } from 'vitest';
import { placeFacts, placeJson, withSignatures, type PlaceState, type RoomState } from './rooms';
import { newRoomSecret } from './signing';

describe('a place’s answer written for the streams', () => {
  const room = {
    uuid: '0b7f9a52-58f5-4c1b-9d53-3a8f3a5b1c01',
    subjectKind: 'event',
    subjectUuid: '5a0e2b7d-1f0c-4c7e-8a55-9e0f1b2c3d4e',
    enabled: true,
    opensAt: new Date('2026-05-01T08:00:00.000Z'),
    saleStartsAt: new Date('2026-05-01T10:00:00.000Z'),
    rate: 600,
    passMinutes: 10,
    paused: false,
    closed: false,
    secret: newRoomSecret(),
    shuffledAt: new Date('2026-05-01T10:00:00.100Z'),
    nextPosition: 40,
    lastAdmittedPosition: 12,
    bucket: 0,
    tickedAt: new Date('2026-05-01T10:00:05.000Z'),
    currentRate: 600,
    updatedAt: new Date('2026-05-01T10:00:05.000Z'),
  } as RoomState;
  const now = Date.parse('2026-05-01T10:00:06.000Z');
  const place = (over: Partial<PlaceState>): PlaceState => ({
    uuid: '6d1f7c1e-4b3a-4a8e-9f44-2b8f0c1d2e3f',
    userUuid: '7e2a8d2f-5c4b-4b9f-8a55-3c9a1d2e3f40',
    position: 30,
    status: 'waiting',
    passExpiresAt: null,
    ...over,
  });

  it.each([
    ['waiting', room, place({})],
    ['waiting, paused', { ...room, paused: true }, place({})],
    ['before the shuffle', { ...room, shuffledAt: null }, place({ position: null })],
    ['let in', room, place({ status: 'admitted', passExpiresAt: new Date(now + 600_000) })],
    ['lapsed', room, place({ status: 'admitted', passExpiresAt: new Date(now - 1) })],
    ['the room closed', { ...room, closed: true }, place({})],
  ] as const)('is the text JSON.stringify writes of its answer (%s)', (_, state, where) => {
    const facts = placeFacts(state, where, now);
    const signed = {};
    const text = placeJson(state, where, facts, signed);
    expect(text).toBe(JSON.stringify(withSignatures(state, where, facts, {})));
    expect(JSON.parse(text)).toEqual(withSignatures(state, where, facts, signed));
  });
});
