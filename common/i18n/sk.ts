import { seasonTicketsSk } from './seasonTickets.sk';
import { eventsSk } from './events.sk';
import { apiErrorSk } from './apiError.sk';
import type { Translations } from './cs';
import { formErrorSk } from './formError.sk';
import { identityErrorSk } from './identityError.sk';
import { shellSk } from './shell.sk';
import { storefrontSk } from './storefront.sk';
import { waitingRoomSk } from './waitingRoom.sk';
import { waitlistSk } from './waitlist.sk';
import { myTicketsSk } from './myTickets.sk';
import { walletButtonsSk } from './walletButtons.sk';

export const sk: Translations = {
  ...shellSk,
  ...storefrontSk,
  ...eventsSk,
  ...waitingRoomSk,
  ...waitlistSk,
  ...myTicketsSk,
  ...walletButtonsSk,
  identityError: identityErrorSk,
  apiError: apiErrorSk,
  formError: formErrorSk,
  ...seasonTicketsSk,
};
