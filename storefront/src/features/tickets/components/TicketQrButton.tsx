import { useEffect, useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Skeleton,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { MyTicket } from '@tribuna/common/schemas/tickets';

/** The payload as an SVG image's address; the QR library loads with the first code shown. */
async function qrImage(payload: string): Promise<string> {
  const { toString } = await import('qrcode');
  const svg = await toString(payload, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

function QrCode({ ticket }: { ticket: MyTicket }) {
  const { t } = useTranslation();
  const [image, setImage] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let current = true;
    qrImage(ticket.qrPayload).then(
      (src) => current && setImage(src),
      () => current && setFailed(true),
    );
    return () => {
      current = false;
    };
  }, [ticket.qrPayload]);
  if (failed) return <Alert severity="error">{t('myTickets.qrFailed')}</Alert>;
  // White around the code whatever the theme: scanners need the quiet zone light.
  return image ? (
    <Box
      component="img"
      src={image}
      alt={t('myTickets.qrAlt', { code: ticket.code })}
      sx={{ display: 'block', width: '100%', maxWidth: 320, mx: 'auto', bgcolor: '#fff' }}
    />
  ) : (
    <Skeleton variant="rectangular" sx={{ width: '100%', maxWidth: 320, aspectRatio: '1', mx: 'auto' }} />
  );
}

/**
 * The ticket's current QR code, to show at the gate: the only way in for a ticket passed on to the
 * holder (it has no order whose PDF would carry it).
 */
export function TicketQrButton({ ticket }: { ticket: MyTicket }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const id = `ticket-qr-${ticket.uuid}`;
  return (
    <>
      <Button
        size="small"
        variant="contained"
        onClick={() => setOpen(true)}
        aria-label={t('myTickets.showQrLabel', { event: ticket.event.name })}
      >
        {t('myTickets.showQr')}
      </Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        aria-labelledby={`${id}-title`}
        fullWidth
        maxWidth="xs"
      >
        <DialogTitle id={`${id}-title`}>{t('myTickets.qrTitle', { event: ticket.event.name })}</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2 }}>
          {open && <QrCode ticket={ticket} />}
          <DialogContentText>{t('myTickets.code', { code: ticket.code })}</DialogContentText>
          <DialogContentText>{t('myTickets.qrHint')}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)} autoFocus>
            {t('myTickets.dialog.close')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
