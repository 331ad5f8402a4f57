import { Menu as RaMenu } from 'react-admin';
import { TicketReviewMenuItem } from '../tickets/TicketReviewMenuItem';

/**
 * The resources the user may list (react-admin asks `canAccess` for each), then the pages that are
 * not resources. No dashboard entry: the home page only leads to the first of these.
 */
export function Menu() {
  return (
    <RaMenu>
      <RaMenu.ResourceItems />
      <TicketReviewMenuItem />
    </RaMenu>
  );
}
