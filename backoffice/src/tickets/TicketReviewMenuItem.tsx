import FactCheckIcon from '@mui/icons-material/FactCheck';
import { Menu, useBasename, useCanAccess } from 'react-admin';
import { ticketReviewPath } from '../adminPaths';

/** The menu entry of ticket review, for those who may check tickets in (ticket checkers and admins). */
export function TicketReviewMenuItem() {
  const basename = useBasename();
  const { canAccess } = useCanAccess({ resource: 'tickets', action: 'check' });
  if (!canAccess) return null;
  return (
    <Menu.Item
      to={`${basename}${ticketReviewPath('cs')}`}
      primaryText="admin.ticketReview.menu"
      leftIcon={<FactCheckIcon />}
    />
  );
}
