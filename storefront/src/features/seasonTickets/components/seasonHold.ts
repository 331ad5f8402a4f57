/**
 * The seat a buyer holds for a season ticket, kept in session storage per season ticket so that a
 * reload of the chart finds it again (the server lets it lapse by time: an old one is dropped).
 */
export interface StoredSeasonHold {
  token: string;
  seatId: string;
  expiresAt: string;
}

const keyOf = (seasonTicketUuid: string) => `tribuna.seasonHold.${seasonTicketUuid}`;

export function storedSeasonHold(seasonTicketUuid: string, now = Date.now()): StoredSeasonHold | null {
  try {
    const value = JSON.parse(
      sessionStorage.getItem(keyOf(seasonTicketUuid)) ?? 'null',
    ) as Partial<StoredSeasonHold> | null;
    if (
      typeof value?.token !== 'string' ||
      typeof value.seatId !== 'string' ||
      typeof value.expiresAt !== 'string' ||
      Date.parse(value.expiresAt) <= now
    )
      return null;
    return { token: value.token, seatId: value.seatId, expiresAt: value.expiresAt };
  } catch {
    return null;
  }
}

export function storeSeasonHold(seasonTicketUuid: string, hold: StoredSeasonHold | null) {
  try {
    if (hold) sessionStorage.setItem(keyOf(seasonTicketUuid), JSON.stringify(hold));
    else sessionStorage.removeItem(keyOf(seasonTicketUuid));
  } catch {
    // Without storage (private mode) the hold lives for this page only.
  }
}
