import type { LoggedUser } from '@tribuna/common/schemas/auth';
import { ApiError } from '@tribuna/common/api/calls';
import { api, call } from './api';
import { bindOrder, currentOrder, unbindCurrentOrder } from './currentOrder';
import { forgetHoldToken, storeHoldToken } from './holdToken';

/**
 * The order hold (spec section 4): the order of a seat hold is bound with its hold token, and a timer
 * deletes it 30 minutes after the token expires (its seats are long free by then, and a forgotten
 * pending order should not linger on the account). Unbinding clears the order, the token in session
 * storage and the timer; a permanent unbind also clears the user's `seatsIoHoldToken`.
 */
export const HELD_ORDER_DELETE_AFTER_MS = 30 * 60_000;

let timer: ReturnType<typeof setTimeout> | undefined;

function clearTimer() {
  if (timer !== undefined) clearTimeout(timer);
  timer = undefined;
}

/** Binds the order of a hold and starts its deletion timer. */
export function bindHeldOrder(
  order: { uuid: string; orderHash: string },
  hold: { holdToken: string; expiresAt: string },
  now = Date.now(),
) {
  bindOrder({ uuid: order.uuid, orderHash: order.orderHash, holdToken: hold.holdToken });
  storeHoldToken(hold);
  clearTimer();
  const due = Date.parse(hold.expiresAt) + HELD_ORDER_DELETE_AFTER_MS - now;
  // setTimeout takes at most 2^31-1 ms (about 24 days); a token never lives that long.
  timer = setTimeout(() => void deleteHeldOrder(hold.holdToken), Math.min(Math.max(0, due), 2 ** 31 - 1));
}

/** The timer fired: the hold's pending order is deleted (a paid one stays), and unbound. */
async function deleteHeldOrder(holdToken: string) {
  timer = undefined;
  await call(
    api.DELETE('/orders/seats-io-hold-token/{holdToken}', {
      params: { path: { holdToken } },
      body: { ignorePaymentStatus: true },
    }),
    { quiet: true },
  ).catch(() => undefined);
  unbindCurrentOrder();
  forgetHoldToken();
}

/**
 * Unbinds the current order: the order, its token in session storage and the timer; `permanent`
 * also clears the user's `seatsIoHoldToken` on the server (given the signed-in user).
 */
export async function unbindHeldOrder(options: { permanent: boolean }, user?: LoggedUser | null) {
  clearTimer();
  unbindCurrentOrder();
  forgetHoldToken();
  if (!options.permanent || !user?.seatsIoHoldToken) return;
  await call(
    api.PUT('/auth/logged-user', {
      body: { firstName: user.firstName ?? '', lastName: user.lastName ?? '', seatsIoHoldToken: null },
    }),
    { quiet: true },
  ).catch(() => undefined);
}

/**
 * Application start step 6 and login step 5: a hold token that stays valid for at least the
 * minimum goes to session storage, and its order is verified and bound again. When the bound order
 * is not found the unbind is permanent; any other failure unbinds, not permanently. Seats held on
 * the chart before an order was made keep their token. Without a token in force, the order of a
 * hold is unbound, not permanently (application start step 7). Answers what happened.
 */
export async function restoreHeldOrder(
  user: LoggedUser,
  minimumMinutes: number,
  now = Date.now(),
): Promise<'restored' | 'none' | 'unbound'> {
  const holdToken = user.seatsIoHoldToken;
  const expiresAt = user.seatsIoHoldTokenExpiresAt;
  if (!holdToken || !expiresAt || Date.parse(expiresAt) - now < minimumMinutes * 60_000) {
    // Application start step 7: the order of a hold no longer in force is unbound (not an order
    // of something else, such as a membership on its way back from the gateway).
    if (currentOrder()?.holdToken) {
      await unbindHeldOrder({ permanent: false });
      return 'unbound';
    }
    return 'none';
  }
  storeHoldToken({ holdToken, expiresAt });
  try {
    const order = await call(
      api.GET('/orders/seats-io-hold-token/{holdToken}', { params: { path: { holdToken } } }),
      { quiet: true },
    );
    if (order.status !== 'pending') {
      // Paid or given up: the hold has nothing left to restore.
      await unbindHeldOrder({ permanent: true }, user);
      return 'unbound';
    }
    bindHeldOrder(order, { holdToken, expiresAt }, now);
    return 'restored';
  } catch (error) {
    if (!(error instanceof ApiError && error.errorName === 'orderNotFound')) {
      await unbindHeldOrder({ permanent: false });
      return 'unbound';
    }
    // Seats held on the chart before any order: the token stays for the chart, there is no order.
    if (!currentOrder()) return 'none';
    await unbindHeldOrder({ permanent: true }, user);
    return 'unbound';
  }
}

/**
 * Application start step 6: the order token verified is that of the order this browser has bound.
 * A hold in force with no held order bound here (seats held on the chart, or given back) keeps its
 * token for the chart and is not asked about: the API would answer 404 `orderNotFound` on every
 * page load. A login still asks (login step 5), which finds an order made on another device.
 */
export async function restoreHeldOrderAtStart(
  user: LoggedUser,
  minimumMinutes: number,
  now = Date.now(),
): Promise<'restored' | 'none' | 'unbound'> {
  const holdToken = user.seatsIoHoldToken;
  const expiresAt = user.seatsIoHoldTokenExpiresAt;
  const inForce = !!holdToken && !!expiresAt && Date.parse(expiresAt) - now >= minimumMinutes * 60_000;
  if (inForce && !currentOrder()?.holdToken) {
    storeHoldToken({ holdToken, expiresAt });
    return 'none';
  }
  return restoreHeldOrder(user, minimumMinutes, now);
}
