import { useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
} from '@mui/material';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { ApiError } from '@tribuna/common/api/calls';
import type { MyTicket } from '@tribuna/common/schemas/tickets';
import { email } from '@tribuna/common/validation';
import { apiErrorMessageKey } from '../../../lib/api';
import { useToast } from '../../../lib/toast';
import { serverFieldErrors, showFieldErrors } from '../../../components/form/fieldErrors';
import { formResolver } from '../../../components/form/formResolver';
import { FormTextField } from '../../../components/form/FormTextField';
import { usePassTicketOn } from '../api/passTicketOn';

const schema = z.object({ email: email() });

/** The refusal's catalogue text, shown in the dialog (a toast would sit behind it). */
function refusalKey(error: unknown): string {
  return (error instanceof ApiError ? apiErrorMessageKey(error) : null) ?? 'apiError.errorFallback';
}

/**
 * Passing a ticket on: the recipient's e-mail, then a confirmation that says what happens (the
 * holder's QR code stops working once the recipient accepts). Refusals show in the dialog.
 */
export function PassOnDialog({
  ticket,
  open,
  onClose,
}: {
  ticket: MyTicket;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const toast = useToast();
  const passOn = usePassTicketOn();
  const [confirming, setConfirming] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const form = useForm({ resolver: formResolver(schema), defaultValues: { email: '' } });
  const id = `pass-on-${ticket.uuid}`;

  const close = () => {
    setConfirming(null);
    setRefusal(null);
    form.reset();
    passOn.reset();
    onClose();
  };

  const next = form.handleSubmit(({ email: recipient }) => {
    setRefusal(null);
    setConfirming(recipient);
  });

  const send = async (recipient: string) => {
    try {
      await passOn.mutateAsync({ ticketUuid: ticket.uuid, email: recipient });
    } catch (error) {
      const fields = serverFieldErrors(error);
      setConfirming(null);
      if (fields) showFieldErrors(form, fields);
      else setRefusal(refusalKey(error));
      return;
    }
    toast.show({ type: 'success', content: t('myTickets.dialog.sent', { email: recipient }) });
    close();
  };

  return (
    <Dialog open={open} onClose={close} aria-labelledby={`${id}-title`} fullWidth maxWidth="xs">
      <DialogTitle id={`${id}-title`}>{t('myTickets.dialog.title')}</DialogTitle>
      {confirming === null ? (
        <Box component="form" noValidate onSubmit={(e) => void next(e)}>
          <DialogContent sx={{ display: 'grid', gap: 2, pt: 0 }}>
            <DialogContentText>{t('myTickets.dialog.intro')}</DialogContentText>
            {refusal && <Alert severity="error">{t(refusal)}</Alert>}
            <FormTextField
              control={form.control}
              name="email"
              label={t('myTickets.dialog.email')}
              type="email"
              autoComplete="off"
              autoFocus
              required
              fullWidth
            />
          </DialogContent>
          <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
            <Button onClick={close}>{t('myTickets.dialog.close')}</Button>
            <Button type="submit" variant="contained">
              {t('myTickets.dialog.continue')}
            </Button>
          </DialogActions>
        </Box>
      ) : (
        <>
          <DialogContent sx={{ display: 'grid', gap: 1, pt: 0 }}>
            <DialogContentText>
              {t('myTickets.dialog.confirmText', { event: ticket.event.name, email: confirming })}
            </DialogContentText>
            <DialogContentText>{t('myTickets.dialog.confirmWarning')}</DialogContentText>
          </DialogContent>
          <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
            <Button onClick={() => setConfirming(null)} disabled={passOn.isPending}>
              {t('myTickets.dialog.back')}
            </Button>
            <Button
              variant="contained"
              onClick={() => void send(confirming)}
              disabled={passOn.isPending}
              autoFocus
            >
              {passOn.isPending ? t('myTickets.dialog.sending') : t('myTickets.dialog.submit')}
            </Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}
