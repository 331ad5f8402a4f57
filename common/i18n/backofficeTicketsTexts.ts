import type { ticketTransfersCs } from './backofficeTickets';

type DeepStrings<T> = { [K in keyof T]: T[K] extends string ? string : DeepStrings<T[K]> };
export type TicketTransfersTexts = DeepStrings<typeof ticketTransfersCs>;
