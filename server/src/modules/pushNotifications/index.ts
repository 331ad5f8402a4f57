import { defineDomain, type AppContext, type Domains } from '../../domain';
import { createOneSignalClient } from '../../integrations/push/oneSignalClient';
import { createPushNotificationsRepository } from './pushNotifications.repository';
import { adminPushNotificationRoutes } from './pushNotifications.routes';
import { createPushNotificationsService, type PushNotificationsService } from './pushNotifications.service';
import { notificationSweepers } from './sweepers';

declare module '../../domain' {
  interface Domains {
    pushNotifications: PushNotificationsService;
  }
}

/** Push notifications to members (OneSignal when configured; otherwise kept in the outbox). */
export const pushNotificationsDomain = defineDomain({
  name: 'pushNotifications',
  needs: ['auth', 'features', 'subscriptions'],
  create: ({
    db,
    config,
    auth,
    features,
    subscriptions,
  }: Pick<AppContext, 'db' | 'config'> & Pick<Domains, 'auth' | 'features' | 'subscriptions'>) => {
    const service = createPushNotificationsService({
      notifications: createPushNotificationsRepository(db),
      features,
      subscriptions,
      push: config.push.sender ? createOneSignalClient(config.push.sender) : null,
      publicUrl: config.publicUrl,
    });
    return {
      provides: service,
      routes: { admin: [adminPushNotificationRoutes({ guards: auth.guards, service })] },
      jobs: notificationSweepers(service),
    };
  },
});
