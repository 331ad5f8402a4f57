/**
 * Spec section 9: error reporting samples every trace, replays one session in ten, and every
 * session in which an error happened. The storefront and the back office report with these.
 */
export const ERROR_REPORTING_SAMPLING = {
  tracesSampleRate: 1.0,
  replaysSessionSampleRate: 0.1,
  replaysOnErrorSampleRate: 1.0,
} as const;
