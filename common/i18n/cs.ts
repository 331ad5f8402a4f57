import { seasonTicketsCs } from './seasonTickets';
import { eventsCs } from './events';
import { apiErrorCs } from './apiError';
import { formErrorCs } from './formError';
import { identityErrorCs } from './identityError';
import { shellCs } from './shell';
import { storefrontCs } from './storefront';
import { waitingRoomCs } from './waitingRoom';
import { waitlistCs } from './waitlist';
import { myTicketsCs } from './myTickets';
import { walletButtonsCs } from './walletButtons';

/** Czech texts: the source of the key set; sk and en must have the same keys (checked by the type). */
export const cs = {
  ...shellCs,
  ...storefrontCs,
  ...eventsCs,
  ...waitingRoomCs,
  ...waitlistCs,
  ...myTicketsCs,
  ...walletButtonsCs,
  identityError: identityErrorCs,
  apiError: apiErrorCs,
  formError: formErrorCs,
  ...seasonTicketsCs,
};
type DeepStrings<T> = { [K in keyof T]: T[K] extends string ? string : DeepStrings<T[K]> };
export type Translations = DeepStrings<typeof cs>;
