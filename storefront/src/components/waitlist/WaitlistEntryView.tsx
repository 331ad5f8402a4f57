import { useEffect, useId, useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  FormControl,
  FormControlLabel,
  FormLabel,
  Radio,
  RadioGroup,
  Stack,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@tribuna/common/dateFormat';
import type { MyWaitlistEntry } from '@tribuna/common/schemas/waitlists';
import { apiErrorMessageKey } from '../../lib/api';
import { ApiError } from '@tribuna/common/api/calls';
import { useLocale } from '../../lib/locale';
import { priceText } from '../../lib/price';
import { membershipPricesQuery, usePayOffer } from '../../lib/waitlists';

/** The text of a failed waiting-list call: the catalogue's text of its name, else a generic one. */
export function useWaitlistErrorText() {
  const { t } = useTranslation();
  return (error: unknown) =>
    t((error instanceof ApiError ? apiErrorMessageKey(error) : null) ?? 'apiError.errorFallback');
}

/** What the buyer waits for: "2 places", in a category when the entry names one. */
export function useWaitingForText() {
  const { t } = useTranslation();
  return (entry: Pick<MyWaitlistEntry, 'quantity' | 'categoryName'>) => {
    const places = t('waitlist.places', { count: entry.quantity });
    return entry.categoryName
      ? t('waitlist.waitingForCategory', { places, category: entry.categoryName })
      : t('waitlist.waitingFor', { places });
  };
}

/**
 * A membership's offer is paid for one of its price variants: the only one is taken as it is,
 * several are offered to choose from (in the visitor's currency).
 */
function MembershipVariants({
  entry,
  priceUuid,
  onChange,
}: {
  entry: MyWaitlistEntry;
  priceUuid: string | null;
  onChange: (priceUuid: string) => void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const labelId = useId();
  const prices = useQuery(membershipPricesQuery(entry.subjectUuid, locale));
  const only = prices.data?.length === 1 ? prices.data[0]!.uuid : null;
  useEffect(() => {
    if (only && priceUuid !== only) onChange(only);
  }, [only, priceUuid, onChange]);
  if (!prices.data || prices.data.length < 2) return null;
  return (
    <FormControl>
      <FormLabel id={labelId}>{t('waitlist.variant')}</FormLabel>
      <RadioGroup
        aria-labelledby={labelId}
        value={priceUuid ?? ''}
        onChange={(e) => onChange(e.target.value)}
      >
        {prices.data.map((price) => (
          <FormControlLabel
            key={price.uuid}
            value={price.uuid}
            control={<Radio />}
            label={`${price.label}: ${priceText(t, price.amount, price.currency)}`}
          />
        ))}
      </RadioGroup>
    </FormControl>
  );
}

/**
 * One standing entry as its buyer sees it: the place in line, or the offer with the time the
 * places are held until, its seats and "Pay"; and leaving the list, after a confirmation that says
 * what is lost (the place in line, or the offer's places).
 */
export function WaitlistEntryView({
  entry,
  onLeave,
  leaving,
  leaveError,
}: {
  entry: MyWaitlistEntry;
  onLeave: () => void;
  leaving: boolean;
  leaveError: unknown;
}) {
  const { t } = useTranslation();
  const errorText = useWaitlistErrorText();
  const waitingFor = useWaitingForText();
  const pay = usePayOffer();
  const [confirming, setConfirming] = useState(false);
  const [priceUuid, setPriceUuid] = useState<string | null>(null);
  const titleId = useId();
  const offer = entry.offer;
  const held = offer !== null && (entry.status === 'offered' || entry.status === 'ordered');
  const seats = offer?.seats
    .map((seat) => t('waitlist.seat', { section: seat.section, row: seat.row, label: seat.label }))
    .join('; ');
  return (
    <Stack spacing={1.5}>
      {held ? (
        <Typography role="status" fontWeight="bold">
          {entry.status === 'ordered'
            ? t('waitlist.ordered', { time: formatDateTime(offer.expiresAt) })
            : t('waitlist.offered', { time: formatDateTime(offer.expiresAt) })}
        </Typography>
      ) : (
        <Typography role="status">
          {t('waitlist.joined')}{' '}
          {entry.position !== null && (
            <span data-testid="waitlist-position">
              {t('waitlist.position', { position: entry.position })}
            </span>
          )}
        </Typography>
      )}
      <Typography variant="body2">
        {waitingFor(offer ? { ...entry, quantity: offer.quantity } : entry)}
      </Typography>
      {held && seats && <Typography variant="body2">{t('waitlist.offeredSeats', { seats })}</Typography>}
      {pay.isError && <Alert severity="error">{errorText(pay.error)}</Alert>}
      {leaveError !== null && leaveError !== undefined && (
        <Alert severity="error">{errorText(leaveError)}</Alert>
      )}
      {held && entry.subject === 'subscription' && (
        <MembershipVariants entry={entry} priceUuid={priceUuid} onChange={setPriceUuid} />
      )}
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        {held && (
          <Button
            variant="contained"
            disabled={pay.isPending || pay.isSuccess || (entry.subject === 'subscription' && !priceUuid)}
            onClick={() => pay.mutate({ entryUuid: entry.uuid, ...(priceUuid && { priceUuid }) })}
            aria-label={t('waitlist.payLabel', { name: entry.name })}
          >
            {pay.isPending ? t('waitlist.paying') : t('waitlist.pay')}
          </Button>
        )}
        <Button variant="outlined" color="inherit" disabled={leaving} onClick={() => setConfirming(true)}>
          {t('waitlist.leave')}
        </Button>
      </Box>
      <Dialog open={confirming} onClose={() => setConfirming(false)} aria-labelledby={titleId}>
        <DialogTitle id={titleId}>{t('waitlist.leaveTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText>{held ? t('waitlist.leaveOffered') : t('waitlist.leaveText')}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button autoFocus onClick={() => setConfirming(false)}>
            {t('waitlist.stay')}
          </Button>
          <Button
            color="error"
            onClick={() => {
              setConfirming(false);
              onLeave();
            }}
          >
            {t('waitlist.leave')}
          </Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
}
