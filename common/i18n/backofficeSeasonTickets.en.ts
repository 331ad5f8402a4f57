import type { SeasonTicketsTexts } from './backofficeSeasonTickets';

export const seasonTicketsEn: SeasonTicketsTexts = {
  name: 'Season ticket |||| Season tickets',
  page: { create: 'Create a season ticket' },
  empty: 'No season tickets yet',
  invite: 'A season ticket sells one seat for every match of a season at once.',
  fields: {
    name: 'Name',
    subscriptionUuid: 'Seasonal membership',
    eventUuids: 'Matches of the season',
    sections: 'Sections',
    renewsSeasonTicketUuid: 'Renews season ticket',
    priorityUntil: "Last season's holders come first until",
    prices: 'Price',
    seatsSold: 'Seats sold',
    seatsKeptForRenewal: 'Kept for renewal',
    createdAt: 'Created',
    updatedAt: 'Updated',
  },
  hints: {
    subscriptionUuid:
      'A membership of the Seasonal type: its first price variant is the price in CZK and EUR. The buyer gets it with the seat; switch its “On sale” off so that it is not sold without one.',
    eventUuids: 'Events with a seating plan, with the same seats in the chosen sections.',
    sections: "Sections of the first chosen match's plan whose seats are sold as season tickets.",
    sectionsFirst: "Choose the matches first: the sections come from the first one's plan.",
    renewsSeasonTicketUuid:
      "Last season's holders keep their seats until the priority ends; then the seats not renewed go on sale.",
    priorityUntil: 'As dd.MM.yyyy HH:mm, Prague time. Required when the season ticket renews last season’s.',
  },
  noRenewal: 'Renews none',
  holders: {
    title: 'Seat holders',
    empty: 'Nobody has bought a seat yet.',
    seat: 'Seat',
    holder: 'Holder',
    order: 'Order',
    status: 'Status',
    released: 'Released for',
    statuses: { active: 'Valid', refunded: 'Refunded' },
    kept: 'Kept for renewal',
    keptUntil: 'until %{date}',
    seatName: '%{section}, row %{row}, seat %{seat}',
  },
};
