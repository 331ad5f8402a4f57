import { useId, useState, type FormEvent } from 'react';
import { Alert, Box, Button, MenuItem, Paper, Stack, TextField, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { DEFAULT_WAITLIST_MAX_QUANTITY } from '@tribuna/common/schemas/waitlists';
import { ApiError } from '@tribuna/common/api/calls';
import { Link as RouterLink, useLocation } from 'react-router';
import { usePaths } from '../../lib/locale';
import { useSession } from '../../lib/session';
import {
  entryFor,
  useMyWaitlists,
  useWaitlistActions,
  waitlistInfoQuery,
  type WaitlistTarget,
} from '../../lib/waitlists';
import { useWaitlistErrorText, WaitlistEntryView } from './WaitlistEntryView';

export interface WaitlistCategory {
  key: string;
  name: string;
}

/** The most places a person, as a `waitlistQuantityTooHigh` refusal names it; null for other errors. */
function limitOf(error: unknown): number | null {
  if (!(error instanceof ApiError) || error.errorName !== 'waitlistQuantityTooHigh') return null;
  const max = error.details?.maxQuantity;
  return typeof max === 'number' && Number.isInteger(max) && max >= 1 ? max : null;
}

/** The category field's value for "any category" (a key is letters, digits, `_` and `-`). */
const ANY = '*';

/**
 * The waiting list of a sold-out event or membership, on its page: a signed-in buyer joins it with
 * how many places they want (up to the list's limit) and, for an event, which category (any, or one
 * sold out); then sees their place in line or their offer, and may leave. A visitor not signed in
 * is sent to sign in and back here.
 */
export function WaitlistJoin({
  target,
  categories = [],
  anyCategory = true,
  headingLevel = 'h2',
}: {
  target: WaitlistTarget;
  /** The categories one may wait for (the sold-out ones); none: the list is of the whole subject. */
  categories?: readonly WaitlistCategory[];
  /** The whole subject is sold out, so "any category" may be waited for (else one of `categories`). */
  anyCategory?: boolean;
  /** The heading's level: `h3` inside a card whose title is the page's `h2`. */
  headingLevel?: 'h2' | 'h3';
}) {
  const { t } = useTranslation();
  const paths = usePaths();
  const location = useLocation();
  const session = useSession();
  const headingId = useId();
  const signedIn = session.user !== null;
  const mine = useMyWaitlists(signedIn);
  const { join, leave } = useWaitlistActions(target);
  const errorText = useWaitlistErrorText();
  const info = useQuery(waitlistInfoQuery(target));
  const [quantity, setQuantity] = useState(1);
  // A refusal's limit wins over the one read with the page (staff may have changed it since).
  const [told, setTold] = useState<number | null>(null);
  const membership = target.subject === 'subscription';
  const limit = told ?? info.data?.maxQuantity ?? (membership ? 1 : DEFAULT_WAITLIST_MAX_QUANTITY);
  // Staff switched the list off or closed it: it takes nobody.
  const closed = info.data?.open === false;
  const [category, setCategory] = useState(anyCategory || categories.length === 0 ? ANY : categories[0]!.key);
  const entry = entryFor(mine.data?.data, target);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    leave.reset();
    join.mutate(
      { quantity, ...(category !== ANY && { category }) },
      {
        onError: (error) => {
          const max = limitOf(error);
          if (max === null) return;
          setTold(max);
          setQuantity((asked) => Math.min(asked, max));
        },
      },
    );
  };

  let body;
  if (entry) {
    body = (
      <WaitlistEntryView
        entry={entry}
        onLeave={() => {
          join.reset();
          leave.mutate(entry.category);
        }}
        leaving={leave.isPending}
        leaveError={leave.error}
      />
    );
  } else if (closed) {
    body = <Typography>{t('waitlist.closedNotice')}</Typography>;
  } else if (session.status === 'loading') {
    // A saved session is being restored: whether to offer signing in is not known yet.
    body = null;
  } else if (!signedIn) {
    body = (
      <Box>
        <Button
          variant="contained"
          component={RouterLink}
          to={`${paths('auth-loginPage')}?redirect=${encodeURIComponent(location.pathname)}`}
        >
          {t('waitlist.signInToJoin')}
        </Button>
      </Box>
    );
  } else {
    body = (
      <Stack component="form" onSubmit={submit} noValidate spacing={2}>
        {leave.isSuccess && <Typography role="status">{t('waitlist.left')}</Typography>}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          {limit > 1 && (
            <TextField
              select
              label={t('waitlist.quantity')}
              helperText={t('waitlist.quantityHint', { max: limit })}
              value={quantity}
              onChange={(e) => setQuantity(Number(e.target.value))}
              sx={{ minWidth: 160 }}
            >
              {Array.from({ length: limit }, (_, i) => i + 1).map((n) => (
                <MenuItem key={n} value={n}>
                  {n}
                </MenuItem>
              ))}
            </TextField>
          )}
          {(anyCategory ? categories.length > 1 : categories.length > 0) && (
            <TextField
              select
              label={t('waitlist.category')}
              value={category}
              onChange={(e) => setCategory(e.target.value)}
              sx={{ minWidth: 200 }}
            >
              {anyCategory && <MenuItem value={ANY}>{t('waitlist.anyCategory')}</MenuItem>}
              {categories.map((c) => (
                <MenuItem key={c.key} value={c.key}>
                  {c.name}
                </MenuItem>
              ))}
            </TextField>
          )}
        </Stack>
        {join.isError && <Alert severity="error">{errorText(join.error)}</Alert>}
        <Box>
          <Button type="submit" variant="contained" disabled={join.isPending || mine.isPending}>
            {join.isPending
              ? t('waitlist.joining')
              : membership
                ? t('waitlist.joinMembership')
                : t('waitlist.join')}
          </Button>
        </Box>
      </Stack>
    );
  }

  return (
    <Paper
      component="section"
      aria-labelledby={headingId}
      variant="outlined"
      sx={{ p: { xs: 2, sm: 3 }, my: 2 }}
    >
      <Typography id={headingId} variant="h6" component={headingLevel} gutterBottom>
        {t('waitlist.title')}
      </Typography>
      {!entry && (
        <>
          <Typography gutterBottom>
            {membership
              ? t('waitlist.soldOutMembership')
              : anyCategory
                ? t('waitlist.soldOut')
                : t('waitlist.soldOutCategory')}
          </Typography>
          {!closed && (
            <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
              {t('waitlist.howItWorks')}
              {info.data && (
                <>
                  {' '}
                  {t('waitlist.offerTime', { hours: info.data.offerHours })}{' '}
                  {info.data.waiting > 0 && t('waitlist.waitingNow', { count: info.data.waiting })}
                </>
              )}
            </Typography>
          )}
        </>
      )}
      {body}
    </Paper>
  );
}
