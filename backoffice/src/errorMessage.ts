import { isValues } from '@tribuna/common/api/calls';
import type { HttpError, useTranslate } from 'react-admin';

/**
 * The notification text of a failed call: the dataProvider's errors carry an i18n key
 * (`apiError.<name>`), which react-admin's notify translates.
 */
export function errorMessage(error: unknown): string {
  return error instanceof Error && error.message ? error.message : 'ra.notification.http_error';
}

/** The same, translated, for a page that shows the error itself (a form's alert). */
export function errorText(translate: ReturnType<typeof useTranslate>, error: unknown): string {
  return translate(errorMessage(error), { _: translate('ra.notification.http_error') });
}

/** The `details` of a failed call's answer (the catalogue's error body) that the dataProvider's HttpError carries. */
export function errorDetails(error: HttpError): Readonly<Record<string, unknown>> {
  const body: unknown = error.body;
  const details = isValues(body) ? body.details : undefined;
  return isValues(details) ? details : {};
}
