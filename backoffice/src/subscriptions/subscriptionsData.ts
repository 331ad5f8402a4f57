import { data } from '@tribuna/common/api/calls';
import type { WaitingRoomSettingsInput } from '@tribuna/common/schemas/waitingRooms';
import { defineResourceData } from '../providers/resourceData';
import { subscriptionCallbacks } from './subscriptionCallbacks';

/**
 * The form's values as the API takes them (the resource's lifecycle callbacks), and the waiting
 * room of a membership's sale (only a membership with a capacity may have one).
 */
export const subscriptionsData = defineResourceData({
  resource: 'subscriptions',
  callbacks: subscriptionCallbacks,
  actions: ({ api, call }) => ({
    /** `GET /admin/subscriptions/{uuid}/waiting-room`: settings and live counts (`enabled: false` without one). */
    subscriptionWaitingRoom: (uuid: string) =>
      call(() => data(api.GET('/admin/subscriptions/{uuid}/waiting-room', { params: { path: { uuid } } }))),
    /** `PUT /admin/subscriptions/{uuid}/waiting-room`: as an event's (409 waitingRoomNeedsCapacity without a capacity). */
    saveSubscriptionWaitingRoom: (uuid: string, body: WaitingRoomSettingsInput) =>
      call(() =>
        data(api.PUT('/admin/subscriptions/{uuid}/waiting-room', { params: { path: { uuid } }, body })),
      ),
  }),
});
