import { defineDomain, type AppContext, type Domains } from '../../domain';
import { createApnsClient } from './apns';
import { createApplePassMaker } from './applePass';
import { createGoogleWallet } from './googleWallet';
import { pemOf } from './walletCredentials';
import { createWalletRepository } from './wallet.repository';
import { appleWebServiceRoutes, walletRoutes } from './wallet.routes';
import { appleTokenKey, createWalletService, type WalletService } from './wallet.service';

declare module '../../domain' {
  interface Domains {
    wallet: WalletService;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Tickets' wallet passes (tests run its job and read the passes). */
    wallet: WalletService;
  }
}

/**
 * Tickets in Apple Wallet and Google Wallet: the passes of the holders' tickets, Apple's
 * web service for the devices that hold them, and the job `walletPassUpdates` that tells the
 * wallets when a pass stops admitting (the ticket voided or passed on, its event cancelled) or its event moves. A wallet without its
 * configuration is not offered (its endpoints answer `walletNotConfigured`).
 */
export const walletDomain = defineDomain({
  name: 'wallet',
  needs: ['auth', 'tickets'],
  create: ({
    app,
    db,
    config,
    log,
    apiPrefix,
    auth,
    tickets,
  }: Pick<AppContext, 'app' | 'db' | 'config' | 'log' | 'apiPrefix'> & Pick<Domains, 'auth' | 'tickets'>) => {
    const appleConfig = config.wallet.apple;
    const apple = appleConfig
      ? {
          maker: createApplePassMaker(appleConfig),
          apns: createApnsClient({
            url: appleConfig.apnsUrl,
            topic: appleConfig.passTypeId,
            certificate: pemOf(appleConfig.certificate),
            key: pemOf(appleConfig.key),
            passphrase: appleConfig.keyPassphrase,
          }),
          webServiceUrl: `${config.publicUrl}${apiPrefix}/wallet/apple`,
          tokenKey: appleTokenKey(pemOf(appleConfig.key)),
        }
      : null;
    const google = config.wallet.google
      ? createGoogleWallet(config.wallet.google, { publicUrl: config.publicUrl })
      : null;
    const service = createWalletService({
      repository: createWalletRepository(db),
      tickets: { find: (uuid) => tickets.service.find(uuid), events: tickets.events },
      apple,
      google,
      log,
    });
    tickets.transfers.extend({ wallet: async (rows) => service.availability(rows) });
    app.decorate('wallet', service);
    return {
      provides: service,
      routes: {
        account: [walletRoutes({ guards: auth.guards, service })],
        public: [appleWebServiceRoutes({ service })],
      },
      jobs: [{ name: 'walletPassUpdates', run: () => service.sync() }],
      onClose: async () => apple?.apns.close(),
    };
  },
});
