import { Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { formatDate, formatLastValidDay } from '@tribuna/common/dateFormat';
import { Section } from '../layout/Section';
import type { UserRecord } from './userRecord';

/** Every membership the user has held, newest first: membership, validity, status and renewal. */
export function UserSubscriptions() {
  const record = useRecordContext<UserRecord>();
  const translate = useTranslate();
  // A row of the list stands in until the detail arrives; it knows nothing of memberships.
  const subscriptions = record?.subscriptions;
  if (!subscriptions) return null;
  const t = (key: string) => translate(`resources.users.subscriptions.${key}`);
  return (
    <Section title={t('title')}>
      {subscriptions.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('empty')}
        </Typography>
      ) : (
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>{t('name')}</TableCell>
              <TableCell>{t('validFrom')}</TableCell>
              <TableCell>{t('validTo')}</TableCell>
              <TableCell>{t('status')}</TableCell>
              <TableCell>{t('renewing')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {subscriptions.map((membership) => (
              <TableRow key={membership.uuid}>
                <TableCell>{membership.subscription.name}</TableCell>
                <TableCell>{formatDate(membership.validFrom)}</TableCell>
                <TableCell>
                  {membership.validTo ? formatLastValidDay(membership.validTo) : t('noEnd')}
                </TableCell>
                <TableCell>{t(`statuses.${membership.status}`)}</TableCell>
                <TableCell>{t(membership.renewing ? 'yes' : 'no')}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Section>
  );
}
