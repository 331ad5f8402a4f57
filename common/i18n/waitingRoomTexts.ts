import type { waitingRoomCs } from './waitingRoom';

type DeepStrings<T> = { [K in keyof T]: T[K] extends string ? string : DeepStrings<T[K]> };
export type WaitingRoomTexts = DeepStrings<typeof waitingRoomCs>;
