import { z } from 'zod';

/** What the browsers need to know at start; never a secret (ARCHITECTURE.md). */
export const publicConfig = z.object({
  maintenanceMode: z.boolean(),
  production: z.boolean(),
  identity: z.object({
    apiKey: z.string(),
    authDomain: z.string(),
    projectId: z.string(),
    /** Set when the browsers must talk to the Firebase Auth emulator instead of Google. */
    emulatorUrl: z.string().nullable(),
  }),
  captchaSiteKey: z.string().nullable(),
  /** OneSignal's app when push notifications are on (subscribing needs the visitor's consent). */
  pushAppId: z.string().nullable(),
  /** The OneSignal web SDK's script (OneSignal's CDN, or a stand-in). */
  pushSdkUrl: z.string().nullable(),
  seatMapProvider: z.enum(['native', 'seatsio']),
  /** The seats.io chart's settings when seatMapProvider is `seatsio` (the workspace's public key). */
  seatsio: z
    .object({ workspaceKey: z.string(), region: z.enum(['eu', 'na', 'sa', 'oc']), chartJsUrl: z.string() })
    .nullable(),
  minimumHoldValidityMinutes: z.number(),
  /** The tag manager's container (`GTM-…`); it loads only after the visitor allows analytics. */
  tagManagerId: z.string().nullable(),
  /** Where the browsers report unexpected errors (a Sentry DSN, public by design); null: off. */
  errorReportingDsn: z.string().nullable(),
});
export type PublicConfig = z.infer<typeof publicConfig>;
