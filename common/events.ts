import type { EventAvailability } from './schemas/events';

export interface SaleWindow {
  endsAt: Date;
  saleFrom: Date;
  saleTo: Date;
  presaleFrom: Date | null;
  presaleTo: Date | null;
}

/**
 * Where an event's sale stands at `now`, before counting seats (`soldOut` is the caller's to add).
 * The members' presale may overlap the public sale; the public sale wins then.
 */
export function saleStateAt(event: SaleWindow, now: Date): Exclude<EventAvailability, 'soldOut'> {
  const t = now.getTime();
  if (t >= event.endsAt.getTime()) return 'ended';
  if (t >= event.saleFrom.getTime() && t < event.saleTo.getTime()) return 'onSale';
  if (
    event.presaleFrom &&
    event.presaleTo &&
    t >= event.presaleFrom.getTime() &&
    t < event.presaleTo.getTime()
  )
    return 'presale';
  if (t >= event.saleTo.getTime()) return 'saleClosed';
  return 'notYetOnSale';
}
