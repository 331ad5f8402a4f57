import { WAITING_ROOM_PASS_HEADER } from '@tribuna/common/schemas/waitingRooms';
import type { Currency } from '@tribuna/common/schemas/orders';
import { api, call } from '../../../lib/api';
import { waitingRoomPass } from '../../../lib/waitingRoomPlace';

/** The waiting room's pass: tickets of an event with a room enter an order only with it. */
const passHeader = (eventUuid: string) => {
  const pass = waitingRoomPass(eventUuid);
  return pass ? { [WAITING_ROOM_PASS_HEADER]: pass } : undefined;
};

/** `POST /orders` with the hold token: an order of the seats it holds (the same one when asked again). */
export function orderTickets(eventUuid: string, holdToken: string, currency: Currency) {
  return call(
    api.POST('/orders', {
      params: { header: passHeader(eventUuid) },
      body: { currency, holdToken, lines: [] },
    }),
  );
}

/** `POST /orders` of general-admission tickets: a line a ticket, naming its category. */
export function orderAdmissions(
  eventUuid: string,
  counts: { category: string; count: number }[],
  currency: Currency,
) {
  const lines = counts.flatMap(({ category, count }) =>
    Array.from({ length: count }, () => ({
      kind: 'ticket',
      refUuid: eventUuid,
      option: category,
      quantity: 1,
    })),
  );
  return call(api.POST('/orders', { params: { header: passHeader(eventUuid) }, body: { currency, lines } }));
}
