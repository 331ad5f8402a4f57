import { defineDomain, type AppContext, type Domains } from '../../domain';
import { createMediaAccreditationsRepository } from './mediaAccreditations.repository';
import { adminMediaAccreditationRoutes, mediaAccreditationRoutes } from './mediaAccreditations.routes';
import {
  createMediaAccreditationsService,
  type MediaAccreditationsService,
} from './mediaAccreditations.service';

declare module '../../domain' {
  interface Domains {
    mediaAccreditations: MediaAccreditationsService;
  }
}

/** Journalists' requests for accreditation, mailed to staff. */
export const mediaAccreditationsDomain = defineDomain({
  name: 'mediaAccreditations',
  needs: ['auth', 'files'],
  create: ({
    db,
    config,
    mailer,
    captcha,
    rateLimits,
    auth,
    files,
  }: Pick<AppContext, 'db' | 'config' | 'mailer' | 'captcha' | 'rateLimits'> &
    Pick<Domains, 'auth' | 'files'>) => {
    const service = createMediaAccreditationsService({
      accreditations: createMediaAccreditationsRepository(db),
      files,
      mailer,
      staffAddress: config.mail.contact,
      publicUrl: config.publicUrl,
    });
    return {
      provides: service,
      routes: {
        public: [mediaAccreditationRoutes({ captcha, rateLimits, service })],
        admin: [adminMediaAccreditationRoutes({ guards: auth.guards, service })],
      },
    };
  },
});
