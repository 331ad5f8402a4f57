import { createAcceptance } from './acceptance';
import { createCart } from './cart';
import { createCheckout } from './checkout';
import { createOrdersContext, type OrdersDeps } from './context';
import { createOrderLines } from './lines';
import { createRenewals } from './renewals';
import { createStaffActions } from './staff';
import { createSweeps } from './sweeps';
import { createOrderViews } from './view';

export {
  defaultOrdersOptions,
  flagReasons,
  PAYMENT_PAGE_MS,
  type Acceptance,
  type AcceptedBy,
  type BillTo,
  type OrderAccess,
  type OrdersDeps,
  type OrdersOptions,
} from './context';
export { toAdminOrder } from './view';

/**
 * The orders domain, one stage of an order's life a file: the buyer's pending order (`cart.ts`),
 * its payment (`checkout.ts`), how it ends (`acceptance.ts`, shared by the others), the sweepers
 * (`sweeps.ts`), renewals (`renewals.ts`) and what staff do (`staff.ts`). What is sold is the line
 * kinds' (`../lineKind.ts`); their stages before payment are run by `lines.ts`.
 */
export function createOrdersService(deps: OrdersDeps) {
  const ctx = createOrdersContext(deps);
  const views = createOrderViews(ctx);
  const lines = createOrderLines(ctx);
  const acceptance = createAcceptance(ctx);
  return {
    view: views.view,
    /** The orders that bought lines of a kind for a thing (an event's tickets), with those lines. */
    withLinesFor: ctx.orders.withLinesFor,
    findByUuid: ctx.orders.findByUuid,
    ...createCart(ctx, { views, lines, acceptance }),
    ...createCheckout(ctx, { views, acceptance }),
    ...createSweeps(ctx, { acceptance }),
    ...createRenewals(ctx, { acceptance }),
    ...createStaffActions(ctx, { views, lines, acceptance }),
    /** Resolves when the e-mails being sent have gone (the app waits for them as it closes). */
    notificationsSettled: acceptance.notificationsSettled,
    /** Sends what was written to the outbox (a refund's credit note) in the background. */
    kickNotifications: acceptance.kickNotifications,
  };
}

export type OrdersService = ReturnType<typeof createOrdersService>;
