import { defineDomain, type AppContext } from '../../domain';
import { publicConfigFor, systemRoutes } from './system.routes';

declare module '../../domain' {
  interface Domains {
    system: true;
  }
}

/** Health and the storefront's public configuration. */
export const systemDomain = defineDomain({
  name: 'system',
  create: ({
    config,
    database,
    emulatorHost,
    identityStatus,
    eventStreams,
  }: Pick<AppContext, 'config' | 'database' | 'emulatorHost' | 'identityStatus' | 'eventStreams'>) => ({
    provides: true,
    routes: {
      public: [systemRoutes({ config, database, emulatorHost, identityStatus, streams: eventStreams })],
    },
    pages: {
      data: (request) => ({
        publicConfig: async () => publicConfigFor({ config, emulatorHost }, request.hostname),
      }),
    },
  }),
});
