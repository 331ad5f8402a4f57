import { adminPushNotification, adminPushNotificationListQuery } from '../schemas/pushNotifications';
import { listResponse, uuidParams } from '../schemas/common';
import { adminErrors, contract } from './contract';

const adminTags = ['admin: push notifications'];

/** The push outbox, read-only: what was announced, to which segments, and how sending went. */
export const adminPushNotificationContracts = {
  list: contract({
    method: 'GET',
    path: '/admin/push-notifications',
    tags: adminTags,
    query: adminPushNotificationListQuery,
    responses: { 200: listResponse(adminPushNotification), ...adminErrors },
  }),
  get: contract({
    method: 'GET',
    path: '/admin/push-notifications/{uuid}',
    tags: adminTags,
    params: uuidParams,
    responses: { 200: adminPushNotification, ...adminErrors },
  }),
};
