import { data } from '@tribuna/common/api/calls';
import type { CancelEventBody } from '@tribuna/common/schemas/eventCancellations';
import type { WaitingRoomSettingsInput } from '@tribuna/common/schemas/waitingRooms';
import { defineResourceData } from '../providers/resourceData';
import { eventCallbacks } from './eventCallbacks';

/**
 * Events: the form's conversions on their way to the API and back, the event's seating plan, its
 * cancellation (the job that refunds its paid orders) and its sale's waiting room.
 */
export const eventsData = defineResourceData({
  resource: 'events',
  callbacks: eventCallbacks,
  actions: ({ api, call }) => ({
    /** `GET /admin/events/{uuid}/seating-plan`: the event's plan (seatingPlanNotFound without one). */
    seatingPlan: (eventUuid: string) =>
      call(() =>
        data(api.GET('/admin/events/{uuid}/seating-plan', { params: { path: { uuid: eventUuid } } })),
      ),
    /** `POST /admin/events/{uuid}/cancel`: sales stop at once; a job refunds every paid order (202). */
    cancelEvent: (eventUuid: string, body: CancelEventBody) =>
      call(() =>
        data(api.POST('/admin/events/{uuid}/cancel', { params: { path: { uuid: eventUuid } }, body })),
      ),
    /** `GET /admin/events/{uuid}/cancellation`: the job's progress and the orders it could not refund. */
    eventCancellation: (eventUuid: string) =>
      call(() =>
        data(api.GET('/admin/events/{uuid}/cancellation', { params: { path: { uuid: eventUuid } } })),
      ),
    /** `POST /admin/events/{uuid}/cancellation/retry`: the job tries its failed orders again. */
    retryEventCancellation: (eventUuid: string) =>
      call(() =>
        data(api.POST('/admin/events/{uuid}/cancellation/retry', { params: { path: { uuid: eventUuid } } })),
      ),
    /** `GET /admin/events/{uuid}/waiting-room`: the room's settings and live counts (`enabled: false` without one). */
    waitingRoom: (eventUuid: string) =>
      call(() =>
        data(api.GET('/admin/events/{uuid}/waiting-room', { params: { path: { uuid: eventUuid } } })),
      ),
    /** `PUT /admin/events/{uuid}/waiting-room`: on or off, times, rate, time to buy, pause and close. */
    saveWaitingRoom: (eventUuid: string, body: WaitingRoomSettingsInput) =>
      call(() =>
        data(api.PUT('/admin/events/{uuid}/waiting-room', { params: { path: { uuid: eventUuid } }, body })),
      ),
  }),
});
