/**
 * The buyer's current order (spec section 4, application start step 3): its uuid and hash, kept in
 * local storage so that the cart and the return from the payment gateway find it again. Screens that
 * start an order bind it; a paid or vanished order is unbound.
 */
export interface CurrentOrder {
  uuid: string;
  orderHash: string;
}

const key = 'tribuna.currentOrder';

export function currentOrder(): CurrentOrder | null {
  try {
    const value = JSON.parse(localStorage.getItem(key) ?? 'null') as Partial<CurrentOrder> | null;
    return typeof value?.uuid === 'string' && typeof value.orderHash === 'string'
      ? { uuid: value.uuid, orderHash: value.orderHash }
      : null;
  } catch {
    return null;
  }
}

export function bindOrder(order: CurrentOrder) {
  localStorage.setItem(key, JSON.stringify({ uuid: order.uuid, orderHash: order.orderHash }));
}

export function unbindCurrentOrder() {
  localStorage.removeItem(key);
}
