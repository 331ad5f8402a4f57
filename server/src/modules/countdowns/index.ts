import { defineDomain, type AppContext, type Domains } from '../../domain';
import { createCountdownsRepository } from './countdowns.repository';
import { adminCountdownRoutes, publicCountdownRoutes } from './countdowns.routes';
import { createCountdownsService, type CountdownsService } from './countdowns.service';

declare module '../../domain' {
  interface Domains {
    countdowns: CountdownsService;
  }
}

/** Countdowns to a date, on the home page. */
export const countdownsDomain = defineDomain({
  name: 'countdowns',
  needs: ['auth', 'files'],
  create: ({
    db,
    config,
    publicCache,
    auth,
    files,
  }: Pick<AppContext, 'db' | 'config' | 'publicCache'> & Pick<Domains, 'auth' | 'files'>) => {
    const service = createCountdownsService({
      countdowns: createCountdownsRepository(db),
      files,
      publicUrl: config.publicUrl,
      onChange: () => {
        publicCache.invalidate('countdowns');
        publicCache.invalidate('pages');
      },
    });
    return {
      provides: service,
      routes: {
        public: [
          publicCountdownRoutes({
            service,
            cache: publicCache.namespace('countdowns', {
              nextChangeAt: service.nextEndAt,
              // Their links lead to the origin the visitor is on (development, without PUBLIC_URL).
              variant: config.publicUrlFromRequest ? (request) => request.publicOrigin : undefined,
            }),
          }),
        ],
        admin: [adminCountdownRoutes({ guards: auth.guards, service })],
      },
      pages: {
        data: (request) => ({
          countdowns: async (locale) => {
            const data = await service.running(locale, request.publicOrigin);
            return { data, total: data.length };
          },
        }),
        nextChangeAt: service.nextEndAt,
      },
      cache: ['countdowns'],
    };
  },
});
