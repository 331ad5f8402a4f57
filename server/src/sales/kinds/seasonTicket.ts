import { ticketPdfFileName } from '@tribuna/common/i18n/tickets';
import { SEASON_TICKET_LINE_KIND } from '@tribuna/common/schemas/seasonTickets';
import { ProductError } from '../../errors';
import type { LineKind } from '../lineKind';
import type { SeasonTicketsService } from '../../modules/seasonTickets/seasonTickets.service';

/**
 * Selling season seats through orders (the `season_ticket` line kind): `refUuid` is the season
 * ticket, `option` the token of the buyer's hold of a seat across its events (`POST
 * /season-tickets/{uuid}/holds`, or a renewal's). One line a seat, priced at the season's plan
 * price. Starting a payment keeps the seat held; acceptance books it in every event, issues a ticket
 * per event and gives the membership; a refund voids the tickets and frees the seat where it is
 * still booked.
 */
export function createSeasonTicketKind(deps: {
  seasons: SeasonTicketsService;
  /** How long the seat stays held from the start of a payment. */
  paymentHoldMs: number;
  now?: () => Date;
}) {
  const { seasons } = deps;
  const now = deps.now ?? (() => new Date());

  const lineKind: LineKind = {
    async price(refUuid, currency, ctx) {
      if (ctx.quantity !== 1)
        throw new ProductError('badRequest', { quantity: ctx.quantity }, 'One line a seat.');
      // Priced anew (lines replaced), the line keeps the hold it was made from.
      const token = ctx.option ?? (ctx.data?.token as string | undefined);
      return seasons.priceLine(refUuid, token, { ...ctx, currency });
    },

    async validate(lines, ctx) {
      if (!ctx.userUuid)
        throw new ProductError('unauthorized', undefined, 'A season seat is bought by a signed-in user.');
      for (const line of lines)
        if (line.quantity !== 1) throw new ProductError('badRequest', { quantity: line.quantity });
    },

    async beforePayment(_order, lines, tx) {
      const until = new Date(now().getTime() + deps.paymentHoldMs);
      for (const line of lines) await seasons.holdForPayment(line, until, tx);
    },

    fulfil: (order, line, tx) => seasons.fulfilLine(order, line, tx),

    onRejected: (order, line, tx) => seasons.releaseLine(order, line, tx),

    refundCheck: (_order, line, options, tx) => seasons.refundCheck(line, options.allowUsedTickets, tx),

    async takeBack(order, line, options, tx) {
      const freed = await seasons.takeBackLine(order, line, options, tx);
      // Told after the refund's commit would be better; the waiting lists' job finds them anyway.
      for (const eventUuid of freed ?? []) seasons.offerReturnedPlaces(eventUuid);
    },

    async attachments(order, line) {
      // A match's ticket passed on since (a confirmation sent again) is the new holder's: left out.
      const rows = (await seasons.ticketsOfLine(line.uuid)).filter(
        (row) => row.version === 1 || row.holderUuid === order.userUuid,
      );
      if (rows.length === 0) return [];
      return [
        {
          filename: ticketPdfFileName(rows[0]!.code),
          content: await seasons.pdf(rows, order.language),
          contentType: 'application/pdf',
        },
      ];
    },
  };

  return { kind: SEASON_TICKET_LINE_KIND, lineKind };
}
