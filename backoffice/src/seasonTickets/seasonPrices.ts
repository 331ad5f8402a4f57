import { formatMoney } from '@tribuna/common/money';
import type { AdminSeasonTicket } from '@tribuna/common/schemas/seasonTickets';

/** The season ticket's price in each currency it is sold in: "4 900 Kč · 199 €". */
export const pricesText = (prices: AdminSeasonTicket['prices']) =>
  prices.map((price) => formatMoney(price.amount, price.currency)).join(' · ');
