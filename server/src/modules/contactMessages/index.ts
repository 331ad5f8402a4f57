import { defineDomain, type AppContext, type Domains } from '../../domain';
import { createContactMessagesRepository } from './contactMessages.repository';
import { adminContactRoutes, contactRoutes } from './contactMessages.routes';
import { createContactMessagesService, type ContactMessagesService } from './contactMessages.service';

declare module '../../domain' {
  interface Domains {
    contactMessages: ContactMessagesService;
  }
}

/** Messages from the contact form, mailed to staff. */
export const contactMessagesDomain = defineDomain({
  name: 'contactMessages',
  needs: ['auth'],
  create: ({
    db,
    config,
    mailer,
    captcha,
    rateLimits,
    auth,
  }: Pick<AppContext, 'db' | 'config' | 'mailer' | 'captcha' | 'rateLimits'> & Pick<Domains, 'auth'>) => {
    const service = createContactMessagesService({
      messages: createContactMessagesRepository(db),
      mailer,
      staffAddress: config.mail.contact,
      publicUrl: config.publicUrl,
    });
    return {
      provides: service,
      routes: {
        public: [contactRoutes({ captcha, rateLimits, service })],
        admin: [adminContactRoutes({ guards: auth.guards, service })],
      },
    };
  },
});
