import { data } from '@tribuna/common/api/calls';
import { defineResourceData } from '../providers/resourceData';

/** The home's cards: not a list of its own, one call. */
export const dashboardData = defineResourceData({
  resource: 'dashboard',
  actions: ({ api, call }) => ({
    /** `GET /admin/dashboard`: the home's cards, those of the lists the user may read. */
    dashboard: () => call(() => data(api.GET('/admin/dashboard'))),
  }),
});
