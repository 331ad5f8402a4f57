import type { waitlistCs } from './waitlist';

type DeepStrings<T> = { [K in keyof T]: T[K] extends string ? string : DeepStrings<T[K]> };
export type WaitlistTexts = DeepStrings<typeof waitlistCs>;
