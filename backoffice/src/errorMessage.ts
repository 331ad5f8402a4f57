/**
 * The notification text of a failed call: the dataProvider's errors carry an i18n key
 * (`apiError.<name>`), which react-admin's notify translates.
 */
export function errorMessage(error: unknown): string {
  return error instanceof Error && error.message ? error.message : 'ra.notification.http_error';
}
