import { defineDomain, type AppContext, type Domains } from '../../domain';
import { createVouchersRepository } from './vouchers.repository';
import { adminOrderVoucherRoutes, adminVoucherRoutes, voucherRoutes } from './vouchers.routes';
import { createVouchersService, type VouchersService } from './vouchers.service';

declare module '../../domain' {
  interface Domains {
    vouchers: VouchersService;
  }
}

/** Gift vouchers (codes for a price variant) and voucher orders. */
export const vouchersDomain = defineDomain({
  name: 'vouchers',
  needs: ['auth', 'subscriptions'],
  create: ({
    db,
    transaction,
    config,
    log,
    later,
    auth,
    subscriptions,
  }: Pick<AppContext, 'db' | 'transaction' | 'config' | 'log' | 'later'> &
    Pick<Domains, 'auth' | 'subscriptions'>) => {
    const service = createVouchersService({
      vouchers: createVouchersRepository(db),
      subscriptions,
      transaction,
      publicUrl: config.publicUrl,
      log,
    });
    const { guards } = auth;
    // Buying vouchers is an order of the voucher line kind, which the sales (later) make.
    const sales = {
      order: (...args: Parameters<Domains['sales']['voucherKind']['order']>) =>
        later('sales').voucherKind.order(...args),
      orderPdf: (...args: Parameters<Domains['sales']['voucherKind']['orderPdf']>) =>
        later('sales').voucherKind.orderPdf(...args),
    };
    return {
      provides: service,
      routes: {
        public: [voucherRoutes({ guards, service, sales })],
        admin: [adminVoucherRoutes({ guards, service }), adminOrderVoucherRoutes({ guards, service })],
      },
      decorations: { vouchers: service },
      // A voucher batch being made finishes before the app closes (server.ts resumes unfinished ones).
      onClose: () => service.settled(),
    };
  },
});
