import { ERROR_REPORTING_SAMPLING } from './errorReporting';

let started: Promise<void> | null = null;

/**
 * Sentry in the storefront and the back office when the public configuration names a DSN (spec
 * section 9's sampling); its code loads only then, beside the app. Without a DSN nothing is loaded
 * and nothing reported.
 */
export function startErrorReporting(dsn: string | null, environment: string): Promise<void> | null {
  if (!dsn) return null;
  started ??= import('@sentry/react').then((Sentry) => {
    Sentry.init({
      dsn,
      environment,
      integrations: [Sentry.browserTracingIntegration(), Sentry.replayIntegration()],
      ...ERROR_REPORTING_SAMPLING,
    });
  });
  return started;
}
