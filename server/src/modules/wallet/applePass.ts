import { createPrivateKey } from 'node:crypto';
import { PKPass } from 'passkit-generator';
import sharp from 'sharp';
import { walletPassTexts } from '@tribuna/common/i18n/walletPass';
import { ticketTexts } from '@tribuna/common/i18n/tickets';
import type { Language } from '@tribuna/common/schemas/common';
import { brandTheme } from '@tribuna/common/theme';
import type { WalletConfig } from '../../config';
import { pemOf } from './walletCredentials';

/** Whether a pass admits, or why it no longer does. */
export type PassState = 'valid' | 'voided' | 'passedOn';

/** What a ticket's pass shows, in the holder's language. */
export interface TicketPassContent {
  ticketUuid: string;
  code: string;
  /** The signed QR payload the gate checks; shown only while the pass is valid. */
  qrPayload: string;
  state: PassState;
  eventName: string;
  startsAt: Date;
  venue: string;
  /** The section's name in the language (null: general admission). */
  section: string | null;
  row: string | null;
  seatLabel: string | null;
  categoryName: string;
  holderName: string | null;
  language: Language;
}

/** Where devices ask for the pass's changes, and the token they ask with. */
export interface PassWebService {
  url: string;
  authenticationToken: string;
}

/** The brand's mark (the storefront's icon) drawn at Wallet's icon sizes once per process. */
const ICON_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512"><rect width="512" height="512" rx="96" fill="${brandTheme.palette.primary.main}"/><path d="M128 160h256v56H284v176h-56V216H128z" fill="#fff"/></svg>`;
let icons: Promise<Record<string, Buffer>> | null = null;
function passIcons(): Promise<Record<string, Buffer>> {
  icons ??= (async () => {
    const draw = (size: number) => sharp(Buffer.from(ICON_SVG)).resize(size, size).png().toBuffer();
    const [icon, icon2x, icon3x] = await Promise.all([draw(29), draw(58), draw(87)]);
    return { 'icon.png': icon, 'icon@2x.png': icon2x, 'icon@3x.png': icon3x };
  })();
  return icons;
}

const hex = (color: string) => {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(color.slice(i, i + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
};

/** Signs Apple Wallet passes (eventTicket) of tickets with the configured pass type certificate. */
export function createApplePassMaker(config: NonNullable<WalletConfig['apple']>) {
  const certificates = {
    wwdr: pemOf(config.wwdrCertificate),
    signerCert: pemOf(config.certificate),
    // Unlocked once here: the signing library would derive the passphrase's key again for every
    // pass, in JavaScript (seconds on a busy server).
    signerKey: createPrivateKey({
      key: pemOf(config.key),
      ...(config.keyPassphrase && { passphrase: config.keyPassphrase }),
    })
      .export({ type: 'pkcs1', format: 'pem' })
      .toString(),
  };

  return {
    passTypeId: config.passTypeId,
    /** The pass as a .pkpass file (a ZIP of pass.json, the icons, manifest.json and its signature). */
    async make(content: TicketPassContent, webService: PassWebService): Promise<Buffer> {
      const texts = ticketTexts[content.language];
      const notes = walletPassTexts[content.language];
      const pass = new PKPass({ ...(await passIcons()) }, certificates, {
        formatVersion: 1,
        passTypeIdentifier: config.passTypeId,
        teamIdentifier: config.teamId,
        organizationName: config.organizationName,
        serialNumber: content.ticketUuid,
        description: `${texts.title}: ${content.eventName}`,
        logoText: config.organizationName,
        backgroundColor: hex(brandTheme.palette.primary.main),
        foregroundColor: 'rgb(255, 255, 255)',
        labelColor: 'rgb(255, 255, 255)',
        // Wallet takes updates only from an https web service (a development site gets none).
        ...(webService.url.startsWith('https://') && {
          webServiceURL: webService.url,
          authenticationToken: webService.authenticationToken,
        }),
        // A pass that no longer admits is shown as void by Wallet (greyed, not offered at the gate).
        voided: content.state !== 'valid',
        // Passing a ticket on goes through Tribuna (a new code for the new holder), not AirDrop.
        sharingProhibited: true,
      });
      pass.type = 'eventTicket';
      pass.primaryFields.push({ key: 'event', label: texts.event, value: content.eventName });
      pass.secondaryFields.push(
        {
          key: 'date',
          label: texts.date,
          value: content.startsAt.toISOString(),
          dateStyle: 'PKDateStyleMedium',
          timeStyle: 'PKDateStyleShort',
        },
        { key: 'venue', label: texts.venue, value: content.venue },
      );
      if (content.seatLabel) {
        if (content.section)
          pass.auxiliaryFields.push({ key: 'section', label: texts.section, value: content.section });
        if (content.row) pass.auxiliaryFields.push({ key: 'row', label: texts.row, value: content.row });
        pass.auxiliaryFields.push({ key: 'seat', label: texts.seatNumber, value: content.seatLabel });
      } else {
        pass.auxiliaryFields.push({ key: 'admission', label: texts.seat, value: texts.admission });
      }
      pass.auxiliaryFields.push({ key: 'category', label: texts.category, value: content.categoryName });
      if (content.state !== 'valid') {
        pass.headerFields.push({
          key: 'status',
          label: notes.status,
          value: content.state === 'voided' ? notes.voided : notes.passedOn,
        });
      }
      // The code is the new holder's once the ticket is passed on: typed at the gate it admits.
      if (content.state !== 'passedOn')
        pass.backFields.push({ key: 'code', label: texts.code, value: content.code });
      if (content.holderName)
        pass.backFields.push({ key: 'holder', label: texts.holder, value: content.holderName });
      pass.backFields.push({ key: 'instructions', label: texts.title, value: texts.instructions });
      // Only a valid pass carries the code: a voided or passed-on one must not be shown at the gate.
      if (content.state === 'valid') {
        pass.setBarcodes({
          format: 'PKBarcodeFormatQR',
          message: content.qrPayload,
          messageEncoding: 'iso-8859-1',
          altText: content.code,
        });
      }
      pass.setRelevantDate(content.startsAt);
      return pass.getAsBuffer();
    },
  };
}

export type ApplePassMaker = ReturnType<typeof createApplePassMaker>;
