import { data } from '@tribuna/common/api/calls';
import { defineResourceData } from '../providers/resourceData';
import { eventCallbacks } from './eventCallbacks';

/** Events: the form's conversions on their way to the API and back, and the event's seating plan. */
export const eventsData = defineResourceData({
  resource: 'events',
  callbacks: eventCallbacks,
  actions: ({ api, call }) => ({
    /** `GET /admin/events/{uuid}/seating-plan`: the event's plan (seatingPlanNotFound without one). */
    seatingPlan: (eventUuid: string) =>
      call(() =>
        data(api.GET('/admin/events/{uuid}/seating-plan', { params: { path: { uuid: eventUuid } } })),
      ),
  }),
});
