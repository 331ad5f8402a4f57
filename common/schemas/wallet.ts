import { z } from 'zod';
import { uuidSchema } from './common';

/**
 * Tickets in Apple Wallet and Google Wallet: the holder adds a ticket as a pass; the pass shows the
 * ticket's QR code, and the wallets are told when it stops admitting (voided, passed on).
 */

/** An Apple Wallet pass (a signed ZIP). */
export const pkpassFile = z.string().meta({ format: 'binary', description: 'application/vnd.apple.pkpass' });

export const PKPASS_CONTENT_TYPE = 'application/vnd.apple.pkpass';

/** Where the holder saves the ticket to Google Wallet (Google's page, with the signed ticket in the link). */
export const googleWalletLink = z.object({
  url: z.url().meta({ description: 'https://pay.google.com/gp/v/save/<signed JWT>' }),
});
export type GoogleWalletLink = z.infer<typeof googleWalletLink>;

// Apple's PassKit web service (Apple's "Wallet Passes web service" reference): devices call it with
// the names and shapes below, which are Apple's, not ours.

const deviceLibraryIdentifier = z
  .string()
  .min(1)
  .max(200)
  .regex(/^[\w.-]+$/);
const passTypeIdentifier = z
  .string()
  .min(1)
  .max(200)
  .regex(/^[\w.-]+$/);

export const appleRegistrationParams = z.object({
  deviceLibraryIdentifier,
  passTypeIdentifier,
  serialNumber: uuidSchema,
});

export const appleDeviceParams = z.object({ deviceLibraryIdentifier, passTypeIdentifier });

export const applePassParams = z.object({ passTypeIdentifier, serialNumber: uuidSchema });

/** `Authorization: ApplePass <the pass's authenticationToken>`. */
export const applePassAuthHeaders = z.looseObject({
  authorization: z.string().max(500).optional(),
  'if-modified-since': z.string().max(100).optional(),
});

export const appleRegistrationBody = z.object({ pushToken: z.string().min(1).max(500) });

export const appleUpdatedQuery = z.object({ passesUpdatedSince: z.string().max(50).optional() });

export const appleUpdatedSerials = z.object({
  serialNumbers: z.array(z.string()),
  /** Sent back as `passesUpdatedSince` the next time. */
  lastUpdated: z.string(),
});

export const appleLogBody = z.object({ logs: z.array(z.string().max(5000)).max(100) });
