import { expect } from 'vitest';
import type { WaitingRoomPlace, WaitingRoomSettingsInput } from '@tribuna/common/schemas/waitingRooms';
import { hour, iso, type tokenCaller } from '../../../test/api';

type User = { token: string; uuid: string };

/**
 * A waiting room's settings (open since an hour ago, the sale starting in an hour, `rate` unless
 * said) and the buyers' calls to the room of a subject under `/${subjects}/`.
 */
export function roomCalls(
  call: ReturnType<typeof tokenCaller>,
  subjects: 'events' | 'subscriptions',
  rate: number,
) {
  const settings = (over: Partial<WaitingRoomSettingsInput> = {}): WaitingRoomSettingsInput => ({
    enabled: true,
    opensAt: iso(-hour),
    saleStartsAt: iso(hour),
    rate,
    passMinutes: 10,
    paused: false,
    closed: false,
    ...over,
  });

  async function join(user: User, uuid: string, expected = 201): Promise<WaitingRoomPlace> {
    const res = await call('POST', `/${subjects}/${uuid}/waiting-room/join`, user.token);
    expect(res.statusCode, res.body).toBe(expected);
    return res.json();
  }

  async function status(uuid: string, token: string): Promise<WaitingRoomPlace> {
    const res = await call('GET', `/${subjects}/${uuid}/waiting-room?token=${encodeURIComponent(token)}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  }

  return { settings, join, status };
}
