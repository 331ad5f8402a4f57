import { Card, CardContent, Typography } from '@mui/material';
import {
  Loading,
  Navigate,
  useBasename,
  useCanAccess,
  useCreatePath,
  useFirstResourceWithListAccess,
  useTranslate,
} from 'react-admin';
import { ticketReviewPath } from '../adminPaths';

/**
 * The admin home (`/admin`) leads to the first entry of the menu the user may use: a resource's
 * list, else ticket review. A staff account with neither is told so.
 */
export function AdminHome() {
  const translate = useTranslate();
  const createPath = useCreatePath();
  const basename = useBasename();
  const first = useFirstResourceWithListAccess();
  const tickets = useCanAccess({ resource: 'tickets', action: 'list' });
  if (first.isPending || tickets.isPending) return <Loading />;
  if (first.resource) return <Navigate to={createPath({ resource: first.resource, type: 'list' })} replace />;
  if (tickets.canAccess) return <Navigate to={`${basename}${ticketReviewPath('cs')}`} replace />;
  return (
    <Card sx={{ mt: 2 }}>
      <CardContent>
        <Typography>{translate('admin.home.nothing')}</Typography>
      </CardContent>
    </Card>
  );
}
