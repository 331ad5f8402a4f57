import type { seasonTicketsCs } from './seasonTickets';

type DeepStrings<T> = { [K in keyof T]: T[K] extends string ? string : DeepStrings<T[K]> };
export type SeasonTicketsTexts = DeepStrings<typeof seasonTicketsCs>;
