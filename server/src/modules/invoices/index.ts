import path from 'node:path';
import { defineDomain, type AppContext, type Domains } from '../../domain';
import { createInvoicesRepository } from './invoices.repository';
import { accountInvoiceRoutes, adminInvoiceRoutes } from './invoices.routes';
import { createInvoicesService, type InvoicesService } from './invoices.service';

declare module '../../domain' {
  interface Domains {
    invoices: InvoicesService;
  }
}

/**
 * Tax documents: every accepted order gets its invoice, issued in the transaction that accepts it
 * and numbered right after its commit (with the others committed meanwhile), and every refund of
 * an invoiced order its credit note, issued in the transaction that records it.
 */
export const invoicesDomain = defineDomain({
  name: 'invoices',
  needs: ['auth'],
  create: ({
    db,
    transaction,
    config,
    fileStorage,
    mailer,
    log,
    auth,
  }: Pick<AppContext, 'db' | 'transaction' | 'config' | 'fileStorage' | 'mailer' | 'log'> &
    Pick<Domains, 'auth'>) => {
    const service = createInvoicesService({
      invoices: createInvoicesRepository(db),
      transaction,
      config: config.invoicing,
      storage: fileStorage,
      tmpDir: path.join(config.dataDir, 'uploads'),
      mailer,
      log,
    });
    const { guards } = auth;
    return {
      provides: service,
      routes: {
        admin: [adminInvoiceRoutes({ guards, service })],
        account: [accountInvoiceRoutes({ guards, service })],
      },
      // Invoices a stopped server issued but did not number (each acceptance numbers its own).
      jobs: [{ name: 'invoiceNumbering', run: () => service.numberIssued() }],
      decorations: { invoices: service },
      onClose: () => service.settled(),
    };
  },
});
