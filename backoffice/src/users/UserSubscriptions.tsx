import { List, ListItem, ListItemText, Typography } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { Section } from '../layout/Section';
import type { UserRecord } from './userRecord';

/** The user's active memberships, by name. */
export function UserSubscriptions() {
  const record = useRecordContext<UserRecord>();
  const translate = useTranslate();
  // A row of the list stands in until the detail arrives; it knows nothing of memberships.
  const subscriptions = record?.activeSubscriptions;
  if (!subscriptions) return null;
  return (
    <Section title={translate('resources.users.subscriptions.title')}>
      {subscriptions.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {translate('resources.users.subscriptions.empty')}
        </Typography>
      ) : (
        <List dense disablePadding>
          {subscriptions.map((subscription) => (
            <ListItem key={subscription.uuid} disableGutters>
              <ListItemText primary={subscription.name} />
            </ListItem>
          ))}
        </List>
      )}
    </Section>
  );
}
