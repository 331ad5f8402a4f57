import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * "Release your seat for this match?": a season holder confirms, since a released ticket does not come
 * back. Shared by the account's season seats and the season tickets in the list of tickets.
 */
export function ReleaseSeasonEventDialog({
  event,
  busy,
  onConfirm,
  onClose,
}: {
  event: string | null;
  busy: boolean;
  onConfirm(): void;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const textId = useId();
  return (
    <Dialog open={event !== null} onClose={onClose} aria-labelledby={titleId} aria-describedby={textId}>
      <DialogTitle id={titleId}>
        {t('seasonTickets.account.confirmTitle', { event: event ?? '' })}
      </DialogTitle>
      <DialogContent>
        <DialogContentText id={textId}>{t('seasonTickets.account.confirmText')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} autoFocus>
          {t('seasonTickets.account.cancel')}
        </Button>
        <Button color="error" variant="contained" disabled={busy} onClick={onConfirm}>
          {t('seasonTickets.account.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
