/** The back office is a separate application: reaching it is a full page load, not a route. */
export const BACK_OFFICE_PATH = '/admin';

export function openBackOffice() {
  window.location.assign(BACK_OFFICE_PATH);
}
