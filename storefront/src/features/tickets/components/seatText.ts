import type { TFunction } from 'i18next';
import type { MyTicket } from '@tribuna/common/schemas/tickets';

type Seat = Pick<MyTicket, 'seatId' | 'section' | 'row' | 'seatLabel' | 'categoryName'>;

/** Where the ticket admits to: its seat, or its category without a reserved seat. */
export function seatText(ticket: Seat, t: TFunction): string {
  if (ticket.seatId === null || ticket.seatLabel === null) {
    return `${ticket.categoryName} · ${t('myTickets.admission')}`;
  }
  const seat = ticket.section
    ? t('myTickets.seat', { section: ticket.section, row: ticket.row ?? '', seat: ticket.seatLabel })
    : t('myTickets.seatWithoutSection', { row: ticket.row ?? '', seat: ticket.seatLabel });
  return `${ticket.categoryName} · ${seat}`;
}
