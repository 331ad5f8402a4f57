import { useId, useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Chip,
  MenuItem,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TablePagination,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { formatDateTime } from '@tribuna/common/dateFormat';
import {
  waitlistEntryStatuses,
  type AdminWaitlist,
  type AdminWaitlistEntry,
  type WaitlistEntryStatus,
} from '@tribuna/common/schemas/waitlists';
import { errorText } from '../errorMessage';
import type { AdminDataProvider } from '../providers/dataProvider';
import { OfferPlacesDialog, personOf } from './OfferPlacesDialog';
import { entriesKey, listCalls, WAITLIST_POLL_MS, waitlistKey, type ListSubject } from './subject';

const key = (name: string) => `waitlists.${name}`;

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

const PAGE_SIZES = [25, 100];

/** The offer an entry has or had: until when, by hand or not, and its seats. */
function OfferCell({ entry }: { entry: AdminWaitlistEntry }) {
  const translate = useTranslate();
  const offer = entry.offer;
  if (!offer) return <>{translate(key('entries.none'))}</>;
  const seats = offer.seats
    .map((seat) =>
      translate(key('entries.seat'), { section: seat.section, row: seat.row, label: seat.label }),
    )
    .join(', ');
  return (
    <>
      <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
        {`${offer.quantity} × ${translate(key('entries.offerUntil'), { date: formatDateTime(offer.expiresAt) })}`}
      </Box>
      {offer.byStaff && (
        <Typography variant="caption" component="span" sx={{ display: 'block' }}>
          {translate(key('entries.offerByStaff'))}
        </Typography>
      )}
      {seats && (
        <Typography variant="caption" component="span" sx={{ display: 'block' }}>
          {translate(key('entries.seats'), { seats })}
        </Typography>
      )}
    </>
  );
}

/**
 * The people in a list in order of joining, a page at a time and of one status or all, with their
 * places in line, what they want, and their offers; those who edit the subject offer places to one
 * of those waiting by hand. Read again every few seconds while the page is open.
 */
export function WaitlistEntries({
  subject,
  list,
  mayEdit,
}: {
  subject: ListSubject;
  list: AdminWaitlist;
  mayEdit: boolean;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const queryClient = useQueryClient();
  const labelId = useId();
  const [status, setStatus] = useState<WaitlistEntryStatus | ''>('');
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState(PAGE_SIZES[0]!);
  const [offering, setOffering] = useState<AdminWaitlistEntry | null>(null);
  const query = { ...(status && { status }), limit: pageSize, offset: page * pageSize };
  const entries = useQuery({
    queryKey: entriesKey(subject, query),
    queryFn: () => listCalls(dataProvider, subject).entries(query),
    refetchInterval: WAITLIST_POLL_MS,
    placeholderData: keepPreviousData,
  });
  const offer = useMutation({
    mutationFn: (body: { entryUuid: string; quantity?: number }) =>
      listCalls(dataProvider, subject).offer(body),
    onSuccess: () => {
      setOffering(null);
      notify(key('offer.sent'), { type: 'success' });
      void queryClient.invalidateQueries({ queryKey: waitlistKey(subject) });
    },
  });
  const rows = entries.data?.data ?? [];

  return (
    <Box component="section" aria-labelledby={labelId}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between', mb: 1 }}
      >
        <Typography id={labelId} variant="subtitle2" component="h3">
          {translate(key('entries.label'))}
        </Typography>
        <TextField
          select
          size="small"
          label={translate(key('entries.filter'))}
          value={status}
          onChange={(event) => {
            setStatus(event.target.value as WaitlistEntryStatus | '');
            setPage(0);
          }}
          sx={{ minWidth: 180 }}
          // "Everyone" is a value of its own: shown, not left as an empty field.
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        >
          <MenuItem value="">{translate(key('entries.all'))}</MenuItem>
          {waitlistEntryStatuses.map((name) => (
            <MenuItem key={name} value={name}>
              {translate(key(`status.${name}`))}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      {entries.isError && <Alert severity="error">{errorText(translate, entries.error)}</Alert>}
      {entries.isSuccess && rows.length === 0 && (
        <Typography>{translate(key(status ? 'entries.emptyFiltered' : 'entries.empty'))}</Typography>
      )}
      {rows.length > 0 && (
        // On a phone the table scrolls on its own, within the page's margins.
        <TableContainer sx={{ maxWidth: 'calc(100vw - 48px)', overflowX: 'auto' }}>
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell>{translate(key('entries.position'))}</TableCell>
                <TableCell>{translate(key('entries.person'))}</TableCell>
                <TableCell align="right">{translate(key('entries.quantity'))}</TableCell>
                <TableCell>{translate(key('entries.category'))}</TableCell>
                <TableCell>{translate(key('entries.status'))}</TableCell>
                <TableCell>{translate(key('entries.joinedAt'))}</TableCell>
                <TableCell>{translate(key('entries.offer'))}</TableCell>
                {mayEdit && <TableCell />}
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((entry) => (
                <TableRow key={entry.uuid}>
                  <TableCell>{entry.position ?? translate(key('entries.none'))}</TableCell>
                  <TableCell>
                    {entry.name && (
                      <Box component="span" sx={{ display: 'block' }}>
                        {entry.name}
                      </Box>
                    )}
                    <Typography variant="caption" component="span" sx={{ wordBreak: 'break-all' }}>
                      {entry.email}
                    </Typography>
                  </TableCell>
                  <TableCell align="right">{entry.quantity}</TableCell>
                  <TableCell>{entry.category ?? translate(key('entries.anyCategory'))}</TableCell>
                  <TableCell>
                    <Chip
                      size="small"
                      color={statusColour[entry.status]}
                      label={translate(key(`status.${entry.status}`))}
                    />
                  </TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(entry.joinedAt)}</TableCell>
                  <TableCell>
                    <OfferCell entry={entry} />
                  </TableCell>
                  {mayEdit && (
                    <TableCell>
                      {entry.status === 'waiting' && (
                        <Button
                          size="small"
                          variant="outlined"
                          aria-label={translate(key('offer.actionFor'), { person: personOf(entry) })}
                          onClick={() => {
                            offer.reset();
                            setOffering(entry);
                          }}
                        >
                          {translate(key('offer.action'))}
                        </Button>
                      )}
                    </TableCell>
                  )}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      {(entries.data?.total ?? 0) > PAGE_SIZES[0]! && (
        <TablePagination
          component="div"
          count={entries.data?.total ?? 0}
          page={page}
          onPageChange={(_, next) => setPage(next)}
          rowsPerPage={pageSize}
          rowsPerPageOptions={PAGE_SIZES}
          onRowsPerPageChange={(event) => {
            setPageSize(Number(event.target.value));
            setPage(0);
          }}
          labelRowsPerPage={translate('ra.navigation.page_rows_per_page')}
          labelDisplayedRows={({ from, to, count }) =>
            translate('ra.navigation.page_range_info', { offsetBegin: from, offsetEnd: to, total: count })
          }
          getItemAriaLabel={(type) => translate(`ra.navigation.${type}`)}
        />
      )}
      {offering && (
        <OfferPlacesDialog
          entry={offering}
          offerHours={list.offerHours}
          onClose={() => setOffering(null)}
          onOffer={(quantity) =>
            offer.mutate({
              entryUuid: offering.uuid,
              ...(quantity < offering.quantity && { quantity }),
            })
          }
          sending={offer.isPending}
          error={offer.error}
        />
      )}
    </Box>
  );
}
