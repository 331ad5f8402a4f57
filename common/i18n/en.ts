import { seasonTicketsEn } from './seasonTickets.en';
import { eventsEn } from './events.en';
import { apiErrorEn } from './apiError.en';
import type { Translations } from './cs';
import { formErrorEn } from './formError.en';
import { identityErrorEn } from './identityError.en';
import { shellEn } from './shell.en';
import { storefrontEn } from './storefront.en';
import { waitingRoomEn } from './waitingRoom.en';
import { waitlistEn } from './waitlist.en';
import { myTicketsEn } from './myTickets.en';
import { walletButtonsEn } from './walletButtons.en';

export const en: Translations = {
  ...shellEn,
  ...storefrontEn,
  ...eventsEn,
  ...waitingRoomEn,
  ...waitlistEn,
  ...myTicketsEn,
  ...walletButtonsEn,
  identityError: identityErrorEn,
  apiError: apiErrorEn,
  formError: formErrorEn,
  ...seasonTicketsEn,
};
