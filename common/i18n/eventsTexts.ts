import type { eventsCs } from './events';

type DeepStrings<T> = { [K in keyof T]: T[K] extends string ? string : DeepStrings<T[K]> };
export type EventsTexts = DeepStrings<typeof eventsCs>;
