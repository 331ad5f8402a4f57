import { data } from '@tribuna/common/api/calls';
import { defineResourceData } from '../providers/resourceData';

/** Season tickets: who holds which seat of a season, and the seats kept for last season's holders. */
export const seasonTicketsData = defineResourceData({
  resource: 'season-tickets',
  actions: ({ api, call }) => ({
    /** `GET /admin/season-tickets/{uuid}/seats`: the seats sold with their holders, and those kept for renewal. */
    seasonTicketSeats: (uuid: string) =>
      call(() => data(api.GET('/admin/season-tickets/{uuid}/seats', { params: { path: { uuid } } }))),
  }),
});
