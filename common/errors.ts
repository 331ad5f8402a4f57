/**
 * The product error catalogue (spec section 8). The API answers every error as
 * `{ name, message, details? }` where `name` is a key of this catalogue; clients show
 * the translation `apiError.{name}` unless the entry is silent.
 */
export interface CatalogueEntry {
  status: number;
  /** Silent errors pass to the caller without a toast (spec section 8, "Handling"). */
  silent?: boolean;
}

export const errorCatalogue = {
  // Generic HTTP outcomes
  badRequest: { status: 400 },
  unauthorized: { status: 401 },
  forbidden: { status: 403 },
  notFound: { status: 404 },
  payloadTooLarge: { status: 413 },
  uriTooLong: { status: 414 },
  /** The request, or its body, did not arrive in time (a cut-off upload); nothing was done. */
  requestTimeout: { status: 408 },
  unsupportedMediaType: { status: 415 },
  tooManyRequests: { status: 429 },
  headersTooLarge: { status: 431 },
  internalServerError: { status: 500 },
  badGateway: { status: 502 },
  serviceUnavailable: { status: 503 },
  errorFallback: { status: 500 },

  // Product errors of the spec
  seatsAlreadyOccupied: { status: 409 },
  eventAlreadyEnded: { status: 409 },
  orderNotFound: { status: 404, silent: true },
  orderNotOwnedByUser: { status: 403 },
  articleNotFound: { status: 404 },
  benefitNotFound: { status: 404 },
  galleryNotFound: { status: 404 },
  eventNotFound: { status: 404 },
  seatingPlanNotFound: { status: 404 },
  // Tribuna's own: season seats
  seasonTicketNotFound: { status: 404 },
  /** A season ticket staff defined does not fit its events (`details.reason`, the event and section). */
  seasonTicketInvalid: { status: 409 },
  /** Seats of the season ticket are sold: its events and sections stay, and it is not deleted. */
  seasonTicketHasSeats: { status: 409 },
  seasonSeatNotFound: { status: 404 },
  /** The seat cannot be released for this event now (started, released already, or passed on). */
  seasonSeatReleaseClosed: { status: 409 },
  /** The seasonal plan is a season ticket's: it is bought with a seat, not as a membership alone. */
  subscriptionSoldWithSeasonTicket: { status: 409 },
  userNotFound: { status: 404 },
  userAlreadyExists: { status: 409 },
  videoArchiveNotFound: { status: 404 },
  audioArchiveNotFound: { status: 404 },
  fileNotFound: { status: 404 },
  subscriptionNotFound: { status: 404 },
  subscriptionAlreadyExists: { status: 409 },
  subscriptionSoldOut: { status: 409 },
  subscriptionHasActiveUserSubscriptions: { status: 409 },
  subscriptionNotSellable: { status: 409 },
  subscriptionPreventedByCurrentSubscription: { status: 409 },
  featureNotFound: { status: 404 },
  authorNotFound: { status: 404 },
  emailAlreadyExists: { status: 409 },
  dgprNotAccepted: { status: 400 },
  phoneAlreadyExists: { status: 409 },
  fileDoesNotHaveAnAcceptableExtension: { status: 400 },
  uuidInUrlAndUuidInBodyAreNotSame: { status: 400 },
  contentDoesNotBelongToArticle: { status: 400 },
  contentDoesNotBelongToGallery: { status: 400 },
  contentDoesNotBelongToBenefit: { status: 400 },
  contentDoesNotBelongToEvent: { status: 400 },
  contentDoesNotBelongToVideoArchive: { status: 400 },
  contentDoesNotBelongToVideo: { status: 400 },
  contentDoesNotBelongToAudioArchive: { status: 400 },
  contentDoesNotBelongToAudio: { status: 400 },
  duplicateTransactionPrevented: { status: 409 },
  currencyNotSupported: { status: 400 },
  subscriptionDoesNotBelongToUser: { status: 403 },
  ticketOderDoesNotExistsBadRequest: { status: 400 },
  contentHasNotBeenPublishedYet: { status: 403 },
  userHasNotPermissionForContent: { status: 403, silent: true },
  couldNotCreateZip: { status: 500 },
  invoiceNotFound: { status: 404 },
  invoicesInSelectedRangeDoesNotExist: { status: 404 },
  emailNotificationBadRequest: { status: 400 },
  pushNotificationBadRequest: { status: 400 },
  preSalesLimitReached: { status: 409 },
  ticketNotFound: { status: 404 },
  ticketAlreadyExists: { status: 409 },
  ticketHasBeenAlreadyChecked: { status: 409 },
  orderPaymentStatusConflict: { status: 409, silent: true },
  countdownNotFound: { status: 404 },
  contactMessageNotFound: { status: 404 },
  mediaAccreditationNotFound: { status: 404 },
  /** One pending accreditation application per e-mail: the next once staff have decided the last. */
  mediaAccreditationAlreadyPending: { status: 409 },
  featureCannotChangeType: { status: 409 },
  subscriptionCannotChangeType: { status: 409 },
  subscriptionPriceNotFound: { status: 404 },
  voucherNotFound: { status: 404 },
  voucherCodeAlreadyClaimed: { status: 409 },
  voucherNotActive: { status: 409 },
  voucherInvalidType: { status: 400 },
  voucherDeliveryIdentityNotSet: { status: 412, silent: true },
  voucherOrderNotFound: { status: 404 },

  // Tribuna's own: identity rules the server enforces
  /** The identity provider cannot be reached; the token may well be valid, so nobody is signed out. */
  identityProviderUnavailable: { status: 503 },
  /** The e-mail is not verified yet; only the logged-user read, a new verification e-mail and logout work. */
  emailNotVerified: { status: 403 },
  /** An identity account without a Tribuna user: it gets one by accepting the terms (`POST /auth/accept-terms`). */
  termsNotAccepted: { status: 403 },
  /** The payment answer brought back is not signed by the gateway (forged, altered or cut short); nothing changes. */
  paymentAnswerNotVerified: { status: 400 },

  // Tribuna's own: memberships
  /** A feature that a membership grants or requires cannot be deleted; take it off the memberships first. */
  featureInUse: { status: 409 },

  // Tribuna's own: files
  /** A file that content still shows (a cover, a gallery image, a track…) cannot be deleted; `details.usedBy` names the content. */
  fileInUse: { status: 409 },
  /** An image with more pixels than `maxImagePixels` (a decompression bomb, or a photo to be made smaller first); `details` name its size. */
  imageTooLarge: { status: 400 },

  // Tribuna's own: events and the seat engine
  /** The hold token is unknown, not the caller's, or expired: the chart asks for a new one. */
  holdTokenInvalid: { status: 409 },
  /** Outside the sale window (or in the members' presale without a presale feature). */
  eventNotOnSale: { status: 409 },
  /** General admission: fewer tickets of the category are left than asked for. */
  ticketsSoldOut: { status: 409 },
  /** A ticket (or a signed QR code) of another event was shown at this event's gate. */
  ticketNotForThisEvent: { status: 409 },

  // Tribuna's own: the audit log
  auditEntryNotFound: { status: 404 },

  // Tribuna's own: refunds
  /** A refund of an order that was not paid: not accepted, or granted by staff with nothing paid. */
  orderNotPaid: { status: 409 },
  /** More than was paid for the order less what its refunds (not failed) already returned. */
  refundAmountTooHigh: { status: 409 },
  /** A line is in at most one refund that has not failed. */
  orderLineAlreadyRefunded: { status: 409 },
  /** A voucher whose code was claimed cannot be refunded (what it granted is the claimer's). */
  voucherAlreadyClaimed: { status: 409 },
  /** A ticket checked in at the gate is refunded only when staff say so (`allowUsedTickets`). */
  ticketAlreadyUsed: { status: 409 },
  refundNotFound: { status: 404 },

  // Tribuna's own: cancelled and moved events
  /** Nothing of a cancelled event is sold: holds, orders and payments are refused. */
  eventCancelled: { status: 409 },
  eventAlreadyCancelled: { status: 409 },
  /** A refund request of a moved event: the time for requests is over, or staff already decided it. */
  refundRequestClosed: { status: 409 },
  refundRequestNotFound: { status: 404 },

  // Tribuna's own: the waiting room of a sale
  /** A hold of a waiting-room event without a valid pass (none, lapsed, forged, another event's or user's). */
  waitingRoomPassRequired: { status: 403 },
  /** The event has no waiting room switched on, or the token is not one of its places. */
  waitingRoomNotFound: { status: 404 },
  /** Only a membership whose sale has a limited capacity may have a waiting room. */
  waitingRoomNeedsCapacity: { status: 409 },

  // Tribuna's own: waiting lists of sold-out events and memberships
  /** Places are on sale (the event, its category or the membership is not sold out): buy instead. */
  waitlistNotNeeded: { status: 409 },
  /** Staff closed the list or switched it off. */
  waitlistClosed: { status: 409 },
  /** More places than the list lets one person ask for. */
  waitlistQuantityTooHigh: { status: 400 },
  /** The entry has no offer in force (it lapsed, was given up, or was never made). */
  waitlistOfferExpired: { status: 409 },
  /** Not enough free places for the offer staff asked for. */
  waitlistNoPlaces: { status: 409 },
  /** Staff offered places to someone who is not waiting (already offered, left, or done). */
  waitlistEntryNotWaiting: { status: 409 },
  /** Returned places go to the people on the waiting list first: nobody else may take them now. */
  waitlistHasPriority: { status: 409 },
  /** No such entry of the caller's. */
  waitlistEntryNotFound: { status: 404 },

  // Tribuna's own: passing tickets on
  /** The event does not allow passing tickets on, or the time for it (its deadline or start) is over. */
  ticketTransferClosed: { status: 409 },
  /** A QR code of a ticket that was passed on since: the new holder's code admits, this one never. */
  ticketSuperseded: { status: 409 },
  /** The ticket was voided (refunded or released): it can no longer be passed on or shown. */
  ticketVoided: { status: 409 },
  /** A ticket cannot be passed on to its own holder. */
  ticketTransferToSelf: { status: 409 },
  /** The ticket is already offered to someone: cancel that offer first. */
  ticketTransferPending: { status: 409 },
  /** No such transfer link (mistyped, or never sent). */
  ticketTransferNotFound: { status: 404 },
  /** The transfer link was used already: the ticket is someone's now. */
  ticketTransferAlreadyAccepted: { status: 409 },
  /** The sender took the offer back. */
  ticketTransferCancelled: { status: 409 },
  /** A ticket passed on since: its order's link no longer gives it (the new holder has it in the account). */
  ticketPassedOn: { status: 409 },

  // Tribuna's own: tickets in Apple Wallet and Google Wallet
  /** The wallet is not offered (the server has no pass certificate or Google issuer for it). */
  walletNotConfigured: { status: 404 },
} as const satisfies Record<string, CatalogueEntry>;

export type ErrorName = keyof typeof errorCatalogue;

export const errorNames = Object.keys(errorCatalogue) as ErrorName[];

export function isErrorName(value: unknown): value is ErrorName {
  return typeof value === 'string' && Object.hasOwn(errorCatalogue, value);
}

export function isSilentError(name: string): boolean {
  return isErrorName(name) && (errorCatalogue[name] as CatalogueEntry).silent === true;
}

/** The body of every error the API answers. */
export interface ApiErrorBody {
  name: ErrorName;
  message: string;
  details?: Record<string, unknown>;
}

const nameByStatus: Partial<Record<number, ErrorName>> = {
  400: 'badRequest',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'notFound',
  408: 'requestTimeout',
  413: 'payloadTooLarge',
  414: 'uriTooLong',
  415: 'unsupportedMediaType',
  429: 'tooManyRequests',
  431: 'headersTooLarge',
  502: 'badGateway',
  503: 'serviceUnavailable',
};

/** The generic catalogue name for an HTTP status that came without a product error name. */
export function errorNameForStatus(status: number): ErrorName {
  return nameByStatus[status] ?? (status >= 500 ? 'internalServerError' : 'badRequest');
}
