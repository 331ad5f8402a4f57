import type { MyTicket } from '@tribuna/common/schemas/tickets';

export type TicketState = 'valid' | 'pending' | 'used' | 'voided';

/** What the holder sees first about a ticket: void and used outweigh an open offer of it. */
export function ticketState(ticket: MyTicket): TicketState {
  if (ticket.voided) return 'voided';
  if (ticket.checkedAt !== null) return 'used';
  if (ticket.pendingTransfer?.status === 'pending') return 'pending';
  return 'valid';
}

export type PassOnRefusal = 'voided' | 'used' | 'notAllowed' | 'closed';

/**
 * Why the ticket cannot be passed on now (null: it can). The server decides (`transferable`); this
 * only names the reason: no deadline at all means the event does not allow it.
 */
export function passOnRefusal(ticket: MyTicket): PassOnRefusal | null {
  if (ticket.voided) return 'voided';
  if (ticket.checkedAt !== null) return 'used';
  if (ticket.transferable) return null;
  return ticket.transferableUntil === null ? 'notAllowed' : 'closed';
}

/** The event has ended: its tickets go under "past events". */
export function isPast(ticket: MyTicket, now = Date.now()): boolean {
  return new Date(ticket.event.endsAt).getTime() < now;
}
