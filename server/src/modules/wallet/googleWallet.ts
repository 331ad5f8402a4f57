import { importPKCS8, SignJWT, type CryptoKey } from 'jose';
import { languages, translate, type Language, type LocaleMap } from '@tribuna/common/schemas/common';
import type { WalletConfig } from '../../config';
import type { TicketPassContent } from './applePass';
import { pemOf } from './walletCredentials';

/** Google's page that saves the signed objects of its link to the visitor's Google Wallet. */
const SAVE_URL = 'https://pay.google.com/gp/v/save/';

/** The OAuth scope of the Google Wallet REST API. */
const WALLET_SCOPE = 'https://www.googleapis.com/auth/wallet_object.issuer';

/** What a Google object of a ticket shows, beside the pass content (Google localises it itself). */
export interface GoogleTicketContent extends TicketPassContent {
  eventUuid: string;
  /** The ticket's version: each holder's code is an object of its own. */
  version: number;
  /** The event's name in every language it has. */
  eventNames: LocaleMap;
  endsAt: Date;
}

type GoogleConfig = NonNullable<WalletConfig['google']>;

/**
 * Ids under the issuer: a class per event, an object per ticket version. Passing a ticket on makes
 * a new object for the new holder (with the new code) and turns the old holder's inactive: they
 * never share one, so the old holder's wallet can never show the new code.
 */
export const googleIds = (issuerId: string) => ({
  classId: (eventUuid: string) => `${issuerId}.event-${eventUuid}`,
  objectId: (ticketUuid: string, version: number) => `${issuerId}.ticket-${ticketUuid}-v${version}`,
});

const localized = (names: LocaleMap, language: Language) => ({
  defaultValue: { language, value: translate(names, language) },
  translatedValues: languages
    .filter((other) => other !== language && names[other])
    .map((other) => ({ language: other, value: names[other]! })),
});

const text = (language: Language, value: string) => ({ defaultValue: { language, value } });

/** Makes the save links of tickets and updates the saved objects through Google's REST API. */
export function createGoogleWallet(
  config: GoogleConfig,
  deps: { publicUrl: string; fetch?: typeof fetch; now?: () => number },
) {
  const fetcher = deps.fetch ?? fetch;
  const now = deps.now ?? Date.now;
  const ids = googleIds(config.issuerId);
  let key: Promise<CryptoKey> | null = null;
  const signingKey = () => (key ??= importPKCS8(pemOf(config.privateKey), 'RS256'));
  let accessToken: { value: string; until: number } | null = null;

  /** An OAuth access token of the service account (a signed assertion for a token, kept until shortly before it lapses). */
  async function token(): Promise<string> {
    if (accessToken && accessToken.until > now()) return accessToken.value;
    const issuedAt = Math.floor(now() / 1000);
    const assertion = await new SignJWT({ scope: WALLET_SCOPE })
      .setProtectedHeader({ alg: 'RS256', typ: 'JWT' })
      .setIssuer(config.serviceAccountEmail)
      .setAudience(config.tokenUrl)
      .setIssuedAt(issuedAt)
      .setExpirationTime(issuedAt + 3600)
      .sign(await signingKey());
    const res = await fetcher(config.tokenUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'urn:ietf:params:oauth:grant-type:jwt-bearer', assertion }),
    });
    if (!res.ok) throw new Error(`Google's token endpoint answered ${res.status}: ${await res.text()}`);
    const body = (await res.json()) as { access_token: string; expires_in?: number };
    accessToken = { value: body.access_token, until: now() + ((body.expires_in ?? 3600) - 60) * 1000 };
    return body.access_token;
  }

  /** What the event's class shows: its name, venue and time (the objects of its tickets show them). */
  const eventOf = (content: GoogleTicketContent) => {
    const language = content.language;
    return {
      eventName: localized(content.eventNames, language),
      venue: { name: text(language, content.venue), address: text(language, content.venue) },
      dateTime: { start: content.startsAt.toISOString(), end: content.endsAt.toISOString() },
    };
  };

  /** PATCHes a saved class or object; `missing` when Google has none (its link was never used to save it). */
  async function patch(path: string, body: object): Promise<'updated' | 'missing'> {
    const res = await fetcher(`${config.apiUrl}/${path}`, {
      method: 'PATCH',
      headers: { authorization: `Bearer ${await token()}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (res.status === 404) return 'missing';
    if (res.status === 401) accessToken = null;
    if (!res.ok) throw new Error(`Google Wallet answered ${res.status}: ${await res.text()}`);
    return 'updated';
  }

  return {
    ids,
    /** The link that saves the ticket's current version (a JWT signed by the service account). */
    async saveLink(content: GoogleTicketContent): Promise<string> {
      const language = content.language;
      const eventClass = {
        id: ids.classId(content.eventUuid),
        issuerName: config.issuerName,
        reviewStatus: 'UNDER_REVIEW',
        ...eventOf(content),
      };
      const seat = content.seatLabel
        ? {
            seat: text(language, content.seatLabel),
            ...(content.row && { row: text(language, content.row) }),
            ...(content.section && { section: text(language, content.section) }),
          }
        : { section: text(language, content.categoryName) };
      const object = {
        id: ids.objectId(content.ticketUuid, content.version),
        classId: eventClass.id,
        state: content.state === 'valid' ? 'ACTIVE' : 'INACTIVE',
        ticketNumber: content.code,
        ...(content.holderName && { ticketHolderName: content.holderName }),
        seatInfo: seat,
        ticketType: text(language, content.categoryName),
        barcode: { type: 'QR_CODE', value: content.qrPayload, alternateText: content.code },
      };
      const jwt = await new SignJWT({
        typ: 'savetowallet',
        origins: [deps.publicUrl],
        payload: { eventTicketClasses: [eventClass], eventTicketObjects: [object] },
      })
        .setProtectedHeader({ alg: 'RS256', typ: 'JWT' })
        .setIssuer(config.serviceAccountEmail)
        .setAudience('google')
        .setIssuedAt(Math.floor(now() / 1000))
        .sign(await signingKey());
      return `${SAVE_URL}${jwt}`;
    },

    /**
     * Sets a saved object's state (ACTIVE, or INACTIVE for a voided or passed-on ticket). Answers
     * `missing` when Google has no such object: its link was never used to save it.
     */
    setState: (ticketUuid: string, version: number, active: boolean): Promise<'updated' | 'missing'> =>
      patch(`eventTicketObject/${encodeURIComponent(ids.objectId(ticketUuid, version))}`, {
        state: active ? 'ACTIVE' : 'INACTIVE',
      }),

    /**
     * Sets the event's class to the event as it is now (a new date or venue): every saved ticket of
     * the event shows it. `missing` when no ticket of the event was saved.
     */
    updateEvent: (content: GoogleTicketContent): Promise<'updated' | 'missing'> =>
      patch(`eventTicketClass/${encodeURIComponent(ids.classId(content.eventUuid))}`, eventOf(content)),
  };
}

export type GoogleWallet = ReturnType<typeof createGoogleWallet>;
