import { useEffect, useId, useRef } from 'react';
import { Alert, Box, Button, Chip, Divider, Link, Paper, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { formatDateTime } from '@tribuna/common/dateFormat';
import type { MyWaitlistEntry } from '@tribuna/common/schemas/waitlists';
import { usePaths } from '../../../lib/locale';
import {
  isActive,
  isOfferGone,
  useMyWaitlists,
  usePayOffer,
  useWaitlistActions,
} from '../../../lib/waitlists';
import {
  useWaitingForText,
  useWaitlistErrorText,
  WaitlistEntryView,
} from '../../../components/waitlist/WaitlistEntryView';

/** Entries that ended are shown a while for what became of them; those the buyer left are not. */
const ENDED_SHOWN = 5;

// MUI's info and warning colours carry white text below the 4.5:1 contrast a chip's small text needs.
const statusColour = {
  waiting: 'primary',
  offered: 'success',
  ordered: 'success',
  bought: 'default',
  lapsed: 'default',
  left: 'default',
  closed: 'default',
} as const;

/** What became of an entry that no longer stands. */
const endedText = (entry: MyWaitlistEntry) => {
  if (entry.status === 'bought')
    return entry.subject === 'event' ? 'waitlist.bought' : 'waitlist.boughtMembership';
  return entry.status === 'closed' ? 'waitlist.closed' : 'waitlist.lapsed';
};

function EntryItem({ entry, divider }: { entry: MyWaitlistEntry; divider: boolean }) {
  const { t } = useTranslation();
  const paths = usePaths();
  const waitingFor = useWaitingForText();
  const { leave } = useWaitlistActions({ subject: entry.subject, uuid: entry.subjectUuid });
  const nameId = useId();
  const page =
    entry.subject === 'event' ? paths('event', { uuid: entry.subjectUuid }) : paths('subscription');
  return (
    <Box component="li" aria-labelledby={nameId} sx={{ listStyle: 'none', pb: 2 }}>
      {divider && <Divider sx={{ mb: 2 }} />}
      <Stack direction="row" spacing={1} alignItems="center" flexWrap="wrap" useFlexGap sx={{ mb: 1 }}>
        <Link component={RouterLink} to={page} id={nameId} fontWeight="bold">
          {entry.name}
        </Link>
        <Chip size="small" color={statusColour[entry.status]} label={t(`waitlist.status.${entry.status}`)} />
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {entry.startsAt ? formatDateTime(entry.startsAt) : t('waitlist.account.membership')}
      </Typography>
      {isActive(entry) ? (
        <WaitlistEntryView
          entry={entry}
          onLeave={() => leave.mutate(entry.category)}
          leaving={leave.isPending}
          leaveError={leave.error}
        />
      ) : (
        <>
          <Typography variant="body2">{waitingFor(entry)}</Typography>
          <Typography variant="body2">{t(endedText(entry))}</Typography>
        </>
      )}
    </Box>
  );
}

/**
 * An offer opened from its e-mail or push (`?waitlist=<entry uuid>` on the account page): an event's
 * order is made and the cart opens to pay it, once; a membership's waits for the buyer to choose its
 * price variant in the list below. An offer that is gone says so.
 */
function OfferFromLink({
  entryUuid,
  entries,
  listSettled,
}: {
  entryUuid: string;
  entries: readonly MyWaitlistEntry[];
  /** The entries were read (or could not be): whether the offer is a membership's is known. */
  listSettled: boolean;
}) {
  const { t } = useTranslation();
  const errorText = useWaitlistErrorText();
  const pay = usePayOffer({ replace: true });
  const started = useRef<string | null>(null);
  const membership = entries.find((entry) => entry.uuid === entryUuid)?.subject === 'subscription';
  useEffect(() => {
    if (!listSettled || membership || started.current === entryUuid) return;
    started.current = entryUuid;
    pay.mutate({ entryUuid });
  }, [entryUuid, listSettled, membership, pay]);
  if (membership) return <Typography role="status">{t('waitlist.chooseVariant')}</Typography>;
  if (pay.isError) {
    return (
      <Alert
        severity={isOfferGone(pay.error) ? 'warning' : 'error'}
        action={
          isOfferGone(pay.error) ? undefined : (
            <Button color="inherit" size="small" onClick={() => pay.mutate({ entryUuid })}>
              {t('waitlist.account.retry')}
            </Button>
          )
        }
      >
        {isOfferGone(pay.error) ? t('waitlist.account.offerGone') : errorText(pay.error)}
      </Alert>
    );
  }
  return <Typography role="status">{t('waitlist.paying')}</Typography>;
}

/**
 * The account's waiting lists: the buyer's places in line and offers (the places held until when,
 * "Pay" straight to paying), leaving a list, and what became of the entries that ended lately.
 */
export function WaitlistsSection() {
  const { t } = useTranslation();
  const headingId = useId();
  const [search] = useSearchParams();
  const fromLink = search.get('waitlist');
  const mine = useMyWaitlists();
  const entries = mine.data?.data ?? [];
  const standing = entries.filter(isActive);
  const ended = entries.filter((entry) => !isActive(entry) && entry.status !== 'left').slice(0, ENDED_SHOWN);
  const shown = [...standing, ...ended];
  return (
    <Paper component="section" aria-labelledby={headingId} sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id={headingId} variant="h6" component="h2" gutterBottom>
        {t('waitlist.account.title')}
      </Typography>
      {fromLink && (
        <Box sx={{ mb: 2 }}>
          <OfferFromLink
            entryUuid={fromLink}
            entries={entries}
            listSettled={mine.isSuccess || mine.isError}
          />
        </Box>
      )}
      {mine.isError && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void mine.refetch()}>
              {t('waitlist.account.retry')}
            </Button>
          }
        >
          {t('waitlist.account.loadFailed')}
        </Alert>
      )}
      {mine.isSuccess && shown.length === 0 && <Typography>{t('waitlist.account.empty')}</Typography>}
      {shown.length > 0 && (
        <Box component="ul" sx={{ m: 0, p: 0 }}>
          {shown.map((entry, i) => (
            <EntryItem key={entry.uuid} entry={entry} divider={i > 0} />
          ))}
        </Box>
      )}
    </Paper>
  );
}
