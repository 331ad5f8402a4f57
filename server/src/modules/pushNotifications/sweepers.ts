import type { PushNotificationsService } from './pushNotifications.service';
import type { Job } from '../../jobs/scheduler';

/**
 * `pushNotifications`: the push notifications that are due go to the provider (a failed attempt is
 * tried again later, up to its limit), or stay kept in the outbox when no provider is configured.
 */
export function notificationSweepers(service: PushNotificationsService): Job[] {
  return [{ name: 'pushNotifications', run: () => service.sendDuePush() }];
}
