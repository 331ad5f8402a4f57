/**
 * The buyer's current order (spec section 4, application start step 3): its uuid and hash, and the
 * hold token when it is the order of a seat hold. Kept in a cookie (the spec's store persisted in a
 * cookie), so that the cart and the return from the payment gateway find it again. Screens that
 * start an order bind it; a paid or vanished order is unbound.
 */
export interface CurrentOrder {
  uuid: string;
  orderHash: string;
  /** Set for the order of a seat hold (lib/orderHold.ts). */
  holdToken?: string;
}

const name = 'tribuna.currentOrder';
/** A week: longer than any order stays payable. */
const MAX_AGE_S = 7 * 24 * 3600;

function readCookie(): string | null {
  for (const part of document.cookie.split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return decodeURIComponent(value.join('='));
  }
  return null;
}

function writeCookie(value: string, maxAge: number) {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${name}=${encodeURIComponent(value)}; Path=/; Max-Age=${maxAge}; SameSite=Lax${secure}`;
}

export function currentOrder(): CurrentOrder | null {
  try {
    const value = JSON.parse(readCookie() ?? 'null') as Partial<CurrentOrder> | null;
    if (typeof value?.uuid !== 'string' || typeof value.orderHash !== 'string') return null;
    return {
      uuid: value.uuid,
      orderHash: value.orderHash,
      ...(typeof value.holdToken === 'string' && { holdToken: value.holdToken }),
    };
  } catch {
    return null;
  }
}

export function bindOrder(order: { uuid: string; orderHash: string; holdToken?: string | null }) {
  writeCookie(
    JSON.stringify({
      uuid: order.uuid,
      orderHash: order.orderHash,
      ...(order.holdToken && { holdToken: order.holdToken }),
    }),
    MAX_AGE_S,
  );
}

export function unbindCurrentOrder() {
  writeCookie('', 0);
}
