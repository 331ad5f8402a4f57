import type { myTicketsCs } from './myTickets';

type DeepStrings<T> = { [K in keyof T]: T[K] extends string ? string : DeepStrings<T[K]> };
export type MyTicketsTexts = DeepStrings<typeof myTicketsCs>;
